// A large reference's operation details are one file each under assets/api,
// named by content hash, linked with the site's base URL; a page that
// carries its details itself gets none.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiReferencePages, loadApiDocument, type SiteData } from '@ctfdocs/core';
import { API_DETAILS_DIR } from '@ctfdocs/theme';
import { renderApiDetails } from './api-details.ts';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../../..');
const site = { config: { baseUrl: '/docs/' } } as unknown as SiteData;
const { api } = await loadApiDocument(path.join(repoRoot, 'test/fixtures/api-specs/lab-openapi-3.0.yaml'), 'lab.yaml');
const ids = api!.tags.flatMap((t) => t.operations.map((o) => o.id));

describe('API operation details files', () => {
  it('writes one file per operation and links each with the base URL', () => {
    const [page] = apiReferencePages({ route: '/api/lab', title: 'Lab API', spec: 'lab.yaml', detailsOnExpand: true }, api!);
    const files = new Map<string, string>();
    const urls = renderApiDetails(site, page, files)!;
    expect([...urls.keys()]).toEqual(ids);
    expect(files.size).toBe(ids.length);
    for (const url of urls.values()) {
      expect(url).toMatch(new RegExp(`^/docs/${API_DETAILS_DIR}/[0-9a-f]{10}\\.html$`));
      expect(files.has(url.slice('/docs/'.length))).toBe(true);
    }
    const crew = files.get(urls.get('getCrew')!.slice('/docs/'.length))!;
    expect(crew).toContain('class="schema-name">members</code>');
    expect(crew).toContain('class="copy-button"');
    expect(crew).not.toContain('<html');
    // The same operation gives the same file name: hosts may cache it for good.
    const again = new Map<string, string>();
    expect(renderApiDetails(site, page, again)).toEqual(urls);
  });

  it('writes nothing for a page that carries its details', () => {
    const [page] = apiReferencePages({ route: '/api/lab', title: 'Lab API', spec: 'lab.yaml' }, api!);
    const files = new Map<string, string>();
    expect(renderApiDetails(site, page, files)).toBeUndefined();
    expect(files.size).toBe(0);
  });
});
