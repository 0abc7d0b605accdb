// Docusaurus navbar items as ctfdocs's: the item types ctfdocs has, with
// their docs plugin ids as ctfdocs instance ids; other types, and links to
// what the import does not carry (left-out.ts), are left out and reported.
import type { Keys, Plain } from './keys.ts';
import type { LeftOut } from './left-out.ts';

const NAVBAR_TYPES = new Set(['default', 'dropdown', 'search', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown', 'localeDropdown']);

/** The item (none when it is left out); `pluginIds`: Docusaurus's docs plugin ids to ctfdocs's instance ids. */
export function convertNavbarItem(item: Keys, pluginIds: Map<string, string>, leftOut: LeftOut): Plain[] {
  const type = item.string('type');
  if (type && !NAVBAR_TYPES.has(type)) {
    item.report('type', `ctfdocs has no "${type}" navbar items; the item is left out`);
    return [];
  }
  const why = leftOut(item.obj.to as string | undefined);
  if (why) {
    item.report('to', `${why}; the item is left out`);
    return [];
  }
  const pluginId = item.string('docsPluginId');
  const children = item.take('items');
  const out: Plain = {
    type,
    label: item.string('label'),
    to: item.string('to'),
    href: item.string('href'),
    position: item.string('position'),
    items: Array.isArray(children) ? children.flatMap((c, i) => convertNavbarItem(item.element('items', i, c), pluginIds, leftOut)) : undefined,
    activeBasePath: item.string('activeBasePath'),
    activeBaseRegex: item.string('activeBaseRegex'),
    value: item.string('value'),
    docId: item.string('docId'),
    sidebarId: item.string('sidebarId'),
    docsPluginId: pluginId === undefined ? undefined : (pluginIds.get(pluginId) ?? pluginId),
    className: item.string('className'),
    'aria-label': item.string('aria-label'),
  };
  item.rest('not a navbar item option in ctfdocs');
  return [Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined))];
}
