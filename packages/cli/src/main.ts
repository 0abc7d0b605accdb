// ctfdocs build | check | serve | version | init | new — wires the packages together and turns
// results into output and exit codes (0 ok, 1 errors, 2 usage). Each command
// is a module of commands/.
import { Command, CommanderError } from 'commander';
import type { CodeBundle } from '@ctfdocs/core';
import { commands } from './commands/index.ts';
import { defaultConfigFile } from './context.ts';

/**
 * Runs the command `argv` names. `bundle` is what bin/ctfdocs says of the
 * bundled code it runs (its folder, its version, compile workers it started
 * early); absent when run from the sources. Each command loads what it runs
 * when it runs (the renderer brings React and the markdown pipeline, serve
 * its server and watcher), so `--version`, `--help` and a mistyped command
 * answer without loading them.
 */
export async function main(argv: string[], bundle?: CodeBundle): Promise<void> {
  const program = new Command('ctfdocs').description('Build, check and preview a documentation site.').version('0.1.0').showHelpAfterError('(run with --help for usage)').exitOverride();
  program.configureOutput({ writeErr: (s) => process.stderr.write(s) });
  const context = { bundle, defaultConfig: defaultConfigFile() };
  for (const register of commands) register(program, context);

  try {
    await program.parseAsync(argv);
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help') process.exit(0);
      process.exit(2);
    }
    throw err;
  }
}
