import type { Element as HastElement, Root } from 'hast';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Markdown } from './Markdown.tsx';

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
