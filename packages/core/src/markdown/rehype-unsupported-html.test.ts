import { describe, expect, it } from 'vitest';
import { compileForTest } from './testing.ts';

/** The page's HTML and its raw-HTML warnings as `line:column message`. */
async function fixture(markdown: string) {
  const r = await compileForTest(markdown);
  return { html: r.html, reported: r.diagnostics.filter((d) => d.code === 'unsupported/html').map((d) => `${d.line}:${d.column} ${d.message}`) };
}

describe('rehype-unsupported-html', () => {
  it('reports a script, which the sanitiser removes with its content, with the reason', async () => {
    expect(await fixture('Before\n\n<script>alert(1)</script>\n\nAfter')).toEqual({
      // The line the script stood on stays, as blank.
      html: '<p>Before</p>\n\n<p>After</p>',
      reported: ['3:1 <script> is removed with its content: scripts in pages never run (page content is untrusted)'],
    });
  });

  it('reports an unknown element whose content is kept', async () => {
    expect(await fixture('<marquee>Old</marquee>')).toEqual({
      html: '<p>Old</p>',
      reported: ["1:1 <marquee> is removed (its content is kept): it is not on the sanitiser's list of safe elements"],
    });
  });

  it('reports an element kept only inside another, and says which', async () => {
    expect(await fixture('<td>cell</td>')).toEqual({ html: 'cell', reported: ['1:1 <td> is removed (its content is kept): it is only kept inside <table>'] });
  });

  it('names the attributes dropped from a kept element as the writer wrote them', async () => {
    expect(await fixture('<div class="box" onclick="go()" data-step="2">Hi</div>')).toEqual({
      html: '<div class="box">Hi</div>',
      reported: ['1:1 <div> loses its attributes "onclick", "data-step": not on the sanitiser\'s list of safe attributes'],
    });
    expect(await fixture('Some <span style="color:red">red</span> text')).toEqual({
      html: '<p>Some <span>red</span> text</p>',
      reported: ['1:6 <span> loses its attribute "style": not on the sanitiser\'s list of safe attributes'],
    });
  });

  // A cell's style once passed unchecked: one cell could cover the whole site.
  it("keeps a table cell's style only when it aligns the text, and reports any other", async () => {
    const table = (style: string) => `<table><tr><td style="${style}">cell</td><th style="${style}">head</th></tr></table>`;
    expect(await fixture(table('position:fixed;inset:0'))).toEqual({
      html: '<table tabindex="0"><tbody><tr><td>cell</td><th>head</th></tr></tbody></table>',
      reported: ['1:12 <td> loses its attribute "style": the sanitiser does not keep that value', '1:56 <th> loses its attribute "style": the sanitiser does not keep that value'],
    });
    // What a GFM table's alignment would be written as in HTML.
    expect(await fixture(table('text-align: center;'))).toEqual({
      html: '<table tabindex="0"><tbody><tr><td style="text-align: center;">cell</td><th style="text-align: center;">head</th></tr></tbody></table>',
      reported: [],
    });
    expect((await fixture(table('text-align:right; position:fixed'))).reported).toHaveLength(2);
  });

  it('says nothing of raw HTML the sanitiser keeps whole', async () => {
    expect(await fixture('<details><summary>More</summary>\n\nText\n</details>\n\nPress <kbd>Ctrl</kbd>.')).toEqual({
      html: '<details><summary>More</summary>\n<p>Text</p>\n</details>\n<p>Press <kbd>Ctrl</kbd>.</p>',
      reported: [],
    });
  });
});
