// docs/writing.md tells writers which outputs a draft, unlisted or noindex
// page goes into; the table must say what core's site/visibility.ts decides.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { visibility, type Output, type VisibilityContext, type VisibilityFlags } from '@ctfdocs/core';

const writing = readFileSync(path.resolve(import.meta.dirname, '../../docs/writing.md'), 'utf8');

/** The table's rows: the first cell, then each cell read as yes or no. */
function table(): Map<string, boolean[]> {
  const at = writing.indexOf('| the page has |');
  const rows = writing.slice(at).split('\n\n')[0].split('\n').slice(2);
  return new Map(
    rows.map((row) => {
      const [first, ...cells] = row
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      return [first, cells.map((c) => c.startsWith('yes'))];
    }),
  );
}

/** The table's columns, each the outputs it stands for. */
const COLUMNS: Array<Output[] | 'robots'> = [['html'], ['sidebar', 'prevNext', 'tagPages', 'blogLists'], ['search', 'feeds'], ['sitemap'], ['llmsTxt', 'llmsFull'], ['mdCopy'], 'robots'];
const prod: VisibilityContext = { dev: false, noIndex: false };
const ROWS: Array<[string, VisibilityFlags, VisibilityContext]> = [
  ['nothing', {}, prod],
  ['`draft: true`', { draft: true }, prod],
  ['`unlisted: true`', { unlisted: true }, prod],
  ['`noindex: true`', { noindex: true }, prod],
  ['site config `noIndex: true`', {}, { dev: false, noIndex: true }],
];

describe('the visibility table of docs/writing.md', () => {
  it('says what the visibility function decides, row by row', () => {
    const rows = table();
    expect([...rows.keys()]).toEqual(ROWS.map(([name]) => name));
    for (const [name, flags, ctx] of ROWS) {
      const v = visibility(flags, ctx);
      const decided = COLUMNS.map((col) => {
        if (col === 'robots') return v.robotsNoindex && v.html;
        const values = col.map((o) => v[o]);
        // A column stands for several outputs only where they always agree.
        expect(new Set(values).size, `${name}: ${col.join(', ')}`).toBe(1);
        return values[0];
      });
      expect(rows.get(name), name).toEqual(decided);
    }
  });
});
