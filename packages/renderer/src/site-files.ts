// The build's fourth phase, write site files: what serves or lists the whole
// site, written after every page: the search index, sitemap.xml, _headers,
// robots.txt, the markdown copies and llms.txt files, the blogs' feeds (every
// locale's), then every locale's
// images and the static folders under each locale's prefix. Generated files
// come first: the first file given a path wins, so a static file never
// replaces one.
import type { Dirent } from 'node:fs';
import { readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { insideRoots, linkOutsideRoots, notContent, type Diagnostic, type ReadRules, type SiteData, type SiteModel } from '@ctfdocs/core';
import { headersFile } from './headers.ts';
import type { GeneratedFile, LlmsOutput } from './llms.ts';
import type { FeedOutput } from './feeds/feed-output.ts';
import type { OutputSink } from './output.ts';
import type { RenderedRoute } from './page-output.ts';
import type { SearchFiles } from './search-files.ts';

export interface SiteFilesInput {
  /** Every locale's model, the default first: its site is the one the files describe. */
  models: readonly SiteModel[];
  /** Every page written. */
  routes: readonly RenderedRoute[];
  llms: LlmsOutput;
  /** Each locale's blog posts. */
  feeds: readonly FeedOutput[];
  search: SearchFiles;
  /** The Content-Security-Policy, for _headers. */
  policy: string;
  /** Each locale's output prefix, '' first: static files are copied under each. */
  prefixes: readonly string[];
  rootDir: string;
  /** A build of some pages (serve's first): the files that list the whole site are left to the whole build. */
  partial: boolean;
  sink: OutputSink;
}

/** What the site files said, for the outputs' agreement check. */
export interface SiteFiles {
  /** sitemap.xml, when the build wrote one. */
  sitemap?: string;
  /** The markdown copies and llms files. */
  llms: GeneratedFile[];
  /** The blogs' feeds, every locale's. */
  feeds: GeneratedFile[];
  diagnostics: Diagnostic[];
}

export async function writeSiteFiles(input: SiteFilesInput): Promise<SiteFiles> {
  const { sink, models } = input;
  const { site, readRules } = models[0]!;
  const { config } = site;
  const diagnostics: Diagnostic[] = [];
  if (input.search.files) for (const [file, contents] of await input.search.files) await sink.put(file, { contents });
  const sitemap = input.partial ? undefined : sitemapXml(site, input.routes);
  if (sitemap !== undefined) await sink.put('sitemap.xml', { contents: sitemap });
  await sink.put('_headers', { contents: headersFile(input.policy, config.baseUrl, { searchManifest: input.search.url !== undefined }) });
  await sink.put('robots.txt', { contents: robotsTxt(site) });
  const llms = input.llms.files({ indexes: !input.partial });
  for (const f of llms) await sink.put(f.file, { contents: f.contents });
  // A feed lists a whole blog: a build of some pages leaves them to the whole build, as the sitemap.
  const feeds = input.partial ? [] : input.feeds.flatMap((f) => f.files());
  for (const f of feeds) await sink.put(f.file, { contents: f.contents });
  for (const { images } of models) for (const img of images.byPath.values()) await sink.put(img.url.slice(config.baseUrl.length), img.published);
  for (const dir of config.staticDirectories) {
    const absDir = path.resolve(input.rootDir, dir);
    for (const rel of await listStatic(absDir, input.rootDir, readRules, diagnostics)) for (const prefix of input.prefixes) await sink.put(prefix + rel, { copyFrom: path.join(absDir, rel) });
  }
  return { sitemap, llms, feeds, diagnostics };
}

export function sitemapXml(site: SiteData, routes: readonly RenderedRoute[]): string {
  const base = site.config.url.replace(/\/$/, '') + site.config.baseUrl.replace(/\/$/, '');
  const urls = routes
    .filter((r) => r.visibility.sitemap)
    .map((r) => `<url><loc>${base}${r.route === '/' ? '/' : r.route}</loc></url>`)
    .sort();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: SiteData): string {
  const base = site.config.url.replace(/\/$/, '') + site.config.baseUrl;
  return `User-agent: *\nAllow: /\n\nSitemap: ${base}sitemap.xml\n`;
}

/**
 * The files of a static folder that are content (core's util/read-roots.ts:
 * not a dotfile or dot-folder but `.nojekyll` and `.well-known/`, nor
 * node_modules, the output folder or what the config excludes). Symbolic
 * links are not followed; one that leads outside the folders pages may read
 * is reported, since copying it would publish whatever it points at.
 */
async function listStatic(dir: string, rootDir: string, rules: ReadRules, diagnostics: Diagnostic[]): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  for (const e of entries.filter((e) => e.isSymbolicLink())) {
    const abs = path.join(e.parentPath, e.name);
    const real = await realpath(abs).catch(() => undefined);
    if (real && !insideRoots(real, rules.roots)) {
      diagnostics.push(
        linkOutsideRoots({ abs, real, rootDir }, 'static/outside-site', 'Static folders are copied without following symbolic links; remove this one, or copy the file it points at into the folder.'),
      );
    }
  }
  const realDir = await realpath(dir);
  return entries
    .filter((e) => e.isFile() && notContent(path.join(realDir, path.relative(dir, e.parentPath), e.name), rules, { staticFile: true }) === undefined)
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}
