import Link from '@/components/Link';
import type { PageLink } from '@/lib/docs/sidebar';
import styles from './styles.module.css';

/** Previous and next docs in sidebar order, at the foot of each doc. */
export default function DocPaginator({ previous, next }: { previous?: PageLink; next?: PageLink }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Docs pages" className={styles.paginator}>
      {previous ? (
        <Link href={previous.href} className={styles.card} rel="prev">
          <span className={styles.sub}>Previous</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.sub}>Next</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
