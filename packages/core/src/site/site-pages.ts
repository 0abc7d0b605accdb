// The site's own pages (src/pages: markdown and React) and the search page.
import path from 'node:path';
import type { CompiledMarkdown, ContentGraph, PageImage } from '../types.ts';
import type { SiteConfig } from '../config/schema.ts';
import { joinRoute } from '../routes/join.ts';
import type { SitePart } from './site-part.ts';
import { flagsOf } from './visibility.ts';
import type { ImageRegistry } from '../assets/images.ts';
import { frontMatterImage } from './page-image.ts';

export interface SitePagesInput {
  graph: ContentGraph;
  config: SiteConfig;
  rootDir: string;
  configFile: string;
  /** Each compiled markdown file, by source (CompiledSources.bySource). */
  compiled: ReadonlyMap<string, CompiledMarkdown>;
  /** Make the pages of the routes this accepts; every route is listed still. */
  wanted(route: string): boolean;
  /** Where `image` front matter is published. */
  images: ImageRegistry;
}

export function sitePages(input: SitePagesInput): SitePart {
  const { graph, config, rootDir, wanted } = input;
  const pages: SitePart['pages'] = [];
  const routes: SitePart['routes'] = [];
  const diagnostics: SitePart['diagnostics'] = [];
  for (const p of graph.pages) {
    routes.push({ path: p.route, kind: 'page', source: p.source });
    if (!wanted(p.route)) continue;
    if (p.kind === 'tsx') {
      pages.push({ kind: 'react-page', route: p.route, source: p.source, modulePath: path.resolve(rootDir, p.source) });
    } else {
      const compiled = input.compiled.get(p.source)!;
      diagnostics.push(...compiled.diagnostics);
      pages.push({
        kind: 'markdown-page',
        route: p.route,
        source: p.source,
        title: p.frontMatter.title ?? compiled.title ?? p.route,
        description: p.frontMatter.description,
        compiled,
        toc: compiled.toc,
        hideToc: Boolean(p.frontMatter.hide_table_of_contents),
        hideTitle: Boolean(p.frontMatter.hide_title),
        // Site pages have no editUrl of their own: a page links to its source only when it says where.
        editUrl: p.frontMatter.custom_edit_url ?? undefined,
        keywords: p.frontMatter.keywords,
        flags: flagsOf(p.frontMatter),
        ...(p.frontMatter.verified ? { verified: p.frontMatter.verified } : {}),
        ...withImage(frontMatterImage(p, { rootDir, images: input.images, siteUrl: config.url }, diagnostics)),
      });
    }
  }

  const search = config.themeConfig.search;
  if (search) {
    const route = joinRoute('/', search.searchPagePath);
    pages.push({ kind: 'search', route, source: input.configFile });
    routes.push({ path: route, kind: 'page', source: `${input.configFile} (themeConfig.search.searchPagePath)` });
  }

  return { pages, routes, diagnostics };
}

const withImage = (image: PageImage | undefined) => (image ? { image } : {});
