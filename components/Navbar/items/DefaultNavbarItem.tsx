import ExternalLink from '@/components/ExternalLink';
import NavLink from '@/components/NavLink';
import { isExternalHref } from '@/lib/urls';
import type { NavbarItemProps } from './types';
import styles from '../styles.module.css';

/** A plain link: internal ("to") or outbound ("href"). */
export default function DefaultNavbarItem({ item, mobile }: NavbarItemProps<'default'>) {
  const className = mobile ? styles.mobileLink : styles.link;
  const target = item.to ?? item.href ?? '/';
  if (item.href && isExternalHref(item.href)) {
    return (
      <ExternalLink href={item.href} className={className}>
        {item.label}
      </ExternalLink>
    );
  }
  return (
    <NavLink to={target} activeBasePath={item.activeBasePath} className={className} activeClassName={styles.active}>
      {item.label}
    </NavLink>
  );
}
