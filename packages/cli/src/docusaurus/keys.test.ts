import { describe, expect, it } from 'vitest';
import { Keys, type NotCarried } from './keys.ts';

describe('Keys.records', () => {
  it('takes the named string fields of each record and reports every other key with its path', () => {
    const out: NotCarried[] = [];
    const i18n = new Keys({ localeConfigs: { en: { label: 'English', calendar: 'gregory' }, fr: { label: 'Français', htmlLang: 'fr-FR', direction: 7 } } }, 'i18n', 'docusaurus.config.js', out);
    expect(i18n.records('localeConfigs', ['label', 'direction', 'htmlLang'], 'not a locale option')).toEqual({
      en: { label: 'English', direction: undefined, htmlLang: undefined },
      fr: { label: 'Français', direction: undefined, htmlLang: 'fr-FR' },
    });
    expect(out).toEqual([{ file: 'docusaurus.config.js', key: 'i18n.localeConfigs.en.calendar', reason: 'not a locale option' }]);
    i18n.rest();
    expect(out).toHaveLength(1);
  });

  it('is empty when the key is missing or not an object', () => {
    const out: NotCarried[] = [];
    expect(new Keys({ versions: 'current' }, '', 'f.js', out).records('versions', ['label'], 'r')).toEqual({});
    expect(new Keys({}, '', 'f.js', out).records('versions', ['label'], 'r')).toEqual({});
    expect(out).toEqual([]);
  });
});

describe('Keys.strings', () => {
  it('takes a list of strings (globs), and reports any other value with its path', () => {
    const out: NotCarried[] = [];
    const docs = new Keys({ include: ['**/*.md'], exclude: '**/drafts/**' }, 'presets[0][1].docs', 'docusaurus.config.js', out);
    expect(docs.strings('include')).toEqual(['**/*.md']);
    expect(docs.strings('exclude')).toBeUndefined();
    expect(docs.strings('missing')).toBeUndefined();
    expect(out).toEqual([{ file: 'docusaurus.config.js', key: 'presets[0][1].docs.exclude', reason: 'not a list of strings' }]);
    docs.rest();
    expect(out).toHaveLength(1);
  });
});
