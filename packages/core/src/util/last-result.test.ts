import { describe, expect, it } from 'vitest';
import { lastResultPerFile } from './last-result.ts';

describe('lastResultPerFile', () => {
  it('parses again only when a file’s text changed, per file', () => {
    const calls: string[] = [];
    const parse = lastResultPerFile((text, file) => (calls.push(`${file}:${text}`), { text }));
    const a = parse('one', 'a.yml');
    expect(parse('one', 'a.yml')).toBe(a);
    parse('one', 'b.yml');
    const changed = parse('two', 'a.yml');
    expect(changed).toEqual({ text: 'two' });
    expect(parse('two', 'a.yml')).toBe(changed);
    expect(calls).toEqual(['a.yml:one', 'b.yml:one', 'a.yml:two']);
  });
});
