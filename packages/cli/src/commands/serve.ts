// `ctfdocs serve`: build in memory, serve, rebuild on change; or preview an existing build.
import path from 'node:path';
import { compileCacheOptions, type CommandDefinition } from '../context.ts';
import { failUnexpected } from '../fail.ts';
import { nonEmpty, portNumber } from '../option-values.ts';

export const serveCommand: CommandDefinition = (program, context) => {
  const { run } = context;
  program
    .command('serve')
    .description('Build, serve and rebuild on change (or, with --no-watch, preview an existing build).')
    .option('--config <file>', 'site config file', nonEmpty, context.defaultConfig)
    .option('--out-dir <dir>', 'folder to preview with --no-watch', nonEmpty, 'build')
    .option('--port <port>', 'port', portNumber, 3000)
    .option('--host <host>', 'interface to listen on', nonEmpty, '127.0.0.1')
    .option('--no-watch', 'serve an existing build without watching or rebuilding')
    .option('--debug', 'show stack traces')
    .action(async (opts: { config: string; outDir: string; port: number; host: string; watch: boolean; debug?: boolean }) => {
      try {
        if (opts.host !== '127.0.0.1' && opts.host !== 'localhost' && opts.host !== '::1') {
          run.stderr.write(`warning: listening on ${opts.host}: other machines on the network can reach this server.\n`);
        }
        const { startServer } = await import('@ctfdocs/dev-server');
        await startServer({
          // serve keeps its own compile workers between its builds.
          rootDir: run.cwd,
          configPath: opts.config,
          bundle: run.bundle,
          outDir: path.resolve(run.cwd, opts.outDir),
          port: opts.port,
          host: opts.host,
          watch: opts.watch,
          log: (s) => run.stderr.write(s + '\n'),
          compileCache: compileCacheOptions(context, true),
        });
      } catch (err) {
        failUnexpected(err, opts.debug, run);
      }
    });
};
