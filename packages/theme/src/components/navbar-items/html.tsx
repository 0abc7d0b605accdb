// `html`: markup from the config (`value`), in the bar only. The config is
// the site owner's, not page content, so it is not sanitised.
import type { NavbarItemKind, NavbarItemProps } from './shared.tsx';

function NavbarHtml({ item }: NavbarItemProps) {
  return <span className="navbar-html" dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />;
}

export const htmlItem: NavbarItemKind = { Component: NavbarHtml, inDrawer: false };
