import type { FrontMatter, TocItem } from '../docs/page-data';

export function cachedPageData(root: string, source: string): { frontMatter: FrontMatter; toc: TocItem[] } | undefined;
export function keepPageData(root: string, source: string, data: { frontMatter: FrontMatter; toc: TocItem[] }): void;
