import type { ComponentType } from 'react';
import { unknownNavbarItemTypeMessage } from '@/lib/config/validate';
import DefaultNavbarItem from './DefaultNavbarItem';
import DocNavbarItem from './DocNavbarItem';
import type { NavbarItemProps } from './types';

/** One component per navbar item type (spec §2). */
const NAVBAR_ITEM_COMPONENTS: Record<string, ComponentType<NavbarItemProps>> = {
  default: DefaultNavbarItem,
  doc: DocNavbarItem,
};

export function getNavbarItemComponent(type: string): ComponentType<NavbarItemProps> {
  const component = NAVBAR_ITEM_COMPONENTS[type];
  if (!component) throw new Error(unknownNavbarItemTypeMessage(type));
  return component;
}
