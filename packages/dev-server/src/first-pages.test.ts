import { describe, expect, it } from 'vitest';
import { mayBePage } from './first-pages.ts';

describe('mayBePage', () => {
  it('takes paths without an extension and .html files for pages', () => {
    for (const rel of ['index.html', 'docs/intro', 'docs/intro.html', 'docs/v1/setup']) expect(mayBePage(rel), rel).toBe(true);
  });
  it('leaves static files and the search index to the whole build', () => {
    for (const rel of ['img/logo.svg', 'assets/search/manifest.dev.json', 'sitemap.xml', 'favicon.ico']) expect(mayBePage(rel), rel).toBe(false);
  });
});
