// Content chunks for client-side navigation. Each rendered page yields a small
// JSON file with only what differs between pages (head tags, navbar, the main
// column); docs sidebars, shared by many pages, are written once per distinct
// sidebar under the content hash the renderer gave it (`data-sidebar` on the
// aside). There is no route manifest: the client derives a chunk's URL from
// the link it follows, so what one page downloads does not grow with the site.
//
// Chunks are cut out of the final HTML rather than rendered a second time, so
// they can never disagree with the page a full load shows.
import { type ContentChunk, unescapeHtml } from '@ctfdocs/core';
import { DOC_SIDEBAR, MAIN_WRAPPER, NAVBAR } from '@ctfdocs/theme';

/** End index (exclusive) of the element whose start tag begins at `start`, counting nested tags of the same name. */
function elementEnd(html: string, start: number, tag: string): number {
  const re = new RegExp(`<(/?)${tag}(?=[\\s>/])`, 'g');
  re.lastIndex = start;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.indexOf('>', m.index) + 1;
  }
  return -1;
}

/** Outer HTML span of the first `<tag` whose start tag begins with `opening`. */
function find(html: string, opening: string, tag: string, from = 0): { start: number; end: number } | undefined {
  const start = html.indexOf(opening, from);
  if (start < 0) return undefined;
  const end = elementEnd(html, start, tag);
  return end < 0 ? undefined : { start, end };
}

// A stylesheet with a precedence is one a page's content asked for (KaTeX's, on a page with math): it goes with the page.
const HEAD_TAGS =
  /<title>[^<]*<\/title>|<meta (?:name="(?:description|keywords|robots)"|property="og:[a-z_:]+")[^>]*>|<link rel="(?:canonical|alternate)"[^>]*>|<link rel="stylesheet" href="[^"]*" data-precedence="[^"]*"\/?>/g;
/** The build's own stylesheet and scripts, which every page of a build links. */
const BUILD_ASSETS = /<link rel="stylesheet" href="([^"]*)"(?! data-precedence)|<script src="([^"]*)"/g;
const CURRENT = /href="([^"]*)" aria-current="page"/;
const ASIDE = `<aside class="${DOC_SIDEBAR}"`;
const SIDEBAR_KEY = / data-sidebar="([^"]*)"/;
const NAV_OPEN = `<nav class="${NAVBAR}"`;
const WRAPPER_OPEN = `<div class="${MAIN_WRAPPER}">`;

/**
 * The shell's layout is navbar, then .main-wrapper, then the footer (if any)
 * and </body>: both spans can be read off those neighbours without walking
 * the page's tags, which on large pages is most of the cost. The walk stays
 * as the fallback when the neighbours are not where the layout puts them.
 */
function shellSpans(html: string) {
  const navStart = html.indexOf(NAV_OPEN);
  const wrapStart = html.indexOf(WRAPPER_OPEN, navStart);
  if (navStart < 0 || wrapStart < 0) return undefined;
  const between = html.slice(navStart, wrapStart).trimEnd();
  const navbar = between.endsWith('</nav>') ? { start: navStart, end: navStart + between.length } : find(html, NAV_OPEN, 'nav');
  const bodyEnd = html.lastIndexOf('</body>');
  const footer = html.lastIndexOf('<footer class="footer', bodyEnd);
  const limit = footer > wrapStart ? footer : bodyEnd;
  const close = html.lastIndexOf('</div>', limit);
  const wrapper = close > wrapStart && !html.slice(close + 6, limit).trim() ? { start: wrapStart, end: close + 6 } : find(html, WRAPPER_OPEN, 'div');
  return navbar && wrapper ? { navbar, wrapper } : undefined;
}

/** The chunk of one rendered page, or undefined for pages without the shell (redirects). */
export function pageChunk(html: string): ContentChunk | undefined {
  const spans = shellSpans(html);
  if (!spans) return undefined;
  const { navbar, wrapper } = spans;
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return undefined;
  const head = html.slice(0, headEnd);
  const assets = [...head.matchAll(BUILD_ASSETS)].map((m) => m[1] ?? m[2]).join(' ');
  const lang = /<html lang="([^"]*)"/.exec(html)?.[1] ?? 'en';
  const dir = /<html [^>]*\bdir="([^"]*)"/.exec(html)?.[1] ?? 'ltr';
  const searchContext = /<html [^>]*\bdata-search-context="([^"]*)"/.exec(html)?.[1];
  let main = html.slice(wrapper.start + WRAPPER_OPEN.length, wrapper.end - '</div>'.length);
  let sidebar: ContentChunk['sidebar'];
  // Only a sidebar rendered ahead has a key (wherever the attribute sits in the start tag); it is left out of the chunk.
  const aside = find(main, ASIDE, 'aside');
  const tagEnd = aside ? main.indexOf('>', aside.start) + 1 : -1;
  const key = aside ? SIDEBAR_KEY.exec(main.slice(aside.start, tagEnd))?.[1] : undefined;
  if (aside && key !== undefined) {
    const current = CURRENT.exec(main.slice(tagEnd, aside.end))?.[1];
    sidebar = { key, ...(current === undefined ? {} : { current: unescapeHtml(current) }) };
    main = main.slice(0, tagEnd) + '</aside>' + main.slice(aside.end);
  }
  return {
    assets,
    lang,
    dir,
    // Written as an attribute: Algolia's context is JSON, its quotes escaped.
    ...(searchContext ? { searchContext: unescapeHtml(searchContext) } : {}),
    head: (head.match(HEAD_TAGS) ?? []).join(''),
    navbar: html.slice(navbar.start, navbar.end),
    main,
    ...(sidebar ? { sidebar } : {}),
  };
}
