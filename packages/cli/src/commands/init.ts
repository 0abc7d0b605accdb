// `ctfdocs init`: a new site from a template, or a config and sidebars
// written into a Docusaurus site (`--from-docusaurus`) or a VitePress site
// (`--from-vitepress`).
import path from 'node:path';
import { Option } from 'commander';
import type { CommandDefinition } from '../context.ts';
import { failUnexpected } from '../fail.ts';
import { reportText } from '../report.ts';
import { askAll } from '../scaffold/ask.ts';
import { titleFromName } from '../scaffold/words.ts';
import { nonEmpty } from '../option-values.ts';
import { importSummary, type ImportResult } from '../import-result.ts';
import { exit, type CliRun } from '../run.ts';

const DEFAULT_URL = 'https://docs.example.com';

export const initCommand: CommandDefinition = (program, { run }) => {
  program
    .command('init')
    .description('Start a new site from a template in a new or empty folder.')
    .argument('[dir]', 'folder to create the site in', nonEmpty, '.')
    .option('--template <name>', 'site template (a folder of templates/)', nonEmpty, 'site')
    .option('--title <title>', "the site's title", nonEmpty)
    .option('--url <url>', 'where the site will be published, e.g. https://docs.example.com', nonEmpty)
    .option('--yes', 'ask nothing: take the flags or the defaults')
    .option('--force', 'write into a folder that is not empty')
    .option('--from-docusaurus <dir>', 'write ctfdocs.config.yaml and YAML sidebars into a Docusaurus site, leaving its docs where they are', nonEmpty)
    .addOption(
      new Option('--from-vitepress <dir>', 'write ctfdocs.config.yaml and YAML sidebars into a VitePress site (the folder holding .vitepress/), leaving its docs where they are')
        .argParser(nonEmpty)
        .conflicts('fromDocusaurus'),
    )
    .option('--debug', 'show stack traces')
    .action(async (dir: string, opts: InitFlags) => {
      try {
        if (opts.fromDocusaurus) await fromDocusaurus(run, opts.fromDocusaurus, Boolean(opts.force));
        else if (opts.fromVitepress) await fromVitePress(run, opts.fromVitepress, Boolean(opts.force));
        else await fromTemplate(run, dir, opts);
      } catch (err) {
        failUnexpected(err, opts.debug, run);
      }
    });
};

interface InitFlags {
  template: string;
  title?: string;
  url?: string;
  yes?: boolean;
  force?: boolean;
  fromDocusaurus?: string;
  fromVitepress?: string;
  debug?: boolean;
}

async function fromTemplate(run: CliRun, dir: string, opts: InitFlags): Promise<void> {
  const name = path.basename(path.resolve(run.cwd, dir));
  const defaults = { title: opts.title ?? (titleFromName(name) || 'My docs'), url: opts.url ?? DEFAULT_URL };
  const interactive = !opts.yes && run.interactive;
  const questions = [
    ...(opts.title === undefined ? [{ key: 'title', prompt: 'Site title', answer: defaults.title }] : []),
    ...(opts.url === undefined ? [{ key: 'url', prompt: 'URL where the site will be published', answer: defaults.url }] : []),
  ] as const;
  const answers = interactive && questions.length ? await askAll([...questions]) : [];
  const chosen = { ...defaults, ...Object.fromEntries(questions.map((q, i) => [q.key, answers[i] ?? q.answer])) };
  // Loaded by the command that uses it: main.ts keeps every command's work out of start-up.
  const { initSite } = await import('../scaffold/init-site.ts');
  const result = await initSite({ dir, cwd: run.cwd, template: opts.template, title: chosen.title, url: chosen.url, force: Boolean(opts.force) });
  if (reportText(result.diagnostics, run)) exit(1);
  const cd = path.relative(run.cwd, path.resolve(run.cwd, dir));
  run.stdout.write(
    [
      `Created "${chosen.title}" in ${cd || '.'} (${result.written.length} files from the ${opts.template} template).`,
      '',
      'Next:',
      ...(cd ? [`  cd ${cd}`] : []),
      '  npm install           install ctfdocs for this site (package.json)',
      '  npx ctfdocs serve     preview at http://localhost:3000, reloading as you edit',
      '  npx ctfdocs new docs/guides/my-task --template how-to',
      '  npx ctfdocs check     check every link and front matter field',
      '  npx ctfdocs build     write the site into build/',
      '',
    ].join('\n'),
  );
}

async function fromDocusaurus(run: CliRun, dir: string, force: boolean): Promise<void> {
  const { CONFIG_FILE, importDocusaurus } = await import('../docusaurus/import.ts');
  printImport(run, await importDocusaurus(path.resolve(run.cwd, dir), { force }), dir, CONFIG_FILE, 'init/docusaurus');
}

async function fromVitePress(run: CliRun, dir: string, force: boolean): Promise<void> {
  const { CONFIG_FILE, importVitePress } = await import('../vitepress/import.ts');
  printImport(run, await importVitePress(path.resolve(run.cwd, dir), { force }), dir, CONFIG_FILE, 'init/vitepress');
}

function printImport(run: CliRun, result: ImportResult, dir: string, configFile: string, code: string): void {
  if (result.error) {
    reportText([{ severity: 'error', code, message: result.error.message, hint: result.error.hint }], run);
    exit(1);
  }
  const cd = path.relative(run.cwd, path.resolve(run.cwd, dir));
  const next = ['Next:', ...(cd ? [`  cd ${cd}`] : []), `  npx ctfdocs check    (reads ${configFile})`, '  npx ctfdocs serve', ''];
  run.stdout.write(importSummary(result, dir) + next.join('\n'));
}
