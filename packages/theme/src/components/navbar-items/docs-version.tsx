// `docsVersion`: a link to the version of a docs instance the navbar shows, labelled with it.
import { findInstance, sameDocIn } from '../../versions.ts';
import { useShell } from '../../context.tsx';
import { Link } from '../Link.tsx';
import { linkClass, type NavbarItemKind, type NavbarItemProps, useActiveVersion } from './shared.tsx';

function NavbarDocsVersion({ item, mobile }: NavbarItemProps) {
  const { site } = useShell();
  const activeVersion = useActiveVersion();
  const inst = findInstance(site, item.docsPluginId);
  if (!inst) return null;
  const { version: active } = activeVersion(inst);
  return (
    <Link to={sameDocIn(active, undefined)} className={linkClass(item, mobile, '')}>
      {item.label ?? active.label}
    </Link>
  );
}

export const docsVersionItem: NavbarItemKind = { Component: NavbarDocsVersion, inDrawer: true };
