// Loads a Docusaurus site's docusaurus.config.{js,mjs,cjs,ts} or sidebars.{js,ts}
// in Node, the way Docusaurus does, without running Docusaurus: esbuild
// bundles the file (TypeScript included) with its relative imports, and the
// packages it imports come from the site's node_modules. A package the site
// has not installed (a code theme, a plugin's helper) is replaced by a stand-in
// whose every property is itself, so that reading the config does not
// depend on `npm install`; the caller reports the names. What the config took
// from installed packages and from its own JavaScript files can be named
// back (`nameOf`): a remark plugin is a function in the loaded config, and
// ctfdocs's YAML names it by its module.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import { resolveModule } from '@ctfdocs/core';
import type { ImportResult } from '../import-result.ts';

const STAND_IN = `
const standIn = new Proxy(function () {}, {
  get: (_, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : key === '__esModule' ? false : standIn),
  apply: () => standIn,
  construct: () => standIn,
});
`;

/**
 * The names an ES module imports from `specifier` (`import { a, b as c } from '…'`), which its stand-in must export.
 * For a namespace import (`import * as yaml from '…'`) they are the names read from it (`yaml.load`): esbuild
 * turns a name the module does not export into `undefined`, which the config then calls.
 */
function importedNames(source: string, specifier: string): string[] {
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = new Set<string>();
  for (const m of source.matchAll(new RegExp(`import\\s+\\*\\s+as\\s+([A-Za-z_$][\\w$]*)\\s+from\\s*['"]${quoted}['"]`, 'g'))) {
    for (const read of source.matchAll(new RegExp(`(?<![\\w$.])${m[1].replace(/\$/g, '\\$')}\\s*\\.\\s*([A-Za-z_$][\\w$]*)`, 'g'))) {
      if (read[1] !== 'default') names.add(read[1]);
    }
  }
  for (const m of source.matchAll(new RegExp(`import\\s+(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g'))) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (/^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default') names.add(name);
    }
  }
  return [...names].sort();
}

export interface LoadedModule {
  /** The module's default export (module.exports for CommonJS), awaited and, when a function, called. */
  value: unknown;
  /** Packages imported but not installed, replaced by stand-ins. */
  missing: string[];
  /** The module a value of the config was imported from, when it is a package's or a local file's export: see `ModuleName`. */
  nameOf(value: unknown): ModuleName | undefined;
}

/** How the config's module named the module a value came from. */
export interface ModuleName {
  /** The package as imported (`remark-math`), or a local file relative to the config's folder (`./src/remark/note.js`). */
  specifier: string;
  /** A local TypeScript file, which Node cannot import as it is. */
  typescript?: boolean;
}

const TOLERANT_MODULE = 'ctfdocs-tolerant-module';

/**
 * What a package that is not installed must still give for the config to mean
 * what it says: its name → exported name → the JavaScript of that export.
 * VitePress's `defineConfig(config)` returns its argument, which a stand-in
 * (itself when called) would lose.
 */
export type KnownExports = Record<string, Record<string, string>>;

/** `names`: name the modules values came from (`LoadedModule.nameOf`), which costs a second bundle when the config imports files of its own. */
export async function loadSiteModule(file: string, known: KnownExports = {}, opts: { names?: boolean } = {}): Promise<LoadedModule> {
  const dir = path.dirname(file);
  const resolveFromSite = createRequire(path.join(dir, 'package.json'));
  const missing = new Set<string>();
  const packages: Plugin = {
    name: 'site-packages',
    setup(b) {
      // A config's own createRequire(import.meta.url) gets the same forgiving require.resolve as the banner's.
      b.onResolve({ filter: /^(node:)?module$/ }, (args) => (args.importer.endsWith(TOLERANT_MODULE) ? { path: 'node:module', external: true } : { path: TOLERANT_MODULE, namespace: 'tolerant' }));
      b.onLoad({ filter: /.*/, namespace: 'tolerant' }, () => ({
        contents: [
          "import * as real from 'node:module';",
          "export * from 'node:module';",
          'export function createRequire(at) {',
          '  const r = real.createRequire(at);',
          '  return Object.assign((id) => r(id), r, { resolve: (id, o) => { try { return r.resolve(id, o); } catch { globalThis.__ctfdocsUnresolved?.push(id); return id; } } });',
          '}',
        ].join('\n'),
        loader: 'js',
        resolveDir: dir,
      }));
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || args.kind === 'entry-point') return undefined;
        try {
          resolveFromSite.resolve(args.path);
          return { path: args.path, external: true };
        } catch {
          missing.add(args.path);
          // require() gets the stand-in itself; an import statement gets it as each name it imports.
          if (args.kind !== 'import-statement') return { path: args.path, namespace: 'stand-in' };
          const names = importedNames(readFileSync(args.importer, 'utf8'), args.path);
          return { path: `${args.path}?${names.join(',')}`, namespace: 'stand-in-esm', pluginData: names };
        }
      });
      // A package's known exports are its own; every other name is the stand-in.
      const exportOf = (pkg: string, name: string) => known[pkg]?.[name] ?? 'standIn';
      b.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => {
        const own = Object.entries(known[args.path] ?? {}).map(([n, js]) => `${JSON.stringify(n)}: ${js}`);
        const exported = own.length ? `new Proxy({ ${own.join(', ')} }, { get: (t, k) => (k in t ? t[k] : standIn[k]) })` : 'standIn';
        return { contents: `${STAND_IN}module.exports = ${exported};`, loader: 'js' };
      });
      b.onLoad({ filter: /.*/, namespace: 'stand-in-esm' }, (args) => {
        const pkg = args.path.slice(0, args.path.lastIndexOf('?'));
        return {
          contents: `${STAND_IN}export default standIn;\n${(args.pluginData as string[]).map((n) => `export const ${n} = ${exportOf(pkg, n)};`).join('\n')}`,
          loader: 'js',
        };
      });
    },
  };
  const bundle = (plugins: Plugin[]) =>
    build({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      logLevel: 'silent',
      metafile: true,
      absWorkingDir: dir,
      plugins: [...plugins, packages],
      // CommonJS configs use require, require.resolve and __dirname of their own folder.
      banner: {
        js: [
          "import { createRequire as __ctfdocsCreateRequire } from 'node:module';",
          `const __ctfdocsRequire = __ctfdocsCreateRequire(${JSON.stringify(file)});`,
          // require.resolve of a package the site has not installed (customCss: require.resolve('x/theme.css'))
          // gives the name back and is reported, as an import of it would be.
          'const require = Object.assign((id) => __ctfdocsRequire(id), { resolve: (id, o) => { try { return __ctfdocsRequire.resolve(id, o); } catch { globalThis.__ctfdocsUnresolved?.push(id); return id; } } });',
          `const __dirname = ${JSON.stringify(dir)};`,
          `const __filename = ${JSON.stringify(file)};`,
        ].join(' '),
      },
    });
  let out = await bundle([]);
  // The site's own files the config imports, by the format esbuild read them in: bundled again, each telling what it exports.
  const locals = opts.names ? localInputs(out.metafile, dir, file) : new Map();
  if (locals.size) out = await bundle([tagLocals(locals)]);
  // Written beside the file, so that what it requires resolves as it would for Docusaurus.
  const temp = path.join(dir, `.ctfdocs-import-${process.pid}-${path.basename(file)}.mjs`);
  await writeFile(temp, out.outputFiles[0].contents);
  const unresolved: string[] = [];
  const tagged: Tagged[] = [];
  const global = globalThis as { __ctfdocsUnresolved?: string[]; [TAGGED]?: Tagged[] };
  global.__ctfdocsUnresolved = unresolved;
  global[TAGGED] = tagged;
  try {
    const mod = (await import(pathToFileURL(temp).href)) as { default?: unknown };
    let value: unknown = mod.default ?? mod;
    if (typeof value === 'function') value = await (value as () => unknown)();
    value = await value;
    for (const id of unresolved) missing.add(id);
    const names = opts.names ? await moduleNames(tagged, externalImports(out.metafile), file) : new Map<unknown, ModuleName>();
    return { value, missing: [...missing].sort(), nameOf: (v) => names.get(v) };
  } finally {
    delete global.__ctfdocsUnresolved;
    delete global[TAGGED];
    await rm(temp, { force: true });
  }
}

/** Where the site's own files, bundled with the config, tell what they export: [exports holder, file, format]. */
const TAGGED = '__ctfdocsLocalModules';
type Tagged = [holder: unknown, file: string, format: 'esm' | 'cjs'];

/** The config's own script files (not the config, not a package's), by absolute path, with the format esbuild read each in. */
function localInputs(metafile: Metafile, dir: string, entry: string): Map<string, 'esm' | 'cjs'> {
  const out = new Map<string, 'esm' | 'cjs'>();
  for (const [input, meta] of Object.entries(metafile.inputs)) {
    const abs = path.resolve(dir, input);
    if (abs === entry || input.includes(':') || abs.split(path.sep).includes('node_modules') || !SCRIPT.test(abs)) continue;
    out.set(abs, meta.format === 'esm' ? 'esm' : 'cjs');
  }
  return out;
}

const SCRIPT = /\.(c|m)?[jt]sx?$/;
const LOADERS = { js: 'js', jsx: 'jsx', ts: 'ts', tsx: 'tsx' } as const;

/** Each local file bundled again with a line at its end that hands its exports to `moduleNames` (an ES module imports itself for them). */
function tagLocals(locals: Map<string, 'esm' | 'cjs'>): Plugin {
  return {
    name: 'ctfdocs-tag-locals',
    setup(b) {
      b.onLoad({ filter: SCRIPT }, async (args) => {
        const format = locals.get(args.path);
        const code = readFileSync(args.path, 'utf8');
        // CommonJS written where its package.json makes it an ES module: bundled as it is, unnamed (Node would not load it either).
        if (!format || (format === 'esm' && /\bmodule\.exports\b/.test(code))) return undefined;
        const holder = format === 'esm' ? '__ctfdocsSelf' : 'module';
        const self = format === 'esm' ? `import * as __ctfdocsSelf from ${JSON.stringify(args.path)};\n` : '';
        const tag = `\n;${self}globalThis[${JSON.stringify(TAGGED)}]?.push([${holder}, ${JSON.stringify(args.path)}, ${JSON.stringify(format)}]);\n`;
        const ext = path.extname(args.path).replace(/^\.[cm]?/, '') as keyof typeof LOADERS;
        return { contents: `${code}${tag}`, loader: LOADERS[ext] ?? 'js' };
      });
    },
  };
}

/** The installed packages the bundle imports, each with how (an import or a require). */
function externalImports(metafile: Metafile): Map<string, 'import' | 'require'> {
  const out = new Map<string, 'import' | 'require'>();
  for (const input of Object.values(metafile.inputs)) {
    for (const i of input.imports) {
      if (!i.external || i.path.startsWith('node:') || i.path === TOLERANT_MODULE) continue;
      if (i.kind === 'require-call') out.set(i.path, 'require');
      else if (i.kind === 'import-statement' || i.kind === 'dynamic-import') out.set(i.path, 'import');
    }
  }
  return out;
}

/**
 * Each value the config could hold from a local file or an installed package
 * → the module's name. A package is loaded again as the config loaded it
 * (Node gives the same module back); a local file handed its exports over.
 */
async function moduleNames(tagged: Tagged[], packages: Map<string, 'import' | 'require'>, file: string): Promise<Map<unknown, ModuleName>> {
  const dir = path.dirname(file);
  const names = new Map<unknown, ModuleName>();
  const add = (exported: unknown, name: ModuleName) => {
    // A module's function, or the one CommonJS compiled from an ES module exports as `default`.
    for (const v of [exported, (exported as { default?: unknown } | undefined)?.default]) if (typeof v === 'function' && !names.has(v)) names.set(v, name);
  };
  for (const [holder, abs, format] of tagged) {
    const exported = format === 'esm' ? (holder as { default?: unknown }).default : (holder as { exports?: unknown }).exports;
    const rel = path.relative(dir, abs).split(path.sep).join('/');
    add(exported, { specifier: rel.startsWith('../') ? rel : `./${rel}`, ...(/\.(c|m)?tsx?$/.test(abs) ? { typescript: true } : {}) });
  }
  const require = createRequire(file);
  for (const [specifier, how] of packages) {
    try {
      if (how === 'require') add(require(specifier), { specifier });
      else {
        const found = resolveModule(specifier, dir);
        if ('url' in found) add(((await import(found.url)) as { default?: unknown }).default, { specifier });
      }
    } catch {
      // A package the config could load but this cannot: its values stay unnamed, and are reported.
    }
  }
  return names;
}

/**
 * The site's config module, loaded in Node, or the import's error when it
 * cannot be (`check` is the command that would show the site's own error).
 */
export async function loadImportedConfig(
  dir: string,
  configName: string,
  check: string,
  known?: KnownExports,
  opts?: { names?: boolean },
): Promise<{ loaded: LoadedModule } | { failed: ImportResult }> {
  try {
    return { loaded: await loadSiteModule(path.join(dir, configName), known, opts) };
  } catch (err) {
    const message = `${configName} could not be loaded: ${(err as Error).message.split('\n')[0]}`;
    return { failed: { written: [], notCarried: [], error: { message, hint: `Check that ${check} can load it, and that the files it imports exist.` } } };
  }
}
