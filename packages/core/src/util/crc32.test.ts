import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from './crc32.ts';

describe('crc32', () => {
  it("agrees with node:zlib's on bytes and on ASCII strings", () => {
    for (const n of [0, 1, 13, 4096]) {
      const bytes = randomBytes(n);
      expect(crc32(bytes)).toBe(zlib.crc32(bytes));
    }
    for (const s of ['IEND', 'ghp_0123456789abcdefghijklmnopqrstuvwxyz']) expect(crc32(s)).toBe(zlib.crc32(s));
  });
});
