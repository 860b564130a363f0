import { paginate } from '@/lib/paginate';
import { DOCS_LIST_FOLDER } from '@/lib/urls';
import { getDocById, getDocsSidebar } from './index';
import { flattenSidebar, type SidebarNode } from './sidebar';

/**
 * How many docs one page of the docs root's list holds: the root lists every doc of the current
 * version in reading order, this many at a time, the rest on /docs/page/2/ and after.
 */
export const DOCS_PER_LIST_PAGE = 60;

type ListEntry = { label: string; href: string; description?: string };

/** Computed once per sidebar: every list page renders one of them. */
const pagesOfSidebar = new WeakMap<SidebarNode[], ListEntry[][]>();

/** A sidebar's docs as list pages: each doc once, in reading order, with the description `describe` gives it. */
export function listPagesOf(
  sidebar: SidebarNode[],
  describe: (docId: string) => string | undefined,
): ListEntry[][] {
  const seen = new Set<string>();
  const entries = flattenSidebar(sidebar)
    .filter((entry) => !seen.has(entry.docId) && seen.add(entry.docId))
    .map((entry) => ({ label: entry.label, href: entry.href, description: describe(entry.docId) }));
  return paginate(entries, DOCS_PER_LIST_PAGE);
}

/** The pages of the docs root's list: the current version's docs. */
export function docsListPages(): ListEntry[][] {
  const sidebar = getDocsSidebar();
  if (!pagesOfSidebar.has(sidebar))
    pagesOfSidebar.set(
      sidebar,
      listPagesOf(sidebar, (docId) => getDocById(docId)?.frontMatter.description),
    );
  return pagesOfSidebar.get(sidebar)!;
}

/** The page number a docs slug names when it is one of the list's further pages ("page/2" → 2), else undefined. */
export function docsListPageOf(slug: string[]): number | undefined {
  return slug.length === 2 && slug[0] === DOCS_LIST_FOLDER && /^[1-9]\d*$/.test(slug[1])
    ? Number(slug[1])
    : undefined;
}
