import type { NavbarItem } from '@ctfdocs/core';
import { useShell, useHref, useText } from '../context.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { navbarItemKinds } from './navbar-items/index.ts';
import { NAVBAR } from '../shared/shell-classes.ts';
import { overridable } from '../theme-components/overridable.tsx';

/** One navbar item, rendered by its kind (navbar-items/). */
function NavItem({ item, mobile }: { item: NavbarItem; mobile?: boolean }) {
  const { Component } = navbarItemKinds[item.type];
  return <Component item={item} mobile={mobile} />;
}

function ThemeNavbar() {
  const { site, instanceId, sidebarId, pageMenu } = useShell();
  const { navbar, colorMode } = site.config.themeConfig;
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  const sidebar = instanceId && sidebarId ? site.instances.find((i) => i.id === instanceId)?.sidebars[sidebarId] : undefined;
  const href = useHref();
  const text = useText();
  return (
    <nav className={NAVBAR} aria-label="Main" data-hide-on-scroll={navbar.hideOnScroll ? '' : undefined}>
      <div className="navbar-inner">
        <button type="button" className="navbar-toggle" aria-label={text('theme.docs.sidebar.toggleSidebarButtonAriaLabel')} aria-expanded="false" aria-controls="navbar-sidebar">
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
            <button type="button" className="navbar-sidebar-close" aria-label={text('theme.docs.sidebar.closeSidebarButtonAriaLabel')} data-close-sidebar="">
              ×
            </button>
          </div>
          <div className="navbar-sidebar-items">
            <div className="navbar-sidebar-item menu primary-menu">
              <ul className="menu-list">
                {navbar.items.map((item, i) =>
                  !navbarItemKinds[item.type].inDrawer ? null : (
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
                  {text('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel')}
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

export const Navbar = overridable('Navbar', ThemeNavbar);
