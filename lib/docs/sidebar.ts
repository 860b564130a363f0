import type { Doc } from './page-data';
import type { SidebarItemConfig } from './sidebar-types';

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
    if (!doc) throw new Error(`content/sidebars.ts: ${where} names the doc "${id}", but content/docs/${id}.mdx does not exist.`);
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
export function flattenSidebar(nodes: SidebarNode[]): { docId: string; label: string; href: string }[] {
  return nodes.flatMap((node) => {
    if (node.type === 'doc') return [{ docId: node.docId, label: node.label, href: node.href }];
    if (node.type === 'link') return [];
    const self = node.docId && node.href ? [{ docId: node.docId, label: node.label, href: node.href }] : [];
    return [...self, ...flattenSidebar(node.items)];
  });
}

export function prevNext(nodes: SidebarNode[], docId: string): { previous?: PageLink; next?: PageLink } {
  const flat = flattenSidebar(nodes);
  const index = flat.findIndex((entry) => entry.docId === docId);
  if (index === -1) return {};
  const pick = (i: number) => (flat[i] ? { label: flat[i].label, href: flat[i].href } : undefined);
  return { previous: pick(index - 1), next: pick(index + 1) };
}

/**
 * Above this many entries (docs, links and categories) a sidebar is no longer repeated in
 * full in every page: each page renders the top-level category it belongs to, open, and the
 * other top-level categories closed, their items loaded on demand from the one shared
 * sidebar asset (SIDEBAR_ASSET). Up to this size every category stays open as the spec asks
 * (§2): 100 entries are about four screens of sidebar and about 3 kB gzip per page (twice in
 * HTML and payload), so a small site keeps the spec's sidebar at a bounded cost; past it,
 * an always-open sidebar grows every page with the site (issue 13).
 */
export const SIDEBAR_OPEN_LIMIT = 100;

/** The full sidebar, written once per build and shared (cached) by every page that needs it. */
export const SIDEBAR_ASSET = '/docs-sidebar.json';

export function countEntries(nodes: SidebarNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + (node.type === 'category' ? countEntries(node.items) : 0), 0);
}

function containsDoc(node: SidebarNode, docId: string | undefined): boolean {
  if (docId === undefined) return false;
  if (node.type === 'doc') return node.docId === docId;
  if (node.type === 'link') return false;
  return node.docId === docId || node.items.some((child) => containsDoc(child, docId));
}

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

/**
 * The part of the sidebar one page renders: all of it while the sidebar is small; for a large
 * one, the current page's top-level category open and the others closed, so a page's weight
 * does not grow with the site.
 */
export function sidebarForPage(
  nodes: SidebarNode[],
  currentDocId: string | undefined,
  limit = SIDEBAR_OPEN_LIMIT,
): (SidebarNode | ClosedCategory)[] {
  if (countEntries(nodes) <= limit) return nodes;
  return nodes.map((node, index) =>
    node.type === 'category' && !containsDoc(node, currentDocId)
      ? { type: 'closed-category', label: node.label, href: categoryEntry(node), ownPage: Boolean(node.href), index }
      : node,
  );
}
