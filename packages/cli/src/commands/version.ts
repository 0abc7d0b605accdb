// `ctfdocs version <instance> <name>`: snapshot a docs instance as a released version.
import type { CommandDefinition } from '../context.ts';
import { failUnexpected } from '../fail.ts';
import { reportText } from '../report.ts';
import { nonEmpty } from '../option-values.ts';
import { exit } from '../run.ts';

export const versionCommand: CommandDefinition = (program, context) => {
  const { run } = context;
  program
    .command('version')
    .description("Snapshot a docs instance's current docs and sidebars as a released version.")
    .argument('<instance>', 'id of the docs instance (docs[].id in the config)')
    .argument('<name>', 'name of the new version, e.g. 1.0')
    .option('--config <file>', 'site config file', nonEmpty, context.defaultConfig)
    .option('--debug', 'show stack traces')
    .action(async (instanceId: string, name: string, opts: { config: string; debug?: boolean }) => {
      try {
        const { snapshotVersion } = await import('@ctfdocs/core');
        const result = await snapshotVersion({ rootDir: run.cwd, configPath: opts.config, instanceId, name });
        if (reportText(result.diagnostics, run)) exit(1);
        run.stdout.write(`Created version ${name} of "${instanceId}": ${result.written.join(', ')}.\n`);
      } catch (err) {
        failUnexpected(err, opts.debug, run);
      }
    });
};
