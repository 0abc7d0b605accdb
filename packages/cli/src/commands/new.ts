// `ctfdocs new <instance>/<path>`: a page of a docs instance from a page template.
import type { CommandDefinition } from '../context.ts';
import { failUnexpected } from '../fail.ts';
import { reportText } from '../report.ts';
import { nonEmpty } from '../option-values.ts';
import { exit } from '../run.ts';

export const newCommand: CommandDefinition = (program, context) => {
  const { run } = context;
  program
    .command('new')
    .description('Write a new page of a docs instance from a page template.')
    .argument('<page>', 'the docs instance and the page path, e.g. docs/guides/install')
    .option('--template <name>', 'page template: how-to, tutorial, reference, concept or troubleshooting', nonEmpty, 'how-to')
    .option('--title <title>', "the page's title (default: from its file name)", nonEmpty)
    .option('--config <file>', 'site config file', nonEmpty, context.defaultConfig)
    .option('--debug', 'show stack traces')
    .action(async (target: string, opts: { template: string; title?: string; config: string; debug?: boolean }) => {
      try {
        const { newPage } = await import('../scaffold/new-page.ts');
        const result = await newPage({ rootDir: run.cwd, configPath: opts.config, target, template: opts.template, title: opts.title });
        if (reportText(result.diagnostics, run)) exit(1);
        run.stdout.write(`Wrote ${result.file}: "${result.title}", sidebar position ${result.position}, from the ${opts.template} template. Replace its guidance with your text.\n`);
      } catch (err) {
        failUnexpected(err, opts.debug, run);
      }
    });
};
