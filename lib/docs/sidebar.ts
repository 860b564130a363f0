import type { Doc } from './page-data';
import type { SidebarItemConfig } from '@/lib/config/sidebars';

export type SidebarNode =
  | { type: 'doc'; docId: string; label: string; href: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; href?: string; docId?: string; items: SidebarNode[] };

export interface PageLink {
  label: string;
  href: string;
}

/** Resolves a sidebar's doc ids to labels and URLs; an unknown id is a build error. */
export function resolveSidebar(items: SidebarItemConfig[], docs: Doc[]): SidebarNode[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const need = (id: string, where: string): Doc => {
    const doc = byId.get(id);
    if (!doc)
      throw new Error(
        `content/sidebars.ts: ${where} names the doc "${id}", but content/docs/${id}.mdx does not exist.`,
      );
    return doc;
  };
  const label = (doc: Doc) => doc.frontMatter.sidebar_label ?? doc.frontMatter.title;

  return items.map((item): SidebarNode => {
    if (typeof item === 'string') {
      const doc = need(item, 'an item');
      return { type: 'doc', docId: doc.id, label: label(doc), href: doc.permalink };
    }
    if (item.type === 'link') return item;
    const linked = item.link ? need(item.link, `the category "${item.label}"`) : undefined;
    return {
      type: 'category',
      label: item.label,
      href: linked?.permalink,
      docId: linked?.id,
      items: resolveSidebar(item.items, docs),
    };
  });
}

/** Every doc of a sidebar in reading order (a category's own page comes before its items). */
export function flattenSidebar(
  nodes: SidebarNode[],
): { docId: string; label: string; href: string }[] {
  return nodes.flatMap((node) => {
    if (node.type === 'doc') return [{ docId: node.docId, label: node.label, href: node.href }];
    if (node.type === 'link') return [];
    const self =
      node.docId && node.href ? [{ docId: node.docId, label: node.label, href: node.href }] : [];
    return [...self, ...flattenSidebar(node.items)];
  });
}

/**
 * A value computed once per sidebar (the build resolves each sidebar once and hands every page
 * the same array): each page asking for its neighbours or its place in the sidebar then costs a
 * lookup, not a walk of the whole sidebar, so a build stays linear in its pages.
 */
function oncePerSidebar<T>(compute: (nodes: SidebarNode[]) => T): (nodes: SidebarNode[]) => T {
  const computed = new WeakMap<SidebarNode[], T>();
  return (nodes) => {
    if (!computed.has(nodes)) computed.set(nodes, compute(nodes));
    return computed.get(nodes) as T;
  };
}

/** The sidebar in reading order with each doc's first position in it. */
const readingOrder = oncePerSidebar((nodes) => {
  const flat = flattenSidebar(nodes);
  const positions = new Map<string, number>();
  flat.forEach((entry, index) => {
    if (!positions.has(entry.docId)) positions.set(entry.docId, index);
  });
  return { flat, positions };
});

/** Each doc's place in a sidebar's reading order (its first, when it is listed twice). */
export function readingPositions(nodes: SidebarNode[]): ReadonlyMap<string, number> {
  return readingOrder(nodes).positions;
}

export function prevNext(
  nodes: SidebarNode[],
  docId: string,
): { previous?: PageLink; next?: PageLink } {
  const { flat, positions } = readingOrder(nodes);
  const index = positions.get(docId) ?? -1;
  if (index === -1) return {};
  const pick = (i: number) => (flat[i] ? { label: flat[i].label, href: flat[i].href } : undefined);
  return { previous: pick(index - 1), next: pick(index + 1) };
}

/**
 * Above this many entries (docs, links and categories) a sidebar is no longer repeated in
 * full in every page: each page renders the top-level category it belongs to, open, and the
 * other top-level categories closed, their items loaded on demand from the one shared
 * sidebar asset (SIDEBAR_ASSET). Up to this size every category stays open (the site's sidebar
 * does not collapse its categories on its own): 100 entries are about four screens of sidebar and
 * about 3 kB gzip per page (twice in HTML and payload), so a small site keeps its categories open at
 * a bounded cost; past it,
 * an always-open sidebar grows every page with the site.
 */
