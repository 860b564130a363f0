/**
 * What any sidebar of the site is made of, the docs sidebar and the API reference's alike: the
 * one sidebar component (components/DocSidebar) renders these, on the server and, for a part
 * loaded when opened, in the browser. The docs sidebar's nodes (lib/docs/sidebar.ts) are entries
 * as they are; the API reference's are its tags and their operations (lib/openapi/pages/sidebar.ts).
 */
import type { MoreEntries } from './docs/sidebar';

/** A page or an outbound link; `method`: the HTTP method of an API operation, shown before its label. */
export interface SidebarLink {
  type: 'doc' | 'link';
  label: string;
  href: string;
  method?: string;
  /** The page being read (aria-current). */
  current?: boolean;
}

/** A category: its label (a link to its own page when it has one) and its entries below it. */
export interface SidebarCategory {
  type: 'category';
  label: string;
  href?: string;
  current?: boolean;
  items: SidebarEntry[];
  /**
   * Folds and unfolds with its label (a <details>, without JavaScript), open: the API reference's
   * tag being read. A docs category is always open.
   */
  foldable?: boolean;
}

export type SidebarEntry = SidebarLink | SidebarCategory;

/**
 * A top-level category whose entries the page leaves out, loaded when the reader opens it from
 * the sidebar's shared file of top-level entries (the docs sidebar's SIDEBAR_ASSET, the API
 * reference's API_SIDEBAR_ASSET).
 */
export interface ClosedSidebarCategory {
  type: 'closed-category';
  label: string;
  /** Without JavaScript the label leads here: the category's first page, or where its entries are listed. */
  href?: string;
  /** Its place among the top-level entries of the shared file. */
  index: number;
}

/** A row of a sidebar's top level. */
export type SidebarRow = SidebarEntry | ClosedSidebarCategory | MoreEntries;
