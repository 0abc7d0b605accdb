// Which version of a docs instance a navbar item, sidebar or banner is about.
import type { SidebarItem, SiteData, SiteVersion } from '@ctfdocs/core';

type SiteInstance = SiteData['instances'][number];

export function findInstance(site: SiteData, instanceId: string | undefined): SiteInstance | undefined {
  return site.instances.find((i) => i.id === (instanceId ?? site.instances[0]?.id));
}

/** The named version, or the last one when the name is not given or not built. */
export function findVersion(inst: SiteInstance, name: string | undefined): SiteVersion {
  return inst.versions.find((v) => v.name === name) ?? inst.versions.find((v) => v.isLast) ?? inst.versions[0];
}

export function findSidebar(site: SiteData, instanceId: string | undefined, version: string | undefined, sidebarId: string | undefined): SidebarItem[] | undefined {
  const inst = instanceId ? findInstance(site, instanceId) : undefined;
  return inst && sidebarId ? findVersion(inst, version).sidebars[sidebarId] : undefined;
}

/** The same doc in another version, or that version's main doc when it has no such doc. */
export function sameDocIn(version: SiteVersion, docId: string | undefined): string {
  return (docId && version.docs[docId]) || version.docs[version.mainDocId] || version.path;
}

/** Where a docSidebar item leads in a version: the first link of that sidebar. */
export function sidebarTarget(version: SiteVersion, sidebarId: string | undefined): string | undefined {
  return version.sidebars[sidebarId ?? '']?.[0]?.href;
}
