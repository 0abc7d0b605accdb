// MDX pages, compiled to ES modules by core, bundled with esbuild as React
// pages are (page-modules.ts) and rendered to static HTML, which becomes the
// page's content tree: from there on an MDX page is drawn, chunked and
// link-checked like any markdown page. No React runs in the browser.
//
// An MDX page is code that runs at build time. Its imports stay inside the
// site: `./Foo.tsx` and `@site/src/components/Foo` must resolve inside the
// site folder or a folder the config names (docs paths, static folders),
// `@theme/<Name>` to a component of the theme; package imports resolve from
// the site's node_modules. An imported `.md`/`.mdx` file (a Docusaurus
// partial, `import Note from './_note.mdx'`) is compiled by the same MDX
// pipeline as pages; its diagnostics name it and its links are checked with
// the page's.
import { realpathSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { build, type BuildFailure, type BuildResult, type Message, type OnResolveArgs, type Plugin, type PluginBuild } from 'esbuild';
import { fromHtml } from 'hast-util-from-html';
import {
  THEME_IMPORT_PREFIX,
  type BlogListPageData,
  type CompiledMarkdown,
  createMarkdownCompiler,
  insideRoots,
  sourceFormats,
  notContent,
  writeFileAtomic,
  type Diagnostic,
  type MarkdownCompiler,
  type MarkdownOptions,
  type PageData,
  type ReadRules,
  type SourceLink,
} from '@ctfdocs/core';
import { ShellProvider, ThemeComponentsProvider, mdxContentComponents, themeMdxComponents, type ShellContext } from '@ctfdocs/theme';
import { REGISTRY, SERVER_MODULES, SHARED, sharedModules, sitePackages } from './page-modules.ts';
import { pruneModuleFolder } from './module-folder.ts';
import { outputOf, runsCodeNotice } from './runs-code.ts';
import { IMPORT_REFUSED, mdxImportRules } from './mdx-imports.ts';
import type { SiteComponents } from './theme-components.ts';

export interface MdxModule {
  default: ComponentType<{ components?: Record<string, unknown> }>;
}

type MdxPage = Extract<PageData, { kind: 'doc' | 'markdown-page' | 'blog-post' }>;

export function isMdxPage(page: PageData): page is MdxPage {
  return (page.kind === 'doc' || page.kind === 'markdown-page' || page.kind === 'blog-post') && page.compiled.mdx !== undefined;
}

/**
 * What is bundled: a page (kept by its source), or another compile of a
 * page's file (a post's excerpt on a blog's list pages), kept by its `key`.
 */
export interface MdxSource {
  source: string;
  compiled: CompiledMarkdown;
  key?: string;
}

/** The MDX posts a list page shows, as sources to bundle. */
export function mdxListItems(page: PageData): MdxSource[] {
  if (page.kind !== 'blog-list') return [];
  return page.items.filter((i) => i.content.mdx !== undefined).map((i) => ({ source: i.source, compiled: i.content, key: i.contentKey }));
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

/** Relative, absolute and `@site/` imports (from the config file's folder) must land inside the site folder or a folder the config names. */
function confinedImports(rules: ReadRules, siteDir: string): Plugin {
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
        if (!insideRoots(real, rules.roots)) return { errors: [{ text: `"${args.path}" resolves outside the site folder (${real}); MDX pages may import only files of the site` }] };
        const never = notContent(real, rules);
        if (never) return { errors: [{ text: `"${args.path}" is not site content (${never}); MDX pages may import only files of the site` }] };
        return { path: found.path };
      });
    },
  };
}

export interface LoadedMdxModules {
  /** By page source (relative to the site root), or by the key of another compile of a file (MdxSource.key). */
  modules: Map<string, MdxModule>;
  /** As `modules`: a hash of the bundled module, which names what the page's content renders from. */
  keys: Map<string, string>;
  /** By page source: the links of the partials the page imports, checked with the page's own. */
  partialLinks: Map<string, SourceLink[]>;
  diagnostics: Diagnostic[];
}

export interface MdxSite {
  /** The site root: page sources are relative to it. */
  rootDir: string;
  /** The config file, relative to the site root: `@site/` is its folder. */
  configFile: string;
  /** What imports may resolve to (core's util/read-roots.ts). */
  rules: ReadRules;
  /** The site's markdown options (config and the locale's admonition titles), which partials compile with. */
  markdown: MarkdownOptions;
  /** Absolute path of a markdown file → its route, for links in partials. */
  resolveMarkdown(absPath: string): string | undefined;
  /** Registers an image a partial shows (copied with the site's images). */
  addAsset: CompileInput['addAsset'];
  /** The site's markdown plugins a partial compiles with, by its absolute path. */
  pluginsOf: (absPath: string) => CompileInput['plugins'];
}

type CompileInput = Parameters<MarkdownCompiler['compile']>[0];

interface Partial {
  code?: string;
  links: SourceLink[];
  diagnostics: Diagnostic[];
}

// The main thread compiles partials only; its compiler (and highlighter) is made the first time one is imported.
let partialCompiler: Promise<MarkdownCompiler> | undefined;

