import { describe, expect, it } from 'vitest';
import { compileForTest } from './testing.ts';

describe('links written as HTML', () => {
  it('records an <a href> of raw HTML with its line and column, and a markdown link once', async () => {
    const { links } = await compileForTest('# Page\n\nSee [the guide](/docs/guide).\n\n<div>\n  <p>Or <a href="/docs/old">the old page</a>.</p>\n</div>\n\nInline <a href="#top">top</a> too.\n');
    expect(links).toEqual([
      { url: '/docs/guide', line: 3, column: 5 },
      { url: '/docs/old', line: 6, column: 9 },
      { url: '#top', line: 9, column: 8 },
    ]);
  });

  it('counts the front matter in the line, records no pathname:// link, and nothing for an <a> without href', async () => {
    const { links, html } = await compileForTest('Text <a name="x">anchor</a> and [file](pathname:///files/a.pdf).\n\n<a href="/docs/x">x</a>\n', { lineOffset: 5 });
    expect(links).toEqual([{ url: '/docs/x', line: 7, column: 1 }]);
    // On a page with raw HTML too, the link checker still knows the pathname:// link by its mark.
    expect(html).toContain('<a href="/files/a.pdf" data-pathname-link="">file</a>');
  });

  it('records the <a href> of an MDX page, but not one whose href is an expression', async () => {
    const { links } = await compileForTest('# Page\n\nSee <a href="/docs/old">old</a> and <a href={"/docs/" + "computed"}>computed</a>.\n', {
      file: 'content/docs/page.mdx',
      absPath: '/site/content/docs/page.mdx',
    });
    expect(links).toEqual([{ url: '/docs/old', line: 3, column: 5 }]);
  });
});
