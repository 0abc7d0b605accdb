// A site plugin wrapped so that what goes wrong in it is told as the
// plugin's and the page's: an error it throws (when made, or on a page,
// synchronously, as a rejected promise or through its callback) becomes a
// `SitePluginError` naming it, which the compilers report as a diagnostic
// of the page (at the line the error or its vfile message gives), never as
// a stack trace; the warnings it leaves on the file (`file.message`) become
// warnings of the page at their lines.
import type { Diagnostic } from '../../types.ts';
import { ctxOf, type FileContext } from '../context.ts';
import { firstLine, type AnyPlugin } from './import.ts';
import type { SitePlugin } from './sets.ts';

type Named = Pick<SitePlugin, 'specifier' | 'configPath' | 'configFile'>;

export class SitePluginError extends Error {
  constructor(
    readonly plugin: Named,
    readonly reason: unknown,
  ) {
    super(`${plugin.specifier} failed: ${firstLine(reason)}`);
  }
}

interface Message {
  reason?: string;
  message?: string;
  fatal?: boolean | null;
  line?: number | null;
  column?: number | null;
  source?: string | null;
}

interface File {
  data: Record<string, unknown>;
  messages: Message[];
}

type Transformer = (tree: unknown, file: File, next?: (error?: unknown, tree?: unknown, file?: unknown) => void) => unknown;

/** `attacher` as unified uses it, with its failures and warnings told as the plugin's. */
export function namedPlugin(attacher: AnyPlugin, plugin: Named): AnyPlugin {
  return function (this: unknown, ...options: unknown[]) {
    let transformer: Transformer | undefined;
    try {
      transformer = (attacher as (...args: unknown[]) => Transformer | undefined).apply(this, options);
    } catch (err) {
      throw new SitePluginError(plugin, err);
    }
    if (typeof transformer !== 'function') return transformer;
    const run = transformer;
    const fail = (err: unknown) => (err instanceof SitePluginError ? err : new SitePluginError(plugin, err));
    // unified passes a callback only to a transformer that declares a third parameter.
    if (run.length >= 3) {
      return (tree: unknown, file: File, next: (error?: unknown, tree?: unknown, file?: unknown) => void) => {
        const from = file.messages.length;
        try {
          run(tree, file, (error, ...rest) => {
            reportMessages(file, from, plugin);
            next(error ? fail(error) : error, ...rest);
          });
        } catch (err) {
          throw fail(err);
        }
      };
    }
    return (tree: unknown, file: File) => {
      const from = file.messages.length;
      let result: unknown;
      try {
        result = run(tree, file);
      } catch (err) {
        throw fail(err);
      }
      if (result instanceof Error) throw fail(result);
      if (typeof (result as Promise<unknown> | undefined)?.then === 'function') {
        return (result as Promise<unknown>).then(
          (value) => {
            reportMessages(file, from, plugin);
            return value;
          },
          (err: unknown) => {
            throw fail(err);
          },
        );
      }
      reportMessages(file, from, plugin);
      return result;
    };
  } as AnyPlugin;
}

/** The warnings the plugin left on the file since `from`, as the page's. */
function reportMessages(file: File, from: number, plugin: Named): void {
  const ctx = ctxOf(file);
  for (const m of file.messages.slice(from)) {
    // `file.info` is no problem; `file.fail` threw, and is reported as the error.
    if (m.fatal !== false) continue;
    ctx.diagnostics.push({
      severity: 'warning',
      code: 'markdown/plugin-warning',
      message: `${plugin.specifier}: ${firstLine(m)}`,
      file: ctx.file,
      ...placeIn(ctx, m),
      hint: `Fix the page there, or the plugin's options (${plugin.configPath} in ${plugin.configFile}).`,
    });
  }
}

/** The page's error for a plugin that failed on it (or could not be made); undefined for any other error. */
export function pluginFailure(err: unknown, ctx: FileContext): Diagnostic | undefined {
  if (!(err instanceof SitePluginError)) return undefined;
  const { plugin, reason } = err;
  const place = placeIn(ctx, (reason ?? {}) as Message & { position?: { start?: { line?: number; column?: number } } });
  return {
    severity: 'error',
    code: 'markdown/plugin-failed',
    message: `The plugin ${plugin.specifier} failed on this page: ${firstLine(reason)}`,
    file: ctx.file,
    ...place,
    hint:
      place.line === undefined
        ? `Fix the plugin or its options (${plugin.configPath} in ${plugin.configFile}), or what in the page it cannot handle.`
        : `Fix the page at this line, or the plugin or its options (${plugin.configPath} in ${plugin.configFile}).`,
  };
}

/** A message's or error's place in the page's file (its line counts the front matter). */
function placeIn(ctx: Pick<FileContext, 'lineOffset'>, m: Message & { position?: { start?: { line?: number; column?: number } } }): { line?: number; column?: number } {
  const line = typeof m.line === 'number' ? m.line : m.position?.start?.line;
  const column = typeof m.column === 'number' ? m.column : m.position?.start?.column;
  return line === undefined ? {} : { line: line + ctx.lineOffset - 1, ...(column === undefined ? {} : { column }) };
}
