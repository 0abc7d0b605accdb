import type { Element, ElementContent, Properties, Root } from 'hast';
import { minifyWhitespace } from 'hast-util-minify-whitespace';
import { toMdast } from 'hast-util-to-mdast';
import { describe, expect, it } from 'vitest';
import { withoutHiddenWhitespace } from './copy-whitespace.ts';
import { toMdastWith } from './markdown-copy.ts';

const h = (tagName: string, properties: Properties, ...children: Array<ElementContent | string>): Element => ({
  type: 'element',
  tagName,
  properties,
  children: children.map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)),
});
const root = (...children: Array<ElementContent | string>): Root => ({ type: 'root', children: h('x', {}, ...children).children });
const comment = (value: string): ElementContent => ({ type: 'comment', value });

// Each tree puts whitespace where one of the rules decides whether it is shown.
const TREES: Record<string, Root> = {
  'blocks separated by line breaks': root(
    '\n',
    h('h2', {}, ' Title \n'),
    '\n  ',
    h('p', {}, '  one\n  two  '),
    '\n',
    h('ul', {}, '\n', h('li', {}, ' a '), '\n', h('li', {}, h('p', {}, 'b ')), '\n'),
    '\n',
  ),
  'spaces at the edges of inline elements': root(h('p', {}, 'a ', h('em', {}, ' b '), ' ', h('strong', {}, ' c'), h('code', {}, ' d '), ' e ')),
  'runs of spaces, tabs, form feeds and vertical tabs': root(h('p', {}, 'a \t\f\v b\r\n c'), h('p', {}, '\v'), h('p', {}, '')),
  'preformatted text keeps its spaces': root(h('pre', {}, h('code', {}, '  x\n\n  y  \n')), h('pre', { wrap: 'wrap' }, ' a  b '), h('p', {}, h('textarea', {}, '  t  '))),
  'nobr and no-wrap cells collapse without trimming': root(
    h('p', {}, 'a ', h('nobr', {}, '  b   c  '), ' d'),
    h('table', {}, h('tbody', {}, h('tr', {}, h('td', { noWrap: true }, '  x  y  '), h('td', {}, '  z  ')))),
  ),
  'images and controls keep the spaces around them': root(
    h('p', {}, 'a ', h('img', { src: 'x.png', alt: 'x' }), ' b'),
    h('p', {}, h('img', { src: 'y.png', alt: 'y' }), ' ', ' ', 'c'),
    h('p', {}, 'press ', h('button', {}, ' go '), ' now ', h('select', {}, h('option', {}, ' one ')), ' ', h('input', { type: 'checkbox' }), ' done'),
  ),
  'comments, hidden and skipped elements are looked past': root(
    h('p', {}, 'a ', comment('note'), ' b ', h('span', { hidden: true }, ' hidden '), ' c ', h('script', {}, ' x '), h('template', {}, ' t '), ' d'),
    h('p', {}, 'e ', h('span', {}, ' ', h('span', {}, ' ')), h('div', {}, ' f ')),
    h('div', {}, 'g ', h('span', { hidden: true }, h('div', {}, 'h')), 'i'),
  ),
  'raw text is content': root(h('div', {}, 'a ', { type: 'raw', value: '<b>b</b>' } as unknown as ElementContent, h('div', {}, ' c'))),
  'elements found by id': root(
    h('p', {}, h('input', { list: 'kinds', id: 'first' }), h('span', { id: 'first' }, 'again')),
    h('datalist', { id: 'kinds' }, h('option', { value: 'static' }), h('option', { value: 'regex' })),
  ),
};

describe('hidden whitespace out of a copy of the page', () => {
  for (const [name, tree] of Object.entries(TREES)) {
    it(`takes out what hast-util-to-mdast's minifier does: ${name}`, () => {
      const minified = structuredClone(tree);
      minifyWhitespace(minified);
      expect(withoutHiddenWhitespace(tree).tree).toEqual(minified);
      expect(toMdastWith(tree, {})).toEqual(toMdast(tree));
    });
  }

  it("leaves the page's tree as it was", () => {
    for (const tree of Object.values(TREES)) {
      const before = structuredClone(tree);
      withoutHiddenWhitespace(tree);
      toMdastWith(tree, {});
      expect(tree).toEqual(before);
    }
  });

  it('finds the first element of each id', () => {
    const { tree, byId } = withoutHiddenWhitespace(TREES['elements found by id']!);
    const paragraph = tree.children[0] as Element;
    expect(byId.get('first')).toBe(paragraph.children[0]);
    expect(byId.get('kinds')).toBe(tree.children[1]);
  });

  // Page content is untrusted: a paragraph of 40,000 empty links (about
  // 200 KB of markdown) once took 18 s, each child scanning all the siblings
  // after it for the next thing shown. Counted in reads of the list, not time.
  it('reads a long run of siblings that show nothing a bounded number of times each', () => {
    const n = 2000;
    let reads = 0;
    const links = Array.from({ length: n }, () => h('a', { href: 'x' }));
    const children = new Proxy(links, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    withoutHiddenWhitespace(root(h('p', {}, 'a ', { type: 'element', tagName: 'span', properties: {}, children }, ' b')));
    expect(reads).toBeLessThan(10 * n);
  });
});
