import NavLink from '@/components/NavLink';
import type { NavbarItemProps } from './types';
import styles from '../styles.module.css';

/** A plain link: a page of the site ("to") or any other URL ("href"); the Link component decides how it opens. */
export default function DefaultNavbarItem({ item, mobile }: NavbarItemProps<'default'>) {
  return (
    <NavLink
      to={item.to ?? item.href ?? '/'}
      activeBasePath={item.activeBasePath}
      className={mobile ? styles.mobileLink : styles.link}
      activeClassName={styles.active}
    >
      {item.label}
    </NavLink>
  );
}
