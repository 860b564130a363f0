import { sidebarForPage, type SidebarNode } from '@/lib/docs/sidebar';
import ClosedCategory from './ClosedCategory';
import { SidebarItem, sidebarKey } from './Items';
import styles from './styles.module.css';

interface DocSidebarProps {
  nodes: SidebarNode[];
  /** The doc being read, marked with aria-current; undefined on the docs root. */
  currentDocId?: string;
  /** Whether a large sidebar may close the other categories (their items come from SIDEBAR_ASSET). */
  collapsible?: boolean;
}

/**
 * The one docs sidebar (spec §2): always shown on desktop, never hidden. A small sidebar
 * has every category open; a large one (lib/docs/sidebar.ts SIDEBAR_OPEN_LIMIT) opens the
 * current page's category and loads the others on demand, so no page repeats the whole site.
 */
export default function DocSidebar({ nodes, currentDocId, collapsible = true }: DocSidebarProps) {
  return (
    <nav aria-label="Docs sidebar" className={styles.sidebar}>
      <ul className={styles.list}>
        {(collapsible ? sidebarForPage(nodes, currentDocId) : nodes).map((node) =>
          node.type === 'closed-category' ? (
            <li key={sidebarKey(node)} className={styles.category}>
              <ClosedCategory category={node} />
            </li>
          ) : (
            <SidebarItem key={sidebarKey(node)} node={node} currentDocId={currentDocId} depth={0} />
          ),
        )}
      </ul>
    </nav>
  );
}
