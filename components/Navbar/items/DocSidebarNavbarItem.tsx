import NavLink from '@/components/NavLink';
import { sidebars } from '@/lib/config';
import { getAllDocs, getDocById } from '@/lib/docs';
import { resolveSidebar, flattenSidebar } from '@/lib/docs/sidebar';
import { firstSidebarTarget } from '@/lib/config/sidebars';
import DefaultNavbarItem from './DefaultNavbarItem';
import type { NavbarItemOf } from '@/lib/config/schema';
import type { NavbarItemProps } from './types';
import styles from '../styles.module.css';

/** The longest path every given path lies under ("/docs" for /docs/a and /docs/b/c). */
export function commonBasePath(paths: string[]): string {
  const split = paths.map((path) => path.split('/').filter(Boolean));
  const first = split[0] ?? [];
  let length = 0;
  while (length < first.length && split.every((parts) => parts[length] === first[length]))
    length += 1;
  return `/${first.slice(0, length).join('/')}`;
}

/** The path a docSidebar item holds: its activeBasePath, else the one its sidebar's pages share. */
export function docSidebarBasePath(item: NavbarItemOf<'docSidebar'>): string {
  if (item.activeBasePath) return item.activeBasePath;
  const sidebar = sidebars[item.sidebarId] ?? [];
  return commonBasePath(
    flattenSidebar(resolveSidebar(sidebar, getAllDocs())).map((entry) => entry.href),
  );
}

/**
 * A link to what a sidebar opens with (its first doc, else its first link: the
 * same rule the config validation applies), active on every page of that sidebar.
 */
export default function DocSidebarNavbarItem({ item, mobile }: NavbarItemProps<'docSidebar'>) {
  const sidebar = sidebars[item.sidebarId] ?? [];
  const target = firstSidebarTarget(sidebar);
  if (target && 'href' in target) {
    return (
      <DefaultNavbarItem
        item={{
          type: 'default',
          label: item.label ?? item.sidebarId,
          href: target.href,
          position: item.position,
        }}
        mobile={mobile}
      />
    );
  }
  const doc = target ? getDocById(target.docId) : undefined;
  if (!doc) {
    throw new Error(
      `The navbar item "${item.label ?? ''}" of type "docSidebar" names the sidebar ` +
        `"${item.sidebarId}", which has no doc to link to.`,
    );
  }
  return (
    <NavLink
      to={doc.permalink}
      activeBasePath={docSidebarBasePath(item)}
      className={mobile ? styles.mobileLink : styles.link}
      activeClassName={styles.active}
    >
      {item.label ?? doc.frontMatter.sidebar_label ?? doc.frontMatter.title}
    </NavLink>
  );
}
