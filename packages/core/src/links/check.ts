// Check every link in the rendered HTML of every page (navbar, sidebar and
// footer included) against the routes and files the build produces, and
// every #anchor against the ids in the target page's final HTML.
import type { Diagnostic, SourceLink } from '../types.ts';
import type { OnProblem } from '../schemas/on-problem.ts';
import { isAbsoluteUrl, isExternalUrl } from '../shared/url.ts';
import { unescapeHtml } from '../shared/html.ts';

/** What the checkers need of a page's final HTML: its ids, its distinct local hrefs and its links to other sites. */
export interface PageLinks {
  ids: Set<string>;
  hrefs: string[];
  /** Distinct http(s) and protocol-relative hrefs, for `check --external` (links/external/). */
  external?: string[];
}

export interface CheckedPage {
  route: string;
  /** Source file of the page (site-root relative). */
  source: string;
  links: PageLinks;
  /** Links written in the page's markdown, with lines: to tell content from layout. */
  contentLinks: SourceLink[];
}

export interface LinkCheckOptions {
  baseUrl: string;
  onBrokenLinks: OnProblem;
  onBrokenAnchors: OnProblem;
  onBrokenMarkdownLinks: OnProblem;
  /** Paths of the files in the output (assets, static files, HTML included), without baseUrl, starting with "/". */
  files: Set<string>;
  /** The config file, named in the hint of a link broken in the navbar or footer. */
  configFile?: string;
  /**
   * Routes that exist but whose HTML is not among the checked pages (serve
   * checks its first pages before the rest is rendered): links to them are
   * good, and their anchors are left to the check of the whole site.
   */
  otherRoute?(path: string): boolean;
  /**
   * Whether a link written in a page (`source`, site-root relative) names a
   * file beside it that exists but is not published (only static folders'
   * files are): reported as such, whatever onBrokenLinks says.
   */
  unpublishedFile?(source: string, href: string): boolean;
}

// A pathname:// link from markdown (marked data-pathname-link) is not checked, as in Docusaurus.
const HREF = /<a\b(?![^>]*\sdata-pathname-link)[^>]*?\shref="([^"]*)"/g;
const ID = /\s(?:id|name)="([^"]*)"/g;

/**
 * A fresh copy of a string. A regex match is a slice of the string it was
 * found in, and keeps all of it alive: kept for the checker, the ids and
 * hrefs of every page would otherwise keep every page's whole HTML in memory.
 */
function own(s: string): string {
  return s.length > 12 ? Buffer.from(s, 'utf8').toString('utf8') : s;
}

/**
 * Read a page's ids and local hrefs, once, as soon as it is rendered. Pages
 * repeat the same navbar and sidebar links: `shared` (one per build) keeps
 * one copy of each href and id for all of them.
 */
export function scanLinks(html: string, shared: Map<string, string> = new Map()): PageLinks {
  // An attribute's decoded value, one copy per build: pages repeat hrefs and
  // ids (the shell's, and headings such as "overview").
  const value = (attr: string): string => {
    let v = shared.get(attr);
    if (v === undefined) {
      v = own(unescapeHtml(attr));
      shared.set(v === attr ? v : own(attr), v);
    }
    return v;
  };
  const hrefs = new Set<string>();
  const external = new Set<string>();
  for (const m of html.matchAll(HREF)) {
    const href = value(m[1]);
    if (href && !isAbsoluteUrl(href)) hrefs.add(href);
    else if (href && isExternalUrl(href)) external.add(href);
  }
  const ids = new Set<string>();
  for (const m of html.matchAll(ID)) ids.add(value(m[1]));
  return { ids, hrefs: [...hrefs], ...(external.size ? { external: [...external] } : {}) };
}

