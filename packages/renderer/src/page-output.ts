// What becomes of a rendered page: its HTML file, its content chunk, and what
// the link checker and the sitemap need to know of it. The HTML goes to the
// output as soon as it is made; of a page, only its links stay until the
// check, so a build's memory does not grow with the size of its pages.
import { scanLinks, type CheckedPage, type Memo, type PageLinks, type SourceLink, type Visibility } from '@ctfdocs/core';
import { chunkFile } from '@ctfdocs/theme';
import { pageChunk } from './content-chunks.ts';
import type { OutputSink } from './output.ts';

/** A page as the renderer made it. */
export interface RenderedPage {
  route: string;
  source: string;
  file: string;
  html: string;
  contentLinks: SourceLink[];
  /** Which outputs the page goes into (core's site/visibility.ts). */
  visibility: Visibility;
  /** The page's key in serve's render memo (render.ts), which names its HTML: what is cut from the HTML is kept under it too. */
  key?: string;
}

/** What is kept of a page once written: enough for the link check, the sitemap and the outputs' agreement check. */
export interface RenderedRoute extends CheckedPage {
  file: string;
  visibility: Visibility;
  /** Whether the HTML written asks search engines not to index it (a robots meta element in its head). */
  robotsMeta: boolean;
}

/** What is cut from a page's HTML: its links, and its content chunk (none for the not-found page). */
export interface PageCuts {
  links: PageLinks;
  chunk?: string;
}

/** Kept by `serve` between rebuilds, by the key of the page's HTML (RenderedPage.key). */
export type PageOutputMemo = Memo<PageCuts>;

/** `/` and `/docs/a` under the locale prefix `fr/`: `/fr` and `/fr/docs/a`. */
function underPrefix(prefix: string, route: string): string {
  const base = `/${prefix.replace(/\/$/, '')}`;
  return route === '/' ? base : base + route;
}

export class PageOutput {
  readonly routes: RenderedRoute[] = [];
  // One copy of each href for all pages: the navbar and sidebars repeat them.
  private readonly hrefs = new Map<string, string>();

  constructor(
    private readonly sink: OutputSink,
    private readonly memo?: PageOutputMemo,
  ) {}

  /** Write a page (under a locale's prefix, if any) and keep its links. */
  async add(page: RenderedPage, prefix = ''): Promise<void> {
    const route = prefix ? underPrefix(prefix, page.route) : page.route;
    const cut = () => {
      // Chunks are for client navigation between pages; nothing navigates to the 404 page.
      const chunk = page.file === '404.html' ? undefined : pageChunk(page.html);
      return { value: { links: scanLinks(page.html, this.hrefs), ...(chunk ? { chunk: JSON.stringify(chunk) } : {}) }, diagnostics: [] };
    };
    const made = (this.memo && page.key !== undefined ? this.memo.getOrMake(page.key, cut) : cut()).value;
    this.routes.push({
      route,
      source: page.source,
      file: prefix + page.file,
      visibility: page.visibility,
      // Looked for in the head only, searching back from its end.
      robotsMeta: page.html.lastIndexOf('<meta name="robots" content="noindex"', page.html.indexOf('</head>')) >= 0,
      links: made.links,
      contentLinks: page.contentLinks,
    });
    await this.sink.put(prefix + page.file, { contents: page.html, key: page.key });
    // Each locale's chunks live under its prefix, where client navigation expects them from its baseUrl.
    if (made.chunk !== undefined) await this.sink.put(prefix + chunkFile(page.route), { contents: made.chunk });
  }
}
