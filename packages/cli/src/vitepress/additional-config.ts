// VitePress merges more configs into the site's: the one it `extends`, and
// the additional configs (`additionalConfig`, by default every
// `config.{js,mjs,ts,mts}` under srcDir), each applying to the pages of its
// folder (vitepress's src/node/config.ts: gatherAdditionalConfig, mergeConfig).
// One at srcDir's root applies to every page, so it is merged in as VitePress
// merges it; one in a folder is carried as far as a folder can have its own
// settings in ctfdocs: its sidebar.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';
import { isPlain, type NotCarried, type Plain } from '../docusaurus/keys.ts';
import { type KnownExports, loadSiteModule } from '../docusaurus/load-module.ts';

export interface ScopedConfig {
  /** The folder under srcDir whose pages it applies to, "/" between names. */
  dir: string;
  /** Its file, relative to the site's root. */
  file: string;
  value: Plain;
}

/** VitePress's mergeConfig: lists are joined, objects merged key by key, anything else replaced; unset values change nothing. */
export function mergeConfig(a: Plain, b: Plain): Plain {
  const merged: Plain = { ...a };
  for (const [key, value] of Object.entries(b)) {
    if (value === undefined || value === null) continue;
    const existing = merged[key];
    if (Array.isArray(existing) && Array.isArray(value)) merged[key] = [...existing, ...value];
    else if (isPlain(existing) && isPlain(value)) merged[key] = mergeConfig(existing, value);
    else merged[key] = value;
  }
  return merged;
}

/** The config with what it `extends` merged under it (an object or a function's result; a stand-in for a package not installed is left). */
export async function resolveExtends(config: Plain, file: string, out: NotCarried[]): Promise<Plain> {
  const { extends: base, ...rest } = config;
  if (base === undefined) return config;
  const value = typeof base === 'function' ? await (base as () => unknown)() : base;
  if (!isPlain(value) || Object.keys(value).length === 0) {
    out.push({ file, key: 'extends', reason: 'the config it extends could not be read (a package not installed?): copy the keys the site needs into this config' });
    return rest;
  }
  return mergeConfig(await resolveExtends(value, file, out), rest);
}

/** Every additional config: the site's `additionalConfig`, else each config file under srcDir. */
export async function additionalConfigs(root: string, srcDir: string, srcExclude: readonly string[], given: unknown, known: KnownExports, out: NotCarried[]): Promise<ScopedConfig[]> {
  const srcLabel = path.relative(root, path.resolve(root, srcDir)).split(path.sep).join('/');
  const fromSite = (rel: string) => (srcLabel ? `${srcLabel}/${rel}` : rel);
  if (isPlain(given)) {
    return Object.entries(given).flatMap(([id, value]) => (isPlain(value) ? [{ dir: id.replace(/^\/+|\/+$/g, ''), file: '.vitepress/config (additionalConfig)', value }] : []));
  }
  if (given !== undefined) {
    out.push({ file: '.vitepress/config', key: 'additionalConfig', reason: 'a function: the configs it gives are not read; write their keys into the config' });
    return [];
  }
  const excluded = srcExclude.length ? picomatch([...srcExclude]) : () => false;
  const entries = await readdir(path.resolve(root, srcDir), { recursive: true, withFileTypes: true }).catch(() => []);
  const found: ScopedConfig[] = [];
  for (const e of entries) {
    if (!e.isFile() || !/^config\.m?[jt]s$/.test(e.name)) continue;
    const rel = path.relative(path.resolve(root, srcDir), path.join(e.parentPath, e.name)).split(path.sep).join('/');
    if (rel.split('/').some((n) => n === 'node_modules' || n === '.vitepress') || excluded(rel)) continue;
    try {
      const loaded = await loadSiteModule(path.join(e.parentPath, e.name), known);
      for (const name of loaded.missing.filter((n) => !(n in known)))
        out.push({ file: fromSite(rel), key: `import "${name}"`, reason: 'not installed, so read as an empty stand-in: run npm install in the site and import again' });
      if (isPlain(loaded.value)) found.push({ dir: path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel), file: fromSite(rel), value: loaded.value });
    } catch (err) {
      // VitePress skips an additional config that fails to load, too.
      out.push({ file: fromSite(rel), key: '(file)', reason: `could not be loaded (${(err as Error).message.split('\n')[0]}), as VitePress would not: not read` });
    }
  }
  return found.sort((a, b) => a.dir.length - b.dir.length);
}
