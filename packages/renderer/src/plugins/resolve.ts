// Where a module a plugin names is: the plugin itself (a path from the
// config file's folder, or a package installed beside the site), and the
// modules its hooks name (a route's component, a client module), which are
// absolute, `@site/…` (the site's folder, as in Docusaurus) or relative to
// the plugin's own file. esbuild resolves them as Node's `import` would
// (package exports, extensions, a folder's index), so ESM-only packages
// are found too.
import path from 'node:path';
import { build } from 'esbuild';

const RESOLVING = 'ctfdocs-plugin-resolve';

/** What a specifier without an extension may be. */
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.mts', '.cts', '.json'];

/** The absolute file `specifier` names, imported from `fromDir`; undefined when there is none. */
export async function resolveModule(specifier: string, fromDir: string): Promise<string | undefined> {
  let found: string | undefined;
  await build({
    stdin: { contents: `import ${JSON.stringify(specifier)};`, resolveDir: fromDir, loader: 'js' },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    resolveExtensions: EXTENSIONS,
    plugins: [
      {
        name: RESOLVING,
        setup(b) {
          b.onResolve({ filter: /.*/ }, async (args) => {
            if (args.pluginData === RESOLVING) return undefined;
            const r = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: RESOLVING });
            if (!r.errors.length && !r.external && path.isAbsolute(r.path)) found = r.path;
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return found;
}

/** A module a hook names, resolved as the plugin API says: `@site/…`, absolute, relative to the plugin's file, or a package. */
export function resolveHookModule(specifier: string, where: { siteDir: string; pluginFile: string }): Promise<string | undefined> {
  if (specifier.startsWith('@site/')) return resolveModule(path.join(where.siteDir, specifier.slice('@site/'.length)), where.siteDir);
  return resolveModule(specifier, path.dirname(where.pluginFile));
}
