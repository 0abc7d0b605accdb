import type { PageData, SiteModel } from '@ctfdocs/core';
import { describe, expect, it } from 'vitest';
import { checkDiagrams } from './diagram-check.ts';

const WRONG = 'flowchart LR\n  a -->';
const page = (kind: PageData['kind'], source: string, diagrams: Array<{ line: number; source: string; file?: string }>) => ({ kind, source, compiled: { diagrams } }) as unknown as PageData;

describe("the build's diagram check", () => {
  it('parses the diagrams of docs, markdown pages and blog posts, and warns at the file and line at fault, an included file at its own', async () => {
    const models = [
      {
        pages: [
          page('doc', 'content/docs/a.md', [{ line: 5, source: WRONG }]),
          page('markdown-page', 'site/pages/b.md', [{ line: 2, source: 'flowchart LR\n  a --> b' }]),
          page('blog-post', 'blog/2026-01-01-c.md', [{ line: 9, source: WRONG }]),
          page('doc', 'content/docs/d.md', [{ line: 3, source: WRONG, file: 'content/docs/_part.md' }]),
        ],
      },
    ] as unknown as SiteModel[];
    const diagnostics = await checkDiagrams(models, { partial: false });
    expect(diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['markdown/diagram', 'content/docs/a.md', 6],
      ['markdown/diagram', 'blog/2026-01-01-c.md', 10],
      ['markdown/diagram', 'content/docs/_part.md', 4],
    ]);
  });
});
