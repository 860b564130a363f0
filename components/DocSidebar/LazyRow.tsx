'use client';

import { useId, useState, type ReactNode } from 'react';
import { SIDEBAR_ASSET, type SidebarNode } from '@/lib/docs/sidebar';
import { loadOnce, useLazyPart } from '@/lib/lazy';
import { withBasePath } from '@/lib/urls';
import styles from './styles.module.css';

/** The full sidebar, fetched once per page load from the one asset every page shares (HTTP-cached). */
const loadFullSidebar = loadOnce(async (): Promise<SidebarNode[]> => {
  const response = await fetch(withBasePath(SIDEBAR_ASSET));
  if (!response.ok) throw new Error(`${SIDEBAR_ASSET}: HTTP ${response.status}`);
  return response.json();
});

/**
 * A sidebar row whose content a large sidebar leaves out of the page: its label (a link that works
 * without JavaScript) and a toggle that loads the full sidebar on demand, saying so after the
 * lazy-load delay, with Retry when it could not be loaded. `content` renders the loaded part.
 */
export default function LazyRow({
  label,
  toggleLabel,
  failed,
  content,
}: {
  label: ReactNode;
  /** The toggle's accessible name, closed and open. */
  toggleLabel: (open: boolean) => string;
  /** What the row says when the sidebar could not be loaded. */
  failed: string;
  content: (sidebar: SidebarNode[], id: string) => ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const sidebar = useLazyPart(loadFullSidebar, { active: open });
  return (
    <>
      <div className={styles.closedRow}>
        {label}
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={open ? id : undefined} aria-label={toggleLabel(open)} onClick={() => setOpen(!open)}>
          <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" d={open ? 'M5 9l7 7 7-7' : 'M9 5l7 7-7 7'} />
          </svg>
        </button>
      </div>
      {open && sidebar.value && content(sidebar.value, id)}
      {open && !sidebar.value && (
        <div id={id} className={styles.loading}>
          <p role="status">{sidebar.status === 'failed' ? failed : sidebar.showLoading ? 'Loading…' : ''}</p>
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
