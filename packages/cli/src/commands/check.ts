// `ctfdocs check`: every check a build makes, writing nothing.
import { Option } from 'commander';
import { compileCacheOptions, siteOptions, type CommandDefinition } from '../context.ts';
import { failUnexpected } from '../fail.ts';
import { count, externalSummary, printDiagnostics, summary, type ReportFormat } from '../report.ts';
import { nonEmpty } from '../option-values.ts';
import { exit } from '../run.ts';

export const checkCommand: CommandDefinition = (program, context) => {
  const { run } = context;
  program
    .command('check')
    .description('Run every check a build makes (config, links, anchors, duplicate routes) without writing anything.')
    .option('--config <file>', 'site config file', nonEmpty, context.defaultConfig)
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'github']).default('text'))
    .option('--no-cache', 'compile and highlight every page again instead of reading .ctfdocs-cache/ (it is written afresh)')
    .option('--external', 'also check links to other sites, asking each site (answers are kept in .ctfdocs-cache/ for externalLinks.cacheHours)')
    .option('--debug', 'show stack traces')
    .action(async (opts: { config: string; format: ReportFormat; cache: boolean; external?: boolean; debug?: boolean }) => {
      try {
        const { buildSite } = await import('@ctfdocs/renderer');
        const result = await buildSite({
          ...siteOptions(context, opts.config),
          outDir: 'build',
          write: false,
          compileCache: compileCacheOptions(context, opts.cache),
          ...(opts.external ? { externalLinks: { readCache: opts.cache } } : {}),
        });
        const out = opts.format === 'json' ? run.stdout : run.stderr;
        printDiagnostics(result.diagnostics, opts.format, out, opts.format === 'text' && Boolean(run.stderr.isTTY));
        if (result.externalLinks) (opts.format === 'json' ? run.stderr : run.stdout).write(externalSummary(result.externalLinks));
        if (opts.format !== 'json') run.stdout.write(`Checked ${result.routes.length} pages: ${summary(result.diagnostics)}\n`);
        exit(count(result.diagnostics, 'error') ? 1 : 0);
      } catch (err) {
        failUnexpected(err, opts.debug, run, opts.format);
      }
    });
};
