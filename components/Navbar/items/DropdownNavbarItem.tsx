import Dropdown from '@/components/Dropdown';
import MobileDropdown from '@/components/Dropdown/MobileDropdown';
import DropdownLinks, { internalPaths } from './DropdownLinks';
import type { NavbarItemProps } from './types';

/** A labelled group of links: a dropdown in the bar, a collapsible section in the mobile menu. */
export default function DropdownNavbarItem({ item, mobile }: NavbarItemProps<'dropdown'>) {
  const items = item.items;
  const paths = internalPaths(items);
  const links = <DropdownLinks items={items} />;
  if (mobile)
    return (
      <MobileDropdown label={item.label} paths={paths}>
        {links}
      </MobileDropdown>
    );
  return (
    <Dropdown label={item.label} paths={paths} align={item.position}>
      {links}
    </Dropdown>
  );
}
