// A large API reference's operation details (parameters, schemas, responses,
// code samples: most of its weight) as one file per operation, which the page
// links to and the client loads when the reader opens them. Named by content
// hash under assets/, so hosts cache them for good and a page never points at
// a stale one.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApiReferencePageData, SiteData } from '@ctfdocs/core';
import { ApiOperationDetails, apiDetailsFile, ShellProvider, withBase } from '@ctfdocs/theme';
import { contentHash } from './client-assets.ts';

/**
 * Renders the details of each operation the page shows into `files` (output
 * path → HTML) and returns each operation's URL, or nothing for a page that
 * carries its details itself.
 */
export function renderApiDetails(site: SiteData, page: ApiReferencePageData, files: Map<string, string>): Map<string, string> | undefined {
  if (!page.detailsOnExpand) return undefined;
  const urls = new Map<string, string>();
  for (const tag of page.api.tags) {
    for (const op of tag.operations) {
      const html = renderToStaticMarkup(createElement(ShellProvider, { value: { site, route: page.route } }, createElement(ApiOperationDetails, { op, api: page.api })));
      const file = apiDetailsFile(contentHash(html));
      files.set(file, html);
      urls.set(op.id, withBase(site.config.baseUrl, `/${file}`));
    }
  }
  return urls;
}
