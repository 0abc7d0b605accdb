// What a page may publish as an image. A file named by `![…](…)` is copied
// onto the site's own origin, so "image" must mean image: its extension is
// one of these types, its first bytes are that type's, and its header reads
// as that type (image-size parses the dimensions). An HTML, script or any
// other file is refused whatever it is called, and so is a file that only
// starts like an image. An SVG is published only as svg-sanitize.ts rewrites it.
import { imageSize } from 'image-size';
import { sanitizeSvg } from './svg-sanitize.ts';

interface ImageType {
  /** Named in messages. */
  name: string;
  extensions: readonly string[];
  /** Whether the first bytes are this type's signature. */
  signature(bytes: Uint8Array): boolean;
  /** The type names image-size gives this type's files. */
  sizeTypes: readonly string[];
  /** Where image-size reads only a header: whether the rest is laid out as the format says (no page hidden after it). */
  layout?(bytes: Uint8Array): boolean;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

/** A PNG is chunks (length, type, data, CRC) from the signature to IEND, which ends the file. */
function pngChunks(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') return at === bytes.length;
  }
  return false;
}

/** After a GIF's screen descriptor (and its colour table) comes an extension, an image or the trailer. */
function gifBlocks(bytes: Uint8Array): boolean {
  const packed = bytes[10];
  const table = packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
  return [0x21, 0x2c, 0x3b].includes(bytes[13 + table]);
}

const RASTER: readonly ImageType[] = [
  { name: 'PNG', extensions: ['.png'], signature: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), sizeTypes: ['png'], layout: pngChunks },
  { name: 'JPEG', extensions: ['.jpg', '.jpeg'], signature: (b) => startsWith(b, [0xff, 0xd8, 0xff]), sizeTypes: ['jpg'] },
  { name: 'GIF', extensions: ['.gif'], signature: (b) => ['GIF87a', 'GIF89a'].includes(ascii(b, 0, 6)), sizeTypes: ['gif'], layout: gifBlocks },
  { name: 'WebP', extensions: ['.webp'], signature: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP', sizeTypes: ['webp'] },
  { name: 'AVIF', extensions: ['.avif'], signature: (b) => ascii(b, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(b, 8, 12)), sizeTypes: ['avif', 'avis'] },
  { name: 'ICO', extensions: ['.ico'], signature: (b) => startsWith(b, [0x00, 0x00, 0x01, 0x00]), sizeTypes: ['ico'] },
];

/** The types an image may be, for messages: "PNG, JPEG, …, ICO or SVG". */
export const IMAGE_TYPE_NAMES = `${RASTER.map((t) => t.name).join(', ')} or SVG`;

/** An image as it is published, or why the file is not one. */
export type CheckedImage = { bytes: Uint8Array; width?: number; height?: number; removed: string[] } | { notImage: string };

/** The image in `bytes`, named with extension `ext` (lower case, with its dot). */
export function checkImage(ext: string, bytes: Uint8Array): CheckedImage {
  if (ext === '.svg') {
    const svg = sanitizeSvg(bytes);
    if (!svg) return { notImage: 'it is not an SVG document (well-formed UTF-8 XML whose root is <svg>)' };
    const { width, height } = sizeOf(svg.bytes);
    return { bytes: svg.bytes, width, height, removed: svg.removed };
  }
  const type = RASTER.find((t) => t.extensions.includes(ext));
  if (!type) return { notImage: `its extension is not one of an image (${IMAGE_TYPE_NAMES})` };
  if (!type.signature(bytes)) return { notImage: `its bytes do not start as a ${type.name} file's do` };
  const size = sizeOf(bytes);
  if (!size.type || !type.sizeTypes.includes(size.type) || !size.width || !size.height) return { notImage: `its ${type.name} header cannot be read` };
  if (type.layout && !type.layout(bytes)) return { notImage: `it is not laid out as a ${type.name} file (something else follows its header, or its end)` };
  return { bytes, width: size.width, height: size.height, removed: [] };
}

function sizeOf(bytes: Uint8Array): { type?: string; width?: number; height?: number } {
  try {
    const size = imageSize(bytes);
    return { type: size.type, width: size.width, height: size.height };
  } catch {
    // A header image-size cannot read (or an SVG drawn without a size): no dimensions.
    return {};
  }
}
