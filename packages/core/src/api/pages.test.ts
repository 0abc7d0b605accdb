// One page per reference, or an overview and one page per tag: every
// operation is on exactly one page, and each page's document holds only the
// operations it shows (the search index reads them from there).
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadApiDocument } from './load.ts';
import { apiReferencePages, DETAILS_THRESHOLD, SPLIT_THRESHOLD } from './pages.ts';
import type { ApiDocument, ApiOperation } from '../types.ts';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../../../..');
const ref = { route: '/api/lab', title: 'Lab API', spec: 'specs/lab.yaml' };

async function lab(): Promise<ApiDocument> {
  return (await loadApiDocument(path.join(repoRoot, 'test/fixtures/api-specs/lab-openapi-3.0.yaml'), 'lab.yaml')).api!;
}
const ids = (api: ApiDocument) => api.tags.flatMap((t) => t.operations.map((o) => o.id));

describe('API reference pages', () => {
  it('keeps a small document on one page', async () => {
    const api = await lab();
    const pages = apiReferencePages(ref, api);
    expect(pages.map((p) => p.route)).toEqual(['/api/lab']);
    expect(pages[0].tagPages).toBeUndefined();
    expect(pages[0].overviewRoute).toBe('/api/lab');
    expect(ids(pages[0].api)).toEqual(ids(api));
  });

  it('splits by tag when asked: an overview without operations and one page per tag', async () => {
    const api = await lab();
    const pages = apiReferencePages({ ...ref, splitByTag: true }, api);
    expect(pages.map((p) => p.route)).toEqual(['/api/lab', '/api/lab/tag/exercises', '/api/lab/tag/crews']);
    expect(ids(pages[0].api)).toEqual([]);
    expect(pages.slice(1).flatMap((p) => ids(p.api))).toEqual(ids(api));
    expect(pages[2].title).toBe('Crews | Lab API');
    expect(pages.map((p) => p.overviewRoute)).toEqual(['/api/lab', '/api/lab', '/api/lab']);
    for (const p of pages)
      expect(p.tagPages?.map((t) => [t.route, t.operations.map((o) => o.id)])).toEqual([
        ['/api/lab/tag/exercises', ['listExercises', 'createExercise']],
        ['/api/lab/tag/crews', ['getCrew']],
      ]);
  });

  it(`splits by itself above ${SPLIT_THRESHOLD} operations unless told not to`, async () => {
    const api = await lab();
    const many = (n: number): ApiDocument => ({
      ...api,
      tags: [{ name: 'Bulk', slug: 'bulk', operations: Array.from({ length: n }, (_, i): ApiOperation => ({ ...api.tags[1].operations[0], id: `op${i}` })) }],
    });
    expect(apiReferencePages(ref, many(SPLIT_THRESHOLD))).toHaveLength(1);
    expect(apiReferencePages(ref, many(SPLIT_THRESHOLD + 1))).toHaveLength(2);
    expect(apiReferencePages({ ...ref, splitByTag: false }, many(SPLIT_THRESHOLD + 1))).toHaveLength(1);
  });

  it(`loads operation details on expand on pages with more than ${DETAILS_THRESHOLD} operations, unless told otherwise`, async () => {
    const api = await lab();
    const bulk = (n: number): ApiDocument['tags'][number] => ({
      name: `Bulk ${n}`,
      slug: `bulk-${n}`,
      operations: Array.from({ length: n }, (_, i): ApiOperation => ({ ...api.tags[1].operations[0], id: `op${n}-${i}` })),
    });
    const onExpand = (pages: ReturnType<typeof apiReferencePages>) => pages.map((p) => [p.route, p.detailsOnExpand]);
    expect(onExpand(apiReferencePages(ref, { ...api, tags: [bulk(DETAILS_THRESHOLD)] }))).toEqual([['/api/lab', false]]);
    expect(onExpand(apiReferencePages(ref, { ...api, tags: [bulk(DETAILS_THRESHOLD + 1)] }))).toEqual([['/api/lab', true]]);
    expect(onExpand(apiReferencePages({ ...ref, detailsOnExpand: false }, { ...api, tags: [bulk(DETAILS_THRESHOLD + 1)] }))).toEqual([['/api/lab', false]]);
    expect(onExpand(apiReferencePages({ ...ref, detailsOnExpand: true }, api))).toEqual([['/api/lab', true]]);
    // Split by tag, each tag page by its own count; the overview has no details to load.
    expect(onExpand(apiReferencePages({ ...ref, splitByTag: true }, { ...api, tags: [bulk(DETAILS_THRESHOLD + 1), bulk(2)] }))).toEqual([
      ['/api/lab', false],
      [`/api/lab/tag/bulk-${DETAILS_THRESHOLD + 1}`, true],
      ['/api/lab/tag/bulk-2', false],
    ]);
  });
});
