import NavLink from '@/components/NavLink';
import { getDocById } from '@/lib/docs';
import type { NavbarItemProps } from './types';
import styles from '../styles.module.css';

/** A link to one doc by id; active on every page under its activeBasePath. */
export default function DocNavbarItem({ item, mobile }: NavbarItemProps<'doc'>) {
  const doc = getDocById(item.docId);
  if (!doc) {
    throw new Error(
      `The navbar item "${item.label ?? ''}" of type "doc" names the doc "${item.docId}", which does not exist.`,
    );
  }
  return (
    <NavLink
      to={doc.permalink}
      activeBasePath={item.activeBasePath}
      className={mobile ? styles.mobileLink : styles.link}
      activeClassName={styles.active}
    >
      {item.label ?? doc.frontMatter.sidebar_label ?? doc.frontMatter.title}
    </NavLink>
  );
}
