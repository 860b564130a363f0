import type { Metadata } from 'next';
import Link from '@/components/Link';
import SiteShell from '@/components/SiteShell';
import { siteConfig } from '@/lib/config';
import { translator } from '@/lib/i18n/ui';
import { siteMetadata, siteViewport } from '@/lib/site-metadata';
import { MAIN_CONTENT_ID, TITLE_DELIMITER } from '@/lib/constants';
import styles from '@/components/HomePage/not-found.module.css';
import './globals.css';

const t = translator(siteConfig.i18n.defaultLocale);

export const metadata: Metadata = {
  ...siteMetadata,
  title: `${t('theme.NotFound.title')} ${TITLE_DELIMITER} ${siteConfig.title}`,
  robots: { index: false },
};

export const viewport = siteViewport;

/**
 * Any path that is not a page of the site gets this 404 page. The site has one root layout per
 * locale (route groups), so the 404 page brings its own shell (experimental.globalNotFound).
 */
export default function NotFound() {
  return (
    <SiteShell>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <h1 className={styles.title}>{t('theme.NotFound.title')}</h1>
        <p>{t('theme.NotFound.text')}</p>
        <ul className={styles.links}>
          <li>
            <Link href="/">{t('theme.NotFound.home')}</Link>
          </li>
          <li>
            <Link href="/docs/welcome/">{t('theme.NotFound.welcome')}</Link>
          </li>
          <li>
            <Link href="/api/">{t('theme.NotFound.api')}</Link>
          </li>
        </ul>
      </main>
    </SiteShell>
  );
}
