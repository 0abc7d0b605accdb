// The compatibility fixture: every Docusaurus, VitePress and GitHub markdown
// construct ctfdocs renders, built by the CLI, each asserted in the HTML; and
// a page of what it does not render, each listed by `ctfdocs check`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '@ctfdocs/dev-server';
import { copyFixture, edit, runCli, type CliResult } from '../helpers/fixture.ts';

let dir: string;
let build: CliResult;
const html: Record<string, string> = {};

/** A page's article, with the highlighter's colour spans reduced to their text. */
const article = (s: string) => s.slice(s.indexOf('<div class="markdown">'), s.indexOf('<nav class="pagination-nav"')).replace(/<span style="[^"]*">([^<]*)<\/span>/g, '$1');
const box = (kind: string, title: string, body: string) =>
  `<div class="admonition admonition-${kind}" role="note"><p class="admonition-title">${title}</p><div class="admonition-body">${body}</div></div>`;

beforeAll(async () => {
  dir = await copyFixture('compat-markdown');
  build = await runCli(dir, ['build']);
  for (const page of ['docusaurus', 'vitepress', 'github', 'unsupported', 'titles', 'embeds', 'includes']) html[page] = article(await readFile(path.join(dir, 'build/docs', `${page}.html`), 'utf8'));
});

