import {
  sidebarForPage,
  type ClosedCategory,
  type MoreEntries,
  type SidebarNode,
} from '@/lib/docs/sidebar';
import type { SidebarEntry, SidebarRow } from '@/lib/sidebar-entries';
import ClosedDocsCategory from './ClosedDocsCategory';
import Sidebar from './Sidebar';

interface DocSidebarProps {
  nodes: SidebarNode[];
  /** The doc being read, marked with aria-current; undefined on the docs root. */
  currentDocId?: string;
  /** Whether a large sidebar may close the other categories (their items come from SIDEBAR_ASSET). */
  collapsible?: boolean;
}

/** The sidebar's nodes as entries, the doc being read (a page, or a category's own page) marked. */
function entriesOf(nodes: SidebarNode[], currentDocId: string | undefined): SidebarEntry[] {
  return nodes.map((node) => {
    if (node.type === 'link') return node;
    const current = node.docId !== undefined && node.docId === currentDocId;
    if (node.type === 'doc') return current ? { ...node, current } : node;
    return { ...node, ...(current && { current }), items: entriesOf(node.items, currentDocId) };
  });
}

function rowOf(
  node: SidebarNode | ClosedCategory | MoreEntries,
  currentDocId: string | undefined,
): SidebarRow {
  return node.type === 'more-entries' || node.type === 'closed-category'
    ? node
    : entriesOf([node], currentDocId)[0];
}

/**
 * The docs sidebar. A small sidebar has every category open; a large one (lib/docs/sidebar.ts
 * SIDEBAR_OPEN_LIMIT) opens the current page's category and loads the others on demand, so no
 * page repeats the whole site; past TOP_LEVEL_WINDOW top-level entries it shows a window of them
 * around the page's own.
 */
export default function DocSidebar({ nodes, currentDocId, collapsible = true }: DocSidebarProps) {
  const rows = (collapsible ? sidebarForPage(nodes, currentDocId) : nodes).map((node) =>
    rowOf(node, currentDocId),
  );
  return <Sidebar label="Docs sidebar" rows={rows} closedCategory={ClosedDocsCategory} />;
}
