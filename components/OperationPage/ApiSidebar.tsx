import Sidebar from '@/components/DocSidebar/Sidebar';
import MethodBadge from '@/components/MethodBadge';
import { apiSidebarRows } from '@/lib/openapi/pages/sidebar';
import type { SidebarCategory } from '@/lib/sidebar-entries';
import ClosedTag from './ClosedTag.client';

interface ApiSidebarProps {
  /**
   * Each tag with its operations (lib/openapi/pages/sidebar.ts apiSidebarCategories): what its
   * closed tags load too.
   */
  categories: SidebarCategory[];
  /** The operation being read: its tag is open and its link marked; undefined on the schemas page. */
  currentOperationId?: string;
  /** The schemas page is being read. */
  schemasCurrent?: boolean;
}

/**
 * The API reference's sidebar, in the site's one sidebar component: the operations grouped by
 * tag, the current operation's tag open and the others closed (loaded when opened), then the
 * shared schemas.
 */
export default function ApiSidebar({ categories, ...current }: ApiSidebarProps) {
  return (
    <Sidebar
      label="API reference"
      rows={apiSidebarRows(categories, current)}
      closedCategory={ClosedTag}
      badge={MethodBadge}
    />
  );
}
