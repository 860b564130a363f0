'use client';

import Link from '@/components/Link';
import type { ClosedSidebarCategory, SidebarEntry } from '@/lib/sidebar-entries';
import SidebarItems from './Items';
import LazyRow from './LazyRow';
import { SIDEBAR_SOURCES } from './sources';
import styles from './styles.module.css';

/**
 * A top-level category whose entries the page leaves out: a docs category of a large sidebar the
 * page does not belong to, or a tag of the API reference other than the one being read. Without
 * JavaScript its label leads to its first page (a tag's: its operations in the /api list); the
 * toggle loads its entries from its source on demand.
 */
export default function ClosedCategory({ category }: { category: Omit<ClosedSidebarCategory, 'type'> }) {
  const source = SIDEBAR_SOURCES[category.source];
  const load: () => Promise<SidebarEntry[]> = source.load;
  return (
    <LazyRow
      load={load}
      label={
        category.href ? (
          <Link href={category.href} className={styles.categoryLink}>
            {category.label}
          </Link>
        ) : (
          <span className={styles.categoryLabel}>{category.label}</span>
        )
      }
      toggleLabel={(open) => `${category.label}: ${open ? 'hide' : 'show'} ${source.entries}`}
      failed={`Could not load these ${source.entries}.`}
      content={(entries, id) => {
        const entry = entries[category.index];
        return <SidebarItems id={id} entries={entry?.type === 'category' ? entry.items : []} depth={1} />;
      }}
    />
  );
}
