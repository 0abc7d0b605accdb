// `search`: the search button in the bar (the drawer has none).
import { SearchButton } from '../SearchButton.tsx';
import type { NavbarItemKind, NavbarItemProps } from './shared.tsx';

function NavbarSearch({ item, mobile }: NavbarItemProps) {
  return mobile ? null : <SearchButton className={item.className} />;
}

export const searchItem: NavbarItemKind = { Component: NavbarSearch, inDrawer: false };
