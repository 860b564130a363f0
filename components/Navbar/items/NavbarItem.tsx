import type { NavbarItemConfig } from '@/lib/config/schema';
import { getNavbarItemComponent } from '.';
import NavbarItemErrorBoundary from './NavbarItemErrorBoundary';
import { navbarItemName } from './types';

/** One configured item: its type's component, inside a boundary that keeps the navbar alive. */
export default function NavbarItem({ item, mobile }: { item: NavbarItemConfig; mobile?: boolean }) {
  const Item = getNavbarItemComponent(item.type);
  return (
    <NavbarItemErrorBoundary itemName={navbarItemName(item)}>
      <Item item={item} mobile={mobile} />
    </NavbarItemErrorBoundary>
  );
}
