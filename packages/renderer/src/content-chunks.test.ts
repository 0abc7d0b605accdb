import { describe, expect, it } from 'vitest';
import { pageChunk } from './content-chunks.ts';

function page(opts: { title: string; sidebar?: string; main: string; robots?: boolean; pageStyle?: string }) {
  return [
    '<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charSet="utf-8"/>',
    opts.pageStyle ? `<link rel="stylesheet" href="${opts.pageStyle}" data-precedence="katex"/>` : '',
    `<title>${opts.title}</title><meta name="description" content="About ${opts.title}"/>`,
    opts.robots ? '<meta name="robots" content="noindex"/>' : '',
    `<link rel="canonical" href="https://x.test/${opts.title}"/><meta property="og:title" content="${opts.title}"/>`,
    '<script>inline()</script><link rel="stylesheet" href="/assets/css/styles.1.css"/><script src="/assets/js/main.2.js" defer="" type="module"></script></head>',
    '<body><div class="announcement-bar">Hi</div>',
    '<nav class="navbar" aria-label="Main"><a class="navbar-link active" href="/guide">Guide</a><nav class="menu" data-secondary-menu=""></nav></nav>',
    '<div class="main-wrapper">',
    opts.sidebar !== undefined ? `<div class="doc-page"><aside class="doc-sidebar" data-sidebar="k1"><nav class="menu">${opts.sidebar}</nav></aside>` : '<div class="doc-page">',
    `<main id="main-content"><div><div>${opts.main}</div></div></main></div></div>`,
    '<footer class="footer">Footer</footer></body></html>',
  ].join('');
}

const sidebar = (current: string) => ['/guide/a', '/guide/b'].map((h) => `<a class="menu-link" href="${h}"${h === current ? ' aria-current="page"' : ''}>${h}</a>`).join('');

describe('content chunks', () => {
  it('takes the head tags, navbar and main column, leaving the sidebar out but naming it', () => {
    const chunk = pageChunk(page({ title: 'A', sidebar: sidebar('/guide/a'), main: '<p>Body A</p>' }))!;
    expect(chunk).toEqual({
      assets: '/assets/css/styles.1.css /assets/js/main.2.js',
      lang: 'en',
      dir: 'ltr',
      head: '<title>A</title><meta name="description" content="About A"/><link rel="canonical" href="https://x.test/A"/><meta property="og:title" content="A"/>',
      navbar: '<nav class="navbar" aria-label="Main"><a class="navbar-link active" href="/guide">Guide</a><nav class="menu" data-secondary-menu=""></nav></nav>',
      main: '<div class="doc-page"><aside class="doc-sidebar" data-sidebar="k1"></aside><main id="main-content"><div><div><p>Body A</p></div></div></main></div>',
      sidebar: { key: 'k1', current: '/guide/a' },
    });
  });

  it("carries a page's own stylesheet (KaTeX's) in its head tags, not in the build's assets, which every page shares", () => {
    const plain = pageChunk(page({ title: 'A', main: 'A' }))!;
    const math = pageChunk(page({ title: 'M', main: 'M', pageStyle: '/assets/vendor/katex-1/katex-swap.min.css' }))!;
    expect(math.assets).toBe(plain.assets);
    expect(math.head).toBe(
      '<link rel="stylesheet" href="/assets/vendor/katex-1/katex-swap.min.css" data-precedence="katex"/><title>M</title><meta name="description" content="About M"/><link rel="canonical" href="https://x.test/M"/><meta property="og:title" content="M"/>',
    );
  });

  it('names no current link when the page is not in its sidebar, and decodes the one it has', () => {
    expect(pageChunk(page({ title: 'A', sidebar: sidebar('/elsewhere'), main: 'A' }))!.sidebar).toEqual({ key: 'k1' });
    const odd = pageChunk(page({ title: 'Q', sidebar: '<a href="/guide/q?a=1&amp;b=&quot;2&quot;" aria-current="page">Q</a>', main: 'Q' }))!;
    expect(odd.sidebar?.current).toBe('/guide/q?a=1&b="2"');
  });

  it("carries the page's search context as the attribute's value, decoded", () => {
    const context = '{"language":"en","versions":{"guide":"1.0"}}';
    const html = page({ title: 'A', main: 'A' }).replace('<html lang="en" dir="ltr">', `<html lang="en" dir="ltr" data-search-context="${context.replaceAll('"', '&quot;')}">`);
    expect(pageChunk(html)!.searchContext).toBe(context);
    expect(pageChunk(page({ title: 'A', main: 'A' }).replace('dir="ltr"', 'dir="ltr" data-search-context="en-1.0"'))!.searchContext).toBe('en-1.0');
  });

  it('finds the key after other attributes, as the theme writes the aside (its landmark named first)', () => {
    const named = page({ title: 'A', sidebar: sidebar('/guide/a'), main: 'A' }).replace(
      '<aside class="doc-sidebar" data-sidebar="k1">',
      '<aside class="doc-sidebar" aria-label="Docs sidebar" data-sidebar="k1">',
    );
    const chunk = pageChunk(named)!;
    expect(chunk.sidebar).toEqual({ key: 'k1', current: '/guide/a' });
    expect(chunk.main).toContain('<aside class="doc-sidebar" aria-label="Docs sidebar" data-sidebar="k1"></aside><main');
  });

  it('leaves a sidebar without a key in the chunk, and pages without one have no sidebar', () => {
    const inline = page({ title: 'API', sidebar: sidebar('/api'), main: 'API' }).replace(' data-sidebar="k1"', '');
    const chunk = pageChunk(inline)!;
    expect(chunk.sidebar).toBeUndefined();
    expect(chunk.main).toContain('<aside class="doc-sidebar"><nav class="menu">');
    const home = pageChunk(page({ title: 'Home', main: 'Home', robots: true }))!;
    expect(home.sidebar).toBeUndefined();
    expect(home.head).toContain('<meta name="robots" content="noindex"/>');
  });

  it('skips pages without the shell, such as redirects', () => {
    expect(pageChunk('<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/x"></head><body></body></html>')).toBeUndefined();
  });
});
