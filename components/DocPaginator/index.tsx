import Link from '@/components/Link';
import type { PageLink } from '@/lib/docs/sidebar';
import { translator } from '@/lib/i18n/ui';
import styles from './styles.module.css';

/** Previous and next docs in sidebar order, at the foot of each doc. */
export default function DocPaginator({
  previous,
  next,
  locale = 'en',
}: {
  previous?: PageLink;
  next?: PageLink;
  locale?: string;
}) {
  if (!previous && !next) return null;
  const t = translator(locale);
  return (
    <nav aria-label={t('theme.docs.paginator.label')} className={styles.paginator}>
      {previous ? (
        <Link href={previous.href} className={styles.card} rel="prev">
          <span className={styles.sub}>{t('theme.docs.paginator.previous')}</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.sub}>{t('theme.docs.paginator.next')}</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
