// What an import written in MDX (a page, or a partial it imports) may name.
// An allowed MDX page is code, so these rules are no sandbox (an expression
// can still reach `process`); they keep an import from leaving the site by a
// route the folder check cannot see: a URL (`file:///etc/passwd`, a `data:`
// module, `https:`), an absolute path, a Node built-in, a bare name mapped
// elsewhere (tsconfig `paths`) or one nothing installed. What is left:
//
// - relative paths (`./`, `../`), confined to the site's folders by
//   mdx-modules.ts's confinedImports;
// - `@site/…` (the config file's folder, confined the same way);
// - `@theme/…`, the theme's components;
// - installed packages: a bare name that resolves into a node_modules folder
//   (or, for a workspace package, inside the site's folders).
import { realpathSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { OnResolveArgs, PartialMessage, Plugin } from 'esbuild';
import { insideRoots } from '@ctfdocs/core';
import { RESOLVING_PACKAGE } from './page-modules.ts';

/** The allowed kinds of specifier, or the rule a specifier breaks. */
export function specifierKind(spec: string): 'relative' | 'site' | 'theme' | 'package' | { refused: string } {
  if (/^\.\.?(?:\/|$)/.test(spec)) return 'relative';
  if (spec.startsWith('@site/')) return 'site';
  if (spec.startsWith('@theme/')) return 'theme';
  if (isBuiltin(spec)) return { refused: 'a Node built-in module, which would give the page the machine the build runs on' };
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(spec);
  if (scheme) return { refused: `a ${scheme[1].toLowerCase()}: URL, which reaches past the site's files` };
  if (path.isAbsolute(spec) || spec.startsWith('\\')) return { refused: 'an absolute path: write it relative to the page (./…) or from the site folder (@site/…)' };
  if (spec.startsWith('#')) return { refused: 'a package.json "imports" alias: write the path relative to the page' };
  return 'package';
}

const RULE = 'MDX may import only relative paths inside the site, @site/…, @theme/… and installed packages';

function refuse(spec: string, why: string): { errors: PartialMessage[] } {
  return { errors: [{ text: `"${spec}" is ${why}. ${RULE}`, detail: IMPORT_REFUSED }] };
}

/** Marks the errors of these rules, so that their diagnostics say which rule it was (mdx-modules.ts toDiagnostic). */
export const IMPORT_REFUSED = 'mdx/import-refused';

/**
 * The rules, for imports whose importer `fromMdx` says is MDX. Comes after
 * the plugins that bind `@theme/…`, React and `@ctfdocs/*`, and before
 * those that resolve relative paths and packages.
 */
export function mdxImportRules(rootDir: string, roots: readonly string[], fromMdx: (args: OnResolveArgs) => boolean): Plugin {
  return {
    name: 'ctfdocs-mdx-import-rules',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === RESOLVING_PACKAGE || !fromMdx(args)) return undefined;
        const kind = specifierKind(args.path);
        if (typeof kind === 'object') return refuse(args.path, kind.refused);
        if (kind !== 'package') return undefined;
        const from = (resolveDir: string) => b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir, pluginData: RESOLVING_PACKAGE });
        let found = await from(args.resolveDir);
        // A page outside the site root (docs at ../docs) imports what the site installed.
        if (found.errors.length) found = await from(rootDir);
        if (found.errors.length || !found.path) return refuse(args.path, 'no package installed in the site (run npm install, or add it to package.json)');
        if (found.external) return undefined;
        let real = found.path;
        try {
          real = realpathSync(found.path);
        } catch {
          // A path esbuild found exists; keep it as found if it cannot be read.
        }
        if (!/[\\/]node_modules[\\/]/.test(real) && !insideRoots(real, roots)) return refuse(args.path, `a name that resolves outside node_modules and the site (${real})`);
        return undefined;
      });
    },
  };
}
