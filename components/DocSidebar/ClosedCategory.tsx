'use client';

import { useId, useState } from 'react';
import Link from '@/components/Link';
import { SIDEBAR_ASSET, type ClosedCategory as ClosedCategoryNode, type SidebarNode } from '@/lib/docs/sidebar';
import { loadOnce, useLazyPart } from '@/lib/lazy';
import { withBasePath } from '@/lib/urls';
import SidebarItems from './Items';
import styles from './styles.module.css';

/** The full sidebar, fetched once per page load from the one asset every page shares (HTTP-cached). */
const loadFullSidebar = loadOnce(async (): Promise<SidebarNode[]> => {
  const response = await fetch(withBasePath(SIDEBAR_ASSET));
  if (!response.ok) throw new Error(`${SIDEBAR_ASSET}: HTTP ${response.status}`);
  return response.json();
});

/**
 * A top-level category of a large sidebar that the page does not belong to. Without
 * JavaScript its label links to its first page; the toggle loads its items on demand, saying
 * so after the lazy-load delay, with Retry when they could not be loaded.
 */
export default function ClosedCategory({ category }: { category: ClosedCategoryNode }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const sidebar = useLazyPart(loadFullSidebar, { active: open });
  const node = sidebar.value?.[category.index];
  const items = sidebar.value && (node?.type === 'category' ? node.items : []);

  return (
    <>
      <div className={styles.closedRow}>
        {category.href ? (
          <Link href={category.href} className={styles.categoryLink}>
            {category.label}
          </Link>
        ) : (
          <span className={styles.categoryLabel}>{category.label}</span>
        )}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-label={`${category.label}: ${open ? 'hide' : 'show'} pages`}
          onClick={() => setOpen(!open)}
        >
          <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" d={open ? 'M5 9l7 7 7-7' : 'M9 5l7 7-7 7'} />
          </svg>
        </button>
      </div>
      {open && items && <SidebarItems id={listId} nodes={items} depth={1} />}
      {open && !items && (
        <div id={listId} className={styles.loading}>
          <p role="status">{sidebar.status === 'failed' ? 'Could not load these pages.' : sidebar.showLoading ? 'Loading…' : ''}</p>
          {sidebar.status === 'failed' && (
            <button type="button" className={`${styles.toggle} ${styles.retry}`} onClick={sidebar.retry}>
              Retry
            </button>
          )}
        </div>
      )}
    </>
  );
}
