import Link from '@/components/Link';
import Pager from '@/components/Pager';
import styles from '@/components/DocsShell/index-page.module.css';
import { docsListPath } from '@/lib/urls';

export interface DocsIndexEntry {
  label: string;
  href: string;
  description?: string;
}

interface DocsIndexProps {
  /** This page's docs, in reading order. */
  entries: DocsIndexEntry[];
  page: number;
  pageCount: number;
}

/**
 * The docs root and its further pages: every doc in reading order, a page of them at a
 * time (lib/docs DOCS_PER_LIST_PAGE), so the root weighs the same with 20 docs or 20,000.
 */
export default function DocsIndex({ entries, page, pageCount }: DocsIndexProps) {
  return (
    <div className={styles.wrapper} data-pagefind-ignore>
      <h1 className={styles.title}>Documentation</h1>
      <p className={styles.lead}>
        Guides explain how the staking API works; examples are complete programs you can run. Start
        with <Link href="/docs/welcome/">Welcome</Link> if you are new.
      </p>
      <ul className={styles.cards}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} className={styles.card}>
              <span className={styles.cardTitle}>{entry.label}</span>
              <span className={styles.cardText}>{entry.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Pager
        label="Pages of the documentation"
        page={page}
        pageCount={pageCount}
        href={docsListPath}
      />
    </div>
  );
}
