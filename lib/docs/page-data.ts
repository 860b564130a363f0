import type { MDXContent } from 'mdx/types';
import type { z } from 'zod';
import type { frontMatterSchema } from './frontmatter-schema';

/** A doc's front matter, as lib/mdx/remark-page-data.ts parsed and validated it during the page's compile. */
export type FrontMatter = z.output<typeof frontMatterSchema>;

/** A heading of the table of contents, with the id the heading carries on the page. */
export interface TocItem {
  id: string;
  text: string;
  level: number;
  children: TocItem[];
}

/** A docs page: where it comes from, where it is served, and the data its compile exports. */
export interface Doc {
  /** Path under its version's folder without ".mdx", e.g. "examples/sol-staking-example". */
  id: string;
  /** The docs version the page belongs to (docs.versions[].name). */
  version: string;
  /** The locale the page is written in (i18n.locales); the default locale's pages sit at the root. */
  locale: string;
  /** The source file, as authors find it in the repository. */
  file: string;
  /** Route segments under /docs: the version's own segment, then the page's; an index doc takes its folder's path. */
  slug: string[];
  /** The page's URL, in the one form lib/urls writes. */
  permalink: string;
  frontMatter: FrontMatter;
  toc: TocItem[];
}

/** What every compiled MDX page exports besides its component. */
export interface PageModule {
  default: MDXContent;
  frontMatter: FrontMatter;
  toc: TocItem[];
}

/** A doc's URL segments from its id: "guides/index" is served at /docs/guides/. */
export function idToSlug(id: string): string[] {
  const parts = id.split('/');
  return parts[parts.length - 1] === 'index' ? parts.slice(0, -1) : parts;
}
