// What each kind of navbar item checks against the content, one file each;
// kinds not listed have nothing to check beyond their schema
// (../../schemas/navbar.ts). The theme draws each kind from its own registry
// (theme/src/components/navbar-items/).
import type { NavbarItem } from '../../schemas/navbar.ts';
import type { NavbarItemCheck } from './shared.ts';
import { checkDocItem } from './doc.ts';
import { checkDocSidebarItem } from './doc-sidebar.ts';
import { checkDropdownItem } from './dropdown.ts';

export type { NavbarItemCheck, NavbarItemProblem } from './shared.ts';

export const navbarItemChecks: Partial<Record<NavbarItem['type'], NavbarItemCheck>> = {
  doc: checkDocItem,
  docSidebar: checkDocSidebarItem,
  dropdown: checkDropdownItem,
};
