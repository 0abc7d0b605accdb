// ctfdocs init --from-docusaurus on a Docusaurus site written for this test
// (test/fixtures/docusaurus): what it carries over builds, the docs are left
// as they were, and what it cannot carry is named with its file and key.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { startServer } from '@ctfdocs/dev-server';
import { copyFixture, edit, readTree, runCli, write } from '../helpers/fixture.ts';

describe('ctfdocs init --from-docusaurus', () => {
  it('writes a config and sidebars that build with 0 warnings, leaves the docs alone, and reports what it could not carry', async () => {
    const dir = await copyFixture('docusaurus');
    const docsBefore = await readTree(path.join(dir, 'docs'));
    const r = await runCli(dir, ['init', '--from-docusaurus', '.']);
    expect(r.code, r.stderr).toBe(0);
    // Docusaurus 3 runs every .md page as MDX by default; the imported site does too.
    expect(await readFile(path.join(dir, 'ctfdocs.config.yaml'), 'utf8')).toMatch(/^markdown:\n {2}format: mdx$/m);
    for (const line of [
      'docusaurus.config.js  plugins[2]: "@docusaurus/plugin-ideal-image": ctfdocs runs no Docusaurus plugins',
      'docusaurus.config.js  presets[0][1].blog.blogListComponent: ctfdocs draws the blog with its own theme components',
      "docusaurus.config.js  presets[0][1].blog.feedOptions.createFeedItems: ctfdocs's config is YAML",
      "docusaurus.config.js  plugins[1][1].remarkPlugins: a blog has no plugin lists of its own in ctfdocs: its posts take the site's markdown.remarkPlugins and markdown.rehypePlugins, which every page takes",
      "i18n/fr/docusaurus-plugin-content-blog  (folder): ctfdocs reads this locale's posts from i18n/fr/blog-blog/: move the folder there",
      'docusaurus.config.js  presets[0][1].theme.customCss[1]: "widget-tweets/theme.css" is in a package that is not installed',
      'docusaurus.config.js  headTags[1]: left out: attributes.onload: is an event handler',
      'docusaurus.config.js  themeConfig.navbar.items[4].target: not a navbar item option in ctfdocs',
      'docusaurus.config.js  themeConfig.prism: ctfdocs highlights code with shiki',
      'docusaurus.config.js  require("prism-react-renderer"): not installed',
      // A package named only through require.resolve (customCss), not installed.
      'docusaurus.config.js  require("widget-tweets/theme.css"): not installed',
      'docusaurus.config.js  themeConfig.footer.links[1].items[2].html: HTML footer items are not carried over',
      // A React page of src/pages is not carried, so a link to it would be broken.
      'docusaurus.config.js  themeConfig.footer.links[0].items[1].to: a link to src/pages/showcase.js, a Docusaurus page that is not carried over; the link is left out',
      'src/pages/index.js  (file): a Docusaurus page',
      'src/pages/showcase.js  (file): a Docusaurus page',
      "i18n/fr/docusaurus-plugin-content-docs  (folder): ctfdocs reads this locale's docs from i18n/fr/docs-docs/: move the folder there",
    ]) {
      expect(r.stdout, line).toContain(line);
    }
    // Options ctfdocs has under the same name are carried, not reported.
    expect(r.stdout).not.toContain('showLastUpdateTime');
    // The swizzled footer imports only what ctfdocs binds (@docusaurus/Link, useDocusaurusContext, @theme-original/Footer): carried as it is.
    expect(r.stdout).not.toContain('src/theme/');
    expect(r.stdout).not.toContain('clientModules');
    expect(r.stdout).not.toContain('customFields');

    const config = parse(await readFile(path.join(dir, 'ctfdocs.config.yaml'), 'utf8'));
    expect(config.docs).toEqual([
      {
        id: 'docs',
        path: 'docs',
        routeBasePath: '/docs',
        sidebarPath: 'sidebars.yaml',
        editUrl: 'https://github.com/widget-co/widget-docs/tree/main/',
        showLastUpdateTime: true,
        versions: { current: { label: 'Next', banner: 'unreleased' } },
        landingDocId: 'intro',
      },
      { id: 'community', path: 'community', routeBasePath: '/community', exclude: ['**/drafts/**'], sidebarPath: 'sidebarsCommunity.yaml' },
    ]);
    // Docusaurus shows the search bar at the right of the navbar when search is configured: the import places it there.
    expect(config.themeConfig.navbar.items.map((i: { label?: string; type?: string; 'aria-label'?: string }) => i.label ?? i['aria-label'] ?? i.type)).toEqual([
      'Docs',
      'Community',
      'Blog',
      'docsVersionDropdown',
      'GitHub',
      'GitHub repository',
      'search',
    ]);
    expect(config.themeConfig.navbar.items.at(-1)).toEqual({ type: 'search', position: 'right' });
    // Kept as written: ctfdocs reads a relative `to` from the site root, as Docusaurus does.
    expect(config.themeConfig.footer.links[0]).toEqual({ title: 'Docs', items: [{ label: 'Introduction', to: 'docs/intro' }] });
    expect(config.themeConfig.footer.links[1]).toEqual({
      title: 'More',
      items: [
        { label: 'Blog', to: '/blog' },
        { label: 'GitHub', href: 'https://github.com/widget-co/widget' },
      ],
    });
    // The preset's blog and a plugin-content-blog instance, with the options ctfdocs has under the same names.
    expect(config.blog).toEqual([
      {
        id: 'blog',
        path: 'blog',
        routeBasePath: '/blog',
        postsPerPage: 5,
        blogTitle: 'Widget news',
        blogSidebarCount: 'ALL',
        showReadingTime: true,
        truncateMarker: '<!--\\s*(more)\\s*-->',
        feedOptions: { type: 'all', copyright: 'Copyright Widget Co.' },
        onInlineAuthors: 'ignore',
      },
      { id: 'changelog', path: 'changelog', routeBasePath: '/changelog', blogTitle: 'Changelog', feedOptions: { type: null } },
    ]);
    expect(config.themeConfig.search).toEqual({ provider: 'algolia', appId: 'WIDGETAPP1', apiKey: 'widget-public-search-key', indexName: 'widget', contextualSearch: true });
    expect(config.themeConfig.analytics).toEqual({ trackingID: 'G-WIDGET1234', anonymizeIP: true });
    expect(config.themeConfig.colorMode).toEqual({ defaultMode: 'dark', respectPrefersColorScheme: true });
    expect(config.themeConfig.announcementBar.id).toBe('widget-2');
    expect(config.themeConfig.image).toBe('/img/social-card.png');
    expect(parse(await readFile(path.join(dir, 'sidebars.yaml'), 'utf8'))).toEqual({
      tutorialSidebar: [
        'intro',
        { type: 'category', label: 'Getting started', link: { type: 'generated-index', title: 'Getting started' }, items: ['getting-started/install', 'getting-started/configure'] },
        { type: 'category', label: 'Guides', collapsed: false, items: [{ type: 'autogenerated', dirName: 'guides' }] },
        { type: 'category', label: 'Reference', collapsed: true, items: ['reference/reference'] },
        { type: 'link', label: 'Release notes', href: 'https://github.com/widget-co/widget/releases' },
        { type: 'html', value: '<hr/>' },
      ],
    });
    // Every sidebar item and category link Docusaurus has, ctfdocs has too.
    expect(r.stdout).not.toContain('sidebars.js');
    expect(parse(await readFile(path.join(dir, 'versioned_sidebars/version-1.0-sidebars.yaml'), 'utf8')).tutorialSidebar[0]).toBe('intro');
    // customProps stay with the category, for the site's React pages (and component overrides) to read.
    expect(parse(await readFile(path.join(dir, 'docs/guides/_category_.yml'), 'utf8'))).toEqual({ label: 'Guides', position: 3, customProps: { icon: 'book' } });
    expect(r.stdout).not.toContain('customProps');
    expect(parse(await readFile(path.join(dir, 'versioned_docs/version-1.0/getting-started/_category_.yml'), 'utf8'))).toEqual({ label: 'Getting started', position: 2 });
    expect(config.i18n).toEqual({ defaultLocale: 'en', locales: ['en', 'fr'] });
    // The site's styles and head: its custom.css, and what every page loads.
    expect(config.customCss).toEqual(['src/css/custom.css']);
    // Its client modules: require.resolve's absolute path and a plain one, both from the site folder.
    expect(config.clientModules).toEqual(['src/clientModules/routes.js', 'src/css/client.css']);
    expect(config.customFields).toEqual({ company: 'Widget Co.' });
    expect(config.stylesheets).toEqual(['https://cdn.jsdelivr.net/npm/katex@0.16.11/dist/katex.min.css']);
    expect(config.scripts).toEqual([{ src: 'https://plausible.io/js/script.js', defer: true, 'data-domain': 'widget.example.com' }]);
    expect(config.headTags).toEqual([{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.gstatic.com' } }]);
    // MDX runs only in the folders Docusaurus compiles as MDX: docs, released versions, translations and pages/.
    expect(config.markdown.mdx.allow).toEqual([
      'docs/**',
      'community/**',
      'blog/**',
      'changelog/**',
      'versioned_docs/version-1.0/**',
      'i18n/*/docs-docs/**',
      'i18n/*/docs-community/**',
      'i18n/*/blog-blog/**',
      'i18n/*/blog-changelog/**',
      'pages/**',
    ]);

    // ctfdocs finds ctfdocs.config.yaml in the folder it runs in when there is no site/ctfdocs.config.yaml.
    const build = await runCli(dir, ['build']);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout).toMatch(/ — 0 warnings\.$/m);
    // Version 1.0 is the last release, served at /docs; the current docs are /docs/next.
    expect(await readFile(path.join(dir, 'build/docs/intro.html'), 'utf8')).toContain('Version 1.0 of the widget.');
    // The swizzled footer of src/theme/ (a .js file in JSX, wrapping @theme-original/Footer) is drawn in place of the theme's,
    // its @docusaurus/Link with the locale's baseUrl and its useDocusaurusContext with the site's customFields.
    expect(await readFile(path.join(dir, 'build/docs/intro.html'), 'utf8')).toMatch(/<\/footer><p class="widget-co"><a href="\/blog">Widget Co\.<\/a><\/p><\/body>/);
    expect(await readFile(path.join(dir, 'build/fr/docs/intro.html'), 'utf8')).toMatch(/<\/footer><p class="widget-co"><a href="\/fr\/blog">Widget Co\.<\/a><\/p><\/body>/);
    // An MDX page imports @docusaurus/Link too.
    expect(await readFile(path.join(dir, 'build/community/intro.html'), 'utf8')).toContain('Where widget users meet. <a href="/blog">Read the news</a> first.');
    const deploy = await readFile(path.join(dir, 'build/docs/next/guides/deploy.html'), 'utf8');
    // A bare .md link resolves from the docs folder, a relative one from the page's, as in Docusaurus.
    expect(deploy).toContain(
      'Copy the build to your server, once the widget is <a href="/docs/next/getting-started/install">installed</a> and <a href="/docs/next/getting-started/configure">configured</a>.',
    );
    // Relative navbar and footer links are site-absolute; an icon link keeps its class and is named by its aria-label.
    expect(deploy).toContain('<a href="/community/intro" class="navbar-link">Community</a>');
    expect(deploy).toContain('<a href="/docs/intro" class="footer-link">Introduction</a>');
    expect(deploy).toContain('<a href="https://github.com/widget-co/widget" target="_blank" rel="noopener noreferrer" class="navbar-link header-github-link" aria-label="GitHub repository"></a>');
    // reference/reference.md is its folder's page; its shorthand category starts collapsed.
    expect(await readFile(path.join(dir, 'build/docs/next/reference.html'), 'utf8')).toContain('Every option of the widget.');
    expect(deploy).toContain('menu-category-collapsed');
    // The body's h1 (MDX, with its element) is the page's heading; the front matter title names the page; its frame is kept and allowed.
    const configure = await readFile(path.join(dir, 'build/docs/next/getting-started/configure.html'), 'utf8');
    expect(configure).toContain('<div class="markdown"><h1 id="configuring-v2">Configuring <span class="badge">v2</span></h1>');
    expect(configure).toContain('<title>Configure the widget | Widget Docs</title>');
    expect(configure).toContain('<a href="#configuring-v2">tour</a>');
    expect(configure).toMatch(
      /<iframe width="560" height="315" allowFullScreen="" src="https:\/\/www\.youtube-nocookie\.com\/embed\/widget-tour" title="Widget tour" loading="lazy" sandbox="[^"]+"><\/iframe>/,
    );
    expect(await readFile(path.join(dir, 'build/_headers'), 'utf8')).toContain("frame-src 'self' https://www.youtube-nocookie.com;");
    expect(await readFile(path.join(dir, 'build/community/support.html'), 'utf8')).toContain('Ask questions in the forum.');
    expect(await readFile(path.join(dir, 'build/docs/intro.html'), 'utf8')).toMatch(/<div class="navbar-items navbar-items-right">.*<a class="search-button" href="\/search"/s);
    // Its custom.css comes after the theme's stylesheet, so Infima's primary colour it sets reaches the theme's tokens.
    const intro = await readFile(path.join(dir, 'build/docs/intro.html'), 'utf8');
    const css = await readFile(path.join(dir, 'build', /<link rel="stylesheet" href="\/(assets\/css\/[^"]+)"/.exec(intro)![1]), 'utf8');
    expect(css.indexOf('--ifm-color-primary: #2e8555')).toBeGreaterThan(css.indexOf('--ctfdocs-color-primary: var(--ifm-color-primary'));
    // Its CSS client module joins the stylesheet after custom.css; its JavaScript one is in the client script every page loads.
    expect(css.indexOf('.widget-client-module')).toBeGreaterThan(css.indexOf('--ifm-color-primary: #2e8555'));
    const script = await readFile(path.join(dir, 'build', /<script src="\/(assets\/js\/main\.[0-9a-f]+\.js)"/.exec(intro)![1]), 'utf8');
    expect(script).toContain('widgetRoute');
    expect(intro).toContain('<script src="https://plausible.io/js/script.js" defer data-domain="widget.example.com"></script>');
    expect(await readFile(path.join(dir, 'build/_headers'), 'utf8')).toMatch(/script-src 'self' [^;]* https:\/\/plausible\.io[ ;]/);
    // The blog: posts dated by file name, summarised at its own marker, with its authors file, tags and feeds; the changelog with none.
    const news = await readFile(path.join(dir, 'build/blog.html'), 'utf8');
    expect(news).toContain('<h1>Widget news</h1>');
    expect(news).toContain('<p>Widget 2.0 is out.</p></div>');
    expect(news).not.toContain('It installs in half the time');
    expect(news).toContain('<a href="/blog/authors/jane">Jane Widget</a>');
    expect(await readFile(path.join(dir, 'build/blog/2025/01/15/widget-2.html'), 'utf8')).toContain('It installs in half the time');
    expect((await readdir(path.join(dir, 'build/blog'))).filter((f) => /\.(xml|json)$/.test(f)).sort()).toEqual(['atom.xml', 'feed.json', 'rss.xml']);
    expect(await readFile(path.join(dir, 'build/changelog.html'), 'utf8')).toContain('Fixes the installer on Windows.');
    expect((await readdir(path.join(dir, 'build/changelog'))).filter((f) => /\.(xml|json)$/.test(f))).toEqual([]);
    // The community docs' own exclude list is carried: its drafts are no pages.
    expect(await readdir(path.join(dir, 'build/community'))).not.toContain('drafts');
    // The docs are as they were; the one file added among them is the _category_.yml made from _category_.json.
    const docsAfter = await readTree(path.join(dir, 'docs'));
    expect([...docsAfter.keys()].filter((f) => !docsBefore.has(f))).toEqual(['guides/_category_.yml']);
    for (const [file, text] of docsBefore) expect(docsAfter.get(file), file).toBe(text);
    expect((await runCli(dir, ['init', '--from-docusaurus', '.'])).stderr).toContain('ctfdocs.config.yaml already exists');
  });

  it("gives a site that used a local-search theme ctfdocs's local search, with a search box in the navbar", async () => {
    const dir = await copyFixture('docusaurus');
    await edit(dir, 'docusaurus.config.js', (s) =>
      s
        .replace(/ {4}algolia: \{[^}]*\},\n/, '')
        .replace('  themeConfig: {', "  themes: [[require.resolve('@easyops-cn/docusaurus-search-local'), { hashed: true, language: ['en'] }]],\n  themeConfig: {"),
    );
    const r = await runCli(dir, ['init', '--from-docusaurus', '.']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("docusaurus.config.js  themes[0][1].hashed: an option of @easyops-cn/docusaurus-search-local: ctfdocs's local search (themeConfig.search) has its own index");
    expect(r.stdout).toContain('docusaurus.config.js  require("@easyops-cn/docusaurus-search-local"): not installed');
    const config = parse(await readFile(path.join(dir, 'ctfdocs.config.yaml'), 'utf8'));
    expect(config.themeConfig.search).toEqual({ provider: 'local' });
    expect(config.themeConfig.navbar.items.at(-1)).toEqual({ type: 'search', position: 'right' });
    const build = await runCli(dir, ['build']);
    expect(build.code, build.stderr).toBe(0);
    const page = await readFile(path.join(dir, 'build/docs/intro.html'), 'utf8');
    expect(page).toContain('class="search-button"');
    // The index the search box reads is built with the site.
    const manifest = /data-search-index="([^"]+)"/.exec(page)?.[1];
    expect(manifest).toBeDefined();
    const index = JSON.parse(await readFile(path.join(dir, 'build', manifest!), 'utf8'));
    expect(index.indexes['en-1.0'].records).toBeGreaterThan(0);
    expect(await readFile(path.join(dir, 'build/search.html'), 'utf8')).toContain('Search the documentation');
  });

  it("carries the docs plugins' remark and rehype plugins that are installed packages or local files, and names those it cannot", async () => {
    const dir = await copyFixture('docusaurus');
    await write(
      dir,
      'src/remark/signed.js',
      "module.exports = function remarkSigned(options) {\n  return (tree) => {\n    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: `Signed by ${options.name}.` }] });\n  };\n};\n",
    );
    await edit(dir, 'docusaurus.config.js', (s) =>
      s.replace(
        'module.exports = config;',
        [
          // As Docusaurus documents it for a CommonJS config: ES module plugins are imported in an async config function.
          'module.exports = async function createConfig() {',
          "  const math = (await import('remark-math')).default;",
          "  const katex = (await import('rehype-katex')).default;",
          '  const docs = config.presets[0][1].docs;',
          "  docs.remarkPlugins = [math, [require('./src/remark/signed'), { name: 'the docs team' }]];",
          '  docs.rehypePlugins = [[katex, { strict: false }], function rehypeInline() { return () => {}; }];',
          '  return config;',
          '};',
        ].join('\n'),
      ),
    );
    await edit(dir, 'docs/intro.md', (s) => `${s}\n\nThe output grows as $n^2$.\n`);
    const r = await runCli(dir, ['init', '--from-docusaurus', '.']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      'docusaurus.config.js  presets[0][1].docs.rehypePlugins[1]: "rehypeInline" written in the config: ctfdocs names a plugin by the package or JavaScript file it is imported from',
    );
    expect(r.stdout).not.toContain('docs.remarkPlugins');
    const config = parse(await readFile(path.join(dir, 'ctfdocs.config.yaml'), 'utf8'));
    expect(config.docs[0].remarkPlugins).toEqual(['remark-math', ['./src/remark/signed.js', { name: 'the docs team' }]]);
    expect(config.docs[0].rehypePlugins).toEqual([['rehype-katex', { strict: false }]]);
    const build = await runCli(dir, ['build']);
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout).toMatch(/ — 0 warnings\.$/m);
    const intro = await readFile(path.join(dir, 'build/docs/next/intro.html'), 'utf8');
    expect(intro).toContain('<annotation encoding="application/x-tex">n^2</annotation>');
    expect(intro).toContain('<p>Signed by the docs team.</p>');
    // The community docs take no plugins of the classic preset's docs.
    expect(await readFile(path.join(dir, 'build/community/support.html'), 'utf8')).not.toContain('Signed by');
  });

  it('serves the imported site and rebuilds when a doc beside docusaurus.config.js is saved', async () => {
    const dir = await copyFixture('docusaurus');
    expect((await runCli(dir, ['init', '--from-docusaurus', '.'])).code).toBe(0);
    const server = await startServer({ rootDir: dir, configPath: 'ctfdocs.config.yaml', outDir: path.join(dir, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {} });
    try {
      await server.idle();
      expect(await (await fetch(`${server.url}/community/support`)).text()).toContain('Ask questions in the forum.');
      const rebuilt = server.nextBuild();
      await writeFile(path.join(dir, 'community/support.md'), '---\ntitle: Support\n---\n\nOpen an issue on GitHub.\n');
      expect((await rebuilt).ok).toBe(true);
      expect(await (await fetch(`${server.url}/community/support`)).text()).toContain('Open an issue on GitHub.');
    } finally {
      await server.close();
    }
  });
});
