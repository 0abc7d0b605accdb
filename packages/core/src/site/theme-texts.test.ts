// The shell's texts of a locale: English unless i18n/<locale>/code.json (as
// Docusaurus writes it) or the config's translations say otherwise.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config/load.ts';
import { readRules } from '../util/read-roots.ts';
import { themeTexts } from './theme-texts.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'ctfdocs-theme-texts-'));
  mkdirSync(path.join(root, 'site/i18n/fr'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function texts(codeJson: string | undefined, configExtra = '', locale = 'fr') {
  if (codeJson !== undefined) writeFileSync(path.join(root, 'site/i18n/fr/code.json'), codeJson);
  const loaded = parseConfig(`title: T\nurl: https://docs.example.com\ni18n:\n  locales: [en, fr]\n${configExtra}`, 'site/ctfdocs.config.yaml');
  expect(loaded.diagnostics).toEqual([]);
  const rules = readRules({ rootDir: root, configFile: 'site/ctfdocs.config.yaml', config: loaded.config! });
  return themeTexts({ config: loaded.config!, rootDir: root, configFile: 'site/ctfdocs.config.yaml', locale, rules });
}

describe('theme texts', () => {
  it('are English without translations, and in another locale with none', () => {
    for (const r of [texts(undefined), texts('{"theme.admonition.note": {"message": "Remarque"}}', '', 'en')]) {
      expect(r.diagnostics).toEqual([]);
      expect(r.texts['theme.TOCCollapsible.toggleButtonLabel']).toBe('On this page');
      expect(r.texts['theme.admonition.note']).toBe('Note');
      expect(r.texts['theme.SearchModal.errorScreen.titleText']).toBe('Unable to fetch results');
    }
  });

  it("read a Docusaurus code.json: each id's message (the blog's too), Docusaurus's ids ctfdocs has no text for passed over", () => {
    const r = texts(
      JSON.stringify({
        'theme.TOCCollapsible.toggleButtonLabel': { message: 'Sur cette page', description: 'The label used by the button on the collapsible TOC component' },
        'theme.admonition.note': { message: 'remarque' },
        'theme.SearchModal.errorScreen.titleText': 'Impossible de récupérer les résultats',
        'theme.blog.post.readMore': { message: 'Lire plus' },
        'theme.docs.versionBadge.label': { message: 'Version : {versionLabel}' },
      }),
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.texts['theme.TOCCollapsible.toggleButtonLabel']).toBe('Sur cette page');
    expect(r.texts['theme.admonition.note']).toBe('remarque');
    expect(r.texts['theme.SearchModal.errorScreen.titleText']).toBe('Impossible de récupérer les résultats');
    expect(r.texts['theme.admonition.tip']).toBe('Tip');
    expect(r.texts['theme.blog.post.readMore']).toBe('Lire plus');
    expect(Object.keys(r.texts)).not.toContain('theme.docs.versionBadge.label');
  });

  it("take the config's translations over code.json", () => {
    const r = texts(
      '{"theme.docs.paginator.next": {"message": "Suivant"}, "theme.docs.paginator.previous": {"message": "Précédent"}}',
      '  localeConfigs:\n    fr:\n      translations:\n        theme.docs.paginator.next: Page suivante\n',
    );
    expect(r.texts['theme.docs.paginator.next']).toBe('Page suivante');
    expect(r.texts['theme.docs.paginator.previous']).toBe('Précédent');
  });

  it('report a translation that is neither a message nor a string, and a file that is not JSON, with the line', () => {
    const bad = texts('{\n  "theme.admonition.note": {"message": "remarque"},\n  "theme.admonition.tip": {"text": "astuce"}\n}');
    expect(bad.diagnostics).toMatchObject([{ severity: 'error', code: 'i18n/code-json', file: 'site/i18n/fr/code.json', line: 3 }]);
    expect(bad.diagnostics[0].message).toContain('theme.admonition.tip');
    expect(bad.texts['theme.admonition.note']).toBe('remarque');
    expect(texts('{\n  "theme.admonition.note": {"message": "remarque"\n').diagnostics).toMatchObject([{ severity: 'error', file: 'site/i18n/fr/code.json' }]);
    expect(texts('["theme.admonition.note"]').diagnostics).toMatchObject([{ severity: 'error', code: 'i18n/code-json', line: 1 }]);
  });

  it("warn once about ids that are no theme's, which ctfdocs never shows (a React page's <Translate>)", () => {
    const r = texts('{\n  "theme.admonition.note": {"message": "remarque"},\n  "homepage.title": {"message": "Accueil"},\n  "homepage.tagline": {"message": "Bienvenue"}\n}');
    expect(r.diagnostics).toMatchObject([{ severity: 'warning', code: 'i18n/unused-translation', file: 'site/i18n/fr/code.json', line: 3 }]);
    expect(r.diagnostics[0].message).toBe('2 translation ids are not a text ctfdocs shows: homepage.title, homepage.tagline');
  });

  it('refuse a code.json that is a link to a file outside the site', () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'ctfdocs-theme-texts-outside-'));
    try {
      writeFileSync(path.join(outside, 'code.json'), '{"theme.admonition.note": {"message": "secret"}}');
      symlinkSync(path.join(outside, 'code.json'), path.join(root, 'site/i18n/fr/code.json'));
      const r = texts(undefined);
      expect(r.diagnostics).toMatchObject([{ severity: 'error', code: 'i18n/outside-site' }]);
      expect(r.texts['theme.admonition.note']).toBe('Note');
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
