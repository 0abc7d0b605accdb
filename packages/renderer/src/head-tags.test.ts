import { describe, expect, it } from 'vitest';
import { parseConfig, siteHeadTags } from '@ctfdocs/core';
import { headTagsHtml, withHeadTags } from './head-tags.ts';

function html(yaml: string): string {
  const loaded = parseConfig(`title: T\nurl: https://docs.example.com\nbaseUrl: /docs/\n${yaml}`, 'ctfdocs.config.yaml');
  expect(loaded.diagnostics).toEqual([]);
  return headTagsHtml(siteHeadTags(loaded.config!));
}

describe('head tags', () => {
  it("are written in Docusaurus's order (head tags, stylesheets, scripts), site paths under the baseUrl", () => {
    expect(
      html(
        [
          'scripts: [/js/a.js, { src: https://plausible.io/js/script.js, defer: true, async: false, data-domain: docs.example.com }]',
          'stylesheets: [{ href: /css/b.css, media: print }]',
          'headTags: [{ tagName: meta, attributes: { name: theme-color, content: "#3b4fd8" } }]',
        ].join('\n'),
      ),
    ).toBe(
      '<meta name="theme-color" content="#3b4fd8">' +
        '<link rel="stylesheet" href="/docs/css/b.css" media="print">' +
        '<script src="/docs/js/a.js"></script>' +
        '<script src="https://plausible.io/js/script.js" defer data-domain="docs.example.com"></script>',
    );
  });

  it("escape attribute values, and write an inline element's content as the config gives it", () => {
    expect(html('headTags:\n  - { tagName: meta, attributes: { name: x, content: "a\\"><script>alert(1)</script>" } }\n  - { tagName: style, innerHTML: "a > b { color: red }" }\n')).toBe(
      '<meta name="x" content="a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"><style>a > b { color: red }</style>',
    );
  });

  it("go at the end of the document's head, and nowhere when there are none", () => {
    const doc = '<!DOCTYPE html><html><head><title>a &lt;/head&gt;</title></head><body><p>&lt;/head&gt;</p></body></html>';
    expect(withHeadTags(doc, '<meta name="x">')).toBe('<!DOCTYPE html><html><head><title>a &lt;/head&gt;</title><meta name="x"></head><body><p>&lt;/head&gt;</p></body></html>');
    expect(withHeadTags(doc, '')).toBe(doc);
  });
});