async function compilePartial(abs: string, site: MdxSite): Promise<Partial> {
  const file = path.relative(site.rootDir, abs).split(path.sep).join('/');
  // A partial is code like the page that imports it: it runs only where the site allows MDX.
  const decided = sourceFormats(site.markdown, site.configFile)(file);
  if ('refused' in decided) return { links: [], diagnostics: [decided.refused] };
  if (decided.format === 'md') {
    const hint = 'Rename it .mdx (or set markdown.format: mdx): with markdown.format: detect a .md file is never run as MDX code.';
    return { links: [], diagnostics: [{ severity: 'error', code: 'mdx/partial-format', message: `${file} is imported by an MDX page but is plain markdown`, file, hint }] };
  }
  const body = await readFile(abs, 'utf8');
  partialCompiler ??= createMarkdownCompiler();
  const compiler = await partialCompiler;
  await compiler.prepare([body], true);
  const compiled = await compiler.compile({
    file,
    absPath: abs,
    lineOffset: 1,
    body,
    markdown: site.markdown,
    format: 'mdx',
    tocMin: 2,
    tocMax: 3,
    resolveMarkdown: site.resolveMarkdown,
    addAsset: site.addAsset,
    plugins: site.pluginsOf(abs),
  });
  return { code: compiled.mdx?.code, links: compiled.links.map((l) => ({ ...l, file })), diagnostics: compiled.diagnostics };
}

export async function loadMdxModules(pages: MdxSource[], site: MdxSite): Promise<LoadedMdxModules> {
  const { rootDir } = site;
  const modules = new Map<string, MdxModule>();
  const keys = new Map<string, string>();
  const partialLinks = new Map<string, SourceLink[]>();
  const diagnostics: Diagnostic[] = [];
  if (!pages.length) return { modules, keys, partialLinks, diagnostics };
  // Each compile is an entry of its own: a page's at its file's path, another
  // compile of the same file (an excerpt) beside it, under a name no file of
  // the site is read by (the entries' code never comes from the disk).
  const keyOfEntry = new Map<string, string>();
  const code = new Map<string, string>();
  const seen = new Set<string>();
  for (const p of pages) {
    const key = p.key ?? p.source;
    const abs = path.resolve(rootDir, p.source);
    if (seen.has(key)) continue;
    seen.add(key);
    let entry = abs;
    for (let n = 1; code.has(entry); n++) entry = `${abs}.${n}.mdx`;
    keyOfEntry.set(entry, key);
    code.set(entry, p.compiled.mdx!.code);
  }
  // Each partial is compiled once, however many pages (or bundles) import it.
  const partials = new Map<string, Promise<Partial>>();
  const partial = (abs: string) => {
    let made = partials.get(abs);
    if (!made) partials.set(abs, (made = compilePartial(abs, site)));
    return made;
  };
  const all = await bundle([...code.keys()], code, site, partial);
  // One page's broken import fails the whole bundle: bundle each page on its own
  // then, so the others still render and each error names its page.
  const bundles = all.ok ? [all] : await Promise.all([...code.keys()].map((abs) => bundle([abs], code, site, partial)));
  for (const made of partials.values()) diagnostics.push(...(await made).diagnostics);
  const outdir = path.join(rootDir, '.ctfdocs-cache/mdx');
  await mkdir(outdir, { recursive: true });
  const written: string[] = [];
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
        const key = keyOfEntry.get(path.resolve(rootDir, entry.slice(NAMESPACE.length + 1)))!;
        const source = path
          .relative(rootDir, entry.slice(NAMESPACE.length + 1))
          .split(path.sep)
          .join('/');
        const output = outputOf(result.metafile, rootDir, file.path);
        // Another compile of a page's file runs the same code: the page's notice and links stand for it.
        if (key === source) {
          const imported = Object.keys(output?.inputs ?? {}).map((input) => path.resolve(rootDir, input));
          const links = await Promise.all(imported.filter((abs) => partials.has(abs)).map(async (abs) => (await partials.get(abs)!).links));
          if (links.length) partialLinks.set(source, links.flat());
          diagnostics.push(runsCodeNotice('MDX page', source, output));
        }
        // Under a temporary name, then renamed: two builds at once never import a half-written module.
        await writeFileAtomic(file.path, file.contents);
        keys.set(key, file.hash);
        written.push(file.path);
        try {
          modules.set(key, (await import(pathToFileURL(file.path).href)) as MdxModule);
        } catch (err) {
          if (key === source) diagnostics.push({ severity: 'error', code: 'mdx/import', message: `MDX page could not be loaded: ${(err as Error).message.split('\n')[0]}`, file: source, hint: HINT });
        }
      }),
    );
  }
  await pruneModuleFolder(outdir, written);
  return { modules, keys, partialLinks, diagnostics };
}

/** A markdown file an MDX page imports (`_note.mdx`, `_note.md`, in any case). */
const PARTIAL = /\.mdx?$/i;

