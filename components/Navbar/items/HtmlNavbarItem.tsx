import type { NavbarItemProps } from './types';
import styles from '../styles.module.css';

/** Raw HTML from the site configuration (written by the site's authors, never by readers). */
export default function HtmlNavbarItem({ item, mobile }: NavbarItemProps<'html'>) {
  return (
    <span
      className={[mobile ? styles.mobileHtml : styles.html, item.className]
        .filter(Boolean)
        .join(' ')}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}
