import { describe, expect, it } from 'vitest';
import { parseYamlSource } from './yaml-source.ts';

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
