// The shell's texts per locale (issue #33): a locale's i18n/<locale>/code.json,
// as Docusaurus writes it, translates the shell's words on that locale's
// pages; the default locale keeps the English ones, and its pages carry no
// texts for the client script.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture, runCli, write } from '../helpers/fixture.ts';

const AR = {
  'theme.TOCCollapsible.toggleButtonLabel': { message: 'في هذه الصفحة', description: 'The label used by the button on the collapsible TOC component' },
  'theme.admonition.note': { message: 'ملاحظة' },
  'theme.admonition.caution': { message: 'تنبيه' },
  'theme.docs.paginator.previous': { message: 'السابق' },
  'theme.SearchModal.errorScreen.titleText': { message: 'تعذر جلب النتائج' },
};

const PAGE = '# New feature\n\nOnly the unreleased docs describe this feature.\n\n## Turning it on\n\n:::note\nIt is off by default.\n:::\n\n> [!CAUTION]\n> Not in 1.0.\n';

/** The client texts a page carries in <html data-texts>, if any. */
function clientTexts(html: string): Record<string, string> | undefined {
  const attr = /<html[^>]* data-texts="([^"]*)"/.exec(html)?.[1];
  return attr === undefined ? undefined : JSON.parse(attr.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
}

describe('translated shell texts', () => {
  it("renders a locale's code.json texts, admonition titles included, and leaves the default locale in English", async () => {
    const dir = await copyFixture('versioned');
    await write(dir, 'content/guide/new-feature.md', PAGE);
    await write(dir, 'site/i18n/ar/code.json', JSON.stringify(AR, null, 2));
    const r = await runCli(dir, ['build']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toContain('0 warnings');

    const ar = await readFile(path.join(dir, 'build/ar/guide/next/new-feature.html'), 'utf8');
    expect(ar).toContain('<p class="toc-title">في هذه الصفحة</p>');
    expect(ar).toContain('<summary>في هذه الصفحة</summary>');
    expect(ar).toContain('<p class="admonition-title">ملاحظة</p>');
    expect(ar).toContain('<p class="admonition-title">تنبيه</p>');
    expect(ar).toContain('<span class="pagination-sublabel">السابق</span>');
    // Texts the locale leaves alone stay English.
    expect(ar).toContain('<span class="visually-hidden">Home page</span>');
    expect(clientTexts(ar)).toEqual({ 'theme.SearchModal.errorScreen.titleText': 'تعذر جلب النتائج' });

    const en = await readFile(path.join(dir, 'build/guide/next/new-feature.html'), 'utf8');
    expect(en).toContain('<p class="toc-title">On this page</p>');
    expect(en).toContain('<summary>On this page</summary>');
    expect(en).toContain('<p class="admonition-title">Note</p>');
    expect(en).toContain('<p class="admonition-title">Caution</p>');
    expect(en).toContain('<span class="pagination-sublabel">Previous</span>');
    expect(clientTexts(en)).toBeUndefined();
  });

  it('reports a code.json entry it cannot read with its line, and fails the build', async () => {
    const dir = await copyFixture('versioned');
    await write(dir, 'site/i18n/ar/code.json', '{\n  "theme.admonition.note": {"message": "ملاحظة"},\n  "theme.admonition.tip": ["نصيحة"]\n}\n');
    const r = await runCli(dir, ['build']);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain('site/i18n/ar/code.json:3');
    expect(r.stdout + r.stderr).toContain('theme.admonition.tip: the translation must be {"message": "…"} or a string');
  });
});
