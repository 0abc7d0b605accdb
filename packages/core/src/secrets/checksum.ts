// The check digits of GitHub's and npm's tokens: the last 6 characters are the
// CRC-32 of the 30 random characters before them, in base 62 (digits, then
// upper case, then lower case), padded with zeros. A made-up token fails it.
// (node:zlib's crc32 arrived in Node 20.15; the package runs on every Node 20.)

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (IEEE) of an ASCII string. */
export function crc32(s: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < s.length; i++) crc = CRC_TABLE[(crc ^ s.charCodeAt(i)) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

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
