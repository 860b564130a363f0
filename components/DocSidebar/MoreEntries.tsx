'use client';

import Link from '@/components/Link';
import { closedCategory } from '@/lib/docs/sidebar';
import ClosedDocsCategory, { loadDocsSidebar } from './ClosedDocsCategory';
import { SidebarItem, sidebarKey } from './Items';
import LazyRow from './LazyRow';
import styles from './styles.module.css';

/**
 * The top-level entries of a very large docs sidebar outside the page's window (lib/docs/sidebar.ts
 * TOP_LEVEL_WINDOW), as one row. Without JavaScript its label links to the docs root, which lists
 * every page; the toggle loads their labels from the shared sidebar asset, each category closed
 * as in the window.
 */
export default function MoreEntries({ from, to }: { from: number; to: number }) {
  const label = `${to - from} more categories`;
  return (
    <li className={styles.category}>
      <LazyRow
        load={loadDocsSidebar}
        label={
          <Link href="/docs/" className={styles.moreLink}>
            {label}
          </Link>
        }
        toggleLabel={(open) => `${label}: ${open ? 'hide' : 'show'} them`}
        failed="Could not load these categories."
        content={(entries, id) => (
          <ul id={id} className={styles.list}>
            {entries.slice(from, to).map((entry, offset) =>
              entry.type === 'category' ? (
                <li key={sidebarKey(entry)} className={styles.category}>
                  <ClosedDocsCategory category={closedCategory(entry, from + offset)} />
                </li>
              ) : (
                <SidebarItem key={sidebarKey(entry)} entry={entry} depth={0} />
              ),
            )}
          </ul>
        )}
      />
    </li>
  );
}
