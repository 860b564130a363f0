import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { FrontMatter, TocItem } from '../docs/page-data';

export function collectHeadings(tree: Root): { id: string; text: string; level: number }[];
export function buildToc(tree: Root, options?: { minLevel?: number; maxLevel?: number }): TocItem[];
export function readFrontMatter(tree: Root, fileName: string): FrontMatter;
export default function remarkPageData(options?: { minLevel?: number; maxLevel?: number; root?: string }): (tree: Root, file: VFile) => void;
export function readPageData(source: string, filePath: string, root?: string): { frontMatter: FrontMatter; toc: TocItem[] };
