import type { ComponentType } from 'react';
import type { SidebarRow } from '@/lib/sidebar-entries';
import type { ClosedCategoryProps } from './ClosedCategory';
import { SidebarItem, sidebarKey, type MethodBadgeComponent } from './Items';
import MoreEntries from './MoreEntries';
import styles from './styles.module.css';

interface SidebarProps {
  /** The navigation's accessible name ("Docs sidebar", "API reference"). */
  label: string;
  rows: SidebarRow[];
  /**
   * The client component that loads this sidebar's closed categories from its own source
   * (ClosedCategory bound to it).
   */
  closedCategory: ComponentType<Pick<ClosedCategoryProps, 'category'>>;
  badge?: MethodBadgeComponent;
}

/**
 * The one sidebar of the site, for the docs and the API reference alike (always shown on
 * desktop, never hidden): its top-level rows, each a page or link, a category with its entries,
 * a closed category loaded on demand, or one row for the entries outside a very large docs
 * sidebar's window. DocsShell puts it beside the page on desktop and in the mobile menu below 996 px.
 */
export default function Sidebar({ label, rows, closedCategory: Closed, badge }: SidebarProps) {
  return (
    <nav aria-label={label} className={styles.sidebar}>
      <ul className={styles.list}>
        {rows.map((row) =>
          row.type === 'more-entries' ? (
            <MoreEntries key={`more-${row.from}`} from={row.from} to={row.to} />
          ) : row.type === 'closed-category' ? (
            <li key={sidebarKey(row)} className={styles.category}>
              <Closed category={{ label: row.label, href: row.href, index: row.index }} />
            </li>
          ) : (
            <SidebarItem key={sidebarKey(row)} entry={row} depth={0} badge={badge} />
          ),
        )}
      </ul>
    </nav>
  );
}