export const SIDEBAR_OPEN_LIMIT = 100;

/** The full sidebar, written once per build and shared (cached) by every page that needs it. */
export const SIDEBAR_ASSET = '/docs-sidebar.json';

export function countEntries(nodes: SidebarNode[]): number {
  return nodes.reduce(
    (sum, node) => sum + 1 + (node.type === 'category' ? countEntries(node.items) : 0),
    0,
  );
}

const entryCount = oncePerSidebar(countEntries);

/**
 * Past this many top-level entries a page renders a window of them, holding its own: the
 * entries before and after the window are one row each ("40 more categories"), whose labels
 * load on demand from SIDEBAR_ASSET. Without it every page carried a label for each top-level
 * category of the site: 1.19 × the weight of a docs page at 100 categories. Twelve
 * keeps this site's sidebar (7 entries) as it is and a page's sidebar as light as that.
 */
export const TOP_LEVEL_WINDOW = 12;

/** The top-level entries from index `from` up to `to` (not included), shown as one row. */
export interface MoreEntries {
  type: 'more-entries';
  from: number;
  to: number;
}

/** For each doc of a sidebar, the first top-level entry that holds it (a lookup per page, not a walk). */
const topLevelOfDoc = oncePerSidebar((nodes) => {
  const owner = new Map<string, number>();
  const collect = (node: SidebarNode, index: number) => {
    if (node.type === 'link') return;
    if (node.docId !== undefined && !owner.has(node.docId)) owner.set(node.docId, index);
    if (node.type === 'category') for (const child of node.items) collect(child, index);
  };
  nodes.forEach(collect);
  return owner;
});

/** The first page a category leads to: its own page, else its first doc (for readers without JavaScript). */
export function categoryEntry(node: SidebarNode): string | undefined {
  if (node.type !== 'category') return node.href;
  if (node.href) return node.href;
  for (const child of node.items) {
    const href = categoryEntry(child);
    if (href) return href;
  }
  return undefined;
}

/** A top-level category of a large sidebar, shown closed: its items come from SIDEBAR_ASSET. */
export interface ClosedCategory {
  type: 'closed-category';
  label: string;
  /** The category's page, or its first doc. */
  href?: string;
  /** Whether the category has a page of its own (shown as a link) or only leads to its first doc. */
  ownPage: boolean;
  /** Its position in the full sidebar's top level. */
  index: number;
}

/** A top-level category shown closed (its label, its first page, its place in the sidebar). */
export function closedCategory(
  node: SidebarNode & { type: 'category' },
  index: number,
): ClosedCategory {
  return {
    type: 'closed-category',
    label: node.label,
    href: categoryEntry(node),
    ownPage: Boolean(node.href),
    index,
  };
}

/**
 * The part of the sidebar one page renders: all of it while the sidebar is small; for a large
 * one, the current page's top-level category open and the others closed, so a page's weight
 * does not grow with the site; past `window` top-level entries, only a window of them that holds
 * the current page's entry, the rest as one row before it and one after it.
 */
export function sidebarForPage(
  nodes: SidebarNode[],
  currentDocId: string | undefined,
  limit = SIDEBAR_OPEN_LIMIT,
  window = TOP_LEVEL_WINDOW,
): (SidebarNode | ClosedCategory | MoreEntries)[] {
  if (entryCount(nodes) <= limit) return nodes;
  const own = currentDocId === undefined ? -1 : (topLevelOfDoc(nodes).get(currentDocId) ?? -1);
  const shown = (node: SidebarNode, index: number) =>
    node.type === 'category' && index !== own ? closedCategory(node, index) : node;
  if (nodes.length <= window) return nodes.map(shown);
  // The window centred on the page's own entry as far as the ends allow; the first entries on a
  // page outside the sidebar (the docs root).
  const start = Math.min(Math.max(0, own - Math.floor((window - 1) / 2)), nodes.length - window);
  const end = start + window;
  return [
    ...(start > 0 ? [{ type: 'more-entries' as const, from: 0, to: start }] : []),
    ...nodes.slice(start, end).map((node, offset) => shown(node, start + offset)),
    ...(end < nodes.length ? [{ type: 'more-entries' as const, from: end, to: nodes.length }] : []),
  ];
}
