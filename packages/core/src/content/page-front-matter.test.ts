import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './frontmatter.ts';
import { docOnlyKeys } from './page-front-matter.ts';

describe("a site page's front matter", () => {
  it('warns, at its line, about each key only a doc uses', () => {
    const split = splitFrontMatter('---\ntitle: About\nsidebar_position: 3\ntags: [a]\nkeywords: [k]\nhide_title: true\n---\n\nText.\n', 'pages/about.md');
    expect(docOnlyKeys(split.frontMatter, 'pages/about.md', split.locate)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'unsupported/front-matter',
        file: 'pages/about.md',
        line: 3,
        configPath: 'sidebar_position',
        message: expect.stringContaining('a site page is in no sidebar'),
      }),
      expect.objectContaining({ line: 4, configPath: 'tags' }),
    ]);
  });

  it('takes what Docusaurus pages read, and hide_title and custom_edit_url, without a word', () => {
    const text = '---\ntitle: A\ndescription: B\nkeywords: [k]\nslug: /x\nhide_title: true\nhide_table_of_contents: true\ncustom_edit_url: https://e.example/a.md\nunlisted: true\n---\n';
    const split = splitFrontMatter(text, 'pages/a.md');
    expect(split.diagnostics).toEqual([]);
    expect(docOnlyKeys(split.frontMatter, 'pages/a.md', split.locate)).toEqual([]);
  });
});
