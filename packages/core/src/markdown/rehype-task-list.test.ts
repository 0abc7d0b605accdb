import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import { rehypeTaskList } from './rehype-task-list.ts';

async function html(md: string): Promise<string> {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeTaskList);
  return toHtml((await processor.run(processor.parse(md))) as Root);
}

describe('rehypeTaskList', () => {
  it('names each checkbox by its item text, nested lists left out', async () => {
    const out = await html('- [x] Install **Docker**\n  - [ ] then compose\n- [ ] Open port `8000`\n');
    expect(out).toContain('<input type="checkbox" checked disabled aria-label="Install Docker">');
    expect(out).toContain('<input type="checkbox" disabled aria-label="then compose">');
    expect(out).toContain('<input type="checkbox" disabled aria-label="Open port 8000">');
  });

  it('finds the checkbox of a loose list inside its paragraph', async () => {
    const out = await html('- [ ] First task\n\n- [x] Second task\n');
    expect(out).toContain('aria-label="First task"');
    expect(out).toContain('aria-label="Second task"');
  });

  it('leaves ordinary list items alone', async () => {
    expect(await html('- plain item\n')).not.toContain('aria-label');
  });
});
