import type { SiteConfig } from '@ctfdocs/core';

/**
 * What a docs instance is called where readers see a list of sections (search
 * results, llms.txt): the label of the navbar item leading to it, else its id
 * capitalised.
 */
export function instanceLabeler(config: SiteConfig): (instanceId: string) => string {
  const labels = new Map(config.themeConfig.navbar.items.map((i) => [i.type === 'doc' ? (i.docsPluginId ?? config.docs[0]?.id) : i.to?.replace(/^\//, ''), i.label ?? '']));
  return (id) => labels.get(id) || id.charAt(0).toUpperCase() + id.slice(1);
}
