import { describe, expect, it } from 'vitest';
import { isOlderVersion } from './version-order.ts';

describe('isOlderVersion', () => {
  it('compares dotted numbers as numbers, not as text', () => {
    expect(isOlderVersion('3.8.6', '3.8.7')).toBe(true);
    expect(isOlderVersion('3.9.0', '3.10.0')).toBe(true);
    expect(isOlderVersion('3.10.0', '3.9.0')).toBe(false);
    expect(isOlderVersion('3.8.7', '3.8.7')).toBe(false);
    expect(isOlderVersion('4.0.0', '3.8.7')).toBe(false);
  });

  it('reads short versions, a leading v and pre-releases', () => {
    expect(isOlderVersion('3.8', '3.8.7')).toBe(true);
    expect(isOlderVersion('v3.8.7', '3.8.7')).toBe(false);
    expect(isOlderVersion('3', '3.0.0')).toBe(false);
    expect(isOlderVersion('3.8.7-rc1', '3.8.7')).toBe(true);
    expect(isOlderVersion('3.8.7', '3.8.7-rc1')).toBe(false);
  });
});
