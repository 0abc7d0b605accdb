// What several navbar item kinds share: where an item leads, whether it is
// the section the reader is in, the version of an instance the navbar shows,
// and the dropdown they open.
import type { ReactNode } from 'react';
import type { NavbarItem, SiteData, SiteVersion } from '@ctfdocs/core';
import { findInstance, findVersion, sidebarTarget } from '../../versions.ts';
import { useShell, useHref } from '../../context.tsx';
import { Link } from '../Link.tsx';

type SiteInstance = SiteData['instances'][number];

export interface NavbarItemProps {
  item: NavbarItem;
  /** Rendered in the mobile drawer's menu rather than in the bar. */
  mobile?: boolean;
}

/** One kind of navbar item (its `type:`): how it renders, and whether the mobile drawer lists it. */
export interface NavbarItemKind {
  Component: (props: NavbarItemProps) => ReactNode;
  inDrawer: boolean;
}

/** Class names, the empty ones left out. */
export function classes(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** The class of an item's link, in the bar or in the drawer. */
export function linkClass(item: NavbarItem, mobile: boolean | undefined, extra: string): string {
  return classes(mobile ? 'menu-link' : 'navbar-link', extra, item.className);
}

/** Is this navbar item the section the reader is in? */
export function useIsActive(): (item: NavbarItem) => boolean {
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
export function useActiveVersion(): (inst: SiteInstance) => { version: SiteVersion; onInstancePage: boolean } {
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
export function useTarget(): (item: NavbarItem) => string | undefined {
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
export function useVersionLinks(): (item: NavbarItem) => { 'data-docs-plugin-id'?: string; 'data-version-links'?: string } {
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

export interface DropdownItem {
  label: string;
  to: string;
  /** `to` is a complete URL already (a link into another locale's copy of the site). */
  external?: boolean;
  lang?: string;
  active?: boolean;
  data?: Record<string, string>;
}

/**
 * A label that opens a list of links. With `to` (a dropdown item's `to` or
 * `href`) the label in the bar is itself a link there, as Docusaurus's
 * DropdownNavbarItem makes it; the menu then opens on hover, focus and the
 * arrow keys. `className` is the item's, on the label as Docusaurus puts it.
 */
export function Dropdown({
  label,
  items,
  mobile,
  active,
  icon,
  ariaLabel,
  data,
  to,
  className,
}: {
  label: string;
  items: DropdownItem[];
  mobile?: boolean;
  active?: boolean;
  icon?: string;
  ariaLabel?: string;
  data?: Record<string, string | undefined>;
  to?: string;
  className?: string;
}) {
  const baseHref = useHref();
  const href = (i: DropdownItem) => (i.external ? i.to : baseHref(i.to));
  if (mobile) {
    // The drawer wraps every item in its own <li>.
    return (
      <>
        <span className={classes('menu-link menu-link-caption', className)}>{label}</span>
        <ul className="menu-list">
          {items.map((i) => (
            <li key={i.to + i.label} className="menu-list-item">
              <a className={classes('menu-link', i.active && 'active')} href={href(i)} lang={i.lang} {...i.data}>
                {i.label}
              </a>
            </li>
          ))}
        </ul>
      </>
    );
  }
  const toggle = {
    className: classes('navbar-link navbar-dropdown-toggle', active && 'active', className),
    'aria-haspopup': 'true' as const,
    'aria-expanded': 'false' as const,
    'aria-label': ariaLabel ? `${ariaLabel}: ${label}` : undefined,
    'data-dropdown-toggle': '',
  };
  const content = (
    <>
      {icon === 'globe' ? (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="navbar-dropdown-icon">
          <path fill="none" stroke="currentColor" strokeWidth="1.8" d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
      ) : null}
      {label}
    </>
  );
  return (
    <div className="navbar-dropdown" data-dropdown="" {...data}>
      {to ? (
        <Link to={to} {...toggle}>
          {content}
        </Link>
      ) : (
        <button type="button" {...toggle}>
          {content}
        </button>
      )}
      <ul className="navbar-dropdown-menu">
        {items.map((i) => (
          <li key={i.to + i.label}>
            <a className={classes('navbar-dropdown-link', i.active && 'active')} href={href(i)} lang={i.lang} aria-current={i.active ? 'true' : undefined} {...i.data}>
              {i.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
