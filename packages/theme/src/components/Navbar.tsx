import { localeBaseUrl, localeConfig, type NavbarItem, type SiteData, type SiteVersion } from '@ctfdocs/core';
import { findInstance, findVersion, sameDocIn, sidebarTarget } from '../versions.ts';
import { useShell, useHref } from '../context.tsx';
import { Link } from './Link.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { SearchButton } from './SearchButton.tsx';

type SiteInstance = SiteData['instances'][number];

/** Is this navbar item the section the reader is in? */
function useIsActive(): (item: NavbarItem) => boolean {
  const { site, route } = useShell();
  return (item) => {
    if (item.activeBaseRegex) {
      try {
        return new RegExp(item.activeBaseRegex).test(route);
      } catch {
        return false;
      }
    }
    if (item.activeBasePath) return route === item.activeBasePath || route.startsWith(item.activeBasePath.replace(/\/?$/, '/'));
    if (item.type === 'doc' || item.type === 'docSidebar') {
      const inst = findInstance(site, item.docsPluginId);
      return Boolean(inst && (route === inst.routeBasePath || route.startsWith(inst.routeBasePath + '/')));
    }
    if (item.to && item.to !== '/') return route === item.to || route.startsWith(item.to + '/');
    return false;
  };
}

/**
 * The version of an instance the navbar shows: the page's own on a page of
 * that instance, otherwise the last one (the client may switch to the
 * reader's preferred version; see client/preferred-version.ts).
 */
function useActiveVersion(): (inst: SiteInstance) => { version: SiteVersion; onInstancePage: boolean } {
  const shell = useShell();
  return (inst) => {
    const onInstancePage = shell.instanceId === inst.id;
    return { version: findVersion(inst, onInstancePage ? shell.version : undefined), onInstancePage };
  };
}

/** Where a doc or docSidebar item leads in one version, or undefined when the version has no such doc. */
function versionTarget(item: NavbarItem, version: SiteVersion): string | undefined {
  if (item.type === 'doc') return version.docs[item.docId ?? ''];
  return sidebarTarget(version, item.sidebarId);
}

/** Where a navbar item points, or undefined when it must not render (a draft doc). */
function useTarget(): (item: NavbarItem) => string | undefined {
  const { site } = useShell();
  const activeVersion = useActiveVersion();
  return (item) => {
    if (item.type === 'doc' || item.type === 'docSidebar') {
      const inst = findInstance(site, item.docsPluginId);
      if (!inst) return undefined;
      return versionTarget(item, activeVersion(inst).version) ?? versionTarget(item, findVersion(inst, undefined));
    }
    return item.to ?? item.href;
  };
}

/**
 * Data for the client to point a doc link at the reader's preferred version:
 * the link in every version that has it. Only off the instance's own pages,
 * where the page's version wins.
 */
function useVersionLinks(): (item: NavbarItem) => { 'data-docs-plugin-id'?: string; 'data-version-links'?: string } {
  const { site } = useShell();
  const href = useHref();
  const activeVersion = useActiveVersion();
  return (item) => {
    const inst = item.type === 'doc' || item.type === 'docSidebar' ? findInstance(site, item.docsPluginId) : undefined;
    if (!inst || inst.versions.length < 2 || activeVersion(inst).onInstancePage) return {};
    const links: Record<string, string> = {};
    for (const v of inst.versions) {
      const to = versionTarget(item, v);
      if (to) links[v.name] = href(to);
    }
    return { 'data-docs-plugin-id': inst.id, 'data-version-links': JSON.stringify(links) };
  };
}

