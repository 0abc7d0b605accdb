// `@docusaurus/useDocusaurusContext`: the site's config (Docusaurus's names,
// customFields included), its locales and what its plugins set as global
// data, from the page being rendered.
import type { SiteConfig } from '@ctfdocs/core';
import { useShell } from '../context.tsx';

export interface DocusaurusContext {
  siteConfig: SiteConfig;
  i18n: { defaultLocale: string; locales: string[]; currentLocale: string; localeConfigs: SiteConfig['i18n']['localeConfigs'] };
  globalData: Record<string, unknown>;
}

export default function useDocusaurusContext(): DocusaurusContext {
  const { site } = useShell();
  // customFields is the one key ctfdocs never reads itself: it is there for the site's components, through this hook.
  const { i18n, customFields } = site.config;
  return {
    siteConfig: { ...site.config, customFields },
    i18n: { defaultLocale: i18n.defaultLocale, locales: i18n.locales, currentLocale: site.locale.current, localeConfigs: i18n.localeConfigs },
    globalData: site.globalData ?? {},
  };
}
