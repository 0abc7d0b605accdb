import { describe, expect, it } from 'vitest';
import { compileForTest } from './testing.ts';

const reported = (r: Awaited<ReturnType<typeof compileForTest>>) => r.diagnostics.filter((d) => d.code === 'markdown/llms-exclude').map((d) => `${d.line}:${d.column} ${d.message}`);

describe('llms-exclude', () => {
  it('shows the block on the page, marked, and finds it in search', async () => {
    const r = await compileForTest('Before.\n\n:::llms-exclude\nFor people.\n:::\n\n<!-- llms-exclude-start -->\n\nAlso for people.\n\n<!-- llms-exclude-end -->');
    expect(r.html).toBe('<p>Before.</p>\n<div class="llms-exclude"><p>For people.</p></div>\n<div class="llms-exclude"><p>Also for people.</p></div>');
    expect(r.sections.map((s) => s.text)).toEqual(['Before. For people. Also for people.']);
    expect(reported(r)).toEqual([]);
  });

  it('reports a start with no end, and excludes the rest of its block', async () => {
    const r = await compileForTest('Kept.\n\n<!-- llms-exclude-start -->\n\nNot copied.');
    expect(r.html).toBe('<p>Kept.</p>\n<div class="llms-exclude"><p>Not copied.</p></div>');
    expect(reported(r)).toEqual(['3:1 <!-- llms-exclude-start --> has no end comment after it in the same block: the rest of the block is excluded']);
  });

  it('reports an end with no start, and a comment inside a paragraph, which exclude nothing', async () => {
    const r = await compileForTest('Kept.\n\n<!-- llms-exclude-end -->\n\nText <!-- llms-exclude-start --> inline.');
    expect(reported(r)).toEqual(['3:1 <!-- llms-exclude-end --> has no start comment before it in the same block', '5:6 <!-- llms-exclude-start --> is inside a paragraph, so it excludes nothing']);
  });
});

describe('hidden text', () => {
  it('is in no search section and no table of contents', async () => {
    const r = await compileForTest('Seen.\n\n<div hidden>\n\n## Secret heading\n\nUnseen words.\n\n</div>\n\n## Shown\n\nShown words.');
    expect(r.sections.map((s) => [s.heading, s.text])).toEqual([
      ['', 'Seen.'],
      ['Shown', 'Shown words.'],
    ]);
    expect(r.toc.map((t) => t.text)).toEqual(['Shown']);
  });
});
