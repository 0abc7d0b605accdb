// Which outputs a page goes into, decided here and nowhere else: every output
// (the page's HTML, sidebars, previous/next links, tag pages, a blog's list
// pages, the search index, the sitemap, llms.txt, llms-full.txt, markdown
// copies, feeds) asks
// `visibility` or `pageVisibility`, and the build's agreement check
// (renderer/src/output-agreement.ts) holds the outputs it wrote to the same
// answers. The semantics are Docusaurus's: `draft` pages exist only in
// `serve`; `unlisted` pages are built and reachable by their URL but listed
// nowhere; and, a ctfdocs extension, `noindex` pages stay in the site's own
// navigation and search but out of what is read by search engines and
// language models. Docusaurus's site-wide `noIndex` marks every page and
// leaves the sitemap empty, and changes nothing else.
import type { FrontMatter } from '../schemas/front-matter.ts';
import type { PageData } from '../types.ts';

/**
 * Every output a page can be part of. A new output is a new name, which
 * each rule below then decides. `blogLists` are a blog's pages of posts (its
 * paginated list, an author's page, the archive); its tag pages are
 * `tagPages`, its recent posts `sidebar`.
 */
export const OUTPUTS = ['html', 'sidebar', 'prevNext', 'tagPages', 'blogLists', 'search', 'sitemap', 'llmsTxt', 'llmsFull', 'mdCopy', 'feeds'] as const;
export type Output = (typeof OUTPUTS)[number];

/** What a page says of itself, in its front matter (or by its kind). */
export type VisibilityFlags = Pick<FrontMatter, 'draft' | 'unlisted' | 'noindex'>;

export interface VisibilityContext {
  /** A development build (`serve`): drafts are shown. */
  dev: boolean;
  /** Docusaurus's site-wide `noIndex`. */
  noIndex: boolean;
}

/** Each output, whether the page is in it; and whether its HTML asks search engines not to index it. */
export type Visibility = Record<Output, boolean> & { robotsNoindex: boolean };

/**
 * The outputs each flag keeps a page out of. A markdown copy cannot carry a
 * robots meta element, so a page that asks not to be indexed has none: a
 * crawler would index the copy in its place.
 */
const KEPT_OUT_BY: Record<keyof VisibilityFlags, readonly Output[]> = {
  draft: OUTPUTS,
  unlisted: ['sidebar', 'prevNext', 'tagPages', 'blogLists', 'search', 'sitemap', 'llmsTxt', 'llmsFull', 'mdCopy', 'feeds'],
  noindex: ['sitemap', 'llmsTxt', 'llmsFull', 'mdCopy'],
};

/** The one decision: which outputs a page with these flags goes into. */
export function visibility(flags: VisibilityFlags, ctx: VisibilityContext): Visibility {
  const out = new Set<Output>();
  const applies = { draft: Boolean(flags.draft) && !ctx.dev, unlisted: Boolean(flags.unlisted), noindex: Boolean(flags.noindex) };
  for (const flag of Object.keys(KEPT_OUT_BY) as Array<keyof VisibilityFlags>) if (applies[flag]) for (const o of KEPT_OUT_BY[flag]) out.add(o);
  // The sitemap lists what search engines are asked to index: nothing, when the site asks for none.
  if (ctx.noIndex) out.add('sitemap');
  const result = Object.fromEntries(OUTPUTS.map((o) => [o, !out.has(o)])) as Record<Output, boolean>;
  return { ...result, robotsNoindex: applies.unlisted || applies.noindex || ctx.noIndex };
}

/** The flags of a page's (or a post's) front matter. */
export function flagsOf(frontMatter: VisibilityFlags): VisibilityFlags {
  return { draft: frontMatter.draft, unlisted: frontMatter.unlisted, noindex: frontMatter.noindex };
}

/** What each kind of page says of itself: the search page and a redirect are reachable, and listed nowhere. */
const KIND_FLAGS: { [K in PageData['kind']]: (page: Extract<PageData, { kind: K }>) => VisibilityFlags } = {
  doc: (page) => page.flags,
  'markdown-page': (page) => page.flags,
  'generated-index': () => ({}),
  'api-reference': () => ({}),
  'react-page': () => ({}),
  'plugin-route': () => ({}),
  search: () => ({ unlisted: true }),
  redirect: () => ({ unlisted: true }),
  'blog-post': (page) => page.flags,
  'blog-list': () => ({}),
  'blog-tags': () => ({}),
  'blog-authors': () => ({}),
  'blog-archive': () => ({}),
};

/** Which outputs a page goes into, for any kind of page. */
export function pageVisibility(page: PageData, ctx: VisibilityContext): Visibility {
  return visibility((KIND_FLAGS[page.kind] as (p: PageData) => VisibilityFlags)(page), ctx);
}

/** A page that is no page of the site (the not-found page, a crash page): reachable, and listed nowhere. */
export function notAPageVisibility(ctx: VisibilityContext): Visibility {
  return visibility({ unlisted: true }, ctx);
}

/** The context a site's pages are decided in. */
export function visibilityContext(site: { dev: boolean; config: { noIndex: boolean } }): VisibilityContext {
  return { dev: site.dev, noIndex: site.config.noIndex };
}
