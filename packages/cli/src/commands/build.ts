// `ctfdocs build`: the site into a folder of static files.
import { compileCacheOptions, siteOptions, type CommandDefinition } from '../context.ts';
import { failUnexpected } from '../fail.ts';
import { count, printDiagnostics } from '../report.ts';
import { createProgress } from '../progress.ts';
import { nonEmpty } from '../option-values.ts';
import { exit } from '../run.ts';

export const buildCommand: CommandDefinition = (program, context) => {
  const { run } = context;
  program
    .command('build')
    .description('Build the site into a folder of static files.')
    .option('--config <file>', 'site config file', nonEmpty, context.defaultConfig)
    .option('--out-dir <dir>', 'output folder', nonEmpty, 'build')
    .option('--quiet', 'print only problems and the summary')
    .option('--no-cache', 'compile and highlight every page again, and write every file of the output, instead of reading .ctfdocs-cache/ (it is written afresh)')
    .option('--external', 'also check links to other sites, as check --external does (off by default: it asks every site linked to)')
    .option('--debug', 'show stack traces')
    .action(async (opts: { config: string; outDir: string; quiet?: boolean; cache: boolean; external?: boolean; debug?: boolean }) => {
      const progress = createProgress(run, Boolean(opts.quiet));
      const started = performance.now();
      try {
        const { buildSite } = await import('@ctfdocs/renderer');
        const result = await buildSite({
          ...siteOptions(context, opts.config),
          outDir: opts.outDir,
          write: true,
          compileCache: compileCacheOptions(context, opts.cache),
          ...(opts.external ? { externalLinks: { readCache: opts.cache } } : {}),
          onPhase: (p) => progress.phase(p),
          onProgress: (p, d, n) => progress.step(p, d, n),
        });
        progress.done();
        // Notices are for reviewers, listed by `check`; a build prints its problems only.
        printDiagnostics(
          result.diagnostics.filter((d) => d.severity !== 'notice'),
          'text',
          run.stderr,
          Boolean(run.stderr.isTTY),
        );
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        const errors = count(result.diagnostics, 'error');
        const warnings = count(result.diagnostics, 'warning');
        if (!result.ok) {
          run.stderr.write(
            `Build failed: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} (${seconds} s). The previous ${opts.outDir}/ was left as it was.\n`,
          );
          exit(1);
        }
        run.stdout.write(`Built ${result.routes.length} pages in ${seconds} s into ${opts.outDir}/ — ${warnings} warning${warnings === 1 ? '' : 's'}.\n`);
        const cards = result.socialCards;
        if (cards) run.stdout.write(`Social cards: ${cards.cards}, ${cards.drawn} drawn${cards.drawn ? ` in ${(cards.ms / 1000).toFixed(2)} s` : ''}, the rest from .ctfdocs-cache/social/.\n`);
      } catch (err) {
        progress.done();
        failUnexpected(err, opts.debug, run);
      }
    });
};
