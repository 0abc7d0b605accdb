// Every API operation is a search record: method and path as its title, its
// summary in the text, and a URL with the operation's anchor on the page that
// shows it, whether the reference is one page or split by tag.
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiReferencePages, compileApiDescriptions, loadApiDocument, READS_NOTHING } from '@ctfdocs/core';
import { searchRecords } from './search-records.ts';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../../..');

describe('search records of API references', () => {
  for (const splitByTag of [false, true]) {
    it(`has one record per operation ${splitByTag ? 'on its tag page' : 'on the single page'}`, async () => {
      const { api } = await loadApiDocument(path.join(repoRoot, 'test/fixtures/api-specs/lab-openapi-3.0.yaml'), 'lab.yaml');
      const pages = apiReferencePages({ route: '/api/lab', title: 'Lab API', spec: 'lab.yaml', splitByTag }, api!);
      const records = searchRecords(
        pages,
        '/',
        () => ['en-current'],
        () => 'Docs',
      );
      const expected = api!.tags.flatMap((tag) =>
        tag.operations.map((op) => ({
          title: `${op.method} ${op.path}`,
          url: `${splitByTag ? `/api/lab/tag/${tag.slug}` : '/api/lab'}#operation/${op.id}`,
          summary: op.summary,
        })),
      );
      expect(records.map((r) => ({ title: r.title, url: r.url, summary: r.text.split('. ')[0] }))).toEqual(expected);
    });
  }

  it('holds the text of descriptions as the reader sees it, without markdown syntax', async () => {
    const { api } = await loadApiDocument(path.join(repoRoot, 'test/fixtures/api-specs/lab-openapi-3.0.yaml'), 'lab.yaml');
    const withMarkup = api!.tags.flatMap((t) => t.operations).filter((op) => /[*`]/.test(op.description ?? ''));
    expect(withMarkup.length).toBeGreaterThan(0);
    await compileApiDescriptions(api!, { file: 'lab.yaml', absPath: '/site/lab.yaml', routes: new Map(), baseUrl: '/', readRules: { ...READS_NOTHING, roots: ['/site'] }, addAsset: () => undefined });
    const pages = apiReferencePages({ route: '/api/lab', title: 'Lab API', spec: 'lab.yaml', splitByTag: false }, api!);
    for (const r of searchRecords(
      pages,
      '/',
      () => ['en-current'],
      () => 'Docs',
    ))
      expect(r.text).not.toMatch(/\*\*|`/);
  });
});
