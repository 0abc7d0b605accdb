// What the build of test/fixtures/extend-all (a site using every way of
// extending ctfdocs at once) must show, one check per feature, each given the
// build's output folder: run one by one by the integration test, and all
// together on the site the packed package built.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { expectNpm2yarnTabs } from './npm2yarn.ts';

const html = (out: string, route: string) => readFile(path.join(out, `${route}.html`), 'utf8');

/** The file of the asset a page links to, `assets/css/styles.<hash>.css` or `assets/js/main.<hash>.js`. */
async function assetOf(out: string, route: string, pattern: RegExp): Promise<string> {
  const href = pattern.exec(await html(out, route))?.[1];
  expect(href, `${route} links to no ${pattern}`).toBeDefined();
  return readFile(path.join(out, href!), 'utf8');
}

/** The tags every page's head ends with: the config's head tags, stylesheets and scripts, then the plugin's. */
const HEAD_END = [
  '<meta name="theme-color" content="#0f766e">',
  "<script>document.documentElement.dataset.headTag = 'ran';</script>",
  '<link rel="stylesheet" href="/css/extra.css">',
  '<script src="/js/local.js"></script>',
  '<meta name="releases-latest" content="2.1.0">',
].join('');

export const EXTENDED_SITE_FEATURES: Record<string, (out: string) => Promise<void>> = {
  'remark-math and rehype-katex draw TeX as KaTeX markup': async (out) => {
    const math = await html(out, 'docs/math');
    expect(math).toMatch(/<span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www\.w3\.org\/1998\/Math\/MathML">.*<annotation encoding="application\/x-tex">E = mc\^2<\/annotation>/s);
    expect(math).toContain('<span class="katex-display">');
    expect(math).toContain('\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}</annotation>');
    expect(math).not.toContain('$E');
  },
  "@docusaurus/remark-plugin-npm2yarn turns an MDX page's npm command into tabs": async (out) => {
    expectNpm2yarnTabs(await html(out, 'docs/mdx/install'));
  },
  'remark-gemoji turns shortcodes into emoji in docs, MDX pages and site pages': async (out) => {
    expect(await html(out, 'docs/intro')).toContain('needs docs 🎉.');
    expect(await html(out, 'docs/mdx/install')).toContain('Install the package 🚀');
    expect(await html(out, 'index')).toContain('</a> 👋 to learn');
  },
  'the local rehype plugin marks the terms its options name, on every page and never in code': async (out) => {
    for (const route of ['docs/intro', 'index']) expect(await html(out, route), route).toContain('<abbr title="Capture The Flag">CTF</abbr>');
    expect(await html(out, 'docs/intro')).toContain('stays as written: <code>CTF</code>.');
  },
  "customCss's primary colour, light and dark, is in the stylesheet every page loads, after the theme's": async (out) => {
    const css = await assetOf(out, 'docs/intro', /<link rel="stylesheet" href="\/(assets\/css\/styles\.[0-9a-f]+\.css)"/);
    const theme = css.indexOf('--ctfdocs-color-primary:');
    expect(css.indexOf(':root{--ctfdocs-color-primary: rgb(15, 118, 110)}')).toBeGreaterThan(theme);
    expect(css.indexOf('[data-theme=dark]{--ctfdocs-color-primary: rgb(94, 234, 212)}')).toBeGreaterThan(theme);
  },
  "every page's head ends with the config's head tags, stylesheets and scripts, then the plugin's head tag": async (out) => {
    for (const route of ['docs/intro', 'docs/mdx/install', 'index', 'releases', '404']) {
      const page = await html(out, route);
      expect(page.slice(0, page.indexOf('</head>')).endsWith(HEAD_END), route).toBe(true);
    }
  },
  "the site's Footer draws its note above the theme's own footer": async (out) => {
    for (const route of ['docs/intro', 'releases']) {
      expect(await html(out, route), route).toMatch(
        /<aside class="release-note" aria-label="About these docs"><p>These docs describe Extended 2\.1\.<\/p><\/aside><footer class="footer[^"]*">.*<p class="footer-copyright">Copyright Extended Docs<\/p>/s,
      );
    }
  },
  "an MDX page uses mdxComponents' Since without an import": async (out) => {
    expect(await html(out, 'docs/mdx/install')).toContain('<span class="since-badge">Since 2.0.0</span>');
  },
  "the site plugin's route is its component in the site's shell, with the content it loaded": async (out) => {
    const page = await html(out, 'releases');
    const main = /<main id="main-content"[^>]*>([\s\S]*?)<\/main>/.exec(page)?.[1] ?? '';
    expect(main).toContain('<h1>Releases</h1>');
    expect(main.match(/<li>/g)).toHaveLength(3);
    expect(main).toContain('<strong>2.0.0</strong> <!-- -->undated');
    expect(page).toContain('<title>Releases | Extended Docs</title>');
    expect(page).toMatch(/<nav[^>]*class="navbar/);
    expect(await html(out, 'docs/intro')).toContain('<a href="/releases">the releases</a>');
  },
  "the site plugin's remark plugin, from its folder, writes the option the plugin gave it into pages": async (out) => {
    expect(await html(out, 'docs/intro')).toContain('The latest release is 2.1.0.</p>');
  },
  "the site plugin's client module is in the client script every page loads": async (out) => {
    const code = await assetOf(out, 'docs/intro', /<script src="\/(assets\/js\/main\.[0-9a-f]+\.js)"/);
    expect(code).toContain('releasesClient');
  },
  "the site plugin's postBuild wrote its file with every route": async (out) => {
    expect(await readFile(path.join(out, 'routes.txt'), 'utf8')).toBe(['/', '/docs', '/docs/intro', '/docs/math', '/docs/mdx/install', '/releases', ''].join('\n'));
  },
};

/** The pages of the fixture, as the compile workers name them. */
export const EXTENDED_SITE_PAGES = ['content/docs/intro.md', 'content/docs/math.md', 'content/docs/mdx/install.mdx', 'site/pages/index.md'];

/** The warning the site plugin's check gives, as `ctfdocs check` and `build` print it. */
export const EXTENDED_SITE_WARNING = 'warning site/releases.json:3 Release 2.0.0 has no date\n  hint: Give the entry a "date".';
