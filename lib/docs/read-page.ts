import fs from 'node:fs';
import path from 'node:path';
import { cachedPageData, keepPageData } from '@/lib/mdx/page-data-cache';
import { readPageData } from '@/lib/mdx/remark-page-data';
import type { FrontMatter, TocItem } from './page-data';

export interface PageData {
  frontMatter: FrontMatter;
  toc: TocItem[];
}

const inProcess = new Map<string, { mtimeMs: number; data: PageData }>();

/**
 * A page's front matter and TOC ("docs/welcome" is content/docs/welcome.mdx), as its compile
 * exports them: kept on disk by the compile or by another process of the build
 * (lib/mdx/page-data-cache.ts), else read from its source by the same code
 * (lib/mdx/remark-page-data.ts). Read again only when the file changed, so `next dev` can
 * ask on every render.
 */
export function readPage(pagePath: string): PageData {
  const root = process.cwd();
  const file = path.join(root, 'content', `${pagePath}.mdx`);
  const { mtimeMs } = fs.statSync(file);
  const known = inProcess.get(file);
  if (known?.mtimeMs === mtimeMs) return known.data;
  const source = fs.readFileSync(file, 'utf8');
  let kept = cachedPageData(root, source);
  if (!kept) {
    // An invalid page throws here, naming its file and the key; only valid data is kept.
    kept = readPageData(source, file, root);
    keepPageData(root, source, kept);
  }
  const data = docPageData(kept, pagePath);
  inProcess.set(file, { mtimeMs, data });
  return data;
}

/** A docs page's data: the changelog's posts share the compile and the cache, with front matter of their own. */
function docPageData(
  { frontMatter, toc }: { frontMatter: FrontMatter | { date: string }; toc: TocItem[] },
  pagePath: string,
): PageData {
  if ('date' in frontMatter)
    throw new Error(`content/${pagePath}.mdx is a changelog post, not a docs page.`);
  return { frontMatter, toc };
}
