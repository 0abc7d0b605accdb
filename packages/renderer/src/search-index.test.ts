import { describe, expect, it } from 'vitest';
import type { SearchDocRow, SearchManifest, SearchTermShard } from '@ctfdocs/core';
import { bucketOf } from '@ctfdocs/theme';
import { buildSearchIndex, SEARCH_MANIFEST, type SearchRecord } from './search-index.ts';
import { buildSearchIndexFiles } from './search-index-thread.ts';

const record = (i: number, keys = ['en-current']): SearchRecord => ({
  keys,
  title: i % 2 ? `Heading ${i} flags` : `Page ${i} scoring`,
  url: `/docs/p${Math.floor(i / 2)}${i % 2 ? `#h${i}` : ''}`,
  hierarchy: i % 2 ? ['Docs', `Page ${i - 1}`] : ['Docs'],
  pageTitle: i % 2 ? `Page ${i - 1}` : undefined,
  text: `Body of record ${i}: ${'challenge '.repeat((i % 4) + 1)}notification.`,
});

function decode(list: number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let id = 0;
  for (let i = 0; i < list.length; i += 2) out.push([(id += list[i]), list[i + 1]]);
  return out;
}

describe('buildSearchIndex', () => {
  const records = Array.from({ length: 100 }, (_, i) => record(i));
  const out = buildSearchIndex(records, '/', false, 'en-current');
  const json = <T>(file: string) => JSON.parse(out.files.get(file)!) as T;
  const manifest = json<SearchManifest>(SEARCH_MANIFEST);
  const info = manifest.indexes['en-current'];
  const folder = info.base.slice(1);

  it('names each index folder by its contents, and the manifest by one name whatever the records, in a build and in serve', () => {
    expect(folder).toMatch(/^assets\/search\/en-current\.[0-9a-f]{10}\/$/);
    const changed = buildSearchIndex([...records.slice(0, 99), { ...records[99], text: 'Other words' }], '/', false, 'en-current');
    expect(Object.values(changed.manifest.indexes)[0].base).not.toBe(info.base);
    for (const other of [changed, buildSearchIndex(records, '/', true, 'en-current'), buildSearchIndex(records, '/docs/', false, 'en-2.0')]) {
      expect([...other.files.keys()].filter((f) => !f.startsWith('assets/search/'))).toEqual([SEARCH_MANIFEST]);
    }
    expect(SEARCH_MANIFEST.startsWith('assets/')).toBe(false);
  });

  it('makes the same files on another thread as on this one', async () => {
    const job = { records, baseUrl: '/', dev: false, defaultKey: 'en-current' };
    expect(await buildSearchIndexFiles(job, { thread: true })).toEqual(out.files);
    expect(await buildSearchIndexFiles(job, { thread: false })).toEqual(out.files);
  });

  it('in serve, reuses tokens between builds without going stale', () => {
    const indexFilesOf = (o: ReturnType<typeof buildSearchIndex>) => [...o.files].filter(([f]) => f !== SEARCH_MANIFEST);
    const first = buildSearchIndex(records, '/', true, 'en-current');
    expect(indexFilesOf(first)).toEqual(indexFilesOf(out));
    const edited = [...records.slice(0, 99), { ...records[99], text: 'Scoreboard freeze words' }];
    const second = buildSearchIndex(edited, '/', true, 'en-current');
    expect(indexFilesOf(second)).toEqual(indexFilesOf(buildSearchIndex(edited, '/', false, 'en-current')));
    expect(indexFilesOf(second)).not.toEqual(indexFilesOf(first));
  });

  it('puts each word in the shard of its bucket, with ascending record ids', () => {
    expect(info.records).toBe(100);
    for (const kind of ['t', 'b']) {
      for (let n = 0; n < info.buckets; n++) {
        const shard = json<SearchTermShard>(`${folder}${kind}${n}.json`);
        for (const [term, list] of Object.entries(shard)) {
          expect(bucketOf(term, info.buckets)).toBe(n);
          const ids = decode(list).map(([id]) => id);
          expect(ids).toEqual([...ids].sort((a, b) => a - b));
        }
      }
    }
    const body = json<SearchTermShard>(`${folder}b${bucketOf('challenge', info.buckets)}.json`);
    expect(decode(body.challenge).slice(0, 4)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
    const titles = json<SearchTermShard>(`${folder}t${bucketOf('flag', info.buckets)}.json`);
    expect(decode(titles.flag).map(([id]) => id)).toEqual(records.flatMap((_, i) => (i % 2 ? [i] : [])));
  });

  it('keeps the records in order in shards of docsPerShard', () => {
    const rows = Array.from({ length: Math.ceil(100 / info.docsPerShard) }, (_, n) => json<SearchDocRow[]>(`${folder}d${n}.json`)).flat();
    expect(rows.map((r) => r[1])).toEqual(records.map((r) => r.url));
    expect(rows[1]).toEqual(['Heading 1 flags', '/docs/p0#h1', ['Docs', 'Page 0'], records[1].text]);
  });

  it('writes one index per locale and version, a record in each of its keys', () => {
    const two = buildSearchIndex([record(0, ['en-current']), record(1, ['fr-current']), record(2, ['en-2.0', 'en-current'])], '/base/', false, 'en-2.0');
    expect(Object.keys(two.manifest.indexes).sort()).toEqual(['en-2.0', 'en-current', 'fr-current']);
    expect(two.manifest.indexes['fr-current'].records).toBe(1);
    expect(two.manifest.indexes['en-current'].records).toBe(2);
    expect(two.manifest.indexes['fr-current'].base).toMatch(/^\/base\/assets\/search\/fr-current\./);
    expect(two.manifest.default).toBe('en-2.0');
  });
});
