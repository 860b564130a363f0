import type { NavClaim } from '@/components/NavLink';
import type { NavbarItemConfig } from '@/lib/config/schema';
import { getDocById } from '@/lib/docs';
import { linkKind, siteHref } from '@/lib/urls';
import { docSidebarBasePath } from './DocSidebarNavbarItem';

/**
 * What the navbar's links claim (components/NavLink): each link's page, and the pages under its
 * activeBasePath (a docSidebar item: under the path its sidebar's pages share).
 */
export function navbarClaims(items: NavbarItemConfig[]): NavClaim[] {
  const claims: NavClaim[] = [];
  const page = (to: string | undefined) => {
    if (to && linkKind(to) === 'page')
      claims.push({ path: siteHref(to).split(/[?#]/)[0], under: false });
  };
  for (const item of items) {
    if (item.type === 'doc') page(getDocById(item.docId)?.permalink);
    if (item.type === 'default') page(item.to ?? item.href);
    if ((item.type === 'doc' || item.type === 'default') && item.activeBasePath)
      claims.push({ path: item.activeBasePath, under: true });
    if (item.type === 'docSidebar') claims.push({ path: docSidebarBasePath(item), under: true });
  }
  return claims;
}
