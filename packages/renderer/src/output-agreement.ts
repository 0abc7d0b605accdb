// Every output of a build must agree with each page's visibility (core's
// site/visibility.ts), and so with the others: this reads the outputs as they
// were written (the HTML's robots meta, sitemap.xml, each llms.txt and
// llms-full.txt, the markdown copies, the search index's records, the blogs'
// feeds) and the navigation the shell renders (sidebars, previous/next
// links, tag pages, a blog's lists and recent posts),
// and reports each place that lists a page its visibility keeps out. It runs
// on every build, check and serve rebuild, so an output that stops asking the
// visibility is an error the first time it lists a page it should not.
import type { Diagnostic, Output, SiteModel, SidebarItem } from '@ctfdocs/core';
import { markdownCopyBase, pageVisibility, unescapeHtml, visibilityContext } from '@ctfdocs/core';
import type { GeneratedFile } from './llms.ts';
import type { RenderedRoute } from './page-output.ts';
import type { SearchRecord } from './search-index.ts';

export interface BuildOutputs {
  /** Every page written, every locale's. */
  routes: readonly RenderedRoute[];
  /** sitemap.xml as written, when the build wrote one. */
  sitemap?: string;
  /** The markdown copies and llms files as written. */
  llms: readonly GeneratedFile[];
  /** The blogs' feeds as written, every locale's. */
  feeds?: readonly GeneratedFile[];
  /** The search index's records, when the build made them. */
  searchRecords?: readonly SearchRecord[];
  /** The default locale's model first, then the other locales'. */
  models: readonly SiteModel[];
}

const HINT = "An output did not ask the page's visibility (core/src/site/visibility.ts): this is a bug in ctfdocs; please report it with the page named.";

export function checkOutputAgreement(outputs: BuildOutputs): Diagnostic[] {
  const [main] = outputs.models;
  if (!main) return [];
  const { config } = main.site;
  const diagnostics: Diagnostic[] = [];
  const byRoute = new Map(outputs.routes.map((r) => [r.route, r]));
  const disagree = (where: string, route: string, output: Output, source?: string) =>
    diagnostics.push({
      severity: 'error',
      code: 'output/disagree',
      message: `${where} lists ${route}, which its visibility keeps out of ${OUTPUT_NAMES[output]}`,
      file: source,
      hint: HINT,
    });
  /** A page an output lists: it must be one of the build's, and its visibility must allow the output. */
  const listed = (where: string, route: string, output: Output) => {
    const page = byRoute.get(route);
    if (!page) diagnostics.push({ severity: 'error', code: 'output/disagree', message: `${where} lists ${route}, which is no page of the build`, hint: HINT });
    else if (!page.visibility[output]) disagree(where, route, output, page.source);
  };

  for (const r of outputs.routes) {
    if (r.robotsMeta === r.visibility.robotsNoindex) continue;
    diagnostics.push({
      severity: 'error',
      code: 'output/disagree',
      message: `${r.file} ${r.robotsMeta ? 'asks' : 'does not ask'} search engines not to index ${r.route}, but its visibility says ${r.visibility.robotsNoindex ? 'it should' : 'it should not'}`,
      file: r.source,
      hint: HINT,
    });
  }

  const origin = config.url.replace(/\/$/, '');
  if (outputs.sitemap !== undefined) {
    const base = origin + config.baseUrl.replace(/\/$/, '');
    const inSitemap = new Set<string>();
    for (const [, loc] of outputs.sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)) {
      const route = loc.startsWith(base) ? loc.slice(base.length) || '/' : loc;
      inSitemap.add(route);
      listed('sitemap.xml', route, 'sitemap');
    }
    for (const r of outputs.routes)
      if (r.visibility.sitemap && !inSitemap.has(r.route))
        diagnostics.push({ severity: 'error', code: 'output/disagree', message: `sitemap.xml leaves out ${r.route}, which its visibility puts in it`, file: r.source, hint: HINT });
  }

  const siteBase = markdownCopyBase(config, main.site.locale.current) ?? `${origin}${config.baseUrl}`;
  const routeOf = (url: string) => (url.startsWith(siteBase) ? `/${url.slice(siteBase.length)}` : url);
  const copyRoute = (file: string) => (file === 'index.md' ? '/' : `/${file.slice(0, -'.md'.length)}`);
  for (const f of outputs.llms) {
    if (f.file.endsWith('llms.txt')) {
      for (const [, url] of f.contents.matchAll(/^- \[(?:[^\]\\]|\\.)*\]\(([^)\s]+)\)/gm)) listed(f.file, copyRoute(routeOf(url).slice(1)), 'llmsTxt');
    } else if (f.file.endsWith('llms-full.txt')) {
      for (const section of fullSections(f.contents)) {
        if (section.source !== undefined) listed(f.file, routeOf(section.source), 'llmsFull');
        else
          diagnostics.push({
            severity: 'error',
            code: 'output/disagree',
            message: `${f.file}:${section.line} starts a section ("${section.title}") that names no page: a page's body reads as a page of its own`,
            hint: HINT,
          });
      }
    } else if (f.file.endsWith('.md')) listed(f.file, copyRoute(f.file), 'mdCopy');
  }

  // A feed's posts, by their URLs: under the site's URL, a locale's carrying its prefix as its routes do.
  const siteUrl = origin + config.baseUrl.replace(/\/$/, '');
  for (const f of outputs.feeds ?? []) {
    for (const url of feedItemUrls(f)) listed(f.file, url.startsWith(siteUrl) ? url.slice(siteUrl.length) || '/' : url, 'feeds');
  }

  const recordBase = config.baseUrl.replace(/\/$/, '');
  for (const record of outputs.searchRecords ?? []) {
    const path = record.url.replace(/#.*$/, '');
    // A locale's home page is `/fr/` in its records and `/fr` as a route.
    const route = (path.startsWith(recordBase) ? path.slice(recordBase.length) : path).replace(/(.)\/$/, '$1') || '/';
    listed(`The search index (record "${record.title}")`, route, 'search');
  }

  for (const model of outputs.models) diagnostics.push(...navigationDisagreements(model));
  return diagnostics;
}

