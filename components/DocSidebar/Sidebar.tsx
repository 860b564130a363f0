import type { SidebarRow } from '@/lib/sidebar-entries';
import ClosedCategory from './ClosedCategory';
import { SidebarItem, sidebarKey } from './Items';
import MoreEntries from './MoreEntries';
import styles from './styles.module.css';

/**
 * The one sidebar of the site, for the docs and the API reference alike (spec §2: always shown on
 * desktop, never hidden): its top-level rows, each a page or link, a category with its entries,
 * a closed category loaded on demand, or one row for the entries outside a very large sidebar's
 * window. DocsShell puts it beside the page on desktop and in the mobile menu below 996 px.
 */
export default function Sidebar({ label, rows }: { label: string; rows: SidebarRow[] }) {
  return (
    <nav aria-label={label} className={styles.sidebar}>
      <ul className={styles.list}>
        {rows.map((row) =>
          row.type === 'more-entries' ? (
            <MoreEntries key={`more-${row.from}`} from={row.from} to={row.to} />
          ) : row.type === 'closed-category' ? (
            <li key={sidebarKey(row)} className={styles.category}>
              <ClosedCategory category={{ label: row.label, href: row.href, index: row.index, source: row.source }} />
            </li>
          ) : (
            <SidebarItem key={sidebarKey(row)} entry={row} depth={0} />
          ),
        )}
      </ul>
    </nav>
  );
}
