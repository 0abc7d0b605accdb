// Each non-default locale is a copy of the site under `/<locale>/`: the same
// config with the locale appended to baseUrl, so every link the shell and the
// markdown make stays inside the locale.
import type { SiteData } from '../types.ts';
import type { LocaleConfig } from '../schemas/i18n.ts';
import type { SiteConfig } from './schema.ts';

export function localeSite(config: SiteConfig, locale: string | undefined): { config: SiteConfig; locale: SiteData['locale'] } {
  const current = locale ?? config.i18n.defaultLocale;
  const siteBaseUrl = config.baseUrl;
  if (current === config.i18n.defaultLocale) return { config, locale: { current, siteBaseUrl } };
  return { config: { ...config, baseUrl: localeBaseUrl(config, current) }, locale: { current, siteBaseUrl } };
}

/** The baseUrl of a locale's copy of the site: the default locale has no prefix. */
export function localeBaseUrl(config: Pick<SiteConfig, 'baseUrl' | 'i18n'>, locale: string): string {
  return locale === config.i18n.defaultLocale ? config.baseUrl : `${config.baseUrl}${locale}/`;
}

/** A locale's settings with defaults filled: its name in its own language, ltr, and the locale as `lang`. */
export function localeConfig(config: Pick<SiteConfig, 'i18n'>, locale: string): Required<Omit<LocaleConfig, 'translations'>> {
  const given = config.i18n.localeConfigs[locale];
  return { label: given?.label ?? ownName(locale), direction: given?.direction ?? 'ltr', htmlLang: given?.htmlLang ?? locale };
}

// Every page's shell asks, and Intl.DisplayNames is slow to construct.
const ownNames = new Map<string, string>();

function ownName(locale: string): string {
  let name = ownNames.get(locale);
  if (name === undefined) {
    name = locale;
    try {
      name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
      // As a menu entry, not mid-sentence: "Français", not "français".
      name = name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    } catch {
      // An unknown tag keeps its own name as the label.
    }
    ownNames.set(locale, name);
  }
  return name;
}
