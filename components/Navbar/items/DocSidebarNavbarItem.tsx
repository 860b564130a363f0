import NavLink from '@/components/NavLink';
import { sidebars } from '@/lib/config';
import { getDocById } from '@/lib/docs';
import { resolveSidebar, flattenSidebar } from '@/lib/docs/sidebar';
import { firstDocId } from '@/lib/docs/sidebar-types';
import { getAllDocs } from '@/lib/docs';
import type { NavbarItemProps } from './types';
import styles from '../styles.module.css';

/** The longest path every given path lies under ("/docs" for /docs/a and /docs/b/c). */
export function commonBasePath(paths: string[]): string {
  const split = paths.map((path) => path.split('/').filter(Boolean));
  const first = split[0] ?? [];
  let length = 0;
  while (length < first.length && split.every((parts) => parts[length] === first[length])) length += 1;
  return `/${first.slice(0, length).join('/')}`;
}

/** A link to the first doc of a sidebar, active on every page of that sidebar. */
export default function DocSidebarNavbarItem({ item, mobile }: NavbarItemProps) {
  const sidebar = item.sidebarId ? sidebars[item.sidebarId] : undefined;
  const docId = sidebar && firstDocId(sidebar);
  const doc = docId ? getDocById(docId) : undefined;
  if (!sidebar || !doc) {
    throw new Error(`The navbar item "${item.label ?? ''}" of type "docSidebar" names the sidebar "${item.sidebarId ?? ''}", which has no doc to link to.`);
  }
  const paths = flattenSidebar(resolveSidebar(sidebar, getAllDocs())).map((entry) => entry.href);
  return (
    <NavLink
      to={doc.permalink}
      activeBasePath={item.activeBasePath ?? commonBasePath(paths)}
      className={mobile ? styles.mobileLink : styles.link}
      activeClassName={styles.active}
    >
      {item.label ?? doc.frontMatter.sidebar_label ?? doc.frontMatter.title}
    </NavLink>
  );
}
