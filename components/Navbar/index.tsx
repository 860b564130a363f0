import ColorModeToggle from '@/components/ColorModeToggle';
import MobileSidebar from '@/components/MobileSidebar';
import MobileSidebarToggle from '@/components/MobileSidebar/Toggle';
import { NavClaims } from '@/components/NavLink';
import { siteConfig } from '@/lib/config';
import type { NavbarItemConfig } from '@/lib/config/schema';
import NavbarBrand from './Brand';
import HideableNavbar from './HideableNavbar';
import { navbarClaims } from './items/claims';
import NavbarItem from './items/NavbarItem';
import styles from './styles.module.css';

/** Items that stay in the bar on narrow screens instead of moving to the mobile menu. */
const ALWAYS_IN_BAR = new Set(['search']);

function NavbarItems({ items }: { items: NavbarItemConfig[] }) {
  return (
    <ul className={styles.items}>
      {items.map((item, index) => (
        <li
          key={`${item.type}-${index}`}
          className={ALWAYS_IN_BAR.has(item.type) ? styles.keep : styles.collapse}
        >
          <NavbarItem item={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The site's top bar: logo and title, items on the left and on the
 * right, the color mode switch; below 996 px a toggle opens the mobile menu,
 * which holds the same items.
 */
export default function Navbar() {
  const { navbar, colorMode } = siteConfig;
  const left = navbar.items.filter((item) => item.position === 'left');
  const right = navbar.items.filter((item) => item.position === 'right');
  const inMenu = [...left, ...right].filter((item) => !ALWAYS_IN_BAR.has(item.type));
  return (
    <NavClaims claims={navbarClaims(navbar.items)}>
      <HideableNavbar hideOnScroll={navbar.hideOnScroll}>
        <nav className={styles.inner} aria-label="Main">
          <MobileSidebarToggle />
          <NavbarBrand />
          <NavbarItems items={left} />
          <div className={styles.right}>
            <NavbarItems items={right} />
            {!colorMode.disableSwitch && (
              <ColorModeToggle respectPrefersColorScheme={colorMode.respectPrefersColorScheme} />
            )}
          </div>
        </nav>
      </HideableNavbar>
      <MobileSidebar brand={<NavbarBrand />}>
        <ul className={styles.menu}>
          {inMenu.map((item, index) => (
            <li key={`${item.type}-${index}`}>
              <NavbarItem item={item} mobile />
            </li>
          ))}
        </ul>
      </MobileSidebar>
    </NavClaims>
  );
}
