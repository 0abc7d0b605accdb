import { describe, expect, it } from 'vitest';
import type { ContentGraph, DocFile } from '../types.ts';
import { markdownSources } from './markdown-sources.ts';
import { visibility } from './visibility.ts';

const doc = (source: string, body: string): DocFile => ({
  instanceId: 'docs',
  id: source,
  source,
  relPath: source,
  frontMatter: {},
  bodyLine: 1,
  body,
  frontMatterSource: '',
  route: `/${source}`,
  title: source,
  sidebarLabel: source,
  visibility: visibility({}, { dev: false, noIndex: false }),
});

const graph = (docs: DocFile[]): ContentGraph => ({ instances: [{ docs } as ContentGraph['instances'][number]], blogs: [], pages: [], diagnostics: [] });

describe('markdownSources', () => {
  it('gives a kept page file the same source again, so its scans are kept, and a page read again a new one with its new body', () => {
    const a = doc('a.md', 'A `ONE`.');
    const b = doc('b.md', 'B `TWO`.');
    const before = markdownSources(graph([a, b]));
    const b2 = doc('b.md', 'B `THREE`.');
    const after = markdownSources(graph([a, b2]));
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]).toEqual({ file: 'b.md', body: 'B `THREE`.', bodyLine: 1 });
  });
});
