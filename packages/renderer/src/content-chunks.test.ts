import { describe, expect, it } from 'vitest';
import { chunkFile, contentChunks, pageChunk } from './content-chunks.ts';

function page(opts: { title: string; sidebar?: string; main: string; robots?: boolean }) {
  return [
    '<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charSet="utf-8"/>',
    `<title>${opts.title}</title><meta name="description" content="About ${opts.title}"/>`,
    opts.robots ? '<meta name="robots" content="noindex"/>' : '',
    `<link rel="canonical" href="https://x.test/${opts.title}"/><meta property="og:title" content="${opts.title}"/>`,
    '<script>inline()</script><link rel="stylesheet" href="/assets/css/styles.1.css"/><script src="/assets/js/main.2.js" defer="" type="module"></script></head>',
    '<body><div class="announcement-bar">Hi</div>',
    '<nav class="navbar" aria-label="Main"><a class="navbar-link active" href="/guide">Guide</a><nav class="menu" data-secondary-menu=""></nav></nav>',
    '<div class="main-wrapper">',
    opts.sidebar !== undefined ? `<div class="doc-page"><aside class="doc-sidebar"><nav class="menu">${opts.sidebar}</nav></aside>` : '<div class="doc-page">',
    `<main id="main-content"><div><div>${opts.main}</div></div></main></div></div>`,
    '<footer class="footer">Footer</footer></body></html>',
  ].join('');
}

const sidebar = (current: string) =>
  ['/guide/a', '/guide/b'].map((h) => `<a class="menu-link" href="${h}"${h === current ? ' aria-current="page"' : ''}>${h}</a>`).join('');

describe('content chunks', () => {
  it('takes the head tags, navbar and main column, leaving the sidebar out', () => {
    const made = pageChunk(page({ title: 'A', sidebar: sidebar('/guide/a'), main: '<p>Body A</p>' }))!;
    expect(made.chunk.head).toBe('<title>A</title><meta name="description" content="About A"/><link rel="canonical" href="https://x.test/A"/><meta property="og:title" content="A"/>');
    expect(made.chunk.navbar).toBe('<nav class="navbar" aria-label="Main"><a class="navbar-link active" href="/guide">Guide</a><nav class="menu" data-secondary-menu=""></nav></nav>');
    expect(made.chunk.main).toBe('<div class="doc-page"><aside class="doc-sidebar"></aside><main id="main-content"><div><div><p>Body A</p></div></div></main></div>');
    expect(made.chunk.assets).toBe('/assets/css/styles.1.css /assets/js/main.2.js');
    expect(made.chunk.lang).toBe('en');
    expect(made.chunk.dir).toBe('ltr');
    expect(made.chunk.sidebar?.current).toBe('/guide/a');
    expect(made.sidebar?.html).toBe(`<nav class="menu">${sidebar('')}</nav>`);
    expect(made.html).toContain(`<aside class="doc-sidebar" data-sidebar="${made.sidebar?.key}">`);
  });

  it('gives pages of one sidebar one key and one sidebar file, and another sidebar another', () => {
    const { files, html } = contentChunks([
      { route: '/guide/a', html: page({ title: 'A', sidebar: sidebar('/guide/a'), main: 'A' }) },
      { route: '/guide/b', html: page({ title: 'B', sidebar: sidebar('/guide/b'), main: 'B' }) },
      { route: '/other', html: page({ title: 'O', sidebar: '<a href="/other">Other</a>', main: 'O' }) },
      { route: '/', html: page({ title: 'Home', main: 'Home', robots: true }) },
    ]);
    const a = JSON.parse(files.get(chunkFile('/guide/a'))!);
    const b = JSON.parse(files.get(chunkFile('/guide/b'))!);
    const o = JSON.parse(files.get(chunkFile('/other'))!);
    expect(a.sidebar.key).toBe(b.sidebar.key);
    expect(o.sidebar.key).not.toBe(a.sidebar.key);
    expect([...files.keys()].filter((f) => f.startsWith('assets/sidebars/')).sort()).toEqual([`assets/sidebars/${a.sidebar.key}.html`, `assets/sidebars/${o.sidebar.key}.html`].sort());
    const home = JSON.parse(files.get('__chunks/index.json')!);
    expect(home.sidebar).toBeUndefined();
    expect(home.head).toContain('<meta name="robots" content="noindex"/>');
    expect(html.get('/')).not.toContain('data-sidebar');
  });

  it('keeps the chunk of a page whose HTML did not change, and makes a new one when it did', () => {
    const memo = new Map();
    const a = page({ title: 'A', sidebar: sidebar('/guide/a'), main: 'A' });
    contentChunks([{ route: '/guide/a', html: a }], memo);
    const kept = memo.get('/guide/a');
    contentChunks([{ route: '/guide/a', html: a }], memo);
    expect(memo.get('/guide/a')).toBe(kept);
    const { files } = contentChunks([{ route: '/guide/a', html: page({ title: 'A', sidebar: sidebar('/guide/a'), main: 'Changed' }) }], memo);
    expect(memo.get('/guide/a')).not.toBe(kept);
    expect(JSON.parse(files.get('__chunks/guide/a.json')!).main).toContain('Changed');
  });

  it('skips pages without the shell, such as redirects', () => {
    expect(pageChunk('<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/x"></head><body></body></html>')).toBeUndefined();
  });

  it('names chunk files after routes', () => {
    expect(chunkFile('/')).toBe('__chunks/index.json');
    expect(chunkFile('/docs/api/redoc')).toBe('__chunks/docs/api/redoc.json');
  });
});