describe('compat-markdown fixture', () => {
  it('builds, warning only of the page of unsupported constructs', () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stdout).toMatch(/Built 10 pages in [\d.]+ s into build\/ — 10 warnings\./);
    expect(build.stderr.match(/^warning (\S+?):/gm)?.every((w) => w.includes('content/docs/unsupported.md'))).toBe(true);
  });

  it('renders every Docusaurus admonition form, nested admonitions, and admonitions in a tab and in a list', () => {
    const h = html.docusaurus;
    expect(h).toContain(box('note', 'Note', '<p>A note with its default title.</p>'));
    expect(h).toContain(box('tip', 'Bracketed title', '<p>A tip.</p>'));
    expect(h).toContain(box('info', 'Title after a space', '<p>An info box.</p>'));
    expect(h).toContain(box('warning', 'Attribute title', '<p>A warning.</p>'));
    expect(h).toContain(box('danger', 'Danger', '<p>A danger box.</p>'));
    expect(h).toContain(box('warning', 'Caution', '<p>Docusaurus&#x27;s caution.</p>'));
    expect(h).toContain(box('info', 'Important', '<p>Docusaurus&#x27;s important.</p>'));
    expect(h).toContain(box('note', 'Outer note', `<p>Outer text.</p>${box('tip', 'Inner tip', '<p>Nested inside the note.</p>')}`));
    expect(h).toContain(`data-value="linux">${box('warning', 'Linux caveat', '<p>Run it as root.</p>')}</div>`);
    expect(h).toContain(`<p>First step.</p>\n${box('tip', 'Tip', '<p>Inside a list item.</p>')}\n</li>`);
  });

  it('applies magic comments (default and custom), titles and line numbers, and keeps comments out of the code', () => {
    const h = html.docusaurus;
    expect(h).toContain('<div class="code-block-title">src/config.js</div>');
    expect(h).toContain('style="counter-reset:line 0"');
    expect(h).toContain('style="counter-reset:line 9"');
    expect(h).not.toMatch(/highlight-(next-line|start|end)|error-next-line/);
    const classes = [...h.matchAll(/<span class="line( [^"]*)?">/g)].map((m) => m[1]?.trim() ?? '');
    expect(classes).toEqual(['', 'highlighted', 'highlighted', 'highlighted', '', 'code-error', '']);
  });

  it('renders a pathname:// link as a plain link to the path', () => {
    expect(html.docusaurus).toContain('<a href="/files/report.txt" data-pathname-link="">the report</a>');
  });

  it('renders VitePress containers, details, code groups as tabs, [filename] titles and ranges', () => {
    const h = html.vitepress;
    expect(h).toContain(box('tip', 'Tip', '<p>A VitePress tip.</p>'));
    expect(h).toContain(box('warning', 'Custom title', '<p>A VitePress warning.</p>'));
    expect(h).toContain(box('danger', 'Danger', '<p>A VitePress danger box.</p>'));
    expect(h).toContain(box('info', 'Info', '<p>A VitePress info box.</p>'));
    expect(h).toContain('<details class="details"><summary>Click to see the answer</summary><p>The answer is 42.</p></details>');
    expect([...h.matchAll(/role="tab"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]).slice(0, 2)).toEqual(['npm', 'pnpm']);
    expect(h).toContain('data-value="pnpm"><div class="code-block" data-language="sh"><div class="code-block-body">');
    expect(h).toContain('<div class="code-block-title">vite.config.js</div>');
    const classes = [...h.matchAll(/<span class="line( [^"]*)?">/g)].map((m) => m[1]?.trim() ?? '');
    expect(classes.slice(2, 9)).toEqual(['', 'highlighted', '', 'highlighted', 'highlighted', '', 'highlighted']);
  });

  it("shows the body's h1, with its inline HTML and an anchor links reach, where front matter sets a title and hide_title; the title names the page", async () => {
    expect(html.titles).toContain('<div class="markdown"><h1 id="widget-20-beta">Widget 2.0 <kbd>beta</kbd></h1>\n<p>Jump back to <a href="#widget-20-beta">the title</a>.</p></div>');
    const whole = await readFile(path.join(dir, 'build/docs/titles.html'), 'utf8');
    expect(whole).toContain('<title>Release notes | Compat Markdown</title>');
    expect(whole).toMatch(/<a class="menu-link " href="\/docs\/titles"[^>]*>Release notes<\/a>/);
    expect(await readFile(path.join(dir, 'build/docs/titles.md'), 'utf8')).toMatch(/^# Widget 2\.0 `beta`\n\nJump back/);
  });

  it('applies code notation, reads vitepress-plugin-tabs, resolves extensionless and .html links, and marks colour-mode images', () => {
    const h = html.vitepress;
    expect(h).not.toContain('[!code');
    expect(h).toMatch(/<pre class="shiki [^"]*has-diff has-focused"/);
    expect([...h.matchAll(/<span class="line( [^"]*)?">/g)].map((m) => m[1]?.trim() ?? '').slice(-3)).toEqual(['diff remove', 'diff add', 'focused']);
    expect(h).toContain('<div class="tabs" data-group-id="pm">');
    expect([...h.matchAll(/role="tab"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1])).toEqual(['npm', 'pnpm', 'Yarn', 'Bun']);
    expect(h).toContain('See <a href="/docs/github">the GitHub page</a> and <a href="/docs/github">again</a>.');
    expect(h).toContain('<img class="img-light" src="https://compat.example.com/logo-light.svg" alt="Logo"/> <img class="img-dark" src="https://compat.example.com/logo-dark.svg" alt="Logo"/>');
    expect(h).toContain('<img src="https://compat.example.com/chart-dark.svg" alt="Chart" class="img-dark"/>');
  });

  it('keeps frames from embeds.allow with a sandbox, a title and lazy loading, and allows exactly their origins in the policy', async () => {
    expect(html.embeds).toContain(
      '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/abc123" title="Widget tour" allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen="" loading="lazy" sandbox="allow-scripts allow-same-origin allow-popups allow-presentation allow-popups-to-escape-sandbox"></iframe>',
    );
    expect(html.embeds).toContain(
      '<iframe src="https://codesandbox.io/embed/widget-demo" title="CodeSandbox example" loading="lazy" sandbox="allow-scripts allow-same-origin allow-forms allow-modals allow-popups allow-presentation"></iframe>',
    );
    expect(await readFile(path.join(dir, 'build/_headers'), 'utf8')).toContain("frame-src 'self' https://codesandbox.io https://www.youtube-nocookie.com;");
    expect(await readFile(path.join(dir, 'build/docs/embeds.html'), 'utf8')).toContain('frame-src &#x27;self&#x27; https://codesandbox.io https://www.youtube-nocookie.com;');
  });

  it("expands VitePress includes (a region, a whole file without its front matter) and code imports (a region, highlighted lines, a title), resolving the included file's links", () => {
    const h = html.includes;
    expect(h).toContain(
      '<h2 id="flags-only">Flags only</h2>\n<h3 id="--port"><code>--port</code></h3>\n<p>The port to listen on; see <a href="/docs/embeds">the embeds page</a>.</p>\n<h2 id="every-option">Every option</h2>',
    );
    expect(h).toContain('<h3 id="--host"><code>--host</code></h3>\n<p>The address to listen on.</p>');
    expect(h).not.toMatch(/@include|&#x3C;&#x3C;&#x3C;|title: Options/);
    expect(h).toContain('<div class="code-block" data-language="ts"><div class="code-block-title">server.ts</div>');
    expect(h).toContain('<code><span class="line">const server = http.createServer();</span>\n<span class="line highlighted">server.listen(port);</span></code>');
  });

  it('builds a page again when a file it includes changes, with a warm cache, and reports a missing include at its line', async () => {
    const copy = await copyFixture('compat-markdown');
    expect((await runCli(copy, ['build'])).code).toBe(0);
    await edit(copy, 'site/snippets/server.ts', (s) => s.replace('server.listen(port);', 'server.listen(port, HOST);'));
    await edit(copy, 'content/docs/_options.md', (s) => s.replace('The address to listen on.', 'The interface to bind.'));
    expect((await runCli(copy, ['build'])).code).toBe(0);
    const page = await readFile(path.join(copy, 'build/docs/includes.html'), 'utf8');
    expect(article(page)).toContain('server.listen(port, HOST);');
    expect(page).toContain('The interface to bind.');
    await edit(copy, 'content/docs/includes.md', (s) => `${s}\n<!--@include: ./_gone.md-->\n`);
    const check = await runCli(copy, ['check']);
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(/error content\/docs\/includes\.md:18\S* Included file not found: \.\/_gone\.md/);
  });

  it('serve rebuilds a page when a code file it imports, outside the docs folder, is saved', async () => {
    const copy = await copyFixture('compat-markdown');
    const server = await startServer({ rootDir: copy, configPath: 'site/ctfdocs.config.yaml', outDir: path.join(copy, 'build'), port: 0, host: '127.0.0.1', watch: true, log: () => {} });
    try {
      await server.idle();
      expect(article(await (await fetch(`${server.url}/docs/includes`)).text())).toContain('server.listen(port);');
      const rebuilt = server.nextBuild();
      await edit(copy, 'site/snippets/server.ts', (s) => s.replace('server.listen(port);', 'server.listen(port, "::");'));
      expect((await rebuilt).ok).toBe(true);
      expect(article(await (await fetch(`${server.url}/docs/includes`)).text())).toContain('server.listen(port, "::");');
    } finally {
      await server.close();
    }
  });

  it('renders GitHub alerts as admonitions and leaves other quotes alone', () => {
    const h = html.github;
    expect(h).toContain(box('note', 'Note', '<p>A GitHub note.</p>'));
    expect(h).toContain(box('tip', 'Tip', '<p>A GitHub tip.</p>'));
    expect(h).toContain(box('info', 'Important', '<p>A GitHub important.</p>'));
    expect(h).toContain(box('warning', 'Warning', '<p>A GitHub warning.</p>'));
    expect(h).toContain(box('danger', 'Caution', '<p>A GitHub caution.</p>'));
    expect(h).toContain('<blockquote>\n<p>An ordinary quote.</p>\n</blockquote>');
  });

  it('shows unknown directives as written and removes the unsafe HTML', () => {
    const h = html.unsupported;
    expect(h).toContain('<p>Text with :abbr[HTML]{title=&quot;HyperText Markup Language&quot;} in it.</p>');
    expect(h).toContain('<p>::youtube{id=abc123}</p>');
    expect(h).toContain('<p>:::spoiler</p>\n<p>Hidden text.</p>\n<p>:::</p>');
    expect(h).not.toMatch(/<iframe|<script|alert\(|<tabs/i);
    expect(h).toContain('<p>import Tabs from &#x27;@theme/Tabs&#x27;;</p>');
    expect(h).toContain('<p>Inside the tabs.</p>');
  });

  it('lists one diagnostic per unsupported construct in check, as json and as GitHub annotations', async () => {
    const json = await runCli(dir, ['check', '--format', 'json']);
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as { warnings: number; diagnostics: Array<{ code: string; line: number; file: string }> };
    expect(report.diagnostics.map((d) => [d.code, d.line]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      ['unsupported/front-matter', 4],
      ['unsupported/directive', 7],
      ['unsupported/directive', 9],
      ['unsupported/directive', 11],
      ['unsupported/html', 15],
      ['unsupported/html', 17],
      ['unsupported/code-meta', 19],
      ['unsupported/mdx', 23],
      ['unsupported/mdx', 25],
      ['unsupported/attribute', 31],
    ]);
    const github = await runCli(dir, ['check', '--format', 'github']);
    expect(github.stderr).toMatch(/^::warning file=content\/docs\/unsupported\.md,line=15,col=1[^:]*::<iframe> is removed/m);
  });

  it('fails the check with onUnsupportedSyntax: throw, and is silent with ignore', async () => {
    const strict = await copyFixture('compat-markdown');
    await edit(strict, 'site/ctfdocs.config.yaml', (s) => `onUnsupportedSyntax: throw\n${s}`);
    const thrown = await runCli(strict, ['check']);
    expect(thrown.code).toBe(1);
    expect(thrown.stdout + thrown.stderr).toContain('10 errors');
    await edit(strict, 'site/ctfdocs.config.yaml', (s) => s.replace('onUnsupportedSyntax: throw', 'onUnsupportedSyntax: ignore'));
    const ignored = await runCli(strict, ['check']);
    expect(ignored.code).toBe(0);
    expect(ignored.stdout + ignored.stderr).toContain('0 errors, 0 warnings');
  });

  it('gives headings VitePress ids with markdown.headingIds: vitepress', async () => {
    const vp = await copyFixture('compat-markdown');
    await edit(vp, 'content/docs/vitepress.md', (s) => `${s}\n## 2.0 — What's new?\n`);
    await edit(vp, 'site/ctfdocs.config.yaml', (s) => s.replace('markdown:\n', 'markdown:\n  headingIds: vitepress\n'));
    expect((await runCli(vp, ['build'])).code).toBe(0);
    expect(await readFile(path.join(vp, 'build/docs/vitepress.html'), 'utf8')).toContain('<h2 id="_2-0-—-what-s-new">');
    // A line of only {#id} is VitePress's anchor there.
    expect(await readFile(path.join(vp, 'build/docs/unsupported.html'), 'utf8')).toContain('<p id="standalone"></p>');
  });
});
