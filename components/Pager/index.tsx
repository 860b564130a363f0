import Link from '@/components/Link';
import styles from './styles.module.css';

interface PagerProps {
  /** What the pages are, for the navigation's name ("Documentation pages"). */
  label: string;
  page: number;
  pageCount: number;
  /** The URL of list page n (1-based). */
  href: (page: number) => string;
}

/** The links between the pages of a list: previous, "Page 2 of 7", next; nothing for a list of one page. */
export default function Pager({ label, page, pageCount, href }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev">
          « Previous page
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={href(page + 1)} rel="next">
          Next page »
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
