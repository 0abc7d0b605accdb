import type { Element as HastElement, Root } from 'hast';
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Markdown } from './Markdown.tsx';
import { ShellProvider, type ShellContext } from '../context.tsx';

const hast = (children: Root['children']): Root => ({ type: 'root', children });

test('writes a highlighted code block from the HTML string in its node data, keeping the <pre> attributes', () => {
  const html = renderToStaticMarkup(
    createElement(Markdown, {
      hast: hast([
        {
          type: 'element',
          tagName: 'pre',
          properties: { className: ['shiki'], tabIndex: 0 },
          data: { highlighted: '<code><span class="line"><span style="--shiki-light:#000">x</span></span></code>' } as HastElement['data'],
          children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'x' }] }],
        },
      ]),
    }),
  );
  expect(html).toBe('<pre class="shiki" tabindex="0"><code><span class="line"><span style="--shiki-light:#000">x</span></span></code></pre>');
});

test('a <pre> without highlighting renders its children, escaped', () => {
  const html = renderToStaticMarkup(createElement(Markdown, { hast: hast([{ type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: '<b>' }] }]) }));
  expect(html).toBe('<pre>&lt;b&gt;</pre>');
});

test("never writes markup from an attribute, even one named as the highlighter's channel once was", () => {
  const html = renderToStaticMarkup(
    createElement(Markdown, {
      hast: hast([{ type: 'element', tagName: 'pre', properties: { dataHighlighted: '<img src=x onerror=alert(1)>' }, children: [{ type: 'text', value: 'x' }] }]),
    }),
  );
  expect(html).not.toContain('<img');
  expect(html).toContain('>x</pre>');
});

test("writes a formula's KaTeX markup from its node data, and links KaTeX's stylesheet once, in <head>", () => {
  const formula = (tag: 'span' | 'div', className: string): HastElement => ({
    type: 'element',
    tagName: tag,
    properties: { className: ['math', className] },
    data: { katex: `<span class="katex">${tag}</span>` } as HastElement['data'],
    children: [{ type: 'text', value: 'x^2' }],
  });
  const site = { config: {} } as unknown as ShellContext['site'];
  const body = createElement(Markdown, { hast: hast([formula('span', 'math-inline'), formula('div', 'math-display')]) });
  const html = renderToString(
    createElement('html', null, createElement('head'), createElement('body', null, createElement(ShellProvider, { value: { site, route: '/', mathStylesheet: '/assets/katex.css' } }, body))),
  );
  expect(html).toBe(
    '<html><head><link rel="stylesheet" href="/assets/katex.css" data-precedence="katex"/></head><body><span class="math math-inline"><span class="katex">span</span></span><div class="math math-display"><span class="katex">div</span></div></body></html>',
  );
});

test('a page without math links no stylesheet, and no attribute is ever written as KaTeX markup', () => {
  const html = renderToStaticMarkup(
    createElement(Markdown, {
      hast: hast([
        { type: 'element', tagName: 'span', properties: { className: ['note'] }, children: [{ type: 'text', value: 'plain' }] },
        { type: 'element', tagName: 'span', properties: { className: ['math'], katexHtml: '<img src=x onerror=alert(1)>', dataKatex: '<img>' }, children: [{ type: 'text', value: 'y' }] },
      ]),
    }),
  );
  expect(html).not.toContain('<link');
  expect(html).not.toContain('<img');
  expect(html).toContain('<span class="note">plain</span>');
  expect(html).toContain('>y</span>');
});
