// `type: dropdown`: a menu of other items; its items are checked as items of the bar.
import type { NavbarItemCheck } from './shared.ts';

export const checkDropdownItem: NavbarItemCheck = (item) => (item.items?.length ? [] : [{ key: 'items', message: 'a dropdown needs items', hint: 'Add a list of items, or make it a plain link.' }]);
