import { describe, expect, it } from 'vitest';
import { compileForTest } from './testing.ts';
import { vitepressSlug } from './heading-slugs.ts';

const PAGE = '## Getting Started\n\n## Getting Started\n\n## `useData()` & API: the basics?\n\n## 2.0 Release — Über Notes\n\n## Custom {#mine}\n\n## mine';

describe('heading ids', () => {
  it('are GitHub slugs by default', async () => {
    const ids = (await compileForTest(PAGE)).toc.map((t) => t.id);
    expect(ids).toEqual(['getting-started', 'getting-started-1', 'usedata--api-the-basics', '20-release--über-notes', 'mine', 'mine-1']);
  });

  it("follow VitePress's rules with markdown.headingIds: vitepress", async () => {
    const ids = (await compileForTest(PAGE, { markdownInput: { headingIds: 'vitepress' } })).toc.map((t) => t.id);
    expect(ids).toEqual(['getting-started', 'getting-started-1', 'usedata-api-the-basics', '_2-0-release-—-uber-notes', 'mine', 'mine-1']);
  });

  it('VitePress slugs: punctuation runs become one dash, accents go, a leading digit gets an underscore', () => {
    expect(vitepressSlug('  Hello, World!  ')).toBe('hello-world');
    expect(vitepressSlug('Crème brûlée')).toBe('creme-brulee');
    expect(vitepressSlug('3 ways')).toBe('_3-ways');
    expect(vitepressSlug('snake_case and kebab-case')).toBe('snake-case-and-kebab-case');
    expect(vitepressSlug('中文 标题')).toBe('中文-标题');
  });

  it("take markdown-it-attrs' delimiters from markdown.attrs, as a VitePress site sets them", async () => {
    const page = '# Title %{#top}%\n\n## 测试 %{#testing}%\n\n%{#spot}%\n\n## Plain {#not-an-id}';
    const compiled = await compileForTest(page, { markdownInput: { headingIds: 'vitepress', attrs: { leftDelimiter: '%{', rightDelimiter: '}%' } } });
    expect(compiled.toc.map((t) => t.id)).toEqual(['testing', 'plain-not-an-id']);
    expect(compiled.title).toBe('Title');
    expect(compiled.html).toContain('<h1 id="top">Title</h1>');
    expect(compiled.html).toContain('<h2 id="testing">测试</h2>');
    expect(compiled.html).toContain('<p id="spot"></p>');
    expect(compiled.html).toContain('Plain {#not-an-id}</h2>');
  });
});
