import { describe, expect, it } from 'vitest';
import { localeConfig } from './locale.ts';

const i18n = (locales: string[]) => ({ i18n: { defaultLocale: 'en', locales, localeConfigs: {} } });

describe('localeConfig', () => {
  it('labels a locale by its own name, capitalised as a menu entry', () => {
    expect(localeConfig(i18n(['en', 'fr', 'es', 'de']), 'fr').label).toBe('Français');
    expect(localeConfig(i18n(['en', 'fr', 'es', 'de']), 'es').label).toBe('Español');
    expect(localeConfig(i18n(['en', 'fr', 'es', 'de']), 'de').label).toBe('Deutsch');
  });

  it('keeps a configured label as written', () => {
    expect(localeConfig({ i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'fr (beta)', direction: 'ltr' } } } }, 'fr').label).toBe('fr (beta)');
  });
});
