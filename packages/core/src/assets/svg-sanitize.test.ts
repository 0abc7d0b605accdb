import { describe, expect, it } from 'vitest';
import { HOSTILE_SVG, PNG, SVG } from '../../../../test/helpers/images.ts';
import { sanitizeSvg } from './svg-sanitize.ts';

const clean = (svg: string) => {
  const out = sanitizeSvg(Buffer.from(svg));
  if (!out) throw new Error('not an SVG');
  return { svg: out.bytes.toString('utf8'), removed: out.removed };
};
const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('sanitizeSvg', () => {
  it('writes a plain drawing again as it was, without the XML declaration, comments and doctype', () => {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg ${NS} viewBox="0 0 20 10" role="img" aria-label="A &amp; B"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><style>rect { fill: url(#g) }</style><rect width="20" height="10" fill="url(#g)" style="stroke: url('#g')"/><text x="1" y="9">a &lt; b</text></svg>`;
    expect(clean(svg)).toEqual({
      svg: `<svg ${NS} viewBox="0 0 20 10" role="img" aria-label="A &#x26; B"><defs><linearGradient id="g"><stop offset="0" stop-color="red"></stop></linearGradient></defs><style>rect { fill: url(#g) }</style><rect width="20" height="10" fill="url(#g)" style="stroke: url('#g')"></rect><text x="1" y="9">a &#x3C; b</text></svg>`,
      removed: [],
    });
  });

  it('removes scripts, handlers, HTML in a foreignObject, javascript: links, links to other files and animations that set them', () => {
    const out = clean(HOSTILE_SVG.toString('utf8'));
    expect(out.svg).toBe(`<svg ${NS} width="20" height="10"><a><rect width="20" height="10" fill="red"></rect></a><image width="1" height="1"></image></svg>`);
    expect(out.removed).toEqual(['onload handler', '<script>', '<foreignObject>', 'href with a javascript: URL', 'href to another file', '<set> of onmouseover']);
  });

  it('keeps fragment links and embedded raster images, declaring xlink when a kept attribute uses it', () => {
    const svg = `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><symbol id="s"/><use xlink:href="#s"/><use href=" #s"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/></svg>`;
    expect(clean(svg).svg).toBe(
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><symbol id="s"></symbol><use xlink:href="#s"></use><use href=" #s"></use><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"></image></svg>`,
    );
    expect(clean(`<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><rect/></svg>`).svg).toBe(`<svg ${NS}><rect></rect></svg>`);
  });

  it('removes references to other files: external href and xlink:href, an embedded SVG, url() to a file, @import and escaped CSS', () => {
    const svg = [
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink">`,
      '<use xlink:href="other.svg#a"/>',
      '<use href="//evil.example/a.svg#a"/>',
      '<image href="data:image/svg+xml;base64,PHN2Zz4="/>',
      '<rect filter="url(filters.svg#f)" fill="url( \'https://evil.example/p\' )"/>',
      '<rect style="background: image-set(\'x.png\' 1x)"/>',
      '<style>@import "https://evil.example/a.css";</style>',
      '<style>rect { fill: \\75rl(x) }</style>',
      '<style>rect { fill: url(https://evil.example/x) }</style>',
      '<g xml:base="https://evil.example/"/>',
      '</svg>',
    ].join('');
    const out = clean(svg);
    expect(out.svg).toBe(`<svg ${NS}><use></use><use></use><image></image><rect></rect><rect></rect><g></g></svg>`);
    expect(out.removed).toEqual([
      'xlink:href to another file',
      'href to another file',
      'filter that loads another file',
      'fill that loads another file',
      'style that loads another file',
      '<style> that loads other files',
      'xml:base attribute',
    ]);
  });

  it('sees through entities and spaces in javascript: URLs, and removes animations of links and handlers', () => {
    const svg = `<svg ${NS}><a><animate attributeName="href" values="#a;#b"/><set attributeName=" xlink:href" to="#a"/><animate attributeName="fill" values="red;blue"/></a><animate attributeName="x" values="java&#x09;script:alert(1)"/></svg>`;
    const out = clean(svg);
    expect(out.svg).toBe(`<svg ${NS}><a><animate attributeName="fill" values="red;blue"></animate></a><animate attributeName="x"></animate></svg>`);
    expect(out.removed).toEqual(['<animate> of href', '<set> of xlink:href', 'values with a javascript: URL']);
  });

  it('removes elements of other namespaces (XHTML by prefix or by default namespace) and editors’ data', () => {
    const svg = `<svg ${NS} xmlns:html="http://www.w3.org/1999/xhtml" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3"><html:script>alert(1)</html:script><g xmlns="http://www.w3.org/1999/xhtml"><script>alert(2)</script><rect/></g><inkscape:grid/></svg>`;
    const out = clean(svg);
    expect(out.svg).toBe(`<svg ${NS}><g><rect></rect></g></svg>`);
    expect(out.removed).toEqual(['inkscape:version attribute', '<html:script>', '<script>', '<inkscape:grid>']);
  });

  it('gives bytes that read back as the same SVG, with nothing more to remove', () => {
    for (const svg of [SVG, HOSTILE_SVG]) {
      const once = sanitizeSvg(svg)!;
      const twice = sanitizeSvg(once.bytes)!;
      expect(twice).toEqual({ bytes: once.bytes, removed: [] });
    }
  });

  it('is no SVG: not UTF-8, not well-formed, another root, another namespace, or entities declared in the doctype', () => {
    for (const bytes of [
      PNG,
      Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0x3e]),
      Buffer.from(`<svg ${NS}><rect></svg>`),
      Buffer.from(`<html xmlns="http://www.w3.org/1999/xhtml"><svg ${NS}/></html>`),
      Buffer.from('<svg xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></svg>'),
      Buffer.from(`<svg ${NS}/><svg ${NS}/>`),
      Buffer.from(`<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]><svg ${NS}>&x;</svg>`),
    ]) {
      expect(sanitizeSvg(bytes), bytes.toString('latin1')).toBeUndefined();
    }
  });
});
