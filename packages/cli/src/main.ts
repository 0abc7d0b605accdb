// ctfdocs build | check | serve | version | init | new — wires the packages together and turns
// results into output and exit codes (0 ok, 1 errors, 2 usage). Each command
// is a module of commands/.
import { Command, CommanderError } from 'commander';
import { commands } from './commands/index.ts';
import { defaultConfigFile } from './context.ts';
import { CliExit, processRun, type CliRun } from './run.ts';

export { processRun, type CliRun } from './run.ts';

/**
 * Runs the command `argv` names, in `run` (the process's own by default:
 * bin/ctfdocs passes the bundle it runs, its folder, version and the
 * compile workers it started early). Resolves to the exit code the command
 * ended with, or undefined when it leaves the process to end by itself (a
 * finished build) or to go on (serve). Each command loads what it runs when
 * it runs (the renderer brings React and the markdown pipeline, serve its
 * server and watcher), so `--version`, `--help` and a mistyped command
 * answer without loading them.
 */
export async function main(argv: string[], given: CliRun = processRun()): Promise<number | undefined> {
  const program = new Command('ctfdocs').description('Build, check and preview a documentation site.').version('0.1.0').showHelpAfterError('(run with --help for usage)').exitOverride();
  program.configureOutput({ writeOut: (s) => given.stdout.write(s), writeErr: (s) => given.stderr.write(s) });
  const context = { run: given, defaultConfig: defaultConfigFile(given.cwd) };
  for (const register of commands) register(program, context);

  try {
    await program.parseAsync(argv);
    return undefined;
  } catch (err) {
    if (err instanceof CliExit) return err.code;
    if (err instanceof CommanderError) {
      return err.code === 'commander.helpDisplayed' || err.code === 'commander.version' || err.code === 'commander.help' ? 0 : 2;
    }
    throw err;
  }
}
