import { describe, expect, it } from 'vitest';
import { parseConfig } from './load.ts';
import { localeBaseUrl, localeConfig, localeSite } from './locale.ts';

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

describe('localeSite', () => {
  const { config } = parseConfig(
    'title: T\nurl: https://example.com\nbaseUrl: /docs/\ni18n:\n  defaultLocale: en\n  locales: [en, ar]\n  localeConfigs:\n    ar: { direction: rtl }\n',
    'ctfdocs.config.yaml',
  );

  it("serves the default locale at baseUrl and another under /<locale>/, remembering the site's own baseUrl", () => {
    expect(localeSite(config!, undefined)).toEqual({ config, locale: { current: 'en', siteBaseUrl: '/docs/' } });
    const ar = localeSite(config!, 'ar');
    expect(ar.config.baseUrl).toBe('/docs/ar/');
    expect(ar.locale).toEqual({ current: 'ar', siteBaseUrl: '/docs/' });
    expect(localeBaseUrl(config!, 'en')).toBe('/docs/');
  });

  it("fills a locale's direction and lang from its config, with the locale as lang", () => {
    expect(localeConfig(config!, 'ar')).toMatchObject({ direction: 'rtl', htmlLang: 'ar' });
    expect(localeConfig(config!, 'en')).toMatchObject({ direction: 'ltr', htmlLang: 'en' });
  });
});
