// A compact index of every page section for the /search page, built from the
// parsed pages (not from HTML).
import type { PageData } from '@ctfdocs/core';

export interface SearchEntry {
  /** Title: the heading, or the page title for the page's intro. */
  t: string;
  /** URL with anchor. */
  u: string;
  /** Hierarchy: section › page. */
  h: string;
  /** Body text, trimmed. */
  x: string;
}

const TEXT_LIMIT = 400;

export function buildSearchEntries(pages: PageData[], baseUrl: string, sectionLabel: (instanceId: string) => string): SearchEntry[] {
  const out: SearchEntry[] = [];
  const url = (route: string, anchor: string) => baseUrl.replace(/\/$/, '') + route + (anchor ? `#${anchor}` : '');
  for (const page of pages) {
    if (page.kind === 'doc' || page.kind === 'markdown-page') {
      const section = page.kind === 'doc' ? sectionLabel(page.instanceId) : 'Pages';
      for (const s of page.compiled.sections) {
        out.push({
          t: s.heading || page.title,
          u: url(page.route, s.anchor),
          h: s.heading ? `${section} › ${page.title}` : section,
          x: s.text.slice(0, TEXT_LIMIT),
        });
      }
      if (!page.compiled.sections.length) out.push({ t: page.title, u: url(page.route, ''), h: section, x: page.description ?? '' });
    } else if (page.kind === 'api-reference') {
      for (const tag of page.api.tags) {
        for (const op of tag.operations) {
          out.push({ t: `${op.method} ${op.path}`, u: url(page.route, `operation/${op.id}`), h: `${page.title} › ${tag.name}`, x: `${op.summary}. ${op.description ?? ''}`.slice(0, TEXT_LIMIT) });
        }
      }
    }
  }
  return out;
}
