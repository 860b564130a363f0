import type { ComponentType } from 'react';
import { unknownNavbarItemTypeMessage } from '@/lib/config/validate';
import type { NavbarItemType } from '@/lib/config/schema';
import DefaultNavbarItem from './DefaultNavbarItem';
import DocNavbarItem from './DocNavbarItem';
import DocSidebarNavbarItem from './DocSidebarNavbarItem';
import DocsVersionDropdownNavbarItem from './DocsVersionDropdownNavbarItem';
import DocsVersionNavbarItem from './DocsVersionNavbarItem';
import DropdownNavbarItem from './DropdownNavbarItem';
import HtmlNavbarItem from './HtmlNavbarItem';
import LocaleDropdownNavbarItem from './LocaleDropdownNavbarItem';
import SearchNavbarItem from './SearchNavbarItem';
import type { NavbarItemProps } from './types';

/** One component per navbar item type (spec §2). */
export const NAVBAR_ITEM_COMPONENTS: Record<NavbarItemType, ComponentType<NavbarItemProps>> = {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersion: DocsVersionNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
};

export function getNavbarItemComponent(type: string): ComponentType<NavbarItemProps> {
  const component = Object.prototype.hasOwnProperty.call(NAVBAR_ITEM_COMPONENTS, type)
    ? NAVBAR_ITEM_COMPONENTS[type as NavbarItemType]
    : undefined;
  if (!component) throw new Error(unknownNavbarItemTypeMessage(type));
  return component;
}
