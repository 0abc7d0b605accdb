import { describe, expect, it } from 'vitest';
import { AVIF, GIF, HTML_PAGE, ICO, JPEG, PNG, SCRIPT, SVG, WEBP } from '../../../../test/helpers/images.ts';
import { checkImage } from './image-type.ts';

const concat = (...parts: Array<Uint8Array | string>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));

describe('checkImage', () => {
  it('takes each image type under its extensions, with the size its header gives', () => {
    const cases: Array<[string, Uint8Array, number, number]> = [
      ['.png', PNG, 3, 2],
      ['.jpg', JPEG, 1, 1],
      ['.jpeg', JPEG, 1, 1],
      ['.gif', GIF, 1, 1],
      ['.webp', WEBP, 1, 1],
      ['.avif', AVIF, 4, 3],
      ['.ico', ICO, 3, 2],
      ['.svg', SVG, 20, 10],
    ];
    for (const [ext, bytes, width, height] of cases) {
      const checked = checkImage(ext, bytes);
      expect(checked, ext).toMatchObject({ width, height, removed: [] });
      if (ext !== '.svg') expect('bytes' in checked && checked.bytes, ext).toBe(bytes);
    }
  });

  it('refuses a file whose extension is no image type, whatever its bytes', () => {
    for (const [ext, bytes] of [
      ['.html', HTML_PAGE],
      ['.js', SCRIPT],
      ['.html', PNG],
      ['.pdf', Buffer.from('%PDF-1.7\n')],
      ['', PNG],
      ['.svgz', SVG],
    ] as const) {
      expect(checkImage(ext, bytes), ext).toEqual({ notImage: expect.stringContaining('extension is not one of an image (PNG, JPEG, GIF, WebP, AVIF, ICO or SVG)') });
    }
  });

  it('refuses a file renamed to an image extension: HTML as .png, a script as .gif, one image type as another', () => {
    expect(checkImage('.png', HTML_PAGE)).toEqual({ notImage: "its bytes do not start as a PNG file's do" });
    expect(checkImage('.gif', SCRIPT)).toEqual({ notImage: "its bytes do not start as a GIF file's do" });
    expect(checkImage('.gif', PNG)).toEqual({ notImage: "its bytes do not start as a GIF file's do" });
    expect(checkImage('.webp', Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toEqual({ notImage: "its bytes do not start as a WebP file's do" });
    expect(checkImage('.ico', Buffer.from([0, 0, 2, 0, 1, 0]))).toEqual({ notImage: "its bytes do not start as a ICO file's do" });
  });

  it('refuses polyglots that only start like an image: a PNG signature or a JPEG marker followed by HTML or script', () => {
    expect(checkImage('.png', concat(PNG.subarray(0, 8), HTML_PAGE))).toEqual({ notImage: 'its PNG header cannot be read' });
    expect(checkImage('.jpg', concat(JPEG.subarray(0, 3), '<script>alert(1)</script>'))).toEqual({ notImage: 'its JPEG header cannot be read' });
    expect(checkImage('.gif', concat('GIF89a', HTML_PAGE))).toEqual({ notImage: 'it is not laid out as a GIF file (something else follows its header, or its end)' });
    expect(checkImage('.avif', concat(AVIF.subarray(0, 12), SCRIPT))).toEqual({ notImage: 'its AVIF header cannot be read' });
    // Whole headers, then a page: the PNG's header chunk with HTML after it, a whole PNG with HTML after its end.
    expect(checkImage('.png', concat(PNG.subarray(0, 33), HTML_PAGE))).toEqual({ notImage: 'it is not laid out as a PNG file (something else follows its header, or its end)' });
    expect(checkImage('.png', concat(PNG, HTML_PAGE))).toEqual({ notImage: 'it is not laid out as a PNG file (something else follows its header, or its end)' });
    expect(checkImage('.gif', concat(GIF.subarray(0, 13), 'alert(1)'))).toEqual({ notImage: 'it is not laid out as a GIF file (something else follows its header, or its end)' });
  });

  it('refuses a .svg that is no SVG document: HTML, a script, text, or a PNG', () => {
    const notSvg = { notImage: 'it is not an SVG document (well-formed UTF-8 XML whose root is <svg>)' };
    expect(checkImage('.svg', HTML_PAGE)).toEqual(notSvg);
    expect(checkImage('.svg', SCRIPT)).toEqual(notSvg);
    expect(checkImage('.svg', PNG)).toEqual(notSvg);
    expect(checkImage('.svg', Buffer.from('<html xmlns="http://www.w3.org/1999/xhtml"><svg xmlns="http://www.w3.org/2000/svg"/></html>'))).toEqual(notSvg);
  });
});
