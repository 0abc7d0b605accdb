// Small images of every type a page may publish, and files that pretend to
// be images, for the tests of image checks. The PNG (3×2), JPEG, GIF and
// WebP (1×1) decode in Chromium; the ICO holds the PNG; the AVIF is a header
// only (its size in an `ispe` box, no pixels), which is what the check reads.
const fromBase64 = (s: string) => Buffer.from(s, 'base64');

export const PNG = fromBase64('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEklEQVR4AWI6Y2z8H4aZGJAAAAAA///qnsSoAAAABklEQVQDAH+1BpjuJVuvAAAAAElFTkSuQmCC');
export const JPEG = fromBase64(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
);
export const GIF = fromBase64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
export const WEBP = fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');

/** An icon file with one entry, the PNG above. */
export const ICO = (() => {
  const dir = Buffer.alloc(22);
  dir.writeUInt16LE(0, 0);
  dir.writeUInt16LE(1, 2); // type: icon
  dir.writeUInt16LE(1, 4); // one image
  dir.writeUInt8(3, 6); // width
  dir.writeUInt8(2, 7); // height
  dir.writeUInt16LE(1, 10); // colour planes
  dir.writeUInt16LE(32, 12); // bits per pixel
  dir.writeUInt32LE(PNG.length, 14);
  dir.writeUInt32LE(22, 18); // where the image starts
  return Buffer.concat([dir, PNG]);
})();

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const fullBox = (type: string, ...content: Buffer[]) => box(type, Buffer.alloc(4), ...content);
const u32 = (...values: number[]) => Buffer.concat(values.map((v) => Buffer.from([v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255])));

/** An AVIF header: `ftyp` (avif), and `meta` → `iprp` → `ipco` → `ispe` giving 4×3. */
export const AVIF = Buffer.concat([box('ftyp', Buffer.from('avif', 'latin1'), u32(0), Buffer.from('avifmif1miaf', 'latin1')), fullBox('meta', box('iprp', box('ipco', fullBox('ispe', u32(4, 3)))))]);

/** A PNG header of any size: the signature, an IHDR chunk and IEND (no pixels; CRCs are not checked). */
export function pngOfSize(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16); // bit depth
  ihdr.writeUInt8(6, 17); // RGBA
  const iend = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  return Buffer.concat([PNG.subarray(0, 8), ihdr, iend]);
}

export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10" width="20" height="10"><rect width="20" height="10" fill="#3b4fd8"/></svg>\n');

/** Markup that shows a dialog when a browser runs it as a page. */
export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script src="./evil.js"></script><img src=x onerror="alert(document.domain)"></body></html>\n');
export const SCRIPT = Buffer.from('alert(document.domain);\n');
/** An SVG that shows a dialog when opened as a document: a script, a handler, HTML in a foreignObject, and a link to a script elsewhere. */
export const HOSTILE_SVG = Buffer.from(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="10" onload="alert(1)">',
    '<script>alert(2)</script>',
    '<script xlink:href="./evil.js"/>',
    '<foreignObject width="20" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(3)"/></body></foreignObject>',
    '<a href="javascript:alert(4)"><rect width="20" height="10" fill="red"/></a>',
    '<image href="https://evil.example/x.png" width="1" height="1"/>',
    '<set attributeName="onmouseover" to="alert(5)"/>',
    '</svg>\n',
  ].join(''),
);
