import { describe, expect, it } from 'vitest';
import { checkLinks, resolve, scanLinks, type CheckedPage } from './check.ts';

const layout = '<nav><a href="/">Home</a><a href="/docs/a">A</a><a href="/nowhere">Bad nav</a></nav>';
const opts = { baseUrl: '/', onBrokenLinks: 'throw' as const, onBrokenAnchors: 'warn' as const, onBrokenMarkdownLinks: 'warn' as const, files: new Set(['/img/logo.svg']) };

function page(route: string, body: string, contentLinks: Array<{ url: string; line?: number; brokenMarkdownTarget?: string }> = []) {
  return { route, source: `content${route}.md`, links: scanLinks(`<html><body>${layout}<main>${body}</main></body></html>`), contentLinks };
}

describe('checkLinks', () => {
  const pages = [
    page('/', '<h2 id="top">Top</h2>'),
    page('/docs/a', '<h2 id="install">Install</h2><a href="/docs/b">b</a><a href="/docs/a#install">self</a><a href="/img/logo.svg">logo</a>', [
      { url: '/docs/b', line: 7 },
      { url: '/docs/a#install', line: 8 },
    ]),
    page('/docs/c', '<a href="/docs/a#nope">x</a><a href="https://ctfd.io">ext</a><a href="mailto:a@b.c">m</a>', [
      { url: '/docs/a#nope', line: 3 },
      { url: './gone.md', line: 4, brokenMarkdownTarget: './gone.md' },
    ]),
  ];
  const d = checkLinks(pages, opts);

  it('reports a broken content link as route (file:line) → target', () => {
    const broken = d.find((x) => x.message.includes('→ /docs/b'));
    expect(broken?.severity).toBe('error');
    expect(broken?.message).toBe('Broken link: /docs/a (content/docs/a.md:7) → /docs/b');
    expect(broken?.line).toBe(7);
  });

  it('accepts a link to a static HTML file the build copied (/legacy.html), which is no route', () => {
    const withStatic = checkLinks([page('/docs/l', '<a href="/legacy.html">old</a>', [{ url: '/legacy.html', line: 2 }])], { ...opts, files: new Set(['/legacy.html']) });
    expect(withStatic.filter((x) => x.message.includes('legacy'))).toEqual([]);
    const without = checkLinks([page('/docs/l', '<a href="/legacy.html">old</a>', [{ url: '/legacy.html', line: 2 }])], opts);
    expect(without.filter((x) => x.message.includes('legacy')).map((x) => x.code)).toEqual(['link/broken']);
  });

  it('reports a link to a file beside the page that is not published as such, an error whatever onBrokenLinks says', () => {
    const linking = page('/docs/l', '<a href="./guide.pdf">pdf</a><a href="./gone.pdf">gone</a>', [
      { url: './guide.pdf', line: 5 },
      { url: './gone.pdf', line: 6 },
    ]);
    const beside = (source: string, href: string) => source === 'content/docs/l.md' && href === './guide.pdf';
    const found = checkLinks([linking], { ...opts, onBrokenLinks: 'ignore', unpublishedFile: beside });
    expect(found).toEqual([
      {
        severity: 'error',
        code: 'link/file-not-published',
        message: 'Link to a file that is not published: /docs/l (content/docs/l.md:5) → ./guide.pdf',
        file: 'content/docs/l.md',
        line: 5,
        column: undefined,
        hint: 'Only pages, images and the files of static folders (staticDirectories) are published: move the file into a static folder (static/files/guide.pdf is served at /files/guide.pdf) and link to it there.',
      },
    ]);
  });

  it('names the config file it was given in the hint for a link broken in the layout', () => {
    const named = checkLinks(pages, { ...opts, configFile: 'ctfdocs.config.yaml' }).find((x) => x.message.includes('/nowhere'));
    expect(named?.hint).toBe('Fix the link in ctfdocs.config.yaml (navbar or footer) or in the sidebar source.');
  });

  it('reports a link broken in the layout once, with the number of pages', () => {
    const layoutDiag = d.filter((x) => x.message.includes('/nowhere'));
    expect(layoutDiag).toHaveLength(1);
    expect(layoutDiag[0].message).toContain('layout');
    expect(layoutDiag[0].message).toContain('on 3 pages');
  });

  it('reports an anchor broken in the layout once, with the number of pages and an example page', () => {
    const withAnchor = (route: string) => ({ ...page(route, '<h2 id="top">Top</h2>'), links: scanLinks('<nav><a href="/#gone">Home</a></nav><h2 id="top">Top</h2>') });
    const found = checkLinks([withAnchor('/'), withAnchor('/docs/a')], opts);
    expect(found).toEqual([
      { severity: 'warning', code: 'link/broken-anchor', message: 'Broken anchor in the layout on 2 pages, e.g. / → /#gone', hint: 'Fix the anchor in the config or the theme.' },
    ]);
  });

  it('warns about an anchor that no element of the target page has', () => {
    const anchor = d.find((x) => x.code === 'link/broken-anchor');
    expect(anchor?.severity).toBe('warning');
    expect(anchor?.message).toContain('/docs/a#nope');
    expect(d.some((x) => x.message.includes('#install'))).toBe(false);
  });

  it('warns about a broken markdown file link', () => {
    const md = d.find((x) => x.code === 'link/broken-markdown');
    expect(md?.severity).toBe('warning');
    expect(md?.line).toBe(4);
  });

  it('ignores external links and accepts static files', () => {
    expect(d.some((x) => x.message.includes('ctfd.io') || x.message.includes('logo.svg') || x.message.includes('mailto'))).toBe(false);
    expect(d).toHaveLength(4);
  });

  it('counts routes not among the checked pages as existing, and leaves anchors into them to the whole check', () => {
    const one = [
      page('/docs/c', '<a href="/docs/b#part">b</a><a href="/docs/gone">gone</a>', [
        { url: '/docs/b#part', line: 2 },
        { url: '/docs/gone', line: 3 },
      ]),
    ];
    const found = checkLinks(one, { ...opts, otherRoute: (p) => p === '/docs/b' || p === '/docs/a' || p === '/' });
    expect(found.map((x) => x.message)).toEqual([
      'Broken link: /docs/c (content/docs/c.md:3) → /docs/gone',
      'Broken link in the layout (navbar, sidebar or footer) on 1 page, e.g. /docs/c → /nowhere',
    ]);
  });

  it('follows onBrokenLinks: warn', () => {
    const w = checkLinks(pages, { ...opts, onBrokenLinks: 'warn' });
    expect(w.filter((x) => x.code === 'link/broken').every((x) => x.severity === 'warning')).toBe(true);
  });
});

