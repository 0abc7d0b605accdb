// ctfdocs build | check | serve | version | init | new — wires the packages together and turns
// results into output and exit codes (0 ok, 1 errors, 2 usage).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { CompileCacheOptions, Diagnostic } from '@ctfdocs/core';
import { count, printDiagnostics, summary, type ReportFormat } from './report.ts';
import { createProgress } from './progress.ts';
import { initCommand, newCommand } from './scaffold/commands.ts';

// A site made by `init --from-docusaurus` keeps its config beside docusaurus.config.js.
const DEFAULT_CONFIG = !existsSync('site/ctfdocs.config.yaml') && existsSync('ctfdocs.config.yaml') ? 'ctfdocs.config.yaml' : 'site/ctfdocs.config.yaml';

interface Common {
  config: string;
  debug?: boolean;
}

/**
 * Compiled markdown is kept in .ctfdocs-cache/markdown (and highlighted code
 * blocks in .ctfdocs-cache/highlight) between runs when
 * bin/ctfdocs names the code it runs: results made by another version of
 * ctfdocs are never read. `--no-cache` reads nothing but writes what it
 * compiled, so it also mends the cache.
 */
function compileCache(read: boolean): CompileCacheOptions | undefined {
  const version = (globalThis as Record<symbol, unknown>)[Symbol.for('ctfdocs.code-version')];
  // bin/ctfdocs reads code-version in this folder too (it cannot import this module).
  return typeof version === 'string' && version ? { dir: path.resolve('.ctfdocs-cache/markdown'), version, read } : undefined;
}

/**
 * An error ctfdocs did not expect, reported like any other problem: in the
 * format the command was asked for (CI parsing `check --format json` still
 * gets JSON), with the stack only under --debug.
 */
function fail(err: unknown, debug: boolean | undefined, format: ReportFormat = 'text'): never {
  const e = err instanceof Error ? err : new Error(String(err));
  const diagnostic: Diagnostic = { severity: 'error', code: 'internal', message: e.message, hint: debug ? undefined : 'run again with --debug to see where it happened.' };
  printDiagnostics([diagnostic], format, format === 'json' ? process.stdout : process.stderr, false);
  if (debug && e.stack) process.stderr.write(e.stack + '\n');
  process.exit(1);
}

/**
 * Each command loads what it runs when it runs (the renderer brings React and
 * the markdown pipeline, serve its server and watcher), so `--version`,
 * `--help` and a mistyped command answer without loading them.
 */
