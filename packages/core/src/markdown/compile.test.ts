import { beforeAll, describe, expect, it } from 'vitest';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString as textOf } from 'hast-util-to-string';
import { createMarkdownCompiler, type MarkdownCompiler } from './compile.ts';
import { markdownConfigSchema } from '../schemas/markdown.ts';
import { markdownOptions } from './options.ts';

let compiler: MarkdownCompiler;
beforeAll(async () => {
  compiler = await createMarkdownCompiler();
});

async function compile(body: string, extra: Partial<Parameters<MarkdownCompiler['compile']>[0]> = {}) {
  await compiler.prepare([body]);
  const r = await compiler.compile({
    body,
    file: 'content/docs/page.md',
    absPath: '/site/content/docs/page.md',
    lineOffset: 1,
    resolveMarkdown: (abs) => (abs === '/site/content/docs/other.md' ? '/docs/other' : undefined),
    addAsset: () => undefined,
    tocMin: 2,
    tocMax: 3,
    ...extra,
  });
  return { ...r, html: toHtml(r.hast) };
}

describe('markdown pipeline', () => {
  it("takes the first heading, when it is an h1, as the content title and keeps it in the body with its id and inline content (Docusaurus's contentTitle)", async () => {
    const r = await compile('# Hello <kbd>v2</kbd> {#top}\n\nText');
    expect(r.title).toBe('Hello v2');
    expect(r.html).toContain('<h1 id="top">Hello <kbd>v2</kbd></h1>');
    expect(r.sections.map((s) => s.text)).toEqual(['Text']);
    const later = await compile('Intro.\n\n# Title\n\n## Part');
    expect(later.title).toBe('Title');
    const notFirst = await compile('## Part\n\n# Title');
    expect(notFirst.title).toBeUndefined();
    expect(notFirst.html).toContain('<h1 id="title">Title</h1>');
  });

  it("leaves the content title out of the body with removeContentTitle (a blog post's), and only it: the page's first heading, when an h1", async () => {
    const r = await compile('# Hello\n\n# Again\n\nText\n\n## Hello', { removeContentTitle: true, markdownCopyFor: 'https://example.com/' });
    expect(r.html).toBe('<h1 id="again">Again</h1>\n<p>Text</p>\n<h2 id="hello">Hello</h2>');
    // No title in the body: search and the markdown copy take the second h1 as text.
    expect(r.title).toBeUndefined();
    expect(r.sections[0].text).toBe('Again Text');
    expect(r.markdownCopy?.body).toBe('## Again\n\nText\n\n## Hello');
    const notFirst = await compile('## Part\n\n# Title', { removeContentTitle: true });
    expect(notFirst.html).toBe('<h2 id="part">Part</h2>\n<h1 id="title">Title</h1>');
  });

  it('makes a line of only {#id} an anchor under headingIds: vitepress (markdown-it-attrs), and keeps it as text with a warning otherwise, as Docusaurus shows it', async () => {
    const body = '## Setup\n\n{#install}\n\nText.\n\n## Install\n';
    const vp = await compile(body, { markdown: markdownOptions(markdownConfigSchema.parse({ headingIds: 'vitepress' })) });
    expect(vp.html).toBe('<h2 id="setup">Setup</h2>\n<p id="install"></p>\n<p>Text.</p>\n<h2 id="install-1">Install</h2>');
    expect(vp.diagnostics).toEqual([]);
    const gh = await compile(body);
    expect(gh.html).toContain('<p>{#install}</p>');
    expect(gh.diagnostics.map((d) => [d.code, d.line])).toEqual([['unsupported/attribute', 3]]);
  });

  it('leaves raw HTML and components out of heading ids, by the rules of Docusaurus and of VitePress', async () => {
    const ids = (html: string) => [...html.matchAll(/<h2 id="([^"]*)"/g)].map((m) => m[1]);
    const body = '## Options <CRoot />\n\n## Flags <Badge>new</Badge>\n\n## `run` <img src="x.png" alt="icon">\n';
    expect(ids((await compile(body)).html)).toEqual(['options-', 'flags-new', 'run-']);
    expect(ids((await compile(body, { markdown: markdownOptions(markdownConfigSchema.parse({ headingIds: 'vitepress' })) })).html)).toEqual(['options', 'flags-new', 'run']);
  });

  it('gives headings GitHub slugs, unique per page, and honours {#custom-id}', async () => {
    const r = await compile('## Set up CTFd!\n\n## Set up CTFd!\n\n### Details {#more}\n\n#### Deep');
    expect([...r.html.matchAll(/<h\d id="([^"]+)"/g)].map((m) => m[1])).toEqual(['set-up-ctfd', 'set-up-ctfd-1', 'more', 'deep']);
    expect(r.html).toContain('<h3 id="more">Details</h3>');
  });

  it('builds the table of contents from the configured levels', async () => {
    const r = await compile('## A\n\n### B\n\n#### C');
    expect(r.toc.map((t) => [t.id, t.level])).toEqual([
      ['a', 2],
      ['b', 3],
    ]);
    const wide = await compile('## A\n\n#### C', { tocMax: 4 });
    expect(wide.toc.map((t) => t.id)).toEqual(['a', 'c']);
  });

  it('renders admonitions with default and custom titles', async () => {
    const r = await compile(':::danger\nGone for good.\n:::\n\n:::tip[Faster]\nUse ctfcli.\n:::');
    expect(r.html).toContain('class="admonition admonition-danger"');
    expect(r.html).toContain('<p class="admonition-title">Danger</p>');
    expect(r.html).toContain('<p class="admonition-title">Faster</p>');
  });

  it('leaves unknown directives and colons in prose as text', async () => {
    const r = await compile('Meet at 10:30, say :hello to the team.');
    expect(r.html).toContain('10:30');
    expect(r.html).toContain(':hello');
  });

  it('renders tabs with a group id, ARIA roles and one active panel', async () => {
    const r = await compile('::::tabs{groupId="install"}\n:::tab[Docker]\nA\n:::\n:::tab[pip]\nB\n:::\n::::');
    expect(r.html).toContain('data-group-id="install"');
    expect(r.html.match(/role="tab"/g)).toHaveLength(2);
    expect(r.html).toContain('aria-selected="true"');
    expect(r.html).toMatch(/class="tabs-panel tabs-panel-inactive"[^>]*data-value="pip"/);
  });

  it('highlights code at build time with both themes, a title, marked lines and a copy button', async () => {
    const r = await compile('```ini title="CTFd/config.ini" {2}\n[server]\nSECRET_KEY = x\n```');
    expect(r.html).toContain('<div class="code-block-title">CTFd/config.ini</div>');
    expect(r.html).toContain('class="copy-button"');
    // The token markup travels as a string in the <pre>'s node data; its text is the plain code.
    const pre = r.hast.children.flatMap(function find(n): Element[] {
      return n.type !== 'element' ? [] : n.tagName === 'pre' ? [n] : n.children.flatMap(find);
    })[0];
    expect(textOf(pre)).toBe('[server]\nSECRET_KEY = x');
    expect(Object.keys(pre.properties).filter((k) => k.startsWith('data'))).toEqual([]);
    const highlighted = String(pre.data?.highlighted);
    expect(highlighted).toContain('--shiki-light:');
    expect(highlighted).toContain('--shiki-dark:');
    expect(highlighted).toContain('class="line highlighted"');
    expect(highlighted.match(/class="line"/g)).toHaveLength(1);
    expect(highlighted).toMatch(/^<code>/);
  });

  it('makes tables focusable, so a table that scrolls sideways can be reached by keyboard', async () => {
    const r = await compile('| a | b |\n| - | - |\n| 1 | 2 |');
    expect(r.html).toContain('<table tabindex="0">');
  });

  it('turns links to markdown files into routes and records every link with its line', async () => {
    const r = await compile('Intro\n\nSee [other](./other.md#part) and [gone](./gone.md) and [site](https://ctfd.io).');
    expect(r.html).toContain('href="/docs/other#part"');
    expect(r.links.find((l) => l.url === '/docs/other#part')?.line).toBe(3);
    expect(r.links.find((l) => l.url === './gone.md')?.brokenMarkdownTarget).toBe('./gone.md');
    expect(r.html).toMatch(/<a href="https:\/\/ctfd.io" target="_blank" rel="noopener noreferrer">/);
  });

  it('sanitises raw HTML: keeps details, drops scripts, handlers and javascript: URLs', async () => {
    const r = await compile('<details><summary>More</summary>\n\nHidden\n\n</details>\n\n<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(1)">\n\n<a href="javascript:alert(1)">x</a>');
    expect(r.html).toContain('<details><summary>More</summary>');
    expect(r.html).not.toContain('<script');
    expect(r.html).not.toContain('onerror');
    expect(r.html).not.toContain('javascript:');
  });

  it('stops markup smuggled in the attribute highlighted code once travelled in, by the sanitiser alone', async () => {
    const r = await compile('<pre data-highlighted="&lt;img src=x onerror=alert(1)&gt;">x</pre>\n\n<div data-search-button data-crash-retry data-dev="x" data-announcement-id="a">y</div>');
    const elements = r.hast.children.flatMap(function all(n): Element[] {
      return n.type !== 'element' ? [] : [n, ...n.children.flatMap(all)];
    });
    expect(elements.length).toBeGreaterThan(1);
    for (const el of elements) {
      expect(
        Object.keys(el.properties).filter((k) => k.startsWith('data')),
        el.tagName,
      ).toEqual([]);
      expect(el.data?.highlighted).toBeUndefined();
    }
    expect(r.html).not.toContain('onerror');
  });

  it('drops name attributes, which would replace methods of document (DOM clobbering)', async () => {
    const r = await compile('<img name="querySelectorAll" src="a.png"> <img id="getElementById" name="x" src="b.png"> <a name="cookie" id="c">x</a>');
    expect(r.html).not.toContain('name=');
    expect(r.html).toContain('id="getElementById"');
  });

  it('keeps the data attributes of its own markup (tabs) on a page with raw HTML', async () => {
    const r = await compile('<kbd>x</kbd>\n\n::::tabs{groupId="os"}\n:::tab[Linux]\nA\n:::\n::::');
    expect(r.html).toContain('data-group-id="os"');
    expect(r.html).toMatch(/<button[^>]*data-value="linux"/);
  });

  it('drops javascript: URLs in markdown links too', async () => {
    const r = await compile('[click](javascript:alert(1))');
    expect(r.html).not.toContain('javascript:');
  });

  it('collects section text for search, split at h2 and h3', async () => {
    const r = await compile('Intro text.\n\n## Install\n\nRun it.\n\n### Docker\n\nUse compose.');
    expect(r.sections.map((s) => [s.anchor, s.text])).toEqual([
      ['', 'Intro text.'],
      ['install', 'Run it.'],
      ['docker', 'Use compose.'],
    ]);
  });

  it('keeps search text of a sentence with a link or code as the reader sees it, words in separate blocks apart', async () => {
    const r = await compile('Pick a type (see [flag types](/docs/flags)). Set `name`, then **save**.\n\n| a | b |\n| - | - |\n| one | two |\n\n- first\n- second\n');
    expect(r.sections[0]!.text).toBe('Pick a type (see flag types). Set name, then save. a b one two first second');
  });

  it('reports a missing image with its line', async () => {
    const r = await compile('Text\n\n![diagram](./missing.png)');
    expect(r.diagnostics[0].code).toBe('markdown/missing-image');
    expect(r.diagnostics[0].line).toBe(3);
  });
});
