// A site plugin as a build holds it, and the diagnostics that name it: every
// problem with a plugin is reported at its entry in the config (file, line,
// `plugins[i]`), with the plugin's name or specifier and the hook at fault.
// A hook that throws is such a diagnostic, with the line of the plugin's
// own file it threw at, never a bare stack trace.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatKeyPath, type Diagnostic, type Plugin, type PluginContext } from '@ctfdocs/core';

/** Where the config names a plugin. */
export interface PluginEntryAt {
  /** As the config writes it. */
  specifier: string;
  /** Its index in `plugins`. */
  index: number;
  /** Relative to rootDir, which diagnostics name files from. */
  configFile: string;
  rootDir: string;
  line?: number;
  column?: number;
}

export interface SitePlugin {
  name: string;
  at: PluginEntryAt;
  /** The module's file, absolute. */
  file: string;
  hooks: Plugin;
  context: PluginContext;
  /** What its loadContent returned (undefined without one). */
  content?: unknown;
}

/** A plugin as its diagnostics name it: `"changelog" (./plugins/changelog.mjs)`, or the specifier before it has a name. */
export function pluginLabel(plugin: { name?: string; at: PluginEntryAt }): string {
  return plugin.name ? `"${plugin.name}" (${plugin.at.specifier})` : plugin.at.specifier;
}

export interface PluginProblem {
  code: string;
  message: string;
  hint: string;
  severity?: Diagnostic['severity'];
}

/** A problem with a plugin, at its entry in the config. */
export function pluginDiagnostic(at: PluginEntryAt, problem: PluginProblem): Diagnostic {
  return {
    severity: problem.severity ?? 'error',
    code: problem.code,
    message: problem.message,
    file: at.configFile,
    line: at.line,
    column: at.column,
    configPath: `plugins[${at.index}]`,
    hint: problem.hint,
  };
}

export type HookOutcome<T> = { ok: true; value: T } | { ok: false; diagnostic: Diagnostic };

/**
 * Runs one of a plugin's hooks (or its function: `hook` names what ran),
 * turning a throw or a rejection into a diagnostic naming the plugin, the
 * hook and where in the plugin's files it threw.
 */
export async function callHook<T>(plugin: { name?: string; at: PluginEntryAt; file: string }, hook: string, run: () => T | Promise<T>): Promise<HookOutcome<Awaited<T>>> {
  try {
    return { ok: true, value: await run() };
  } catch (err) {
    const where = thrownAt(err, path.dirname(plugin.file), plugin.at.rootDir);
    const text = err instanceof Error ? err.message : String(err);
    return {
      ok: false,
      diagnostic: pluginDiagnostic(plugin.at, {
        code: 'plugin/hook',
        message: `Plugin ${pluginLabel(plugin)} failed in ${hook}: ${text.split('\n')[0]}${where ? ` (at ${where})` : ''}`,
        hint: `The error is in the plugin's code: fix its ${hook}, or take the plugin out of plugins.`,
      }),
    };
  }
}

/** The first place in a stack trace inside the plugin's folder (outside node_modules), as `file:line` from rootDir. */
export function thrownAt(err: unknown, pluginDir: string, rootDir: string): string | undefined {
  const stack = err instanceof Error ? err.stack : undefined;
  if (!stack) return undefined;
  for (const m of stack.matchAll(/(file:\/\/\/[^\s)]+?|\/[^\s):]+?)(?:\?[^\s):]*)?:(\d+):\d+/g)) {
    let file: string;
    try {
      file = m[1].startsWith('file:') ? fileURLToPath(m[1]) : m[1];
    } catch {
      continue;
    }
    const rel = path.relative(pluginDir, file);
    if (rel.startsWith('..') || path.isAbsolute(rel) || rel.split(path.sep).includes('node_modules')) continue;
    return `${path.relative(rootDir, file).split(path.sep).join('/')}:${m[2]}`;
  }
  return undefined;
}

/** A value's problems as one line: `path: must start with "/"; props: expected record`. */
export function issuesText(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues.map((i) => (i.path.length ? `${formatKeyPath(i.path.map((k) => (typeof k === 'number' ? k : String(k))))}: ${i.message}` : i.message)).join('; ');
}
