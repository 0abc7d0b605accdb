import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/load.ts';

const load = (yaml: string) => parseConfig(`title: T\nurl: https://example.com\n${yaml}`, 'site/ctfdocs.config.yaml');

describe('customCss, stylesheets, scripts and headTags', () => {
  it('reads Docusaurus shapes: a URL or a map of attributes', () => {
    const { config, diagnostics } = load(
      [
        'customCss: ./css/custom.css',
        'stylesheets:',
        '  - https://cdn.example.com/katex.css',
        '  - { href: /css/extra.css, type: text/css, crossorigin: anonymous }',
        'scripts:',
        '  - https://plausible.io/js/script.js',
        '  - { src: /js/widget.js, async: true, type: module, data-domain: docs.example.com }',
        'headTags:',
        '  - { tagName: link, attributes: { rel: preconnect, href: "https://fonts.gstatic.com", crossorigin: true } }',
        '  - tagName: script',
        '    attributes: { type: application/ld+json }',
        '    innerHTML: \'{"@type": "Organization"}\'',
      ].join('\n'),
    );
    expect(diagnostics).toEqual([]);
    expect(config?.customCss).toEqual(['site/css/custom.css']);
    expect(config?.stylesheets).toEqual([{ href: 'https://cdn.example.com/katex.css' }, { href: '/css/extra.css', type: 'text/css', crossorigin: 'anonymous' }]);
    expect(config?.scripts).toEqual([{ src: 'https://plausible.io/js/script.js' }, { src: '/js/widget.js', async: true, type: 'module', 'data-domain': 'docs.example.com' }]);
    expect(config?.headTags[0]).toEqual({ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.gstatic.com', crossorigin: true } });
    expect(config?.headTags[1].innerHTML).toBe('{"@type": "Organization"}');
  });

  it('names the key and line of each problem', () => {
    const { diagnostics } = load(
      [
        'scripts:',
        '  - http://cdn.example.com/a.js',
        '  - { src: //cdn.example.com/b.js }',
        '  - { src: js/c.js, defr: true }',
        '  - 42',
        'stylesheets: [ftp://example.com/a.css]',
        'headTags:',
        '  - { tagName: body, attributes: {} }',
        '  - { tagName: link, attributes: { rel: stylesheet, href: "/x.css", onload: "this.media=\'all\'" } }',
        '  - { tagName: script, innerHTML: "a</script><b>" }',
        '  - { tagName: meta, attributes: { name: x }, innerHTML: y }',
      ].join('\n'),
    );
    const byPath = Object.fromEntries(diagnostics.map((d) => [d.configPath, `${d.line} ${d.message}`]));
    expect(byPath['scripts[0].src']).toMatch(/^4 .*plain http: write https:\/\/cdn\.example\.com\/a\.js/);
    expect(byPath['scripts[1].src']).toMatch(/^5 .*protocol-relative/);
    expect(byPath['scripts[2].src']).toMatch(/^6 .*path from the site root/);
    expect(byPath['scripts[2].defr']).toMatch(/^6 .*unknown key "defr"/);
    expect(byPath['scripts[3]']).toMatch(/^7 .*must be a URL, or a map of src, async, defer and type \(src required\)/);
    expect(byPath['stylesheets[0].href']).toMatch(/^8 .*must be an https URL, not ftp:/);
    expect(byPath['headTags[0].tagName']).toMatch(/^10 .*must be one of link, meta, script, style/);
    expect(byPath['headTags[1].attributes.onload']).toMatch(/^11 .*event handler/);
    expect(byPath['headTags[2].innerHTML']).toMatch(/^12 .*would end the element early/);
    expect(byPath['headTags[3].innerHTML']).toMatch(/^13 .*void element/);
  });
});
