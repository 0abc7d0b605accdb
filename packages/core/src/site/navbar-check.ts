// Checks of the navbar's items against the content: the docs instance any
// item names, then what its kind checks (config/navbar-items/), then its items.
import type { ContentGraph, Diagnostic } from '../types.ts';
import type { NavbarItem } from '../schemas/navbar.ts';
import type { SiteConfig } from '../config/schema.ts';
import { navbarItemChecks } from '../config/navbar-items/index.ts';
import { configKeyError, type ConfigLocation } from './config-diagnostic.ts';

/** Spec §5: unknown navbar item types, docs and sidebars are config errors; drafts are skipped. */
export function validateNavbar(config: SiteConfig, graph: ContentGraph, opts: ConfigLocation): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const check = (item: NavbarItem, keyPath: Array<string | number>) => {
    const instId = item.docsPluginId ?? config.docs[0]?.id;
    // Navbar items lead to the last version unless the page says otherwise: check against it.
    const inst = graph.instances.find((i) => i.config.id === instId && i.version.isLast);
    const report = (key: string, message: string, hint: string) => diagnostics.push(configKeyError(opts, keyPath, key, message, hint));
    if (item.docsPluginId && !inst) report('docsPluginId', `no docs instance "${item.docsPluginId}"`, `Use one of: ${config.docs.map((d) => d.id).join(', ')}.`);
    for (const problem of navbarItemChecks[item.type]?.(item, inst) ?? []) report(problem.key, problem.message, problem.hint);
    item.items?.forEach((child, i) => {
      check(child, [...keyPath, 'items', i]);
    });
  };
  config.themeConfig.navbar.items.forEach((item, i) => {
    check(item, ['themeConfig', 'navbar', 'items', i]);
  });
  return diagnostics;
}