describe('scanLinks', () => {
  it('reads ids and names, and the distinct local hrefs, decoded', () => {
    const shared = new Map<string, string>();
    const html =
      '<h2 id="a&amp;b">A</h2><a name="legacy"></a><a href="/docs/x?a=1&amp;b=2">x</a><a href="/docs/x?a=1&amp;b=2">again</a><a href="../y#h">y</a><a href="https://ctfd.io">e</a><a href="//cdn.test/x">p</a><a href="mailto:a@b.c">m</a>';
    const links = scanLinks(html, shared);
    expect([...links.ids]).toEqual(['a&b', 'legacy']);
    expect(links.hrefs).toEqual(['/docs/x?a=1&b=2', '../y#h']);
    // A second page with the same links reads them from the shared map.
    expect(scanLinks('<a href="/docs/x?a=1&amp;b=2">x</a>', shared).hrefs).toEqual(['/docs/x?a=1&b=2']);
    expect(shared.get('/docs/x?a=1&amp;b=2')).toBe('/docs/x?a=1&b=2');
  });

  it('keeps the distinct links to other sites apart, for check --external', () => {
    const links = scanLinks(
      '<a href="https://ctfd.io/a?x=1&amp;y=2">e</a><a href="https://ctfd.io/a?x=1&amp;y=2">again</a><a href="//cdn.test/x">p</a><a href="mailto:a@b.c">m</a><a href="/docs/x">x</a>',
    );
    expect(links.external).toEqual(['https://ctfd.io/a?x=1&y=2', '//cdn.test/x']);
    expect(scanLinks('<a href="/docs/x">x</a>').external).toBeUndefined();
  });

  it('decodes an href once: an escaped entity stays text', () => {
    // `/q?x=&lt;` written in a page: React writes its "&" as &amp;, and the checker must read the "&lt;" back, not "<".
    expect(scanLinks('<a href="/q?x=&amp;lt;">q</a>').hrefs).toEqual(['/q?x=&lt;']);
  });

  it('leaves out pathname:// links from markdown, which are not checked', () => {
    const links = scanLinks('<a href="/files/report.pdf" data-pathname-link="">r</a><a data-pathname-link="" href="/app">a</a><a href="/docs/x">x</a>');
    expect(links.hrefs).toEqual(['/docs/x']);
  });

  it('finds what changed between two checks of the same pages', () => {
    const target = (ids: string): CheckedPage => ({ route: '/docs/t', source: 'content/docs/t.md', links: scanLinks(ids), contentLinks: [] });
    const from = (href: string): CheckedPage => ({ route: '/docs/f', source: 'content/docs/f.md', links: scanLinks(`<a href="${href}">x</a>`), contentLinks: [{ url: href, line: 3 }] });
    const run = (...pages: CheckedPage[]) => checkLinks(pages, { ...opts, files: new Set() }).map((d) => d.code);
    expect(run(from('/docs/t#one'), target('<h2 id="one">One</h2>'))).toEqual([]);
    expect(run(from('/docs/t#one'), target('<h2 id="two">Two</h2>'))).toEqual(['link/broken-anchor']);
    expect(run(from('/docs/gone'), target('<h2 id="two">Two</h2>'))).toEqual(['link/broken']);
    expect(run(from('/docs/t'))).toEqual(['link/broken']);
    expect(run(from('/docs/t'), target(''))).toEqual([]);
  });
});

describe('resolve', () => {
  it('resolves relative links and strips baseUrl and trailing slashes', () => {
    expect(resolve('../b', '/docs/x/a', '/')).toEqual({ path: '/docs/b', hash: undefined });
    expect(resolve('/base/docs/a/#h', '/', '/base/')).toEqual({ path: '/docs/a', hash: 'h' });
    expect(resolve('#top', '/docs/a', '/')).toEqual({ path: '/docs/a', hash: 'top' });
  });
});
