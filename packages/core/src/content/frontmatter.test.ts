import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './frontmatter.ts';

describe('splitFrontMatter', () => {
  it('parses a file again only when its text changed', () => {
    const a = splitFrontMatter('---\ntitle: One\n---\nBody\n', 'docs/memo.md');
    expect(splitFrontMatter('---\ntitle: One\n---\nBody\n', 'docs/memo.md')).toBe(a);
    const b = splitFrontMatter('---\ntitle: Two\n---\nBody\n', 'docs/memo.md');
    expect(b.frontMatter.title).toBe('Two');
    expect(splitFrontMatter('---\ntitle: One\n---\nBody\n', 'docs/other.md')).not.toBe(a);
  });

  it('separates front matter from the body and knows where the body starts', () => {
    const r = splitFrontMatter('---\ntitle: Hi\nsidebar_position: 2\n---\n\n# Body\n', 'a.md');
    expect(r.frontMatter).toEqual({ title: 'Hi', sidebar_position: 2 });
    expect(r.body).toBe('\n# Body\n');
    expect(r.bodyLine).toBe(5);
    expect(r.diagnostics).toEqual([]);
  });

  it('keeps the front matter as written: the lines before the body, so checks of the text place what they find', () => {
    const text = '---\ntitle: Hi # a comment\n---\n\n# Body\n';
    const r = splitFrontMatter(text, 'a.md');
    expect(r.frontMatterSource).toBe('---\ntitle: Hi # a comment\n---\n');
    expect(r.frontMatterSource + r.body).toBe(text);
    expect(r.frontMatterSource.split('\n').length).toBe(r.bodyLine);
  });

  it('treats a file without front matter as all body', () => {
    const r = splitFrontMatter('# Title\ntext', 'a.md');
    expect(r.frontMatter).toEqual({});
    expect(r.bodyLine).toBe(1);
    expect(r.frontMatterSource).toBe('');
  });

  it('warns of an unknown key with its line and column, and keeps the rest of the front matter', () => {
    const r = splitFrontMatter('---\ntitle: A\nsidebar_postion: 3\n---\nx', 'docs/a.md');
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ severity: 'warning', code: 'unsupported/front-matter', line: 3, file: 'docs/a.md', configPath: 'sidebar_postion' });
    expect(r.diagnostics[0].message).toContain('sidebar_postion');
    expect(r.frontMatter).toEqual({ title: 'A' });
  });

  it('rejects a wrong type', () => {
    const r = splitFrontMatter('---\nsidebar_position: first\n---\n', 'a.md');
    expect(r.diagnostics[0].configPath).toBe('sidebar_position');
  });

  it('reports malformed YAML and an unclosed block', () => {
    expect(splitFrontMatter('---\ntitle: [x\n---\n', 'a.md').diagnostics[0].code).toBe('yaml/syntax');
    expect(splitFrontMatter('---\ntitle: x\n', 'a.md').diagnostics[0].code).toBe('frontmatter/unclosed');
  });
});
