// MDX pages, compiled to ES modules by core, bundled with esbuild as React
// pages are (page-modules.ts) and rendered to static HTML, which becomes the
// page's content tree: from there on an MDX page is drawn, chunked and
// link-checked like any markdown page. No React runs in the browser.
//
// An MDX page is code that runs at build time. Its imports stay inside the
// site: `./Foo.tsx` and `@site/src/components/Foo` must resolve inside the
// site folder, `@theme/<Name>` to a component of the theme; package imports
// resolve from the site's node_modules.
import { realpathSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { build, type BuildFailure, type BuildResult, type Message, type Plugin, type PluginBuild } from 'esbuild';
import { fromHtml } from 'hast-util-from-html';
import { THEME_IMPORT_PREFIX, type Diagnostic, type PageData } from '@ctfdocs/core';
import { ShellProvider, mdxContentComponents, themeMdxComponents, type ShellContext } from '@ctfdocs/theme';
import { REGISTRY, SERVER_MODULES, SHARED, sharedModules } from './page-modules.ts';

export interface MdxModule {
  default: ComponentType<{ components?: Record<string, unknown> }>;
}

type MdxPage = Extract<PageData, { kind: 'doc' | 'markdown-page' }>;

export function isMdxPage(page: PageData): page is MdxPage {
  return (page.kind === 'doc' || page.kind === 'markdown-page') && page.compiled.mdx !== undefined;
}

const NAMESPACE = 'ctfdocs-mdx';
const THEME_KEY = '@ctfdocs/theme/mdx';
SHARED[THEME_KEY] = themeMdxComponents;
const HINT = 'Fix the import or the component; imports must resolve inside the site folder or from node_modules.';

/** `@theme/Tabs` and the rest, as modules whose default export is the theme's component. */
const themeModules: Plugin = {
  name: 'ctfdocs-theme-mdx',
  setup(b) {
    b.onResolve({ filter: /^@theme\// }, (args) => ({ path: args.path.slice(THEME_IMPORT_PREFIX.length), namespace: 'ctfdocs-theme' }));
    b.onLoad({ filter: /.*/, namespace: 'ctfdocs-theme' }, (args) => {
      if (!(args.path in themeMdxComponents)) return { errors: [{ text: `"${THEME_IMPORT_PREFIX}${args.path}" is not a component the theme provides` }] };
      const c = `globalThis[Symbol.for(${JSON.stringify(REGISTRY)})][${JSON.stringify(THEME_KEY)}][${JSON.stringify(args.path)}]`;
      return { contents: `const C = ${c};\nexport default C;\nexport { C as ${args.path} };\n`, loader: 'js' };
    });
  },
};

/** Relative, absolute and `@site/` imports (from the config file's folder) must land inside the site folder. */
function confinedImports(rootDir: string, siteDir: string): Plugin {
  const root = realpathSync(rootDir);
  const inside = (p: string) => p === root || p.startsWith(root + path.sep);
  return {
    name: 'ctfdocs-confined-imports',
    setup(b: PluginBuild) {
      b.onResolve({ filter: /^(?:\.|\/|@site\/)/ }, async (args) => {
        if (args.pluginData === 'confined') return undefined;
        const spec = args.path.startsWith('@site/') ? `./${args.path.slice('@site/'.length)}` : args.path;
        const resolveDir = args.path.startsWith('@site/') ? siteDir : args.resolveDir;
        const found = await b.resolve(spec, { kind: args.kind, importer: args.importer, resolveDir, pluginData: 'confined' });
        if (found.errors.length) return { errors: found.errors };
        let real = found.path;
        try {
          real = realpathSync(found.path);
        } catch {
          // A path esbuild found exists; keep it as found if it cannot be read.
        }
        if (!inside(real)) return { errors: [{ text: `"${args.path}" resolves outside the site folder (${real}); MDX pages may import only files of the site` }] };
        return { path: found.path };
      });
    },
  };
}

export interface LoadedMdxModules {
  /** By page source (relative to the site root). */
  modules: Map<string, MdxModule>;
  diagnostics: Diagnostic[];
}

export async function loadMdxModules(pages: MdxPage[], rootDir: string, configFile: string): Promise<LoadedMdxModules> {
  const modules = new Map<string, MdxModule>();
  const diagnostics: Diagnostic[] = [];
  if (!pages.length) return { modules, diagnostics };
  const code = new Map(pages.map((p) => [path.resolve(rootDir, p.source), p.compiled.mdx!.code]));
  const siteDir = path.dirname(path.resolve(rootDir, configFile));
  const all = await bundle([...code.keys()], code, rootDir, siteDir);
  // One page's broken import fails the whole bundle: bundle each page on its own
  // then, so the others still render and each error names its page.
  const bundles = all.ok ? [all] : await Promise.all([...code.keys()].map((abs) => bundle([abs], code, rootDir, siteDir)));
  const outdir = path.join(rootDir, '.ctfdocs-cache/mdx');
  await mkdir(outdir, { recursive: true });
  for (const bundled of bundles) {
    if (!bundled.ok) {
      for (const m of bundled.errors) diagnostics.push(await toDiagnostic(m, rootDir));
      continue;
    }
    const { result } = bundled;
    const byOutput = new Map(Object.entries(result.metafile.outputs).map(([out, meta]) => [path.resolve(rootDir, out), meta.entryPoint]));
    await Promise.all(
      result.outputFiles.map(async (file) => {
        const entry = byOutput.get(file.path);
        if (!entry?.startsWith(`${NAMESPACE}:`)) return;
        const source = path.relative(rootDir, entry.slice(NAMESPACE.length + 1)).split(path.sep).join('/');
        // Under a temporary name, then renamed: two builds at once never import a half-written module.
        const tmp = `${file.path}.${process.pid}.tmp`;
        await writeFile(tmp, file.contents);
        await rename(tmp, file.path);
        try {
          modules.set(source, (await import(pathToFileURL(file.path).href)) as MdxModule);
        } catch (err) {
          diagnostics.push({ severity: 'error', code: 'mdx/import', message: `MDX page could not be loaded: ${(err as Error).message.split('\n')[0]}`, file: source, hint: HINT });
        }
      }),
    );
  }
  return { modules, diagnostics };
}

type Bundled = { ok: true; result: BuildResult<{ metafile: true; write: false }> } | { ok: false; errors: Message[] };

async function bundle(entries: string[], code: Map<string, string>, rootDir: string, siteDir: string): Promise<Bundled> {
  const pagesPlugin: Plugin = {
    name: 'ctfdocs-mdx-pages',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: code.get(args.path), loader: 'js', resolveDir: path.dirname(args.path) }));
    },
  };
  try {
    const result = await build({
      entryPoints: entries.map((abs) => `${NAMESPACE}:${abs}`),
      absWorkingDir: rootDir,
      outdir: path.join(rootDir, '.ctfdocs-cache/mdx'),
      ...SERVER_MODULES,
      plugins: [pagesPlugin, themeModules, sharedModules, confinedImports(rootDir, siteDir)],
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
    return { ok: true, result };
  } catch (err) {
    const errors = (err as BuildFailure).errors;
    if (!errors?.length) throw err;
    return { ok: false, errors };
  }
}

/**
 * esbuild places an error in the page's compiled module; the import lines
 * there are the page's own, so the line is found again in the page's source.
 */
async function toDiagnostic(m: Message, rootDir: string): Promise<Diagnostic> {
  const loc = m.location;
  const inPage = loc?.namespace === NAMESPACE || loc?.file.startsWith(`${NAMESPACE}:`);
  const abs = loc ? (inPage ? loc.file.replace(`${NAMESPACE}:`, '') : path.resolve(rootDir, loc.file)) : undefined;
  let line = loc?.line;
  let column = loc ? loc.column + 1 : undefined;
  if (inPage && abs && loc) {
    const source = await readFile(abs, 'utf8').catch(() => '');
    const lines = source.split('\n');
    const text = loc.lineText.trim();
    const index = lines.findIndex((l) => l.includes(text));
    const lead = loc.lineText.length - loc.lineText.trimStart().length;
    line = index >= 0 ? index + 1 : undefined;
    column = index >= 0 ? lines[index].indexOf(text) + loc.column - lead + 1 : undefined;
  }
  return {
    severity: 'error',
    code: 'mdx/bundle',
    message: `MDX page could not be bundled: ${m.text}`,
    file: abs ? path.relative(rootDir, abs).split(path.sep).join('/') : undefined,
    line,
    column,
    hint: HINT,
  };
}

/** The page with its content rendered from its MDX module. Throws what the content throws. */
export function withMdxContent(page: MdxPage, mod: MdxModule, shell: ShellContext): MdxPage {
  const html = renderToStaticMarkup(createElement(ShellProvider, { value: shell }, createElement(mod.default, { components: mdxContentComponents })));
  const hast = fromHtml(html, { fragment: true });
  // React puts a <link rel="preload"> for each image before the content; the
  // shell's render of the same <img> adds its own to <head>, so these would be doubles.
  hast.children = hast.children.filter((n) => !(n.type === 'element' && n.tagName === 'link' && String(n.properties.rel) === 'preload'));
  return { ...page, compiled: { ...page.compiled, hast } };
}
