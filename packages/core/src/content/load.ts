// Build the content graph: every markdown file of every docs instance, the
// category metadata of its folders, the site's own pages, the sidebars, and
// the blogs' posts (blog/load.ts).
import path from 'node:path';
import type { ContentGraph, Diagnostic, DocFile, DocsInstance, DocsVersion, PageFile } from '../types.ts';
import type { SiteConfig } from '../config/schema.ts';
import { parseYamlFile } from '../util/yaml-source.ts';
import { issuesToDiagnostics, quoteKeys } from '../util/zod-diagnostics.ts';
import { type SplitFile, splitFrontMatter } from './frontmatter.ts';
import { type CategoryMeta, categorySchema } from '../schemas/category.ts';
import { unsafeRouteProblem } from '../routes/url-unsafe.ts';
import { joinRoute } from '../routes/join.ts';
import { readRules, type ReadRules } from '../util/read-roots.ts';
import { isDocFile } from './doc-files.ts';
import { buildSidebars } from '../sidebar/build.ts';
import { stripNumberPrefixes } from '../sidebar/number-prefix.ts';
import { findSidebarsFile } from '../sidebar/read-file.ts';
import { pagesDir } from '../config/site-paths.ts';
import { docOnlyKeys } from './page-front-matter.ts';
import { CURRENT_VERSION, readVersionNames, resolveVersions, versioningPaths } from './versions.ts';
import { readTextFile } from '../util/read-text.ts';
import { flagsOf, visibility, type Visibility, type VisibilityContext } from '../site/visibility.ts';
import { loadBlogs } from './blog/load.ts';
import { listFiles, overlayFiles, PAGE_EXTENSION, readPageFile } from './files.ts';
import { pageTitle, visibleText } from './page-title.ts';

export interface LoadContentOptions {
  rootDir: string;
  /** A development build (serve): drafts are kept; a build or check leaves them out (site/visibility.ts). */
  includeDrafts: boolean;
  /** The config file, relative to rootDir: versioning and translation files live beside it. */
  configFile?: string;
  locateConfig?(keyPath: Array<string | number>): { line: number; column: number } | undefined;
  /** Load this locale's translations over the default locale's docs. */
  locale?: string;
  /** The output folder, relative to rootDir: never read as content. */
  outDir?: string;
}

/** Category metadata of a folder; JSON is read by the YAML parser, which gives its lines too. */
const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'];

export async function loadContent(config: SiteConfig, opts: LoadContentOptions): Promise<ContentGraph> {
  const diagnostics: Diagnostic[] = [];
  const configFile = opts.configFile ?? 'site/ctfdocs.config.yaml';
  const configDir = path.posix.dirname(configFile);
  const locale = opts.locale && opts.locale !== config.i18n.defaultLocale ? opts.locale : undefined;
  const rules = readRules({ rootDir: opts.rootDir, configFile, config, outDir: opts.outDir });
  const ctx: VisibilityContext = { dev: opts.includeDrafts, noIndex: config.noIndex };
  const perInstance = await Promise.all(
    config.docs.map(async (inst, index) => {
      const paths = versioningPaths(inst.id, index === 0, configDir);
      const read = await readVersionNames(opts.rootDir, paths.versionsFile);
      diagnostics.push(...read.diagnostics);
      const resolved = resolveVersions({ inst, index, names: read.names, paths, configFile, locate: opts.locateConfig });
      diagnostics.push(...resolved.diagnostics);
      return Promise.all(
        resolved.versions.map((version) => {
          const translated = locale ? path.posix.join(configDir, 'i18n', locale, `docs-${inst.id}`, version.name === CURRENT_VERSION ? 'current' : `version-${version.name}`) : undefined;
          const sidebarPath = version.sidebars && (version.name === CURRENT_VERSION ? version.sidebars : findSidebarsFile(opts.rootDir, version.sidebars));
          const versionConfig = { ...inst, path: version.docs, routeBasePath: version.path, sidebarPath };
          return loadInstance(versionConfig, version, translated, { ...opts, ctx }, rules, diagnostics);
        }),
      );
    }),
  );
  const [pages, blogs] = await Promise.all([
    loadPages(opts.rootDir, pagesDir(configFile), rules, ctx, diagnostics),
    loadBlogs(config, { rootDir: opts.rootDir, configDir, locale, rules, ctx }, diagnostics),
  ]);
  return { instances: perInstance.flat(), blogs, pages, diagnostics };
}

