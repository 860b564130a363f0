import type { Doc } from './index';
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
