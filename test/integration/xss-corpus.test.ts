// Our XSS corpus through the whole markdown pipeline and the theme's renderer:
// whatever a page holds, the HTML it becomes can run no script, with no
// Content-Security-Policy to help (the browser test runs a sample of it in
// Chromium, with and without the policy).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CompiledMarkdown } from '@ctfdocs/core';
import { Markdown } from '@ctfdocs/theme';
import { compileForTest } from '../../packages/core/src/markdown/testing.ts';
import { XSS_VECTORS, scriptCapable } from '../helpers/xss-corpus.ts';

type Root = CompiledMarkdown['hast'];
type Element = Extract<Root['children'][number], { type: 'element' }>;

/** A page compiled as a site would compile it, and drawn by the theme as the build draws it. */
async function render(body: string): Promise<{ html: string; hast: Root }> {
  const { hast } = await compileForTest(body);
  return { hast, html: renderToStaticMarkup(createElement(Markdown, { hast })) };
}

function elements(node: Root | Element): Element[] {
  return node.children.flatMap((c) => (c.type === 'element' ? [c, ...elements(c)] : []));
}

describe('the XSS corpus', () => {
  it('has at least 100 vectors, and the check finds what each kind can run when left alone', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(100);
    expect(scriptCapable('<img src="x" onerror="alert(1)">')).toEqual(['handler onerror in <img src="x" onerror="alert(1)">']);
    expect(scriptCapable('<link rel="preload" as="image" href="x"/><link rel="stylesheet" href="x"/>')).toEqual(['element <link rel="stylesheet" href="x"/>']);
    expect(scriptCapable('<a href=" java&#x09;script:alert(1)">')).toHaveLength(1);
    expect(scriptCapable('<a href="&#x6A;avascript:x">')).toHaveLength(1);
    expect(scriptCapable('<a href="&amp;#x6A;avascript:x">')).toHaveLength(0);
    expect(scriptCapable('<svg>')).toHaveLength(1);
    expect(scriptCapable('<pre data-highlighted="&lt;img&gt;">')).toHaveLength(1);
    expect(scriptCapable('<td style="background:url(&quot;javascript:x&quot;)">')).toHaveLength(1);
  });

  for (const [i, vector] of XSS_VECTORS.entries()) {
    it(`#${i} ${JSON.stringify(vector).slice(0, 90)}`, async () => {
      const { html, hast } = await render(`Before.\n\n${vector}\n\nAfter.`);
      expect(scriptCapable(html)).toEqual([]);
      // The only markup written as HTML is the highlighter's: spans of escaped code.
      for (const el of elements(hast)) {
        const markup = el.data?.highlighted;
        if (markup !== undefined) expect(markup).toMatch(/^<code>(?:<span(?: class="[\w -]+")?(?: style="[^"<>]*")?>|<\/span>|[^<])*<\/code>$/);
      }
    });
  }
});
