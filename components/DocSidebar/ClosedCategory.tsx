'use client';

import Link from '@/components/Link';
import { SIDEBAR_ASSET, type ClosedCategory as ClosedCategoryNode, type SidebarNode } from '@/lib/docs/sidebar';
import SidebarItems from './Items';
import { fetchSiteJson, loadOnce } from '@/lib/lazy';
import LazyRow from './LazyRow';
import styles from './styles.module.css';

/** The full sidebar, which every closed part of a large sidebar shares (this and MoreEntries). */
export const loadFullSidebar = loadOnce(() => fetchSiteJson<SidebarNode[]>(SIDEBAR_ASSET));

/**
 * A top-level category of a large sidebar that the page does not belong to. Without
 * JavaScript its label links to its first page; the toggle loads its items on demand.
 */
export default function ClosedCategory({ category }: { category: ClosedCategoryNode }) {
  return (
    <LazyRow
      load={loadFullSidebar}
      label={
        category.href ? (
          <Link href={category.href} className={styles.categoryLink}>
            {category.label}
          </Link>
        ) : (
          <span className={styles.categoryLabel}>{category.label}</span>
        )
      }
      toggleLabel={(open) => `${category.label}: ${open ? 'hide' : 'show'} pages`}
      failed="Could not load these pages."
      content={(sidebar, id) => {
        const node = sidebar[category.index];
        return <SidebarItems id={id} nodes={node?.type === 'category' ? node.items : []} depth={1} />;
      }}
    />
  );
}