export function checkLinks(pages: CheckedPage[], opts: LinkCheckOptions): Diagnostic[] {
  const idsByRoute = new Map<string, Set<string>>();
  for (const p of pages) idsByRoute.set(p.route, p.links.ids);
  // The navbar, sidebar and footer repeat the same absolute links on every
  // page: resolve each once.
  const resolved = new Map<string, ReturnType<typeof resolve>>();
  const resolveOnce = (raw: string, route: string) => {
    const key = raw.startsWith('/') ? raw : `${route}\0${raw}`;
    if (!resolved.has(key)) resolved.set(key, resolve(raw, route, opts.baseUrl));
    return resolved.get(key);
  };
  const diagnostics: Diagnostic[] = [];
  const layoutBroken = new Map<string, LayoutTally>();
  const layoutAnchors = new Map<string, LayoutTally>();
  const linkSeverity = severity(opts.onBrokenLinks);
  const anchorSeverity = severity(opts.onBrokenAnchors);
  const mdSeverity = severity(opts.onBrokenMarkdownLinks);

  for (const page of pages) {
    const byUrl = new Map<string, SourceLink>();
    for (const l of page.contentLinks) if (!byUrl.has(l.url)) byUrl.set(l.url, l);
    for (const raw of page.links.hrefs) {
      const target = resolveOnce(raw, page.route);
      if (!target) continue;
      const fromContent = byUrl.get(raw) ?? byUrl.get(raw.replace(opts.baseUrl, '/'));
      // A link to a missing .md file is reported once, as a markdown-link warning below.
      if (fromContent?.brokenMarkdownTarget) continue;
      const where = fromContent ? `${page.route} (${fromContent.file ?? page.source}${fromContent.line ? `:${fromContent.line}` : ''})` : undefined;
      const targetIds = idsByRoute.get(target.path);
      // resolve() reads /x.html as the route /x; a static file named x.html is no route but is there.
      const exists = targetIds !== undefined || opts.files.has(target.path) || opts.files.has(`${target.path}.html`) || Boolean(opts.otherRoute?.(target.path));
      if (!exists) {
        if (fromContent && opts.unpublishedFile?.(fromContent.file ?? page.source, raw)) {
          diagnostics.push(
            writtenAt(page, fromContent, {
              severity: 'error',
              code: 'link/file-not-published',
              message: `Link to a file that is not published: ${where} → ${raw}`,
              hint: 'Only pages, images and the files of static folders (staticDirectories) are published: move the file into a static folder (static/files/guide.pdf is served at /files/guide.pdf) and link to it there.',
            }),
          );
          continue;
        }
        if (!linkSeverity) continue;
        if (fromContent) {
          diagnostics.push(
            writtenAt(page, fromContent, {
              severity: linkSeverity,
              code: 'link/broken',
              message: `Broken link: ${where} → ${raw}`,
              hint: 'Point the link at an existing route (no trailing slash) or file; `ctfdocs build` lists every route.',
            }),
          );
        } else tally(layoutBroken, raw, page.route);
        continue;
      }
      if (target.hash && targetIds && anchorSeverity && !targetIds.has(target.hash)) {
        if (fromContent) {
          diagnostics.push(
            writtenAt(page, fromContent, {
              severity: anchorSeverity,
              code: 'link/broken-anchor',
              message: `Broken anchor: ${where} → ${raw} (no element with id "${target.hash}" on ${target.path})`,
              hint: 'Use the slug of a heading on the target page, or give the heading an id with {#id}.',
            }),
          );
        } else tally(layoutAnchors, raw, page.route);
      }
    }
    if (mdSeverity) {
      for (const l of page.contentLinks) {
        if (!l.brokenMarkdownTarget) continue;
        diagnostics.push(
          writtenAt(page, l, {
            severity: mdSeverity,
            code: 'link/broken-markdown',
            message: `Broken markdown link: ${page.route} (${l.file ?? page.source}${l.line ? `:${l.line}` : ''}) → ${l.url}: no page for that file`,
            hint: 'Link to an existing .md file (relative to this file), or to a route.',
          }),
        );
      }
    }
  }
  for (const [raw, t] of layoutBroken) {
    const hint = `Fix the link in ${opts.configFile ?? 'the config file'} (navbar or footer) or in the sidebar source.`;
    diagnostics.push({ severity: linkSeverity!, code: 'link/broken', message: `Broken link in the layout (navbar, sidebar or footer) ${onPages(t)} → ${raw}`, hint });
  }
  for (const [raw, t] of layoutAnchors) {
    diagnostics.push({ severity: anchorSeverity!, code: 'link/broken-anchor', message: `Broken anchor in the layout ${onPages(t)} → ${raw}`, hint: 'Fix the anchor in the config or the theme.' });
  }
  return diagnostics;
}

/** A link the navbar, sidebar or footer repeats: reported once, with how many pages carry it. */
interface LayoutTally {
  count: number;
  example: string;
}

function tally(tallies: Map<string, LayoutTally>, raw: string, route: string): void {
  const t = tallies.get(raw) ?? { count: 0, example: route };
  t.count++;
  tallies.set(raw, t);
}

function onPages({ count, example }: LayoutTally): string {
  return `on ${count} page${count === 1 ? '' : 's'}, e.g. ${example}`;
}

/** A problem with a link written in a page's markdown, placed where it was written. */
function writtenAt(page: CheckedPage, link: SourceLink, problem: Required<Pick<Diagnostic, 'severity' | 'code' | 'message' | 'hint'>>): Diagnostic {
  return { severity: problem.severity, code: problem.code, message: problem.message, file: link.file ?? page.source, line: link.line, column: link.column, hint: problem.hint };
}

function severity(on: OnProblem): Diagnostic['severity'] | undefined {
  return on === 'throw' ? 'error' : on === 'warn' ? 'warning' : undefined;
}

/** Resolve an href against the page it is on, under baseUrl and the no-trailing-slash policy. */
export function resolve(href: string, fromRoute: string, baseUrl: string): { path: string; hash?: string } | undefined {
  let url: URL;
  try {
    url = new URL(href, `http://site.invalid${baseUrl}${fromRoute.replace(/^\//, '')}`);
  } catch {
    return undefined;
  }
  let p = decodeURIComponentSafe(url.pathname);
  if (!p.startsWith(baseUrl)) return { path: p, hash: url.hash.slice(1) || undefined };
  p = '/' + p.slice(baseUrl.length);
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  if (p.endsWith('/index.html')) p = p.slice(0, -'/index.html'.length) || '/';
  else if (p.endsWith('.html') && p !== '/404.html') p = p.slice(0, -'.html'.length);
  return { path: p, hash: url.hash ? decodeURIComponentSafe(url.hash.slice(1)) : undefined };
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
