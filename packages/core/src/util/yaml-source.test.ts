import { describe, expect, it } from 'vitest';
import { keyPathAt, parseYamlSource } from './yaml-source.ts';

describe('parseYamlSource', () => {
  it('reports an alias of an enclosing anchor as an error at the alias, not a value that contains itself', () => {
    for (const [text, at, line] of [
      ['a: &x [*x]\n', 'a[0]', 1],
      ['guide: &g\n  - intro\n  - type: category\n    label: X\n    items: *g\n', 'guide[1].items', 5],
      ['root: &r\n  child:\n    again: *r\n', 'root.child.again', 3],
    ] as const) {
      const r = parseYamlSource(text, 'site/sidebars.yaml');
      expect(r.value, text).toBeUndefined();
      expect(r.diagnostics, text).toEqual([
        expect.objectContaining({ severity: 'error', code: 'yaml/circular', file: 'site/sidebars.yaml', line, message: `YAML alias at ${at} refers to a value that contains it` }),
      ]);
    }
  });

  it('keeps aliases that repeat a value without containing it', () => {
    const r = parseYamlSource('base: &b { label: A }\nuse: [*b, *b]\n', 'c.yaml');
    expect(r.diagnostics).toEqual([]);
    expect(r.value).toEqual({ base: { label: 'A' }, use: [{ label: 'A' }, { label: 'A' }] });
  });
});

describe('keyPathAt', () => {
  const text = ['title: T # the title', 'themeConfig:', '  navbar:', '    items:', '      - label: A', '        href: https://a.example', '  search: { apiKey: abc }', ''].join('\n');
  const at = keyPathAt(text);
  it('names the deepest key or item whose value spans an offset', () => {
    expect(at(text.indexOf('https://a'))).toEqual(['themeConfig', 'navbar', 'items', 0, 'href']);
    expect(at(text.indexOf('abc'))).toEqual(['themeConfig', 'search', 'apiKey']);
    expect(at(text.indexOf('navbar'))).toEqual(['themeConfig', 'navbar']);
    expect(at(text.indexOf('T #'))).toEqual(['title']);
  });
});