/** Whether an import is written in MDX: in a page's module, or in a partial's. */
const fromMdx = (args: OnResolveArgs) => args.namespace === NAMESPACE || (args.namespace === 'file' && PARTIAL.test(args.importer));

type Bundled = { ok: true; result: BuildResult<{ metafile: true; write: false }> } | { ok: false; errors: Message[] };

async function bundle(entries: string[], code: Map<string, string>, site: MdxSite, partial: (abs: string) => Promise<Partial>): Promise<Bundled> {
  const { rootDir } = site;
  const siteDir = path.dirname(path.resolve(rootDir, site.configFile));
  const pagesPlugin: Plugin = {
    name: 'ctfdocs-mdx-pages',
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path.slice(NAMESPACE.length + 1), namespace: NAMESPACE }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: code.get(args.path), loader: 'js', resolveDir: path.dirname(args.path) }));
      // Reached after confinedImports has resolved (and confined) the import.
      b.onLoad({ filter: PARTIAL, namespace: 'file' }, async (args) => {
        const made = await partial(args.path);
        // Its own diagnostics say why; the page's error says which import brought it in.
        if (made.code === undefined) return { errors: [{ text: `"${path.relative(rootDir, args.path).split(path.sep).join('/')}" could not be compiled (see its own error)` }] };
        return { contents: made.code, loader: 'js', resolveDir: path.dirname(args.path) };
      });
    },
  };
  try {
    const result = await build({
      entryPoints: entries.map((abs) => `${NAMESPACE}:${abs}`),
      absWorkingDir: rootDir,
      outdir: path.join(rootDir, '.ctfdocs-cache/mdx'),
      ...SERVER_MODULES,
      plugins: [pagesPlugin, themeModules, sharedModules, mdxImportRules(rootDir, site.rules.roots, fromMdx), confinedImports(site.rules, siteDir), sitePackages(rootDir)],
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
  // A partial, like a page, reaches esbuild compiled: its lines are found again in its source.
  if ((inPage || (abs && PARTIAL.test(abs))) && abs && loc) {
    const source = await readFile(abs, 'utf8').catch(() => '');
    const lines = source.split('\n');
    const text = loc.lineText.trim();
    const index = lines.findIndex((l) => l.includes(text));
    const lead = loc.lineText.length - loc.lineText.trimStart().length;
    line = index >= 0 ? index + 1 : undefined;
    column = index >= 0 ? lines[index].indexOf(text) + loc.column - lead + 1 : undefined;
  }
  const refused = m.detail === IMPORT_REFUSED;
  return {
    severity: 'error',
    code: refused ? IMPORT_REFUSED : 'mdx/bundle',
    message: refused ? `Import refused: ${m.text}` : `MDX page could not be bundled: ${m.text}`,
    file: abs ? path.relative(rootDir, abs).split(path.sep).join('/') : undefined,
    line,
    column,
    hint: refused ? 'Import a file of the site by a path relative to the page (./Foo.tsx) or from the site folder (@site/src/…), or install the package.' : HINT,
  };
}

/** The site's components an MDX module renders with: its `mdxComponents`, and its replacements of theme components. */
type MdxSiteComponents = Pick<SiteComponents, 'theme' | 'mdx'>;

const NO_SITE_COMPONENTS: MdxSiteComponents = { theme: {}, mdx: {} };

/**
 * The page with its content rendered from its MDX module, with the site's
 * components: its `mdxComponents` beside the theme's, and its replacements
 * of theme components (`<Admonition>` is the site's when it has one). Throws
 * what the content throws.
 */
export function withMdxContent(page: MdxPage, mod: MdxModule, shell: ShellContext, site: MdxSiteComponents = NO_SITE_COMPONENTS): MdxPage {
  return { ...page, compiled: withRendered(page.compiled, mod, shell, site) };
}

/** A list page whose MDX posts are rendered from their modules (by `contentKey`), with the site's components; the others as they are. Throws what the content throws. */
export function withMdxListItems(page: BlogListPageData, modules: ReadonlyMap<string, MdxModule>, shell: ShellContext, site: MdxSiteComponents = NO_SITE_COMPONENTS): BlogListPageData {
  const items = page.items.map((item) => {
    const mod = item.content.mdx === undefined ? undefined : modules.get(item.contentKey);
    return mod ? { ...item, content: withRendered(item.content, mod, shell, site) } : item;
  });
  return { ...page, items };
}

function withRendered(compiled: CompiledMarkdown, mod: MdxModule, shell: ShellContext, site: MdxSiteComponents): CompiledMarkdown {
  const content = createElement(mod.default, { components: { ...mdxContentComponents, ...site.mdx } });
  const html = renderToStaticMarkup(createElement(ThemeComponentsProvider, { value: site.theme }, createElement(ShellProvider, { value: shell }, content)));
  const hast = fromHtml(html, { fragment: true });
  // React puts a <link rel="preload"> for each image before the content; the
  // shell's render of the same <img> adds its own to <head>, so these would be doubles.
  hast.children = hast.children.filter((n) => !(n.type === 'element' && n.tagName === 'link' && String(n.properties.rel) === 'preload'));
  return { ...compiled, hast };
}
