import { describe, expect, it } from 'vitest';
import { splitNumberPrefix, stripNumberPrefixes } from './number-prefix.ts';

describe('number prefixes', () => {
  it('are taken off names and give their position', () => {
    expect(splitNumberPrefix('01-intro')).toEqual({ name: 'intro', position: 1 });
    expect(splitNumberPrefix('2_guides')).toEqual({ name: 'guides', position: 2 });
    expect(splitNumberPrefix('10 . Setup')).toEqual({ name: 'Setup', position: 10 });
    expect(stripNumberPrefixes('02-guides/01-intro')).toBe('guides/intro');
  });

  it('leave dates, versions and bare numbers whole', () => {
    for (const name of ['2024-05-01-release', '1.2.3', '1.2', '01', 'intro', '404']) expect(splitNumberPrefix(name)).toEqual({ name });
  });
});
