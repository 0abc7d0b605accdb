import { describe, expect, it } from 'vitest';
import { compileForTest } from '../testing.ts';

/** The markup tabs.ts makes: the first tab selected and focusable, the others inactive until the client script switches them. */
const tab = (group: number, i: number, label: string, value: string) =>
  `<button type="button" role="tab" id="tab-${group}-${i}" class="tabs-tab" aria-selected="${i === 0}" aria-controls="tabpanel-${group}-${i}" tabindex="${i === 0 ? 0 : -1}" data-value="${value}">${label}</button>`;
const panel = (group: number, i: number, value: string, body: string) =>
  `<div role="tabpanel" id="tabpanel-${group}-${i}" class="${i === 0 ? 'tabs-panel' : 'tabs-panel tabs-panel-inactive'}" aria-labelledby="tab-${group}-${i}" data-value="${value}">${body}</div>`;

describe('::::tabs', () => {
  it('makes a tab list and a panel per :::tab, valued by the slug of its label, grouped by groupId', async () => {
    const { html, diagnostics } = await compileForTest('::::tabs{groupId="os"}\n:::tab[Linux]\nApt.\n:::\n:::tab[macOS X]\nBrew.\n:::\n::::');
    expect(html).toBe(
      `<div class="tabs" data-group-id="os"><div role="tablist" class="tabs-list">${tab(1, 0, 'Linux', 'linux')}${tab(1, 1, 'macOS X', 'macos-x')}</div>` +
        `${panel(1, 0, 'linux', '<p>Apt.</p>')}${panel(1, 1, 'macos-x', '<p>Brew.</p>')}</div>`,
    );
    expect(diagnostics).toEqual([]);
  });

  it('numbers the tab groups of a page, names unlabelled tabs by position, and values a label without letters "tab"', async () => {
    const { html } = await compileForTest('::::tabs\n:::tab\nA.\n:::\n:::tab[!!]\nB.\n:::\n::::\n\n::::tabs\n:::tab[Second group]\nC.\n:::\n::::');
    expect(html).toBe(
      `<div class="tabs"><div role="tablist" class="tabs-list">${tab(1, 0, 'Tab 1', 'tab-1')}${tab(1, 1, '!!', 'tab')}</div>${panel(1, 0, 'tab-1', '<p>A.</p>')}${panel(1, 1, 'tab', '<p>B.</p>')}</div>\n` +
        `<div class="tabs"><div role="tablist" class="tabs-list">${tab(2, 0, 'Second group', 'second-group')}</div>${panel(2, 0, 'second-group', '<p>C.</p>')}</div>`,
    );
  });

  it('drops content between the tabs with a warning at the tabs block', async () => {
    const { html, diagnostics } = await compileForTest('Intro.\n\n::::tabs\n:::tab[One]\nA.\n:::\nStray text.\n::::');
    expect(html).toBe(`<p>Intro.</p>\n<div class="tabs"><div role="tablist" class="tabs-list">${tab(1, 0, 'One', 'one')}</div>${panel(1, 0, 'one', '<p>A.</p>')}</div>`);
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.message])).toEqual([
      ['markdown/tabs', 'warning', 3, 'A ::::tabs block may contain only :::tab blocks; other content in it is dropped'],
    ]);
  });

  it("reads vitepress-plugin-tabs: :::tabs with '== Label' lines, key:name as the group, and containers nested in a panel", async () => {
    const { html, diagnostics } = await compileForTest('::::tabs key:pm\n== npm\nRun `npm i`.\n== pnpm [fast]\n::: tip\nUse pnpm.\n:::\nMore.\n::::\n\n```md\n:::tabs\n== not a tab\n```');
    expect(html).toContain(
      `<div class="tabs" data-group-id="pm"><div role="tablist" class="tabs-list">${tab(1, 0, 'npm', 'npm')}${tab(1, 1, 'pnpm [fast]', 'pnpm-fast')}</div>` +
        `${panel(1, 0, 'npm', '<p>Run <code>npm i</code>.</p>')}${panel(1, 1, 'pnpm-fast', '<div class="admonition admonition-tip" role="note"><p class="admonition-title">Tip</p><div class="admonition-body"><p>Use pnpm.</p></div></div><p>More.</p>')}</div>`,
    );
    expect(html).toContain('== not a tab');
    expect(diagnostics).toEqual([]);
    const stray = await compileForTest(':::tabs\nBefore.\n== A\nIn A.\n:::');
    expect(stray.html).not.toContain('Before.');
    expect(stray.diagnostics.map((d) => [d.code, d.line])).toEqual([['markdown/tabs', 1]]);
  });
});
