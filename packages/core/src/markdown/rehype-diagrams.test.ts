import { describe, expect, it } from 'vitest';
import { compileForTest } from './testing.ts';

const DIAGRAM = '```mermaid\nflowchart LR\n  a --> b\n```\n';

describe('Mermaid diagrams (markdown.mermaid)', () => {
  it('puts a ```mermaid block, highlighted as code, in a container the client draws into, and keeps its source and first line', async () => {
    const r = await compileForTest(`Intro.\n\n${DIAGRAM}`, { lineOffset: 4 });
    expect(r.html).toMatch(/^<p>Intro\.<\/p>\n<div class="diagram" data-diagram="mermaid"><div class="code-block" data-language="mermaid">.*<code>flowchart LR\n {2}a --> b<\/code><\/pre>/s);
    expect(r.highlighted).toContain('<span class="line">');
    expect(r.diagrams).toEqual([{ line: 7, source: 'flowchart LR\n  a --> b' }]);
  });

  it('leaves a page without diagrams with no list, and a ```mermaid block as code with markdown.mermaid off', async () => {
    expect((await compileForTest('Text.\n')).diagrams).toBeUndefined();
    const off = await compileForTest(DIAGRAM, { markdownInput: { mermaid: false } });
    expect(off.html).not.toContain('class="diagram"');
    expect(off.html).toContain('data-language="mermaid"');
    expect(off.diagrams).toBeUndefined();
  });

  it('draws only a mermaid code block: raw HTML cannot mark anything else for the client', async () => {
    const r = await compileForTest('<figure class="diagram" data-diagram="mermaid"><p>flowchart LR</p><img src="x.png" alt=""></figure>\n');
    expect(r.html).toContain('<figure class="diagram"><p>flowchart LR</p>');
    expect(r.html).not.toContain('data-diagram');
    // A code block written as HTML is the same text a fence gives, and is drawn as one.
    const written = await compileForTest('<pre><code class="language-mermaid">flowchart LR\n a --> b</code></pre>\n');
    expect(written.html).toContain('<div class="diagram" data-diagram="mermaid">');
  });
});
