import Link from '@/components/Link';
import ThemedImage from '@/components/ThemedImage';
import { siteConfig } from '@/lib/config';
import styles from './styles.module.css';

/** The logo and title, linking to the main doc. */
export default function NavbarBrand() {
  const { navbar } = siteConfig;
  return (
    <Link href={navbar.logo?.href ?? '/'} className={styles.brand}>
      {navbar.logo && <ThemedImage logo={{ ...navbar.logo, alt: '' }} className={styles.logo} />}
      <span className={styles.title}>{navbar.title ?? siteConfig.title}</span>
    </Link>
  );
}
