import type { ComponentType } from 'react';
import Link from '@/components/Link';
import type { ClosedSidebarCategory, SidebarEntry } from '@/lib/sidebar-entries';
import SidebarItems from './Items';
import LazyRow from './LazyRow';
import styles from './styles.module.css';

export interface ClosedCategoryProps {
  category: Omit<ClosedSidebarCategory, 'type'>;
  /**
   * The shared file of the sidebar's top-level entries (loadOnce of fetchSiteJson, lib/lazy.ts):
   * one request for every closed category of the page.
   */
  load: () => Promise<SidebarEntry[]>;
  /** What the category's entries are ("pages", "operations"), for the toggle's name and the failure message. */
  entries: string;
  /** How a link's method is shown (the API's operations), when the entries have one. */
  badge?: ComponentType<{ method: string }>;
}

/**
 * A top-level category whose entries the page leaves out: a docs category of a large sidebar the
 * page does not belong to, or a tag of the API reference other than the one being read. Without
 * JavaScript its label leads to its first page (a tag's: its operations in the /api list); the
 * toggle loads its entries on demand. Each sidebar binds it to its own source in a client
 * component of its own (ClosedDocsCategory, the API's ClosedTag), so a page loads only its own.
 */
export default function ClosedCategory({ category, load, entries, badge }: ClosedCategoryProps) {
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
      toggleLabel={(open) => `${category.label}: ${open ? 'hide' : 'show'} ${entries}`}
      failed={`Could not load these ${entries}.`}
      content={(loaded, id) => {
        const entry = loaded[category.index];
        return (
          <SidebarItems
            id={id}
            entries={entry?.type === 'category' ? entry.items : []}
            depth={1}
            badge={badge}
          />
        );
      }}
    />
  );
}
