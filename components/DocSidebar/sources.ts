import { fetchSiteJson, loadOnce } from '@/lib/lazy';
import { SIDEBAR_ASSET, type SidebarNode } from '@/lib/docs/sidebar';
import type { SidebarCategory, SidebarEntry, SidebarSource } from '@/lib/sidebar-entries';
import { API_SIDEBAR_ASSET } from '@/lib/urls';

/**
 * Each source of a sidebar's closed categories: the shared file their entries come from (one
 * request for every closed category of the page, HTTP-cached across pages) and what the entries
 * are, for the toggle's name and the failure message.
 */
export const SIDEBAR_SOURCES = {
  docs: { load: loadOnce(() => fetchSiteJson<SidebarNode[]>(SIDEBAR_ASSET)), entries: 'pages' },
  api: { load: loadOnce(() => fetchSiteJson<SidebarCategory[]>(API_SIDEBAR_ASSET)), entries: 'operations' },
} satisfies Record<SidebarSource, { load: () => Promise<SidebarEntry[]>; entries: string }>;
