'use client';

import { useId, useState } from 'react';
import Link from '@/components/Link';
import { SIDEBAR_ASSET, type ClosedCategory as ClosedCategoryNode, type SidebarNode } from '@/lib/docs/sidebar';
import { withBasePath } from '@/lib/urls';
import SidebarItems from './Items';
import styles from './styles.module.css';

let fullSidebar: Promise<SidebarNode[]> | undefined;

/** The full sidebar, fetched once per page load from the one asset every page shares (HTTP-cached). */
export function loadFullSidebar(): Promise<SidebarNode[]> {
  fullSidebar ??= fetch(withBasePath(SIDEBAR_ASSET)).then((response) => {
    if (!response.ok) throw new Error(`${SIDEBAR_ASSET}: HTTP ${response.status}`);
    return response.json() as Promise<SidebarNode[]>;
  });
  fullSidebar.catch(() => {
    fullSidebar = undefined;
  });
  return fullSidebar;
}

/**
 * A top-level category of a large sidebar that the page does not belong to. Without
 * JavaScript its label links to its first page; the toggle loads its items on demand.
 */
export default function ClosedCategory({ category }: { category: ClosedCategoryNode }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<SidebarNode[] | null>(null);
  const [failed, setFailed] = useState(false);

  function toggle() {
    const next = !open;
    setOpen(next);
    if (next && !items) {
      setFailed(false);
      loadFullSidebar().then(
        (nodes) => {
          const node = nodes[category.index];
          setItems(node?.type === 'category' ? node.items : []);
        },
        () => setFailed(true),
      );
    }
  }

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
          onClick={toggle}
        >
          <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" d={open ? 'M5 9l7 7 7-7' : 'M9 5l7 7-7 7'} />
          </svg>
        </button>
      </div>
      {open && items && <SidebarItems id={listId} nodes={items} depth={1} />}
      {open && !items && (
        <p id={listId} className={styles.loading} role="status">
          {failed ? 'Could not load these pages.' : 'Loading…'}
        </p>
      )}
    </>
  );
}
