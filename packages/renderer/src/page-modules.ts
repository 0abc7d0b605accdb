// React pages of a site (site/pages/*.tsx) compiled with esbuild and imported.
//
// Node cannot import .tsx itself, and a loader hook for the whole process
// costs more than a build of the whole site. Each page is bundled with its
// relative imports. React and @ctfdocs/* must be the very instances the
// renderer uses (one React, one theme context): ctfdocs itself runs as a
// bundle, so those imports are bound to the renderer's own modules through a
// global registry. A package that uses React itself (a component library,
// `react-lite-youtube-embed`) is bundled too, so that its `react` is that
// same instance rather than the site's own copy in node_modules, whose hooks
// have no renderer behind them. Other packages stay imports. The output goes to
// <rootDir>/.ctfdocs-cache/pages, where those imports resolve from the same
// node_modules as the page's own folder, named by content hash: an edited
// page in `serve` is a new module. The Docusaurus modules the theme has an
// equivalent of (`@docusaurus/Link`, …) are bound to it the same way.
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import { build, type BuildFailure, type BuildOptions, type BuildResult, type Message, type Plugin } from 'esbuild';
import * as Core from '@ctfdocs/core';
import { DOCUSAURUS_MODULES, isDocusaurusModule, type Diagnostic, type SiteData } from '@ctfdocs/core';
import * as Theme from '@ctfdocs/theme';
import { pruneModuleFolder } from './module-folder.ts';
import { outputOf, runsCodeNotice } from './runs-code.ts';

/** How pages run at build time are bundled (React site pages here, MDX pages in mdx-modules.ts): ES modules for Node, dependencies left to node_modules. */
export const SERVER_MODULES = {
  entryNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
} as const satisfies BuildOptions;

export interface PageMeta {
  title?: string;
  description?: string;
}

export interface ReactPageModule {
  default: ComponentType<{ site: SiteData } & Record<string, unknown>>;
  /** The page's title and description; for a plugin's route, also a function of the route's props. */
  meta?: PageMeta | ((props: Record<string, unknown>) => PageMeta);
}

export interface LoadedPageModules {
  modules: Map<string, ReactPageModule>;
  /** By module path: a hash of the bundled module, which names what the page renders from. */
  keys: Map<string, string>;
  diagnostics: Diagnostic[];
}

const HINT = 'Fix the error in the page; it must default-export a React component.';

export const SHARED: Record<string, object> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  '@ctfdocs/core': Core,
  '@ctfdocs/theme': Theme,
  ...Theme.docusaurusModules,
};
export const REGISTRY = 'ctfdocs.shared-modules';
(globalThis as Record<symbol, unknown>)[Symbol.for(REGISTRY)] = SHARED;

/** Binds imports of React, @ctfdocs/* and the Docusaurus modules the theme has to the renderer's own modules (also used for MDX pages); another Docusaurus module is an error at its import. */
export const sharedModules: Plugin = {
  name: 'ctfdocs-shared-modules',
  setup(b) {
    b.onResolve({ filter: /^(react|react\/jsx-runtime|react-dom|@ctfdocs\/core|@ctfdocs\/theme)$/ }, (args) => ({ path: args.path, namespace: 'ctfdocs-shared' }));
    b.onResolve({ filter: /^@docusaurus\// }, (args) =>
      isDocusaurusModule(args.path)
        ? { path: args.path, namespace: 'ctfdocs-shared' }
        : { errors: [{ text: `"${args.path}" is a Docusaurus module ctfdocs has no equivalent of; it has ${DOCUSAURUS_MODULES.join(', ')}` }] },
    );
    b.onLoad({ filter: /.*/, namespace: 'ctfdocs-shared' }, (args) => {
      const mod = SHARED[args.path];
      const names = Object.keys(mod).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
      const lines = [`const m = globalThis[Symbol.for(${JSON.stringify(REGISTRY)})][${JSON.stringify(args.path)}];`];
      if ('default' in mod) lines.push('export default m.default;');
      if (names.length) lines.push(`export const { ${names.join(', ')} } = m;`);
      return { contents: lines.join('\n'), loader: 'js' };
    });
  },
};

/** Whether the package a file belongs to (its nearest node_modules folder) depends on React. */
function usesReact(file: string, cache: Map<string, boolean>): boolean {
  const m = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(file);
  if (!m) return false;
  let uses = cache.get(m[1]);
  if (uses === undefined) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(m[1], 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
      uses = ['dependencies', 'peerDependencies'].some((k) => pkg[k] && ('react' in pkg[k] || 'react-dom' in pkg[k]));
    } catch {
      uses = false;
    }
    cache.set(m[1], uses);
  }
  return uses;
}