async function loadInstance(
  inst: SiteConfig['docs'][number],
  version: DocsVersion,
  translated: string | undefined,
  opts: LoadContentOptions & { ctx: VisibilityContext },
  rules: ReadRules,
  diagnostics: Diagnostic[],
): Promise<DocsInstance> {
  const files = await overlayFiles(opts.rootDir, inst.path, translated, rules, diagnostics);
  const categories: Record<string, CategoryMeta> = {};
  /** Where each category's link to a doc is written, to report a link to no doc. */
  const docLinks: Array<{ id: string; file: string; at?: { line: number; column: number } }> = [];
  const docs: DocFile[] = [];
  await Promise.all(
    [...files].map(async ([rel, from]) => {
      const abs = path.resolve(opts.rootDir, from, rel);
      const source = path.relative(opts.rootDir, abs).split(path.sep).join('/');
      const base = path.posix.basename(rel);
      if (CATEGORY_FILES.includes(base)) {
        const { text, diagnostic } = await readTextFile(abs, source);
        if (diagnostic) return void diagnostics.push(diagnostic);
        const meta = parseCategory(text!, source, diagnostics);
        if (meta) categories[path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel)] = meta;
        if (meta?.link?.type === 'doc') docLinks.push({ id: meta.link.id, file: source, at: parseYamlFile(text!, source).locate(['link', 'id']) });
        return;
      }
      if (!isDocFile(inst, rel)) return;
      const { text, diagnostic } = await readPageFile(abs, source);
      if (diagnostic) return void diagnostics.push(diagnostic);
      const split = splitFrontMatter(text!, source);
      diagnostics.push(...split.diagnostics);
      const fm = split.frontMatter;
      const doc = makeDoc(inst, rel, source, split, visibility(flagsOf(fm), opts.ctx));
      const unsafe = unsafeRouteProblem(doc.route, source, fm.slug !== undefined ? 'slug' : fm.id !== undefined ? 'id' : 'file name');
      if (unsafe) return void diagnostics.push(unsafe);
      docs.push(doc);
    }),
  );
  docs.sort((a, b) => (a.relPath < b.relPath ? -1 : a.relPath > b.relPath ? 1 : 0));
  for (const link of docLinks) {
    if (docs.some((d) => d.id === link.id)) continue;
    diagnostics.push({
      severity: 'error',
      code: 'category/unknown-doc',
      message: `link.id: no doc "${link.id}" in instance "${inst.id}"`,
      file: link.file,
      line: link.at?.line,
      column: link.at?.column,
      configPath: 'link.id',
      hint: 'Use the id of a doc in this instance (its path without .md), or link: { type: generated-index }.',
    });
  }
  const { sidebars, diagnostics: sidebarDiagnostics } = await buildSidebars(
    inst,
    docs.filter((d) => d.visibility.html),
    categories,
    opts.rootDir,
    version.name === CURRENT_VERSION ? undefined : version.name,
  );
  diagnostics.push(...sidebarDiagnostics);
  return { config: inst, version, translationPath: translated, docs, categories, sidebars };
}

export function makeDoc(
  inst: Pick<SiteConfig['docs'][number], 'id' | 'routeBasePath'>,
  rel: string,
  source: string,
  split: Pick<SplitFile, 'frontMatter' | 'body' | 'bodyLine' | 'frontMatterSource'>,
  shown: Visibility,
): DocFile {
  const fm = split.frontMatter;
  // Number prefixes (`01-intro.md`, `02-guides/`) order the sidebar and are left out of ids and routes.
  const noExt = stripNumberPrefixes(rel.replace(PAGE_EXTENSION, ''));
  const dir = path.posix.dirname(noExt) === '.' ? '' : path.posix.dirname(noExt);
  const baseName = path.posix.basename(noExt);
  const id = fm.id ? (dir ? `${dir}/${fm.id}` : fm.id) : noExt;
  // Docusaurus's isCategoryIndex (plugin-content-docs, docs.ts):
  // README, index, or the folder's own name (`guides/guides.md`) is the folder's page.
  const fileName = path.posix.basename(rel).replace(PAGE_EXTENSION, '');
  const isIndex = /^(index|readme)$/i.test(baseName) || (dir !== '' && fileName.toLowerCase() === path.posix.basename(path.posix.dirname(rel)).toLowerCase());
  let routeRel: string;
  if (fm.slug !== undefined) routeRel = fm.slug.startsWith('/') ? fm.slug : (dir ? `${dir}/` : '') + fm.slug;
  else routeRel = isIndex ? dir : dir ? `${dir}/${fm.id ?? baseName}` : (fm.id ?? baseName);
  const title = pageTitle(fm.title, split.body, baseName);
  return {
    instanceId: inst.id,
    id,
    source,
    relPath: rel,
    frontMatter: fm,
    bodyLine: split.bodyLine,
    body: split.body,
    frontMatterSource: split.frontMatterSource,
    route: joinRoute(inst.routeBasePath, routeRel),
    title,
    sidebarLabel: fm.sidebar_label === undefined ? title : visibleText(fm.sidebar_label),
    sidebarPosition: fm.sidebar_position,
    visibility: shown,
  };
}

