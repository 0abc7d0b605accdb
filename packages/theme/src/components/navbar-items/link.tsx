// `default`, `doc` and `docSidebar` items: one link, to a route or URL, a
// doc, or a sidebar's first doc. Nothing renders for a doc left out of the build.
import { Link } from '../Link.tsx';
import { linkClass, type NavbarItemKind, type NavbarItemProps, useIsActive, useTarget, useVersionLinks } from './shared.tsx';

function NavbarLink({ item, mobile }: NavbarItemProps) {
  const isActive = useIsActive();
  const target = useTarget();
  const versionLinks = useVersionLinks();
  const to = target(item);
  if (!to) return null;
  const active = isActive(item);
  return (
    <Link to={to} className={linkClass(item, mobile, active ? 'active' : '')} aria-current={active ? 'page' : undefined} aria-label={item['aria-label']} {...versionLinks(item)}>
      {item.label}
    </Link>
  );
}

export const linkItem: NavbarItemKind = { Component: NavbarLink, inDrawer: true };
