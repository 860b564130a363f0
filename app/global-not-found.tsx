import type { Metadata } from 'next';
import Link from '@/components/Link';
import SiteShell from '@/components/SiteShell';
import { siteConfig } from '@/lib/config';
import { siteMetadata, siteViewport } from '@/lib/site-metadata';
import { MAIN_CONTENT_ID, TITLE_DELIMITER } from '@/lib/constants';
import styles from '@/components/HomePage/not-found.module.css';
import './globals.css';

export const metadata: Metadata = {
  ...siteMetadata,
  title: `Page not found ${TITLE_DELIMITER} ${siteConfig.title}`,
  robots: { index: false },
};

export const viewport = siteViewport;

const { i18n } = siteConfig;

/**
 * Any path that is not a page of the site gets this 404 page. The site has one root layout per
 * locale (route groups), so the 404 page brings its own shell (experimental.globalNotFound).
 */
export default function NotFound() {
  return (
    <SiteShell lang={i18n.localeConfigs[i18n.defaultLocale].htmlLang}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <h1 className={styles.title}>Page not found</h1>
        <p>
          We could not find what you were looking for. The page may have moved, or the link may be
          mistyped.
        </p>
        <ul className={styles.links}>
          <li>
            <Link href="/">Home</Link>
          </li>
          <li>
            <Link href="/docs/welcome/">Welcome guide</Link>
          </li>
          <li>
            <Link href="/api/">API Reference</Link>
          </li>
        </ul>
      </main>
    </SiteShell>
  );
}
