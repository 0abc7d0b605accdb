import { describe, expect, it } from 'vitest';
import { compileForTest } from './testing.ts';
import { ADMONITIONS } from './admonitions.ts';
import { markdownOptions } from './options.ts';
import { markdownConfigSchema } from '../schemas/markdown.ts';
import { THEME_TEXTS } from '../shared/theme-texts.ts';

const box = (kind: string, title: string, body: string) =>
  `<div class="admonition admonition-${kind}" role="note"><p class="admonition-title">${title}</p><div class="admonition-body">${body}</div></div>`;

describe('admonitions', () => {
  it('takes a title in brackets, after a space, or from a title attribute', async () => {
    for (const source of [':::note[Read this]', ':::note Read this', ':::note{title="Read this"}', '::: note Read this']) {
      const { html, diagnostics } = await compileForTest(`${source}\nBody.\n:::`);
      expect(html, source).toBe(box('note', 'Read this', '<p>Body.</p>'));
      expect(diagnostics).toEqual([]);
    }
  });

  it('renders every kind of the registry with its box and default title', async () => {
    const drawn = {
      note: ['note', 'Note'],
      tip: ['tip', 'Tip'],
      info: ['info', 'Info'],
      warning: ['warning', 'Warning'],
      danger: ['danger', 'Danger'],
      caution: ['warning', 'Caution'],
      important: ['info', 'Important'],
    };
    expect(Object.keys(ADMONITIONS)).toEqual(Object.keys(drawn));
    for (const [name, [className, title]] of Object.entries(drawn)) {
      const { html } = await compileForTest(`:::${name}\nBody.\n:::`);
      expect(html).toBe(box(className, title, '<p>Body.</p>'));
    }
  });

  it('titles a box without a title of its own in the locale being built, and keeps a written title', async () => {
    const markdown = markdownOptions(markdownConfigSchema.parse({}), { ...THEME_TEXTS, 'theme.admonition.warning': 'Attention', 'theme.admonition.caution': 'Prudence' });
    expect((await compileForTest(':::warning\nBody.\n:::', { markdown })).html).toBe(box('warning', 'Attention', '<p>Body.</p>'));
    expect((await compileForTest(':::caution\nBody.\n:::', { markdown })).html).toBe(box('warning', 'Prudence', '<p>Body.</p>'));
    expect((await compileForTest('> [!WARNING]\n> Body.', { markdown })).html).toContain('<p class="admonition-title">Attention</p>');
    expect((await compileForTest(':::warning[Mine]\nBody.\n:::', { markdown })).html).toBe(box('warning', 'Mine', '<p>Body.</p>'));
  });

  it('keeps formatting in a title written after a space', async () => {
    const { html } = await compileForTest(':::tip Use `ctf` [here]\nBody.\n:::');
    expect(html).toContain('<p class="admonition-title">Use <code>ctf</code> [here]</p>');
  });

  it('nests an admonition in another when the outer fence has more colons', async () => {
    const { html } = await compileForTest('::::warning[Outer]\nBefore.\n\n:::tip[Inner]\nInside.\n:::\n\nAfter.\n::::');
    expect(html).toBe(box('warning', 'Outer', `<p>Before.</p>${box('tip', 'Inner', '<p>Inside.</p>')}<p>After.</p>`));
  });

  it('keeps an admonition inside a tab and inside a list item', async () => {
    const inTab = await compileForTest(':::::tabs\n::::tab[One]\n:::note\nIn a tab.\n:::\n::::\n:::::');
    expect(inTab.html).toContain(`<div role="tabpanel" id="tabpanel-1-0" class="tabs-panel" aria-labelledby="tab-1-0" data-value="one">${box('note', 'Note', '<p>In a tab.</p>')}</div>`);
    const inList = await compileForTest('- Step one.\n\n  :::danger\n  Careful.\n  :::\n- Step two.');
    expect(inList.html).toContain(`<li>\n<p>Step one.</p>\n${box('danger', 'Danger', '<p>Careful.</p>')}\n</li>`);
  });
});

describe('VitePress containers', () => {
  it('reads `::: tip`, `::: warning Custom title`, `::: danger` and `::: info`', async () => {
    const { html } = await compileForTest('::: tip\nA.\n:::\n\n::: warning Custom title\nB.\n:::\n\n::: danger\nC.\n:::\n\n::: info\nD.\n:::');
    expect(html).toBe([box('tip', 'Tip', '<p>A.</p>'), box('warning', 'Custom title', '<p>B.</p>'), box('danger', 'Danger', '<p>C.</p>'), box('info', 'Info', '<p>D.</p>')].join('\n'));
  });

  it('makes `::: details Title` a details block with that summary', async () => {
    const { html } = await compileForTest('::: details Show the answer\nIt is **42**.\n:::\n\n::: details\nNo title.\n:::');
    expect(html).toBe(
      '<details class="details"><summary>Show the answer</summary><p>It is <strong>42</strong>.</p></details>\n<details class="details"><summary>Details</summary><p>No title.</p></details>',
    );
  });

  it("makes `::: code-group` tabs labelled by each block's [filename], without repeating it as a title", async () => {
    const { html, diagnostics } = await compileForTest('::: code-group\n\n```js [config.js]\nexport default {}\n```\n\n```ts [config.ts]\nexport default {}\n```\n\n```sh\nls\n```\n\n:::');
    expect(diagnostics).toEqual([]);
    const labels = [...html.matchAll(/<button type="button" role="tab"[^>]*data-value="([^"]*)">([^<]*)<\/button>/g)].map((m) => [m[1], m[2]]);
    expect(labels).toEqual([
      ['configjs', 'config.js'],
      ['configts', 'config.ts'],
      ['sh', 'sh'],
    ]);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3);
    expect(html).toContain('data-language="js"');
    expect(html).not.toContain('code-block-title');
  });

  it('warns of text in a code group, which is dropped', async () => {
    const { diagnostics } = await compileForTest('::: code-group\nSome text.\n\n```js [a.js]\nx\n```\n:::');
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['markdown/tabs', 1]]);
  });
});

describe('tabs', () => {
  it('warns of a :::tab outside a tabs block and keeps its content', async () => {
    const { html, diagnostics } = await compileForTest('Intro\n\n:::tab[Alone]\nKept.\n:::');
    expect(html).toContain('<div><p>Kept.</p></div>');
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['markdown/tabs', 3]]);
  });
});
