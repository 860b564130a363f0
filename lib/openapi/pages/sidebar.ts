/**
 * The API reference's sidebar as sidebar entries (lib/sidebar-entries.ts), rendered by the one
 * sidebar component (components/DocSidebar): each tag a category of its operations. The page of
 * an operation holds its own tag, open; the other tags are closed and load their operations from
 * API_SIDEBAR_ASSET, written from apiSidebarCategories, when opened: 60 links repeated in the HTML
 * and both payloads of every operation page weighed 4 kB of gzip, for a part most readers never
 * open.
 */
import type { ClosedSidebarCategory, SidebarCategory, SidebarRow } from '@/lib/sidebar-entries';
import { API_REFERENCE_PATH, API_SCHEMAS_PATH, apiOperationPath, apiTagHref } from '@/lib/urls';
import type { JsonObject } from '../document/walk';
import { groupOperationsByTag } from './operation-list';

/**
 * Each tag with its operations, tags in declared order: the content of API_SIDEBAR_ASSET. A tag's
 * label leads to its operations in the /api list, which reads without JavaScript.
 */
export function apiSidebarCategories(document: JsonObject): SidebarCategory[] {
  return groupOperationsByTag(document).map(({ tag, operations }) => ({
    type: 'category',
    label: tag.name,
    href: apiTagHref(tag.name),
    items: operations.map(({ operationId, method, summary }) => ({
      type: 'doc',
      label: summary,
      href: apiOperationPath(operationId),
      method,
    })),
  }));
}

/**
 * The rows of the API sidebar on one page: all operations, each tag (the one holding the page's
 * operation open and foldable, the operation marked; the others closed), and the schemas.
 */
export function apiSidebarRows(
  categories: SidebarCategory[],
  {
    currentOperationId,
    schemasCurrent = false,
  }: { currentOperationId?: string; schemasCurrent?: boolean },
): SidebarRow[] {
  const currentHref =
    currentOperationId === undefined ? undefined : apiOperationPath(currentOperationId);
  const tagRow = (
    category: SidebarCategory,
    index: number,
  ): SidebarCategory | ClosedSidebarCategory =>
    category.items.some((item) => item.href === currentHref)
      ? {
          ...category,
          foldable: true,
          items: category.items.map((item) =>
            item.href === currentHref ? { ...item, current: true } : item,
          ),
        }
      : { type: 'closed-category', label: category.label, href: category.href, index };
  return [
    { type: 'link', label: 'All operations', href: API_REFERENCE_PATH },
    ...categories.map(tagRow),
    {
      type: 'doc',
      label: 'Schemas',
      href: API_SCHEMAS_PATH,
      ...(schemasCurrent && { current: true }),
    },
  ];
}
