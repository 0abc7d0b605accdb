import { describe, expect, it } from 'vitest';
import { maskSecret, secretFingerprint } from './mask.ts';

describe('maskSecret', () => {
  it('shows at most the first 4 and the last 2 characters, and the length', () => {
    expect(maskSecret('ghp_0123456789abcdefghijklmnopqrstuvwxyz')).toBe('ghp_…yz (40 characters)');
  });

  it('shows less of a short secret', () => {
    expect(maskSecret('t17_8c1e4f0a')).toBe('t17…a (12 characters)');
    expect(maskSecret('abcdefg')).toBe('a… (7 characters)');
    expect(maskSecret('abc')).toBe('… (3 characters)');
  });
});

describe('secretFingerprint', () => {
  it('is the first 16 hex digits of the SHA-256', () => {
    expect(secretFingerprint('abc')).toBe('ba7816bf8f01cfea');
  });
});
