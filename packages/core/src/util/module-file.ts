// Where a module the config or a plugin names is: a path, or a module of a
// package installed beside the site, found as Node's `import` would from a
// folder (walking up to the node_modules folders above it, so a package a
// monorepo hoisted to its root is found too). esbuild resolves them (package
// exports, extensions, a folder's index), so ESM-only packages are found too.
import path from 'node:path';
import { build } from 'esbuild';

const RESOLVING = 'ctfdocs-module-file';

/** What a specifier without an extension may be. */
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs', '.mts', '.cts', '.json'];

/** The absolute file `specifier` names, imported from `fromDir`; undefined when there is none. */
export async function findModuleFile(specifier: string, fromDir: string): Promise<string | undefined> {
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

/**
 * The installed package a file lies in, when a `node_modules` folder holds
 * it: the package's folder, and the file's specifier from there
 * (`name/sub/file.css`, `@scope/name/file.css`). The last `node_modules` is
 * the package's own: pnpm keeps packages in `node_modules/.pnpm/<id>/node_modules/`.
 */
export function installedPackageFile(file: string): { packageDir: string; specifier: string } | undefined {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  const nameParts = parts[at + 1]?.startsWith('@') ? 2 : 1;
  if (at < 0 || parts.length <= at + 1 + nameParts) return undefined;
  return { packageDir: parts.slice(0, at + 1 + nameParts).join(path.sep), specifier: parts.slice(at + 1).join('/') };
}
