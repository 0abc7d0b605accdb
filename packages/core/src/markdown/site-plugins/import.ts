// A site plugin's function, imported by its resolved URL (sets.ts checks it
// on the main thread, each compile worker imports it once for its pages).
// The URL carries the plugin's fingerprint, so that serve, whose process
// and workers outlive an edit of a local plugin file, loads the new code
// rather than the module Node cached.
import type { Plugin } from 'unified';
import type { SitePlugin } from './sets.ts';

// biome-ignore lint/suspicious/noExplicitAny: a plugin's parameters are its own business.
export type AnyPlugin = Plugin<any[], any, any>;

/** The plugin's function; an Error saying why not ("could not be loaded: …") when there is none. */
export async function importPlugin(plugin: Pick<SitePlugin, 'url' | 'fingerprint'>): Promise<AnyPlugin> {
  let module: { default?: unknown };
  try {
    module = (await import(`${plugin.url}?ctfdocs=${plugin.fingerprint.slice(0, 16)}`)) as { default?: unknown };
  } catch (err) {
    throw new Error(`could not be loaded: ${firstLine(err)}`);
  }
  // CommonJS compiled from TypeScript or Babel exports its function as `exports.default`.
  const value = module.default as { default?: unknown } | undefined;
  const fn = typeof value === 'function' ? value : typeof value?.default === 'function' ? value.default : undefined;
  if (!fn) throw new Error(`has no plugin function as its default export (it exports ${value === undefined ? 'no default' : typeof value})`);
  return fn as AnyPlugin;
}

export function firstLine(err: unknown): string {
  const e = err as { reason?: unknown; message?: unknown };
  const text = typeof e?.reason === 'string' ? e.reason : typeof e?.message === 'string' ? e.message : String(err);
  return text.split('\n')[0];
}
