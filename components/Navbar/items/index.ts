import type { ComponentType } from 'react';
import { unknownNavbarItemTypeMessage, type NavbarItemType } from '@/lib/config/schema';
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

/** One component per navbar item type. */
export const NAVBAR_ITEM_COMPONENTS: { [T in NavbarItemType]: ComponentType<NavbarItemProps<T>> } =
  {
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function getNavbarItemComponent(type: string): ComponentType<NavbarItemProps<any>> {
  const component = Object.prototype.hasOwnProperty.call(NAVBAR_ITEM_COMPONENTS, type)
    ? NAVBAR_ITEM_COMPONENTS[type as NavbarItemType]
    : undefined;
  if (!component) throw new Error(unknownNavbarItemTypeMessage(type));
  return component;
}
