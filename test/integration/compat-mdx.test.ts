// The MDX fixture site (test/fixtures/compat-mdx): Docusaurus-style MDX pages
// with every theme component, local components, comments and exports, built
// and checked in the rendered HTML; and one page naming a component that
// does not exist, which must be an error with its file and line.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, createBuildCache, type BuildResult } from '@ctfdocs/renderer';
import { copyFixture, edit, runCli, write } from '../helpers/fixture.ts';
import { sharedCompileWorkers } from '../helpers/workers.ts';

const workers = sharedCompileWorkers();

let dir: string;
let result: BuildResult;

function whole(file: string): string {
  const f = result.files.get(file);
  if (!f || !('contents' in f)) throw new Error(`${file} was not rendered`);
  return typeof f.contents === 'string' ? f.contents : Buffer.from(f.contents).toString('utf8');
}

/** The content only: the article's markdown container. */
function page(file: string): string {
  const html = whole(file);
  return html.slice(html.indexOf('<div class="markdown">'), html.indexOf('<nav class="pagination-nav"'));
}

beforeAll(async () => {
  dir = await copyFixture('compat-mdx');
  result = await buildSite({ rootDir: dir, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(dir, 'build'), write: false, workers });
}, 120_000);

describe('MDX pages of a Docusaurus-style site', () => {
  it('reports only the component that cannot be resolved, with its file, line and column', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([
      expect.objectContaining({ severity: 'error', code: 'mdx/unknown-component', file: 'content/docs/unresolved.mdx', line: 9, column: 1, message: expect.stringContaining('<NotImported>') }),
    ]);
    // What the writer put inside it is still on the page.
    expect(page('docs/unresolved.html')).toContain('<p>Content inside the unknown component.</p>');
  });

  it('draws Tabs and TabItem with the markup of markdown tabs: groupId, default, labels and an admonition inside a tab', () => {
    const html = page('docs/guide/tabs.html');
    const groups = html.match(/<div class="tabs"[^>]*>/g);
    expect(groups).toEqual(['<div class="tabs" data-group-id="os">', '<div class="tabs" data-group-id="os">', '<div class="tabs">']);
    expect(html).toMatch(/<button type="button" role="tab" id="([\w-]+)-tab-1" class="tabs-tab" aria-selected="true" aria-controls="\1-panel-1" tabindex="0" data-value="mac">macOS<\/button>/);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*data-value="linux">Linux<\/button>/);
    expect(html).toMatch(
      /<div role="tabpanel" id="[\w-]+-panel-0" class="tabs-panel tabs-panel-inactive" aria-labelledby="[\w-]+-tab-0" data-value="linux"><p>Run <code>apt install ctfd<\/code> on Linux.<\/p><\/div>/,
    );
    expect(html).toContain(
      '<div class="admonition admonition-warning" role="note"><p class="admonition-title">Apple silicon</p><div class="admonition-body"><p>Use the arm64 image on macOS.</p></div></div>',
    );
    // The comment is not published; the page's own h1, after the imports, is its title.
    expect(html).not.toContain('Writers');
    expect(html).toContain('<div class="markdown"><h1 id="installing">Installing</h1>');
  });

  it("shows the body's h1 with its component and id over a front-matter title, which names the page elsewhere; hide_title hides no body h1", () => {
    const html = whole('docs/guide/components.html');
    expect(page('docs/guide/components.html')).toContain('<div class="markdown"><h1 id="components">Components <em class="shout">beta</em></h1>');
    expect(html).not.toContain('<header><h1>');
    expect(html).toContain('<title>Theme components | MDX Fixture</title>');
    expect(whole('docs/guide/tabs.html')).toContain('<span class="pagination-label">Theme components<!-- --> »</span>');
    expect(whole('docs/guide/tabs.html')).toMatch(/<a[^>]*>Theme components<\/a>/);
    expect(result.diagnostics.filter((d) => d.code.startsWith('links/'))).toEqual([]);
  });

  it('renders Admonition, CodeBlock (highlighted at build time, with its title), Details and TOCInline with the page toc', () => {
    const html = page('docs/guide/components.html');
    expect(html).toContain(
      '<div class="toc-inline"><ul><li><a href="#admonitions">Admonitions</a></li><li><a href="#code">Code</a><ul><li><a href="#computed-code">Computed code</a></li></ul></li><li><a href="#more">More</a></li><li><a href="#embeds">Embeds</a></li></ul></div>',
    );
    expect(html).toContain(
      '<div class="admonition admonition-tip" role="note"><p class="admonition-title">Pro tip</p><div class="admonition-body"><p>Keep <strong>flags</strong> secret.</p></div></div>',
    );
    expect(html).toContain('<div class="admonition admonition-warning" role="note"><p class="admonition-title">Caution</p>');
    expect(html).toMatch(
      /<div class="code-block" data-language="python"><div class="code-block-title">solve.py<\/div><div class="code-block-body"><pre class="shiki[^"]* line-numbers" tabindex="0" style="counter-reset:line 0"><code><span class="line"><span style="--shiki-light:#[0-9A-F]+;--shiki-dark:#[0-9A-F]+">import<\/span>/,
    );
    // Content computed from an export: drawn in the same frame.
    expect(html).toContain('<div class="code-block" data-language="text"><div class="code-block-body"><pre tabindex="0"><code>Release 3.7.0</code></pre>');
    expect(html).toContain('<details><summary>What is CTFd?</summary><p>CTFd is a capture-the-flag platform.</p></details>');
  });

  it('keeps a JSX frame from embeds.allow with its sandbox, title and lazy loading, removes another with a warning, and allows the one origin in the policy', () => {
    const html = page('docs/guide/components.html');
    expect(html).toContain(
      '<iframe allowFullScreen="" src="https://www.youtube-nocookie.com/embed/tour" title="YouTube video" loading="lazy" sandbox="allow-scripts allow-same-origin allow-popups allow-presentation allow-popups-to-escape-sandbox"></iframe>',
    );
    expect(html).not.toContain('tracker.example');
    expect(result.diagnostics.filter((d) => d.message.includes('tracker.example'))).toEqual([
      expect.objectContaining({
        code: 'unsupported/html',
        file: 'content/docs/guide/components.mdx',
        line: 62,
        message: '<iframe> is removed: its origin https://tracker.example is not in embeds.allow',
      }),
    ]);
    expect(whole('_headers')).toContain("frame-src 'self' https://www.youtube-nocookie.com;");
  });

  it('bundles local components (relative and @site/ imports) and exported values, and renders them to static HTML', () => {
    const html = page('docs/guide/components.html');
    expect(html).toContain('<p>Current release: <strong class="badge">3.7.0</strong>, <span class="highlight" style="background-color:#ff0">highlighted</span> and <em class="shout">loud</em>.</p>');
    expect(html).toContain('<a href="/docs/intro">introduction</a>');
  });

  it('draws GitHub alerts and labels task-list checkboxes as markdown pages do (one plugin table for both compilers)', () => {
    const html = page('docs/guide/components.html');
    expect(html).toContain('<div class="admonition admonition-note" role="note"><p class="admonition-title">Note</p><div class="admonition-body"><p>Flags are case-sensitive.</p></div></div>');
    expect(html).not.toContain('[!NOTE]');
    expect(html).toContain('<input type="checkbox" disabled="" aria-label="Install CTFd" checked=""/> Install CTFd');
  });

  it('lists the current category as cards with DocCardList', () => {
    expect(page('docs/guide.html')).toContain(
      '<ul class="card-list"><li><a class="card" href="/docs/guide/tabs"><span class="card-title">Installing</span></a></li><li><a class="card" href="/docs/guide/components"><span class="card-title">Theme components</span></a></li><li><a class="card" href="/docs/guide/detected"><span class="card-title">Detected</span></a></li></ul>',
    );
  });

  it('never runs a .md file as MDX, whatever it contains: it stays markdown and the build says to rename it', () => {
    expect(page('docs/guide/detected.html')).not.toContain('admonition');
    expect(result.diagnostics.filter((d) => d.file === 'content/docs/guide/detected.md').map((d) => [d.code, d.line])).toEqual([
      ['unsupported/mdx', 5],
      ['unsupported/mdx', 12],
    ]);
    const intro = page('docs/intro.html');
    expect(intro).toContain('<code>&lt;Tabs&gt;</code>');
    expect(intro).toContain('<span class="raw-html">HTML</span>');
  });

  it('builds an MDX page in site/pages', () => {
    expect(page('about.html')).toContain(
      '<div class="admonition admonition-note" role="note"><p class="admonition-title">A site page</p><div class="admonition-body">Site pages can be MDX too.</div></div>',
    );
  });

  it("TOCInline: its levels default to themeConfig.tableOfContents, and props reach any heading of the page's toc", async () => {
    const copy = await copyFixture('compat-mdx');
    await write(
      copy,
      'content/docs/levels.mdx',
      ['# Levels', '', '<TOCInline toc={toc} />', '', '<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={5} />', '', '## Two', '', '### Three', '', '#### Four', '', '##### Five', ''].join(
        '\n',
      ),
    );
    await edit(copy, 'site/ctfdocs.config.yaml', (s) => `${s}  tableOfContents:\n    minHeadingLevel: 2\n    maxHeadingLevel: 4\n`);
    const built = await buildSite({ rootDir: copy, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(copy, 'build'), write: false, workers });
    const file = built.files.get('docs/levels.html');
    const html = file && 'contents' in file ? String(file.contents) : '';
    const inline = html.match(/<div class="toc-inline">.*?<\/div>/g);
    expect(inline).toEqual([
      // As the theme config says: h2 to h4.
      '<div class="toc-inline"><ul><li><a href="#two">Two</a><ul><li><a href="#three">Three</a><ul><li><a href="#four">Four</a></li></ul></li></ul></li></ul></div>',
      // As its props say, down to an h5 the page's own table of contents leaves out.
      '<div class="toc-inline"><ul><li><a href="#three">Three</a><ul><li><a href="#four">Four</a><ul><li><a href="#five">Five</a></li></ul></li></ul></li></ul></div>',
    ]);
    // The page's table of contents keeps the configured levels.
    expect(html).not.toMatch(/class="toc-desktop".*href="#five"/s);
  });

  it('keeps MDX pages searchable: their headings and tab text are in the search records', () => {
    const model = result.model!;
    const tabs = model.pages.find((p) => p.route === '/docs/guide/tabs');
    expect(tabs && 'compiled' in tabs ? tabs.compiled.sections.map((s) => s.heading) : []).toEqual(['Operating systems', 'Again, further down', 'Without a group']);
    expect(tabs && 'compiled' in tabs ? tabs.compiled.sections[0].text : '').toContain('Use the arm64 image on macOS.');
  });

  it('markdown.format: md compiles every file as plain markdown', async () => {
    const copy = await copyFixture('compat-mdx');
    await rm(path.join(copy, 'content/docs/unresolved.mdx'));
    await edit(copy, 'site/ctfdocs.config.yaml', (s) => s.replace('markdown:\n', 'markdown:\n  format: md\n'));
    const r = await buildSite({ rootDir: copy, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(copy, 'build'), write: false, workers });
    const f = r.files.get('docs/guide/detected.html');
    const html = f && 'contents' in f ? String(f.contents) : '';
    expect(html).toContain('import Admonition from');
    expect(html).not.toContain('admonition-info');
  }, 120_000);

  it('serve: a rebuild shows an edited local component, though the MDX page itself did not change', async () => {
    const copy = await copyFixture('compat-mdx');
    const cache = createBuildCache();
    const opts = { rootDir: copy, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(copy, 'build'), write: false, dev: true, cache, workers };
    const badge = (r: BuildResult) => {
      const f = r.files.get('docs/guide/components.html');
      return /<(strong|b) class="badge2?">[^<]*<\/\1>/.exec(f && 'contents' in f ? String(f.contents) : '')?.[0];
    };
    expect(badge(await buildSite(opts))).toBe('<strong class="badge">3.7.0</strong>');
    await write(copy, 'content/docs/guide/Badge.tsx', 'export function Badge({ label }: { label: string }) {\n  return <b className="badge2">v{label}</b>;\n}\n');
    expect(badge(await buildSite(opts))).toBe('<b class="badge2">v3.7.0</b>');
  }, 120_000);

  it('checks links written in MDX: a broken one fails the build with its file and line', async () => {
    const copy = await copyFixture('compat-mdx');
    await rm(path.join(copy, 'content/docs/unresolved.mdx'));
    await write(copy, 'content/docs/guide/broken-link.mdx', "import Tabs from '@theme/Tabs';\n\n# Broken\n\nSee [nowhere](/docs/nowhere).\n");
    const r = await runCli(copy, ['check']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('/docs/guide/broken-link (content/docs/guide/broken-link.mdx:5) → /docs/nowhere');
  }, 120_000);

  it('the CLI reports the unresolved component and an MDX syntax error with file, line, column and hint', async () => {
    const copy = await copyFixture('compat-mdx');
    await write(copy, 'content/docs/guide/syntax.mdx', '# Syntax\n\nA brace {oops( here.\n');
    const r = await runCli(copy, ['check', '--format', 'json']);
    expect(r.code).toBe(1);
    const found = (JSON.parse(r.stdout) as { diagnostics: Array<{ code: string; file: string; line: number; column: number; hint: string }> }).diagnostics;
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'mdx/unknown-component', file: 'content/docs/unresolved.mdx', line: 9, column: 1 }),
        expect.objectContaining({ code: 'mdx/syntax', file: 'content/docs/guide/syntax.mdx', line: 3, hint: expect.stringContaining('escape it as \\{') }),
      ]),
    );
    expect(r.stdout + r.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);
});
