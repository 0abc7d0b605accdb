// Pieces of YAML syntax for the front matter and config property tests,
// including anchors and aliases (the "billion laughs" shape) and tags.
import fc from 'fast-check';
import { deepNesting } from './fuzz.ts';

export const YAML_PIECES = [
  '\n',
  '  ',
  '    ',
  '- ',
  ': ',
  'title: ',
  'id: ',
  'slug: /x',
  'sidebar_position: ',
  'draft: ',
  'tags: ',
  'keywords: [a, b]',
  'url: ',
  'baseUrl: ',
  'docs:',
  'themeConfig:',
  'navbar:',
  'items:',
  '[',
  ']',
  '{',
  '}',
  ',',
  '"',
  "'",
  '#',
  '&a ',
  '*a',
  '<<: *a',
  '? ',
  '|',
  '>-',
  '!!str ',
  '!!binary ',
  '!!js/function ',
  '%YAML 1.2\n',
  '---\n',
  '...\n',
  'null',
  '~',
  'true',
  '1e309',
  '0x1F',
  '.nan',
  '-1',
  'a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n',
  '\t',
  '\r\n',
  '\u2028',
  '\uFEFF',
];

/**
 * YAML that tests a parser's depth: flow collections, block sequences and
 * explicit keys nested thousands deep (plus `extra`, a nesting of the
 * caller's own), or up to 2,000 keys each indented one step further.
 */
export function deepYaml(extra: [open: string, close: string]): fc.Arbitrary<string> {
  return fc.oneof(
    deepNesting([['[', ']'], ['{a: ', '}'], ['- ', ''], ['? ', ''], extra]),
    fc.integer({ min: 1, max: 2_000 }).map((n) => Array.from({ length: n }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n')),
  );
}