const OUTPUT_NAMES: Record<Output, string> = {
  html: 'the build',
  sidebar: 'sidebars',
  prevNext: 'previous/next links',
  tagPages: 'tag pages',
  blogLists: "a blog's list pages",
  search: 'the search index',
  sitemap: 'the sitemap',
  llmsTxt: 'llms.txt',
  llmsFull: 'llms-full.txt',
  mdCopy: 'markdown copies',
  feeds: 'feeds',
};

/** Sidebars, previous/next links and tag pages of one locale's model, against its pages' visibility; a link to a page the model does not hold (serve's first pages) is the link check's. */
function navigationDisagreements(model: SiteModel): Diagnostic[] {
  const ctx = visibilityContext(model.site);
  const pages = new Map(model.pages.map((p) => [p.route, { visibility: pageVisibility(p, ctx), source: p.source }]));
  const out: Diagnostic[] = [];
  const check = (where: string, href: string, output: Output) => {
    const page = pages.get(href);
    if (page && !page.visibility[output])
      out.push({ severity: 'error', code: 'output/disagree', message: `${where} lists ${href}, which its visibility keeps out of ${OUTPUT_NAMES[output]}`, file: page.source, hint: HINT });
  };
  const walk = (items: SidebarItem[], where: string) => {
    for (const item of items) {
      if ((item.type === 'doc' || item.type === 'category') && item.href) check(where, item.href, 'sidebar');
      if (item.type === 'category') walk(item.items, where);
    }
  };
  for (const inst of model.site.instances) for (const v of inst.versions) for (const [id, items] of Object.entries(v.sidebars)) walk(items, `Sidebar "${id}" of ${inst.id} ${v.name}`);
  for (const blog of model.site.blogs) for (const item of blog.sidebar?.items ?? []) check(`The recent posts of blog "${blog.id}"`, item.href, 'sidebar');
  for (const page of model.pages) {
    if (page.kind === 'doc') for (const link of [page.prev, page.next]) if (link) check(`The previous/next links of ${page.route}`, link.href, 'prevNext');
    if (page.kind === 'generated-index' && page.tagPage) for (const item of page.items) check(`The tag page ${page.route}`, item.href, 'tagPages');
    if (page.kind === 'blog-post') for (const link of [page.newer, page.older]) if (link) check(`The newer/older links of ${page.route}`, link.href, 'prevNext');
    // A tag's list of posts is a tag page; the blog's own and an author's are its lists.
    if (page.kind === 'blog-list') for (const item of page.items) check(`The list ${page.route}`, item.route, page.of && 'tag' in page.of ? 'tagPages' : 'blogLists');
    if (page.kind === 'blog-archive') for (const post of page.posts) check(`The archive ${page.route}`, post.href, 'blogLists');
  }
  return out;
}

/** The post URLs a feed lists, read from it as written: RSS items' links, Atom entries' ids, JSON Feed items' URLs. */
export function feedItemUrls(feed: GeneratedFile): string[] {
  if (feed.file.endsWith('.json')) return ((JSON.parse(feed.contents) as { items?: Array<{ url?: string }> }).items ?? []).map((i) => i.url ?? '');
  const items = [...feed.contents.matchAll(/<(item|entry)>([\s\S]*?)<\/\1>/g)];
  return items.map(([, tag, inner]) => unescapeHtml(new RegExp(tag === 'item' ? '<link>([^<]*)</link>' : '<id>([^<]*)</id>').exec(inner)?.[1] ?? ''));
}

/** Each h1 of llms-full.txt outside a code block, where a page's section starts, and the URL of its Source line. */
export function fullSections(text: string): Array<{ line: number; title: string; source?: string }> {
  const lines = text.split('\n');
  const out: Array<{ line: number; title: string; source?: string }> = [];
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length && /^ {0,3}[`~]+\s*$/.test(line)) fence = undefined;
      continue;
    }
    if (opening) fence = opening;
    else if (line.startsWith('# ')) {
      const source = lines[i + 1] === '' && lines[i + 2]?.startsWith('Source: ') ? lines[i + 2].slice('Source: '.length) : undefined;
      out.push({ line: i + 1, title: line.slice(2), ...(source === undefined ? {} : { source }) });
    }
  }
  return out;
}
