import type { NavbarItemConfig } from '@/lib/config/schema';
import { getNavbarItemComponent } from '.';
import NavbarItemErrorBoundary from './NavbarItemErrorBoundary';

/** One configured item: its type's component, inside a boundary that keeps the navbar alive. */
export default function NavbarItem({ item, mobile }: { item: NavbarItemConfig; mobile?: boolean }) {
  const Item = getNavbarItemComponent(item.type);
  return (
    <NavbarItemErrorBoundary itemName={item.label ?? item.docId ?? item.sidebarId ?? item.type}>
      <Item item={item} mobile={mobile} />
    </NavbarItemErrorBoundary>
  );
}
