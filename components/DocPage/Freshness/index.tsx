import Link from '@/components/Link';
import { siteConfig } from '@/lib/config';
import { formatDate } from '@/lib/dates';
import { lastUpdatedOf } from '@/lib/git/last-updated';
import { translator } from '@/lib/i18n/ui';
import { editPageHref } from '@/lib/urls';
import styles from './styles.module.css';

interface FreshnessProps {
  /** The page's source, relative to the project: "content/docs/welcome.mdx". */
  file: string;
  /** The date of its last commit (read from git when not given; null: unknown). */
  lastUpdated?: string | null;
  /** Where pages are edited (the site config's docs.editUrl when not given; null: nowhere). */
  editUrl?: string | null;
  /** The page's locale, whose words it shows. */
  locale?: string;
}

/**
 * How fresh a page is and where to correct it: "Edit this page" (docs.editUrl of the site
 * config) and "Last updated on <the date of the file's last commit>". Either is left out when
 * unknown: no editUrl, or no commit date (a file not committed yet, a shallow clone's oldest
 * commit, no git).
 */
export default function Freshness({
  file,
  lastUpdated = lastUpdatedOf(file),
  editUrl = siteConfig.docs.editUrl,
  locale = 'en',
}: FreshnessProps) {
  if (!editUrl && !lastUpdated) return null;
  const t = translator(locale);
  // The sentence is the locale's, with the date where its {date} is.
  const [before, after = ''] = t('theme.lastUpdated.atDate').split('{date}');
  return (
    <div className={styles.freshness}>
      {editUrl && (
        <Link href={editPageHref(editUrl, file)} className={styles.edit}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
            />
          </svg>
          {t('theme.common.editThisPage')}
        </Link>
      )}
      {lastUpdated && (
        <p className={styles.updated}>
          {before}
          <time dateTime={lastUpdated}>
            {formatDate(lastUpdated, siteConfig.i18n.localeConfigs[locale]?.htmlLang ?? locale)}
          </time>
          {after}
        </p>
      )}
    </div>
  );
}
