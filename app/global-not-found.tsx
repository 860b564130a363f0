import type { Metadata } from 'next';
import NotFoundWords, { type NotFoundText } from '@/components/HomePage/NotFoundWords';
import SiteShell from '@/components/SiteShell';
import { siteConfig } from '@/lib/config';
import { translator } from '@/lib/i18n/ui';
import { siteMetadata, siteViewport } from '@/lib/site-metadata';
import { MAIN_CONTENT_ID, TITLE_DELIMITER } from '@/lib/constants';
import styles from '@/components/HomePage/not-found.module.css';
import './globals.css';

const { i18n } = siteConfig;

/** What the 404 page says in `locale` (lib/i18n/ui). */
function notFoundText(locale: string): NotFoundText {
  const t = translator(locale);
  return {
    lang: i18n.localeConfigs[locale]?.htmlLang ?? locale,
    title: t('theme.NotFound.title'),
    text: t('theme.NotFound.text'),
    home: t('theme.NotFound.home'),
    welcome: t('theme.NotFound.welcome'),
    api: t('theme.NotFound.api'),
  };
}

const text = notFoundText(i18n.defaultLocale);

export const metadata: Metadata = {
  ...siteMetadata,
  title: `${text.title} ${TITLE_DELIMITER} ${siteConfig.title}`,
  robots: { index: false },
};

export const viewport = siteViewport;

/**
 * Any path that is not a page of the site gets this 404 page. The site has one root layout per
 * locale (route groups), so the 404 page brings its own shell (experimental.globalNotFound).
 */
export default function NotFound() {
  const others = Object.fromEntries(
    i18n.locales
      .filter((locale) => locale !== i18n.defaultLocale)
      .map((locale) => [locale, notFoundText(locale)]),
  );
  return (
    <SiteShell>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <NotFoundWords text={text} others={others} />
      </main>
    </SiteShell>
  );
}