function NavItem({ item, mobile }: { item: NavbarItem; mobile?: boolean }) {
  const isActive = useIsActive();
  const target = useTarget();
  const versionLinks = useVersionLinks();
  const activeVersion = useActiveVersion();
  const { site, route, docId } = useShell();
  const cls = (extra: string) => `${mobile ? 'menu-link' : 'navbar-link'} ${extra} ${item.className ?? ''}`.trim();
  switch (item.type) {
    case 'search':
      return mobile ? null : <SearchButton />;
    case 'html':
      return <span className="navbar-html" dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />;
    case 'localeDropdown': {
      const { config, locale } = site;
      // Each locale's copy of the same path: the default locale has no prefix.
      const inLocale = (l: string) => localeBaseUrl({ ...config, baseUrl: locale.siteBaseUrl }, l).replace(/\/$/, '') + (route === '/' && l !== config.i18n.defaultLocale ? '' : route);
      return (
        <Dropdown
          label={item.label ?? localeConfig(config, locale.current).label}
          icon="globe"
          ariaLabel="Languages"
          mobile={mobile}
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
    case 'docsVersion':
    case 'docsVersionDropdown': {
      const inst = findInstance(site, item.docsPluginId);
      if (!inst) return null;
      const { version: active, onInstancePage } = activeVersion(inst);
      const versionData = (v: SiteVersion) => ({ 'data-docs-version': v.name, 'data-docs-plugin-id': inst.id });
      if (item.type === 'docsVersion') {
        return (
          <Link to={sameDocIn(active, undefined)} className={cls('')}>
            {item.label ?? active.label}
          </Link>
        );
      }
      return (
        <Dropdown
          label={active.label}
          ariaLabel="Documentation versions"
          mobile={mobile}
          data={{ 'data-docs-version-dropdown': inst.id, 'data-follow-preferred': onInstancePage ? undefined : '' }}
          items={inst.versions.map((v) => ({ label: v.label, to: sameDocIn(v, onInstancePage ? docId : undefined), active: v === active, data: versionData(v) }))}
        />
      );
    }
    case 'dropdown':
      return (
        <Dropdown
          label={item.label ?? ''}
          mobile={mobile}
          items={(item.items ?? []).map((child) => ({ label: child.label ?? '', to: target(child) ?? '#', active: isActive(child) }))}
          active={isActive(item)}
        />
      );
    default: {
      const to = target(item);
      if (!to) return null;
      const active = isActive(item);
      return (
        <Link to={to} className={cls(active ? 'active' : '')} aria-current={active ? 'page' : undefined} {...versionLinks(item)}>
          {item.label}
        </Link>
      );
    }
  }
}

interface DropdownItem {
  label: string;
  to: string;
  /** `to` is a complete URL already (a link into another locale's copy of the site). */
  external?: boolean;
  lang?: string;
  active?: boolean;
  data?: Record<string, string>;
}

function Dropdown({ label, items, mobile, active, icon, ariaLabel, data }: { label: string; items: DropdownItem[]; mobile?: boolean; active?: boolean; icon?: string; ariaLabel?: string; data?: Record<string, string | undefined> }) {
  const baseHref = useHref();
  const href = (i: DropdownItem) => (i.external ? i.to : baseHref(i.to));
  if (mobile) {
    // The drawer wraps every item in its own <li>.
    return (
      <>
        <span className="menu-link menu-link-caption">{label}</span>
        <ul className="menu-list">
          {items.map((i) => (
            <li key={i.to + i.label} className="menu-list-item">
              <a className={`menu-link ${i.active ? 'active' : ''}`} href={href(i)} lang={i.lang} {...i.data}>
                {i.label}
              </a>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <div className="navbar-dropdown" data-dropdown="" {...data}>
      <button type="button" className={`navbar-link navbar-dropdown-toggle ${active ? 'active' : ''}`} aria-haspopup="true" aria-expanded="false" aria-label={ariaLabel ? `${ariaLabel}: ${label}` : undefined}>
        {icon === 'globe' ? (
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="navbar-dropdown-icon">
            <path fill="none" stroke="currentColor" strokeWidth="1.8" d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
          </svg>
        ) : null}
        {label}
      </button>
      <ul className="navbar-dropdown-menu">
        {items.map((i) => (
          <li key={i.to + i.label}>
            <a className={`navbar-dropdown-link ${i.active ? 'active' : ''}`} href={href(i)} lang={i.lang} aria-current={i.active ? 'true' : undefined} {...i.data}>
              {i.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Navbar() {
  const { site, instanceId, sidebarId, pageMenu } = useShell();
  const { navbar, colorMode } = site.config.themeConfig;
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  const sidebar = instanceId && sidebarId ? site.instances.find((i) => i.id === instanceId)?.sidebars[sidebarId] : undefined;
  const href = useHref();
  return (
    <nav className="navbar" aria-label="Main" data-hide-on-scroll={navbar.hideOnScroll ? '' : undefined}>
      <div className="navbar-inner">
        <button type="button" className="navbar-toggle" aria-label="Toggle navigation bar" aria-expanded="false" aria-controls="navbar-sidebar">
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
        <a className="navbar-brand" href={href(navbar.logo?.href ?? '/')}>
          {navbar.logo ? (
            <>
              <img className="navbar-logo logo-light" src={href(navbar.logo.src)} alt={navbar.logo.alt} width={navbar.logo.width} height={navbar.logo.height} />
              {navbar.logo.srcDark ? <img className="navbar-logo logo-dark" src={href(navbar.logo.srcDark)} alt={navbar.logo.alt} width={navbar.logo.width} height={navbar.logo.height} /> : null}
            </>
          ) : null}
          {navbar.title ? <b className="navbar-title">{navbar.title}</b> : null}
        </a>
        <div className="navbar-items navbar-items-left">
          {left.map((item, i) => (
            <NavItem key={i} item={item} />
          ))}
        </div>
        <div className="navbar-items navbar-items-right">
          {right.map((item, i) => (
            <NavItem key={i} item={item} />
          ))}
          {colorMode.disableSwitch ? null : <ColorModeToggle />}
        </div>
      </div>
      <div className="navbar-sidebar" id="navbar-sidebar" data-show-secondary={sidebar || pageMenu ? '' : undefined}>
        <div className="navbar-sidebar-backdrop" data-close-sidebar="" />
        <div className="navbar-sidebar-panel" role="dialog" aria-modal="true" aria-label="Navigation">
          <div className="navbar-sidebar-brand">
            <a className="navbar-brand" href={href('/')}>
              {navbar.title ? <b className="navbar-title">{navbar.title}</b> : null}
            </a>
            {colorMode.disableSwitch ? null : <ColorModeToggle />}
            <button type="button" className="navbar-sidebar-close" aria-label="Close navigation bar" data-close-sidebar="">
              ×
            </button>
          </div>
          <div className="navbar-sidebar-items">
            <div className="navbar-sidebar-item menu primary-menu">
              <ul className="menu-list">
                {navbar.items.map((item, i) =>
                  item.type === 'search' || item.type === 'html' ? null : (
                    <li key={i} className="menu-list-item">
                      <NavItem item={item} mobile />
                    </li>
                  ),
                )}
              </ul>
            </div>
            {sidebar || pageMenu ? (
              <div className="navbar-sidebar-item menu secondary-menu">
                <button type="button" className="back-to-main-menu" data-back-to-main="">
                  ← Back to main menu
                </button>
                {/* Filled from the desktop sidebar when the drawer opens: the tree is sent once per page. */}
                <nav className="menu" aria-label={`${sidebar ? 'Docs sidebar' : pageMenu} (mobile)`} data-secondary-menu="" />
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </nav>
  );
}
