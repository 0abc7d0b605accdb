// The kinds of navbar item, one file each: `type:` in the config picks the
// entry. The names are the config schema's (core/src/schemas/navbar.ts),
// and this record must have one entry for each, so a new kind is its name
// there, a file here, and a line below.
import type { NavbarItem } from '@ctfdocs/core';
import type { NavbarItemKind } from './shared.tsx';
import { docsVersionDropdownItem } from './docs-version-dropdown.tsx';
import { docsVersionItem } from './docs-version.tsx';
import { dropdownItem } from './dropdown.tsx';
import { htmlItem } from './html.tsx';
import { linkItem } from './link.tsx';
import { localeDropdownItem } from './locale-dropdown.tsx';
import { searchItem } from './search.tsx';

export const navbarItemKinds: Record<NavbarItem['type'], NavbarItemKind> = {
  default: linkItem,
  doc: linkItem,
  docSidebar: linkItem,
  dropdown: dropdownItem,
  search: searchItem,
  html: htmlItem,
  docsVersion: docsVersionItem,
  docsVersionDropdown: docsVersionDropdownItem,
  localeDropdown: localeDropdownItem,
};
