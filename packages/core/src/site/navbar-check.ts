// Checks of the navbar's items against the content: the docs instances, docs
// and sidebars they name.
import type { ContentGraph, Diagnostic, DocFile } from '../types.ts';
import type { NavbarItem } from '../config/navbar.schema.ts';
import type { SiteConfig } from '../config/schema.ts';
import { formatKeyPath } from '../util/yaml-source.ts';
import type { ConfigLocation } from './config-diagnostic.ts';

/** Spec §5: unknown navbar item types, docs and sidebars are config errors; drafts are skipped. */
export function validateNavbar(config: SiteConfig, graph: ContentGraph, opts: ConfigLocation): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const check = (item: NavbarItem, keyPath: Array<string | number>) => {
    const instId = item.docsPluginId ?? config.docs[0]?.id;
    // Navbar items lead to the last version unless the page says otherwise: check against it.
    const inst = graph.instances.find((i) => i.config.id === instId && i.version.isLast);
    const report = (key: string, message: string, hint: string) => {
      const at = opts.locateConfig([...keyPath, key]);
      const p = formatKeyPath([...keyPath, key]);
      diagnostics.push({ severity: 'error', code: 'config/reference', message: `${p}: ${message}`, file: opts.configFile, line: at?.line, column: at?.column, configPath: p, hint });
    };
    if (item.docsPluginId && !inst) report('docsPluginId', `no docs instance "${item.docsPluginId}"`, `Use one of: ${config.docs.map((d) => d.id).join(', ')}.`);
    if (item.type === 'doc') {
      if (!item.docId) report('docId', 'a doc item needs a docId', 'Add docId: <doc id>.');
      else if (inst) {
        const doc: DocFile | undefined = inst.docs.find((d) => d.id === item.docId);
        if (!doc) report('docId', `no doc "${item.docId}" in instance "${inst.config.id}"`, 'Use an existing doc id (its path without .md under the instance folder).');
      }
    }
    if (item.type === 'docSidebar') {
      if (!item.sidebarId) report('sidebarId', 'a docSidebar item needs a sidebarId', 'Add sidebarId: <sidebar name>.');
      else if (inst && !inst.sidebars[item.sidebarId]) {
        report('sidebarId', `no sidebar "${item.sidebarId}" in instance "${inst.config.id}"`, `Use one of: ${Object.keys(inst.sidebars).join(', ') || '(none)'}.`);
      }
    }
    if (item.type === 'dropdown' && !item.items?.length) report('items', 'a dropdown needs items', 'Add a list of items, or make it a plain link.');
    item.items?.forEach((child, i) => {
      check(child, [...keyPath, 'items', i]);
    });
  };
  config.themeConfig.navbar.items.forEach((item, i) => {
    check(item, ['themeConfig', 'navbar', 'items', i]);
  });
  return diagnostics;
}
