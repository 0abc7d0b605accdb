// `type: docSidebar`: a link to the first doc of one of the instance's sidebars.
import type { NavbarItemCheck } from './shared.ts';

export const checkDocSidebarItem: NavbarItemCheck = (item, inst) => {
  if (!item.sidebarId) return [{ key: 'sidebarId', message: 'a docSidebar item needs a sidebarId', hint: 'Add sidebarId: <sidebar name>.' }];
  if (inst && !inst.sidebars[item.sidebarId]) {
    return [{ key: 'sidebarId', message: `no sidebar "${item.sidebarId}" in instance "${inst.config.id}"`, hint: `Use one of: ${Object.keys(inst.sidebars).join(', ') || '(none)'}.` }];
  }
  return [];
};
