import type { NavbarItemConfig } from '@/lib/config/schema';

export interface NavbarItemProps {
  item: NavbarItemConfig;
  /** Rendered in the mobile sidebar's primary menu rather than the bar. */
  mobile?: boolean;
}
