import { describe, expect, it } from 'vitest';
import { compileForTest } from './testing.ts';

describe('links', () => {
  it('renders a pathname:// link as a plain link to the path, not recorded for the link checker', async () => {
    const { html, links, diagnostics } = await compileForTest('Get [the report](pathname:///files/report.pdf) or [the app](pathname:///app/#/start).');
    expect(html).toBe('<p>Get <a href="/files/report.pdf" data-pathname-link="">the report</a> or <a href="/app/#/start" data-pathname-link="">the app</a>.</p>');
    expect(links).toEqual([]);
    expect(diagnostics).toEqual([]);
  });

  const pages: Record<string, string> = {
    '/site/docs/guide/setup.md': '/docs/guide/setup',
    '/site/docs/guide/index.md': '/docs/guide',
    '/site/docs/intro.md': '/docs/intro',
    '/site/docs/guide/intro.md': '/docs/guide/intro',
    '/site/docs/faq.md': '/docs/faq',
  };
  const compileAt = (body: string) =>
    compileForTest(body, { file: 'docs/guide/page.md', absPath: '/site/docs/guide/page.md', resolveMarkdown: (abs) => pages[abs], linkRoots: ['/site/docs', '/site'] });
  const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

  it("resolves a markdown file as Docusaurus does: ./ from the page's folder only, a bare name from the page's folder then the docs folder, /x.md from the docs folder", async () => {
    const r = await compileAt('[a](intro.md) [b](faq.md#top) [c](./faq.md) [d](/intro.md) [e](/guide/setup.md) [f](nowhere.md)');
    expect(hrefs(r.html)).toEqual(['/docs/guide/intro', '/docs/faq#top', './faq.md', '/docs/intro', '/docs/guide/setup', 'nowhere.md']);
    expect(r.links.filter((l) => l.brokenMarkdownTarget).map((l) => l.brokenMarkdownTarget)).toEqual(['./faq.md', 'nowhere.md']);
  });

  it('resolves a relative link without an extension, or with .html, to the page whose file it names, as VitePress does; others stay as written', async () => {
    const r = await compileAt('[a](./index) [b](./setup#step) [c](../faq) [d](./) [e](setup.html) [f](./missing) [g](/docs/guide/setup) [h](./file.pdf)');
    expect(hrefs(r.html)).toEqual(['/docs/guide', '/docs/guide/setup#step', '/docs/faq', '/docs/guide', '/docs/guide/setup', './missing', '/docs/guide/setup', './file.pdf']);
    expect(r.links.some((l) => l.brokenMarkdownTarget)).toBe(false);
  });

  it("gives an image its colour mode's class from GitHub's fragment, or from {.img-dark} after it under headingIds: vitepress; otherwise the braces stay, with a warning", async () => {
    const body = '![Logo](https://x.example/light.png#gh-light-mode-only) ![Logo](https://x.example/dark.png){.img-dark .wide} after.';
    const vp = await compileForTest(body, { markdownInput: { headingIds: 'vitepress' } });
    expect(vp.html).toBe('<p><img src="https://x.example/light.png" alt="Logo" class="img-light"> <img src="https://x.example/dark.png" alt="Logo" class="img-dark wide"> after.</p>');
    expect(vp.diagnostics).toEqual([]);
    const gh = await compileForTest(body);
    expect(gh.html).toContain('<img src="https://x.example/dark.png" alt="Logo">{.img-dark .wide} after.');
    expect(gh.diagnostics.map((d) => d.code)).toEqual(['unsupported/attribute']);
  });
});
