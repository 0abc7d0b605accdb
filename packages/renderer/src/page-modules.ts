// React pages of a site (site/pages/*.tsx) compiled with esbuild and imported.
//
// Node cannot import .tsx itself, and a loader hook for the whole process
// costs more than a build of the whole site. Each page is bundled with its
// relative imports. React and @ctfdocs/* must be the very instances the
// renderer uses (one React, one theme context): ctfdocs itself runs as a
// bundle, so those imports are bound to the renderer's own modules through a
// global registry. Other packages stay imports. The output goes to
// <rootDir>/.ctfdocs-cache/pages, where those imports resolve from the same
// node_modules as the page's own folder, named by content hash: an edited
// page in `serve` is a new module.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import { build, type BuildFailure, type BuildOptions, type BuildResult, type Message, type Plugin } from 'esbuild';
import * as Core from '@ctfdocs/core';
import type { Diagnostic, SiteData } from '@ctfdocs/core';
import * as Theme from '@ctfdocs/theme';

/** How pages run at build time are bundled (React site pages here, MDX pages in mdx-modules.ts): ES modules for Node, dependencies left to node_modules. */
export const SERVER_MODULES = {
  entryNames: '[name]-[hash]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
} as const satisfies BuildOptions;

export interface ReactPageModule {
  default: ComponentType<{ site: SiteData }>;
  meta?: { title?: string; description?: string };
}

export interface LoadedPageModules {
  modules: Map<string, ReactPageModule>;
  diagnostics: Diagnostic[];
}

const HINT = 'Fix the error in the page; it must default-export a React component.';

export const SHARED: Record<string, object> = { react: React, 'react/jsx-runtime': JsxRuntime, '@ctfdocs/core': Core, '@ctfdocs/theme': Theme };
export const REGISTRY = 'ctfdocs.shared-modules';
(globalThis as Record<symbol, unknown>)[Symbol.for(REGISTRY)] = SHARED;

/** Binds imports of React and @ctfdocs/* to the renderer's own modules (also used for MDX pages). */
export const sharedModules: Plugin = {
  name: 'ctfdocs-shared-modules',
  setup(b) {
    b.onResolve({ filter: /^(react|react\/jsx-runtime|@ctfdocs\/core|@ctfdocs\/theme)$/ }, (args) => ({ path: args.path, namespace: 'ctfdocs-shared' }));
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

export async function loadPageModules(modulePaths: string[], rootDir: string): Promise<LoadedPageModules> {
  const modules = new Map<string, ReactPageModule>();
  const diagnostics: Diagnostic[] = [];
  if (!modulePaths.length) return { modules, diagnostics };
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
      plugins: [sharedModules],
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
  } catch (err) {
    for (const m of (err as BuildFailure).errors ?? []) diagnostics.push(toDiagnostic(m));
    if (!diagnostics.length) throw err;
    return { modules, diagnostics };
  }
  await mkdir(outdir, { recursive: true });
  const byOutput = new Map(Object.entries(outputs.metafile.outputs).map(([out, meta]) => [path.resolve(rootDir, out), meta.entryPoint]));
  await Promise.all(
    outputs.outputFiles.map(async (file) => {
      const entry = byOutput.get(file.path);
      if (!entry) return;
      // Written under a temporary name and renamed: two builds of one site
      // at once must never import a half-written page.
      const tmp = `${file.path}.${process.pid}.tmp`;
      await writeFile(tmp, file.contents);
      await rename(tmp, file.path);
      const source = path.resolve(rootDir, entry);
      try {
        modules.set(source, (await import(pathToFileURL(file.path).href)) as ReactPageModule);
      } catch (err) {
        diagnostics.push({ severity: 'error', code: 'page/import', message: `React page could not be loaded: ${(err as Error).message.split('\n')[0]}`, file: path.relative(rootDir, source), hint: HINT });
      }
    }),
  );
  return { modules, diagnostics };
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
