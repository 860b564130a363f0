'use client';

import { useId, useState } from 'react';
import Link from '@/components/Link';
import { closedCategory } from '@/lib/docs/sidebar';
import { useLazyPart } from '@/lib/lazy';
import ClosedCategory, { loadFullSidebar } from './ClosedCategory';
import { SidebarItem, sidebarKey } from './Items';
import styles from './styles.module.css';

/**
 * The top-level entries of a very large sidebar outside the page's window (lib/docs/sidebar.ts
 * TOP_LEVEL_WINDOW), as one row. Without JavaScript its label links to the docs root, which lists
 * every page; the toggle loads their labels from the shared sidebar asset, each category closed
 * as in the window, saying so after the lazy-load delay, with Retry when they could not be loaded.
 */
export default function MoreEntries({ from, to }: { from: number; to: number }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const sidebar = useLazyPart(loadFullSidebar, { active: open });
  const entries = sidebar.value?.slice(from, to);
  const label = `${to - from} more categories`;

  return (
    <li className={styles.category}>
      <div className={styles.closedRow}>
        <Link href="/docs/" className={styles.moreLink}>
          {label}
        </Link>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-label={`${label}: ${open ? 'hide' : 'show'} them`}
          onClick={() => setOpen(!open)}
        >
          <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" d={open ? 'M5 9l7 7 7-7' : 'M9 5l7 7-7 7'} />
          </svg>
        </button>
      </div>
      {open && entries && (
        <ul id={listId} className={styles.list}>
          {entries.map((node, offset) =>
            node.type === 'category' ? (
              <li key={sidebarKey(node)} className={styles.category}>
                <ClosedCategory category={closedCategory(node, from + offset)} />
              </li>
            ) : (
              <SidebarItem key={sidebarKey(node)} node={node} depth={0} />
            ),
          )}
        </ul>
      )}
      {open && !entries && (
        <div id={listId} className={styles.loading}>
          <p role="status">{sidebar.status === 'failed' ? 'Could not load these categories.' : sidebar.showLoading ? 'Loading…' : ''}</p>
          {sidebar.status === 'failed' && (
            <button type="button" className={`${styles.toggle} ${styles.retry}`} onClick={sidebar.retry}>
              Retry
            </button>
          )}
        </div>
      )}
    </li>
  );
}
