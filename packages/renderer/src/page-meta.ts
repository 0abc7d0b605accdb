// The head's title, description, keywords and image of the pages whose head
// is made from their data alone. The render draws their shell from it, and
// the social cards are asked for from it as soon as the site is loaded
// (build.ts), so the card process draws while the client assets are made
// instead of only once the render names each card. One function for both, so
// a card asked for early is the card the page then names. Pages whose head
// comes from code (React pages, plugins' routes) or from the blog's parts
// are left to the render.
import type { PageData, PageImage, SiteData, SiteModel } from '@ctfdocs/core';
import type { ImagePage } from './social-cards/cards.ts';

export interface DataPageMeta {
  title?: string;
  description?: string;
  keywords?: string[];
  image?: PageImage;
}

export function dataPageMeta(site: SiteData, page: PageData): DataPageMeta | undefined {
  switch (page.kind) {
    case 'doc':
    case 'markdown-page':
      return { title: page.title, description: page.description, keywords: page.keywords, image: page.image };
    case 'generated-index':
      return { title: page.title, description: page.description };
    case 'search':
      return { title: site.texts['theme.SearchBar.label'] };
    case 'api-reference':
      return { title: page.title, description: page.description ?? `Reference for every operation of the ${page.api.title}.` };
    default:
      return undefined;
  }
}

/** The pages of each model whose head is made from their data, as the social cards see them (the first page of a route, as the render takes it). */
export function dataPageHeads(models: Iterable<SiteModel>): ImagePage[] {
  const heads: ImagePage[] = [];
  for (const { site, pages } of models) {
    const seen = new Set<string>();
    for (const page of pages) {
      if (seen.has(page.route)) continue;
      seen.add(page.route);
      const meta = dataPageMeta(site, page);
      if (meta) heads.push({ route: page.route, title: meta.title, description: meta.description, image: meta.image });
    }
  }
  return heads;
}
