// Loads a Docusaurus site's docusaurus.config.{js,mjs,cjs,ts} or sidebars.{js,ts}
// in Node, the way Docusaurus does, without running Docusaurus: esbuild
// bundles the file (TypeScript included) with its relative imports, and the
// packages it imports come from the site's node_modules. A package the site
// has not installed (a code theme, a plugin's helper) is replaced by a stand-in
// whose every property is itself, so that reading the config does not
// depend on `npm install`; the caller reports the names.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
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
}

const TOLERANT_MODULE = 'ctfdocs-tolerant-module';

/**
 * What a package that is not installed must still give for the config to mean
 * what it says: its name → exported name → the JavaScript of that export.
 * VitePress's `defineConfig(config)` returns its argument, which a stand-in
 * (itself when called) would lose.
 */
export type KnownExports = Record<string, Record<string, string>>;

export async function loadSiteModule(file: string, known: KnownExports = {}): Promise<LoadedModule> {
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
  const out = await build({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    plugins: [packages],
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
  // Written beside the file, so that what it requires resolves as it would for Docusaurus.
  const temp = path.join(dir, `.ctfdocs-import-${process.pid}-${path.basename(file)}.mjs`);
  await writeFile(temp, out.outputFiles[0].contents);
  const unresolved: string[] = [];
  const global = globalThis as { __ctfdocsUnresolved?: string[] };
  global.__ctfdocsUnresolved = unresolved;
  try {
    const mod = (await import(pathToFileURL(temp).href)) as { default?: unknown };
    let value: unknown = mod.default ?? mod;
    if (typeof value === 'function') value = await (value as () => unknown)();
    value = await value;
    for (const id of unresolved) missing.add(id);
    return { value, missing: [...missing].sort() };
  } finally {
    delete global.__ctfdocsUnresolved;
    await rm(temp, { force: true });
  }
}

/**
 * The site's config module, loaded in Node, or the import's error when it
 * cannot be (`check` is the command that would show the site's own error).
 */
export async function loadImportedConfig(dir: string, configName: string, check: string, known?: KnownExports): Promise<{ loaded: LoadedModule } | { failed: ImportResult }> {
  try {
    return { loaded: await loadSiteModule(path.join(dir, configName), known) };
  } catch (err) {
    const message = `${configName} could not be loaded: ${(err as Error).message.split('\n')[0]}`;
    return { failed: { written: [], notCarried: [], error: { message, hint: `Check that ${check} can load it, and that the files it imports exist.` } } };
  }
}
