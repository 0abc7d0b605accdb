// What several item kinds (and the generated sidebar) share.
import type { DocFile, SidebarItem } from '../../types.ts';

/** A doc's sidebar entry, with the class and custom props of its front matter. */
export function docEntry(doc: DocFile, label = doc.sidebarLabel): SidebarItem {
  return { type: 'doc', id: doc.id, label, href: doc.route, className: doc.frontMatter.sidebar_class_name, customProps: doc.frontMatter.sidebar_custom_props };
}

/** Docs left out of every sidebar (site/visibility.ts): drafts not built, and unlisted docs (reachable only by their URL). */
export function hiddenFromSidebars(doc: DocFile): boolean {
  return !doc.visibility.sidebar;
}
