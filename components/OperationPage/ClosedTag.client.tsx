'use client';

import ClosedCategory, { type ClosedCategoryProps } from '@/components/DocSidebar/ClosedCategory';
import MethodBadge from '@/components/MethodBadge';
import { fetchSiteJson, loadOnce } from '@/lib/load-once';
import type { SidebarCategory } from '@/lib/sidebar-entries';
import { API_SIDEBAR_ASSET } from '@/lib/urls';

/**
 * Every tag's operations (lib/openapi/pages/sidebar.ts apiSidebarCategories), which the closed tags
 * of the page share.
 */
const loadTags = loadOnce(() => fetchSiteJson<SidebarCategory[]>(API_SIDEBAR_ASSET));

/**
 * A closed tag of the API sidebar: the sidebar's closed category, its operations from
 * API_SIDEBAR_ASSET, each with its method.
 */
export default function ClosedTag({ category }: Pick<ClosedCategoryProps, 'category'>) {
  return (
    <ClosedCategory category={category} load={loadTags} entries="operations" badge={MethodBadge} />
  );
}
