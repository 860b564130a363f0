import Link from 'next/link';
import ThemedImage from '@/components/ThemedImage';
import { siteConfig } from '@/lib/config';
import { normalizeInternalHref } from '@/lib/urls';
import { getNavbarItemComponent } from './items';
import type { NavbarItemConfig } from '@/lib/config/schema';
import styles from './styles.module.css';

function NavbarItems({ items }: { items: NavbarItemConfig[] }) {
  return (
    <ul className={styles.items}>
      {items.map((item, index) => {
        const Item = getNavbarItemComponent(item.type);
        return (
          <li key={`${item.type}-${item.label ?? index}`}>
            <Item item={item} />
          </li>
        );
      })}
    </ul>
  );
}

/** The site's top bar (spec §2): logo and title, then items on the left and on the right. */
export default function Navbar() {
  const { navbar } = siteConfig;
  const left = navbar.items.filter((item) => item.position === 'left');
  const right = navbar.items.filter((item) => item.position === 'right');
  const brandHref = normalizeInternalHref(navbar.logo?.href ?? '/');
  return (
    <header className={styles.navbar}>
      <nav className={styles.inner} aria-label="Main">
        <Link href={brandHref} className={styles.brand}>
          {navbar.logo && <ThemedImage logo={{ ...navbar.logo, alt: '' }} className={styles.logo} />}
          <span className={styles.title}>{navbar.title ?? siteConfig.title}</span>
        </Link>
        <NavbarItems items={left} />
        <div className={styles.right}>
          <NavbarItems items={right} />
        </div>
      </nav>
    </header>
  );
}
