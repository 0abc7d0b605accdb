// `html`: markup from the config (`value`), in the bar only. The config is
// the site owner's, not page content, so it is not sanitised.
import { classes, type NavbarItemKind, type NavbarItemProps } from './shared.tsx';

function NavbarHtml({ item }: NavbarItemProps) {
  return <span className={classes('navbar-html', item.className)} dangerouslySetInnerHTML={{ __html: item.value ?? '' }} />;
}

export const htmlItem: NavbarItemKind = { Component: NavbarHtml, inDrawer: false };
