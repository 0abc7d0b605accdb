// `localeDropdown`: the same page in each of the site's locales.
import { localeBaseUrl, localeConfig } from '@ctfdocs/core';
import { useShell } from '../../context.tsx';
import { Dropdown, type NavbarItemKind, type NavbarItemProps } from './shared.tsx';

function NavbarLocaleDropdown({ item, mobile }: NavbarItemProps) {
  const { site, route } = useShell();
  const { config, locale } = site;
  // Each locale's copy of the same path: the default locale has no prefix.
  const inLocale = (l: string) => localeBaseUrl({ ...config, baseUrl: locale.siteBaseUrl }, l).replace(/\/$/, '') + (route === '/' && l !== config.i18n.defaultLocale ? '' : route);
  return (
    <Dropdown
      label={item.label ?? localeConfig(config, locale.current).label}
      icon="globe"
      ariaLabel="Languages"
      mobile={mobile}
      className={item.className}
      items={config.i18n.locales.map((l) => ({
        label: localeConfig(config, l).label,
        to: inLocale(l),
        external: true,
        lang: localeConfig(config, l).htmlLang,
        active: l === locale.current,
      }))}
    />
  );
}

export const localeDropdownItem: NavbarItemKind = { Component: NavbarLocaleDropdown, inDrawer: true };
