// `dropdown`: a label that opens a list of links (its `items`); with `to` or
// `href` the label is a link there too.
import { Dropdown, type NavbarItemKind, type NavbarItemProps, useIsActive, useTarget } from './shared.tsx';

function NavbarDropdown({ item, mobile }: NavbarItemProps) {
  const isActive = useIsActive();
  const target = useTarget();
  return (
    <Dropdown
      label={item.label ?? ''}
      mobile={mobile}
      items={(item.items ?? []).map((child) => ({ label: child.label ?? '', to: target(child) ?? '#', active: isActive(child) }))}
      active={isActive(item)}
      to={item.to ?? item.href}
      className={item.className}
    />
  );
}

export const dropdownItem: NavbarItemKind = { Component: NavbarDropdown, inDrawer: true };
