/** Authoring shape of content/sidebars.ts: doc ids and categories. */
export type SidebarItemConfig =
  | string
  | { type: 'category'; label: string; link?: string; items: SidebarItemConfig[] }
  | { type: 'link'; label: string; href: string };

export type SidebarsConfig = Record<string, SidebarItemConfig[]>;

/** True when a sidebar holds at least one doc or link to point a navbar item at. */
export function sidebarHasLink(items: SidebarItemConfig[]): boolean {
  return items.some((item) =>
    typeof item === 'string' || item.type === 'link' ? true : Boolean(item.link) || sidebarHasLink(item.items),
  );
}

/** The first doc id of a sidebar, in reading order. */
export function firstDocId(items: SidebarItemConfig[]): string | undefined {
  for (const item of items) {
    if (typeof item === 'string') return item;
    if (item.type === 'category') {
      const found = item.link ?? firstDocId(item.items);
      if (found) return found;
    }
  }
  return undefined;
}
