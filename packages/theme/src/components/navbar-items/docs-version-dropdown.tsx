// `docsVersionDropdown`: every built version of a docs instance; on the
// instance's pages each leads to the same doc in that version.
import type { SiteVersion } from '@ctfdocs/core';
import { findInstance, sameDocIn } from '../../versions.ts';
import { useShell } from '../../context.tsx';
import { Dropdown, type NavbarItemKind, type NavbarItemProps, useActiveVersion } from './shared.tsx';

function NavbarDocsVersionDropdown({ item, mobile }: NavbarItemProps) {
  const { site, docId } = useShell();
  const activeVersion = useActiveVersion();
  const inst = findInstance(site, item.docsPluginId);
  if (!inst) return null;
  const { version: active, onInstancePage } = activeVersion(inst);
  const versionData = (v: SiteVersion) => ({ 'data-docs-version': v.name, 'data-docs-plugin-id': inst.id });
  return (
    <Dropdown
      label={active.label}
      ariaLabel="Documentation versions"
      mobile={mobile}
      className={item.className}
      data={{ 'data-docs-version-dropdown': inst.id, 'data-follow-preferred': onInstancePage ? undefined : '' }}
      items={inst.versions.map((v) => ({ label: v.label, to: sameDocIn(v, onInstancePage ? docId : undefined), active: v === active, data: versionData(v) }))}
    />
  );
}

export const docsVersionDropdownItem: NavbarItemKind = { Component: NavbarDocsVersionDropdown, inDrawer: true };
