// The search index's records (search-index.ts), from the parsed pages: one
// per page (doc, markdown page, blog post) and per h2/h3 section, and one per
// API operation.
import type { ApiDocument, PageData, SiteModel } from '@ctfdocs/core';
import { pageVisibility, plainText, visibilityContext } from '@ctfdocs/core';
import { recordContextsOf } from '@ctfdocs/theme';
import { instanceLabeler } from './instance-labels.ts';
import type { SearchRecord } from './search-index.ts';

/** A page whose content is compiled markdown. */
export type ContentPage = Extract<PageData, { kind: 'doc' | 'markdown-page' | 'blog-post' }>;

export function searchRecords(pages: PageData[], baseUrl: string, keysOf: (page: PageData) => string[], sectionOf: (page: ContentPage) => string): SearchRecord[] {
  const out: SearchRecord[] = [];
  const url = (route: string, anchor: string) => baseUrl.replace(/\/$/, '') + route + (anchor ? `#${anchor}` : '');
  for (const page of pages) {
    if (page.kind === 'doc' || page.kind === 'markdown-page' || page.kind === 'blog-post') {
      const keys = keysOf(page);
      const section = sectionOf(page);
      const intro = [page.description ?? '', (page.keywords ?? []).join(' ')].join(' ').trim();
      if (!page.compiled.sections.some((s) => !s.heading)) out.push({ keys, title: page.title, url: url(page.route, ''), hierarchy: [section], text: intro });
      for (const s of page.compiled.sections) {
        if (s.heading) out.push({ keys, title: s.heading, url: url(page.route, s.anchor), hierarchy: [section, page.title], pageTitle: page.title, text: s.text });
        else out.push({ keys, title: page.title, url: url(page.route, ''), hierarchy: [section], text: `${intro} ${s.text}`.trim() });
      }
    } else if (page.kind === 'api-reference') {
      const keys = keysOf(page);
      for (const tag of page.api.tags) {
        for (const op of tag.operations) {
          out.push({
            keys,
            title: `${op.method.toUpperCase()} ${op.path}`,
            url: url(page.route, `operation/${op.id}`),
            hierarchy: [page.title, tag.name],
            pageTitle: tag.name,
            text: [op.summary, descriptionText(page.api, op.description)].join('. ').trim(),
          });
        }
      }
    }
  }
  return out;
}

/** A description as the reader sees it: its compiled form's text, not the markdown source. */
function descriptionText(api: ApiDocument, text: string | undefined): string {
  if (!text) return '';
  const tree = api.markdown?.get(text);
  return tree ? plainText(tree) : text;
}

/** The records of one locale's copy of the site, each keyed by the contexts (locale and docs version) it belongs to; only of pages whose visibility puts them in search. */
export function siteSearchRecords(model: SiteModel): SearchRecord[] {
  const { site } = model;
  const { config } = site;
  const ctx = visibilityContext(site);
  // In this locale's words: the navbar is translated with the site.
  const label = instanceLabeler(config);
  const blogTitles = new Map(site.blogs.map((b) => [b.id, b.title]));
  return searchRecords(
    model.pages.filter((page) => pageVisibility(page, ctx).search),
    config.baseUrl,
    (page) => recordContextsOf(site, page.kind === 'doc' ? page : undefined),
    (page) => (page.kind === 'doc' ? label(page.instanceId) : page.kind === 'blog-post' ? (blogTitles.get(page.blogId) ?? page.blogId) : 'Pages'),
  );
}
