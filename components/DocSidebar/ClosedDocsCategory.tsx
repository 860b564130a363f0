'use client';

import { fetchSiteJson, loadOnce } from '@/lib/load-once';
import { SIDEBAR_ASSET, type SidebarNode } from '@/lib/docs/sidebar';
import ClosedCategory, { type ClosedCategoryProps } from './ClosedCategory';

/** The full docs sidebar, which every closed part of a large docs sidebar shares (this and MoreEntries). */
export const loadDocsSidebar = loadOnce(() => fetchSiteJson<SidebarNode[]>(SIDEBAR_ASSET));

/** A closed category of the docs sidebar: its pages come from SIDEBAR_ASSET. */
export default function ClosedDocsCategory({ category }: Pick<ClosedCategoryProps, 'category'>) {
  return <ClosedCategory category={category} load={loadDocsSidebar} entries="pages" />;
}
