import type { NavbarItemConfig, NavbarItemOf, NavbarItemType } from '@/lib/config/schema';

export interface NavbarItemProps<T extends NavbarItemType = NavbarItemType> {
  item: NavbarItemOf<T>;
  /** Rendered in the mobile sidebar's primary menu rather than the bar. */
  mobile?: boolean;
}

/** How an item is named in an error message: its label, else what it points at, else its type. */
export function navbarItemName(item: NavbarItemConfig): string {
  if ('label' in item && item.label) return item.label;
  if (item.type === 'doc') return item.docId;
  if (item.type === 'docSidebar') return item.sidebarId;
  return item.type;
}
