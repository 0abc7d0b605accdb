// Every link to another site the built pages hold, with where it was
// written: a page's file and line for a link written in it, the config
// file's key for one of the navbar, footer or announcement bar, else the
// page's file (a React page, an API reference) with the number of pages.
import type { CheckedPage } from '../check.ts';
import { formatKeyPath } from '../../util/yaml-source.ts';
import { checkedUrl } from './targets.ts';

/** Where a link to another site was written. */
export interface ExternalLinkPlace {
  /** The link as written. */
  written: string;
  file?: string;
  line?: number;
  column?: number;
  configPath?: string;
  /** For a link the layout repeats: how many pages carry it, and one of them. */
  pages?: { count: number; example: string };
}

export interface ConfigSource {
  /** The config file, relative to the site root. */
  file: string;
  /** The config as read (its values, for finding where a layout link was written). */
  value: unknown;
  locate(path: Array<string | number>): { line: number; column: number } | undefined;
}

/** Checked URL → the places it was written, in the order the pages came. */
export type ExternalLinks = Map<string, ExternalLinkPlace[]>;

export function collectExternalLinks(pages: readonly CheckedPage[], config: ConfigSource): ExternalLinks {
  const links: ExternalLinks = new Map();
  const seen = new Set<string>();
  const add = (url: string, place: ExternalLinkPlace) => {
    const key = `${url}\0${place.file}\0${place.line}\0${place.column}\0${place.configPath}`;
    if (seen.has(key)) return;
    seen.add(key);
    const places = links.get(url) ?? [];
    places.push(place);
    links.set(url, places);
  };
  // Links no page wrote: the layout's (once per page) or a React page's.
  const unwritten = new Map<string, { written: string; source: string; count: number; example: string }>();
  for (const page of pages) {
    const written = new Set<string>();
    for (const link of page.contentLinks) {
      const url = checkedUrl(link.url);
      if (!url) continue;
      // By the URL asked: the HTML has the link encoded (`a b` as `a%20b`) where the markdown has it as written.
      written.add(url);
      add(url, { written: link.url, file: link.file ?? page.source, line: link.line, column: link.column });
    }
    for (const href of page.links.external ?? []) {
      const url = checkedUrl(href);
      if (!url || written.has(url)) continue;
      const tally = unwritten.get(href) ?? { written: href, source: page.source, count: 0, example: page.route };
      tally.count++;
      unwritten.set(href, tally);
    }
  }
  for (const [href, tally] of unwritten) {
    const url = checkedUrl(href)!;
    const keyPath = keyPathOf(config.value, href);
    if (keyPath) add(url, { written: href, file: config.file, ...config.locate(keyPath), configPath: formatKeyPath(keyPath) });
    else add(url, { written: href, file: tally.source, pages: { count: tally.count, example: tally.example } });
  }
  return links;
}

/** The key path of the first config value that is the URL or holds it (in HTML: the announcement bar, the footer's copyright). */
function keyPathOf(value: unknown, url: string, at: Array<string | number> = []): Array<string | number> | undefined {
  if (typeof value === 'string') return value === url || value.includes(url) ? at : undefined;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = keyPathOf(v, url, [...at, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = keyPathOf(v, url, [...at, k]);
      if (found) return found;
    }
  }
  return undefined;
}
