// A card's PNG. resvg's own encoder (asPng) copies the pixmap to divide out
// the alpha, filters each row and deflates at level 6 in Rust's miniz: 6 ms
// a card, a third of the card process's CPU time. The cards are opaque, and
// an opaque pixel premultiplied is its colour: node:zlib deflates their rows
// unfiltered at level 3 in under 2 ms (3 ms with the copy out of resvg), to
// a file somewhat larger (the built-in card with a short title 25 KB against
// 18, with a long one 42 against 40). Level 4 makes smaller files than
// resvg's but takes as long. A pixmap with any see-through pixel (a site's
// template may leave some) is left to resvg's encoder.
import { deflateSync } from 'node:zlib';
import { crc32 } from '@ctfdocs/core/crc32';

/** The pixels as resvg gives them: RGBA, premultiplied, row by row. */
export interface Pixmap {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
}

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const RGBA = 6;

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

// Each row is its filter type (0, none: never written after the zeros of
// Buffer.alloc) and its pixels. Kept from card to card, all the same size:
// 3 MB fresh from the system each time cost more than the copy.
let rows: Buffer | undefined;

/** The pixmap as a PNG, or undefined when a pixel is not opaque. */
export function opaquePng({ pixels, width, height }: Pixmap): Buffer | undefined {
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 255) return undefined;
  const stride = width * 4;
  if (rows?.length !== (stride + 1) * height) rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = RGBA;
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 3 })), chunk('IEND', new Uint8Array(0))]);
}
