import Link from '@/components/Link';
import ThemedImage from '@/components/ThemedImage';
import { siteConfig } from '@/lib/config';
import styles from './styles.module.css';

type FooterLink = { label: string; to?: string; href?: string };
type FooterColumn = { title: string; items: FooterLink[] };

function FooterLinkItem({ link }: { link: FooterLink }) {
  return (
    <Link href={link.to ?? link.href ?? '/'} className={styles.link}>
      {link.label}
    </Link>
  );
}

function isColumns(links: FooterColumn[] | FooterLink[]): links is FooterColumn[] {
  return links.length > 0 && 'items' in links[0];
}

/** Link columns or a flat list, an optional logo and the copyright line. */
export default function Footer() {
  const { links, logo, copyright } = siteConfig.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {isColumns(links) ? (
          <div className={styles.columns}>
            {links.map((column) => (
              <nav key={column.title} aria-label={column.title} className={styles.column}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul className={styles.list}>
                  {column.items.map((link) => (
                    <li key={link.label}>
                      <FooterLinkItem link={link} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        ) : (
          <nav aria-label="Footer">
            <ul className={styles.flat}>
              {links.map((link) => (
                <li key={link.label}>
                  <FooterLinkItem link={link} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.bottom}>
          {logo &&
            (logo.href ? (
              <Link href={logo.href} className={styles.logoLink}>
                <ThemedImage logo={logo} />
              </Link>
            ) : (
              <ThemedImage logo={logo} />
            ))}
          {copyright && <p className={styles.copyright}>{copyright}</p>}
        </div>
      </div>
    </footer>
  );
}
