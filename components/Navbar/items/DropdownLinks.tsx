import NavLink from '@/components/NavLink';
import type { DropdownChild } from '@/lib/config/schema';
import styles from '../styles.module.css';

/** The entries of a dropdown from the config, each an <li>. */
export default function DropdownLinks({ items }: { items: DropdownChild[] }) {
  return items.map((child) => (
    <li key={child.label}>
      <NavLink
        to={child.to ?? child.href ?? '/'}
        activeBasePath={child.activeBasePath}
        className={styles.dropdownLink}
        activeClassName={styles.active}
      >
        {child.label}
      </NavLink>
    </li>
  ));
}

export function internalPaths(items: DropdownChild[]): string[] {
  return items.flatMap((child) => (child.to ? [child.to] : []));
}
