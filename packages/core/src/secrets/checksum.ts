// The check digits of GitHub's and npm's tokens: the last 6 characters are the
// CRC-32 of the 30 random characters before them, in base 62 (digits, then
// upper case, then lower case), padded with zeros. A made-up token fails it.
import { crc32 } from '../util/crc32.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `n` in base 62, left-padded with zeros to `width` characters. */
export function base62(n: number, width: number): string {
  let out = '';
  for (let v = n; v > 0; v = Math.floor(v / 62)) out = BASE62[v % 62] + out;
  return out.padStart(width, '0');
}

/** Whether the last 6 characters of `body` (random part + check digits) are the CRC-32 of the rest. */
export function hasCrc32CheckDigits(body: string): boolean {
  return body.length > 6 && base62(crc32(body.slice(0, -6)), 6) === body.slice(-6);
}
