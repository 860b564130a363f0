import type { NavbarItemConfig } from '@/lib/config/schema';
import { getNavbarItemComponent } from '.';
import NavbarItemErrorBoundary from './NavbarItemErrorBoundary';
import { navbarItemName } from './types';

/** One configured item: its type's component, inside a boundary that keeps the navbar alive. */
export default function NavbarItem({ item, mobile }: { item: NavbarItemConfig; mobile?: boolean }) {
  const Item = getNavbarItemComponent(item.type);
  return (
    <NavbarItemErrorBoundary itemName={navbarItemName(item)}>
      {/* Item is one of the module-level components of NAVBAR_ITEM_COMPONENTS, not made here. */}
      {/* eslint-disable-next-line react-hooks/static-components -- a static component */}
      <Item item={item} mobile={mobile} />
    </NavbarItemErrorBoundary>
  );
}