export async function main(argv: string[]): Promise<void> {
  const program = new Command('ctfdocs').description('Build, check and preview a documentation site.').version('0.1.0').showHelpAfterError('(run with --help for usage)').exitOverride();
  program.configureOutput({ writeErr: (s) => process.stderr.write(s) });

  program
    .command('build')
    .description('Build the site into a folder of static files.')
    .option('--config <file>', 'site config file', DEFAULT_CONFIG)
    .option('--out-dir <dir>', 'output folder', 'build')
    .option('--quiet', 'print only problems and the summary')
    .option('--no-cache', 'compile and highlight every page again instead of reading .ctfdocs-cache/ (it is written afresh)')
    .option('--debug', 'show stack traces')
    .action(async (opts: Common & { outDir: string; quiet?: boolean; cache: boolean }) => {
      const progress = createProgress(process.stderr, Boolean(opts.quiet));
      const started = performance.now();
      try {
        const { buildSite } = await import('@ctfdocs/renderer');
        const result = await buildSite({
          rootDir: process.cwd(),
          configPath: opts.config,
          outDir: opts.outDir,
          write: true,
          compileCache: compileCache(opts.cache),
          onPhase: (p) => progress.phase(p),
          onProgress: (p, d, n) => progress.step(p, d, n),
        });
        progress.done();
        // Notices are for reviewers, listed by `check`; a build prints its problems only.
        printDiagnostics(
          result.diagnostics.filter((d) => d.severity !== 'notice'),
          'text',
          process.stderr,
          Boolean(process.stderr.isTTY),
        );
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        const errors = count(result.diagnostics, 'error');
        const warnings = count(result.diagnostics, 'warning');
        const pages = result.routes.length;
        if (!result.ok) {
          process.stderr.write(
            `Build failed: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'} (${seconds} s). The previous ${opts.outDir}/ was left as it was.\n`,
          );
          process.exit(1);
        }
        process.stdout.write(`Built ${pages} pages in ${seconds} s into ${opts.outDir}/ — ${warnings} warning${warnings === 1 ? '' : 's'}.\n`);
      } catch (err) {
        progress.done();
        fail(err, opts.debug);
      }
    });

  program
    .command('check')
    .description('Run every check a build makes (config, links, anchors, duplicate routes) without writing anything.')
    .option('--config <file>', 'site config file', DEFAULT_CONFIG)
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'github']).default('text'))
    .option('--no-cache', 'compile and highlight every page again instead of reading .ctfdocs-cache/ (it is written afresh)')
    .option('--debug', 'show stack traces')
    .action(async (opts: Common & { format: ReportFormat; cache: boolean }) => {
      try {
        const { buildSite } = await import('@ctfdocs/renderer');
        const result = await buildSite({ rootDir: process.cwd(), configPath: opts.config, outDir: 'build', write: false, compileCache: compileCache(opts.cache) });
        const out = opts.format === 'json' ? process.stdout : process.stderr;
        printDiagnostics(result.diagnostics, opts.format, out, opts.format === 'text' && Boolean(process.stderr.isTTY));
        if (opts.format !== 'json') process.stdout.write(`Checked ${result.routes.length} pages: ${summary(result.diagnostics)}\n`);
        process.exit(count(result.diagnostics, 'error') ? 1 : 0);
      } catch (err) {
        fail(err, opts.debug, opts.format);
      }
    });

  program
    .command('serve')
    .description('Build, serve and rebuild on change (or, with --no-watch, preview an existing build).')
    .option('--config <file>', 'site config file', DEFAULT_CONFIG)
    .option('--out-dir <dir>', 'folder to preview with --no-watch', 'build')
    .option(
      '--port <port>',
      'port',
      (v) => {
        const n = Number(v);
        if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('It must be a whole number from 0 to 65535.');
        return n;
      },
      3000,
    )
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option('--no-watch', 'serve an existing build without watching or rebuilding')
    .option('--debug', 'show stack traces')
    .action(async (opts: Common & { outDir: string; port: number; host: string; watch: boolean }) => {
      try {
        if (opts.host !== '127.0.0.1' && opts.host !== 'localhost' && opts.host !== '::1') {
          process.stderr.write(`warning: listening on ${opts.host}: other machines on the network can reach this server.\n`);
        }
        const { startServer } = await import('@ctfdocs/dev-server');
        await startServer({
          rootDir: process.cwd(),
          configPath: opts.config,
          outDir: path.resolve(opts.outDir),
          port: opts.port,
          host: opts.host,
          watch: opts.watch,
          log: (s) => process.stderr.write(s + '\n'),
          compileCache: compileCache(true),
        });
      } catch (err) {
        fail(err, opts.debug);
      }
    });

  program
    .command('version')
    .description("Snapshot a docs instance's current docs and sidebars as a released version.")
    .argument('<instance>', 'id of the docs instance (docs[].id in the config)')
    .argument('<name>', 'name of the new version, e.g. 1.0')
    .option('--config <file>', 'site config file', DEFAULT_CONFIG)
    .option('--debug', 'show stack traces')
    .action(async (instanceId: string, name: string, opts: Common) => {
      try {
        const { snapshotVersion } = await import('@ctfdocs/core');
        const result = await snapshotVersion({ rootDir: process.cwd(), configPath: opts.config, instanceId, name });
        printDiagnostics(result.diagnostics, 'text', process.stderr, Boolean(process.stderr.isTTY));
        if (result.diagnostics.some((d) => d.severity === 'error')) process.exit(1);
        process.stdout.write(`Created version ${name} of "${instanceId}": ${result.written.join(', ')}.\n`);
      } catch (err) {
        fail(err, opts.debug);
      }
    });

  initCommand(program);
  newCommand(program, DEFAULT_CONFIG);

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
