'use client';

import { useId, useState, type ReactNode } from 'react';
import { useLazyPart } from '@/lib/lazy';
import styles from './styles.module.css';

/**
 * A sidebar row whose content the page leaves out (the other categories of a large docs sidebar,
 * the API reference's other tags): its label (a link that works without JavaScript) and a toggle
 * that loads the shared asset on demand, saying so after the lazy-load delay, with Retry when it
 * could not be loaded. `content` renders the loaded part.
 */
export default function LazyRow<T>({
  load,
  label,
  toggleLabel,
  failed,
  content,
}: {
  /** The shared asset's loader (loadOnce of fetchSiteJson, lib/load-once.ts): one request for every row of the page. */
  load: () => Promise<T>;
  label: ReactNode;
  /** The toggle's accessible name, closed and open. */
  toggleLabel: (open: boolean) => string;
  /** What the row says when the sidebar could not be loaded. */
  failed: string;
  content: (loaded: T, id: string) => ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const part = useLazyPart(load, { active: open });
  return (
    <>
      <div className={styles.closedRow}>
        {label}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          aria-label={toggleLabel(open)}
          onClick={() => setOpen(!open)}
        >
          <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              d={open ? 'M5 9l7 7 7-7' : 'M9 5l7 7-7 7'}
            />
          </svg>
        </button>
      </div>
      {open && part.value && content(part.value, id)}
      {open && !part.value && (
        <div id={id} className={styles.loading}>
          <p role="status">
            {part.status === 'failed' ? failed : part.showLoading ? 'Loading…' : ''}
          </p>
          {part.status === 'failed' && (
            <button
              type="button"
              className={`${styles.toggle} ${styles.retry}`}
              onClick={part.retry}
            >
              Retry
            </button>
          )}
        </div>
      )}
    </>
  );
}
