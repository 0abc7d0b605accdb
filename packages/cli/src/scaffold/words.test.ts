import { describe, expect, it } from 'vitest';
import { lowerFirst, packageName, titleFromName } from './words.ts';

describe('titles and names from file names', () => {
  it('turns a file or folder name into a sentence-case title', () => {
    expect(titleFromName('configure-the-widget')).toBe('Configure the widget');
    expect(titleFromName('first.md')).toBe('First');
    expect(titleFromName('api_tokens')).toBe('Api tokens');
  });

  it('lowers the first letter of a title inside a sentence, but not of an acronym', () => {
    expect(lowerFirst('Configure the widget')).toBe('configure the widget');
    expect(lowerFirst('API tokens')).toBe('API tokens');
    expect(lowerFirst('A')).toBe('a');
  });

  it('makes a valid npm package name from a folder name', () => {
    expect(packageName('My Docs')).toBe('my-docs');
    expect(packageName('--')).toBe('docs');
  });
});
