import Link from '@/components/IntentLink';
import ExternalLink from '@/components/ExternalLink';
import ThemedImage from '@/components/ThemedImage';
import { siteConfig } from '@/lib/config';
import { isExternalHref, normalizeInternalHref } from '@/lib/urls';
import styles from './styles.module.css';

type FooterLink = { label: string; to?: string; href?: string };
type FooterColumn = { title: string; items: FooterLink[] };

function FooterLinkItem({ link }: { link: FooterLink }) {
  if (link.href && isExternalHref(link.href)) {
    return <ExternalLink href={link.href} className={styles.link}>{link.label}</ExternalLink>;
  }
  // Files such as /openapi.yaml are plain downloads, not client-side routes.
  if (link.href) return <a href={link.href} className={styles.link}>{link.label}</a>;
  return <Link href={normalizeInternalHref(link.to ?? '/')} className={styles.link}>{link.label}</Link>;
}

function isColumns(links: FooterColumn[] | FooterLink[]): links is FooterColumn[] {
  return links.length > 0 && 'items' in links[0];
}

/** Link columns or a flat list, an optional logo and the copyright line (spec §2). */
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
                    <li key={link.label}><FooterLinkItem link={link} /></li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        ) : (
          <nav aria-label="Footer">
            <ul className={styles.flat}>
              {links.map((link) => (
                <li key={link.label}><FooterLinkItem link={link} /></li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.bottom}>
          {logo &&
            (logo.href ? (
              <Link href={normalizeInternalHref(logo.href)} className={styles.logoLink}><ThemedImage logo={logo} /></Link>
            ) : (
              <ThemedImage logo={logo} />
            ))}
          {copyright && <p className={styles.copyright}>{copyright}</p>}
        </div>
      </div>
    </footer>
  );
}