/** The pluginData of a resolve that asks where a package lies: sitePackages leaves it to esbuild. */
export const RESOLVING_PACKAGE = 'site-package';

/**
 * Packages stay imports, resolved from node_modules when the module runs,
 * except those that use React, which are bundled (see the top of this file).
 * Comes after sharedModules, which takes react itself.
 */
export function sitePackages(rootDir: string): Plugin {
  const cache = new Map<string, boolean>();
  return {
    name: 'ctfdocs-site-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === RESOLVING_PACKAGE || args.path.startsWith('node:') || args.path.startsWith('@site/') || args.path.startsWith('@theme/')) return undefined;
        const from = (resolveDir: string) => b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir, pluginData: RESOLVING_PACKAGE });
        let found = await from(args.resolveDir);
        // A page outside the site root (docs at ../docs) imports what the site installed, as the output module
        // in <rootDir>/.ctfdocs-cache would.
        if (found.errors.length) found = await from(rootDir);
        if (found.errors.length || !found.path || !usesReact(found.path, cache)) return { path: args.path, external: true };
        return { path: found.path };
      });
    },
  };
}

/**
 * Bundles and imports the modules that render pages: the site's React pages
 * (each of which gets a runs-code notice) and the components of routes site
 * plugins add (code the config names, which needs none).
 */
export async function loadPageModules(which: { reactPages: readonly string[]; components?: readonly string[] }, rootDir: string): Promise<LoadedPageModules> {
  const modulePaths = [...new Set([...which.reactPages, ...(which.components ?? [])])];
  const reactPages = new Set(which.reactPages);
  const modules = new Map<string, ReactPageModule>();
  const keys = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  if (!modulePaths.length) return { modules, keys, diagnostics };
  const outdir = path.join(rootDir, '.ctfdocs-cache/pages');
  let outputs: BuildResult<{ metafile: true; write: false }>;
  try {
    outputs = await build({
      entryPoints: modulePaths,
      absWorkingDir: rootDir,
      outdir,
      ...SERVER_MODULES,
      // Lets a crash while rendering be traced to the line of the page's own file (crash-page.ts).
      sourcemap: 'inline',
      sourcesContent: false,
      plugins: [sharedModules, sitePackages(rootDir)],
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
  } catch (err) {
    for (const m of (err as BuildFailure).errors ?? []) diagnostics.push(toDiagnostic(m));
    if (!diagnostics.length) throw err;
    return { modules, keys, diagnostics };
  }
  await mkdir(outdir, { recursive: true });
  const byOutput = new Map(Object.entries(outputs.metafile.outputs).map(([out, meta]) => [path.resolve(rootDir, out), meta.entryPoint]));
  await Promise.all(
    outputs.outputFiles.map(async (file) => {
      const entry = byOutput.get(file.path);
      if (!entry) return;
      // Written under a temporary name and renamed: two builds of one site
      // at once must never import a half-written page.
      await Core.writeFileAtomic(file.path, file.contents);
      const source = path.resolve(rootDir, entry);
      if (reactPages.has(source)) diagnostics.push(runsCodeNotice('React page', path.relative(rootDir, source).split(path.sep).join('/'), outputOf(outputs.metafile, rootDir, file.path)));
      keys.set(source, file.hash);
      try {
        modules.set(source, (await import(pathToFileURL(file.path).href)) as ReactPageModule);
      } catch (err) {
        diagnostics.push({
          severity: 'error',
          code: 'page/import',
          message: `React page could not be loaded: ${(err as Error).message.split('\n')[0]}`,
          file: path.relative(rootDir, source),
          hint: HINT,
        });
      }
    }),
  );
  await pruneModuleFolder(outdir, byOutput.keys());
  return { modules, keys, diagnostics };
}

function toDiagnostic(m: Message): Diagnostic {
  return {
    severity: 'error',
    code: 'page/compile',
    message: `React page could not be compiled: ${m.text}`,
    file: m.location?.file,
    line: m.location?.line,
    column: m.location ? m.location.column + 1 : undefined,
    hint: HINT,
  };
}