function parseCategory(text: string, file: string, diagnostics: Diagnostic[]): CategoryMeta | undefined {
  const src = parseYamlFile(text, file);
  if (src.diagnostics.length) {
    diagnostics.push(...src.diagnostics);
    return undefined;
  }
  const parsed = categorySchema.safeParse(src.value ?? {});
  if (!parsed.success) {
    diagnostics.push(
      ...issuesToDiagnostics(parsed.error.issues, src.locate, file, {
        code: 'category',
        unknownKey: (keys, at) => `${at || '(root)'}: unknown key ${quoteKeys(keys)}`,
        invalid: (issue, at) => `${at || '(root)'}: ${issue.message}`,
        unknownKeyHint: 'A _category_ file takes label, position, collapsed, collapsible, className, customProps, description and link.',
        invalidHint: 'A _category_ file takes label, position, collapsed, collapsible, className, customProps, description and link.',
      }),
    );
    return undefined;
  }
  return parsed.data;
}

/** The site's own pages; a draft is not one outside `serve`. */
async function loadPages(rootDir: string, pagesFolder: string, rules: ReadRules, ctx: VisibilityContext, diagnostics: Diagnostic[]): Promise<PageFile[]> {
  const dir = path.resolve(rootDir, pagesFolder);
  const files = await listFiles(dir, rootDir, rules, diagnostics);
  const pages: PageFile[] = [];
  for (const rel of files) {
    const m = /^(.*)\.(tsx|mdx?)$/i.exec(rel);
    if (!m || path.posix.basename(rel).startsWith('_') || /\.test\.tsx$/i.test(rel)) continue;
    const source = path.posix.join(pagesFolder, rel);
    // esbuild, which compiles React pages, knows `.tsx` only in lower case.
    if (m[2] !== 'tsx' && m[2].toLowerCase() === 'tsx') {
      diagnostics.push({
        severity: 'warning',
        code: 'content/extension-case',
        message: `${source} is not built: a React page's extension must be .tsx in lower case`,
        file: source,
        hint: `Rename it ${path.posix.basename(m[1])}.tsx.`,
      });
      continue;
    }
    const fileRoute = joinRoute('/', m[1].replace(/(^|\/)index$/, ''));
    if (m[2] === 'tsx') {
      const unsafe = unsafeRouteProblem(fileRoute, source, 'file name');
      if (unsafe) diagnostics.push(unsafe);
      else pages.push({ source, route: fileRoute, kind: 'tsx', frontMatter: {}, body: '', bodyLine: 1, frontMatterSource: '' });
      continue;
    }
    const { text, diagnostic } = await readPageFile(path.join(dir, rel), source);
    if (diagnostic) {
      diagnostics.push(diagnostic);
      continue;
    }
    const split = splitFrontMatter(text!, source);
    diagnostics.push(...split.diagnostics, ...docOnlyKeys(split.frontMatter, source, split.locate));
    if (!visibility(flagsOf(split.frontMatter), ctx).html) continue;
    // A page's slug is taken from the site root wherever its file is: Docusaurus's
    // pages plugin joins it to the base URL alone (content.ts: normalizeUrl([baseUrl, routeBasePath, slug])).
    const slug = split.frontMatter.slug;
    const route = slug === undefined ? fileRoute : joinRoute('/', slug);
    const unsafe = unsafeRouteProblem(route, source, slug === undefined ? 'file name' : 'slug');
    if (unsafe) {
      diagnostics.push(unsafe);
      continue;
    }
    pages.push({ source, route, kind: 'md', frontMatter: split.frontMatter, body: split.body, bodyLine: split.bodyLine, frontMatterSource: split.frontMatterSource });
  }
  return pages;
}
