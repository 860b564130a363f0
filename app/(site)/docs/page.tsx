import type { Metadata } from 'next';
import Link from '@/components/Link';
import DocsShell from '@/components/DocsShell';
import { getDocById, getDocsSidebar } from '@/lib/docs';
import { flattenSidebar } from '@/lib/docs/sidebar';
import styles from '@/components/DocsShell/index-page.module.css';

export const metadata: Metadata = {
  title: 'Documentation',
  description: 'Every guide and example of the staking API documentation, in reading order.',
};

/** The docs root (spec §2): the sidebar and an overview of every doc in reading order. */
export default function DocsIndexPage() {
  const entries = flattenSidebar(getDocsSidebar());
  return (
    <DocsShell>
      <div className={styles.wrapper} data-pagefind-ignore>
        <h1 className={styles.title}>Documentation</h1>
        <p className={styles.lead}>
          Guides explain how the staking API works; examples are complete programs you can run. Start with{' '}
          <Link href="/docs/welcome/">Welcome</Link> if you are new.
        </p>
        <ul className={styles.cards}>
          {entries.map((entry) => (
            <li key={entry.docId}>
              <Link href={entry.href} className={styles.card}>
                <span className={styles.cardTitle}>{entry.label}</span>
                <span className={styles.cardText}>{getDocById(entry.docId)?.frontMatter.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </DocsShell>
  );
}
