import fs from 'node:fs';
import path from 'node:path';
import { readPageData } from '@/lib/mdx/remark-page-data.mjs';
import type { FrontMatter, TocItem } from './page-data';

export interface PageData {
  frontMatter: FrontMatter;
  toc: TocItem[];
}

const cache = new Map<string, { mtimeMs: number; data: PageData }>();

/**
 * A page's front matter and TOC ("docs/welcome" is content/docs/welcome.mdx), read from its
 * source by the code its compile runs (lib/mdx/remark-page-data.mjs). Parsed again only when
 * the file changed, so `next dev` can ask on every render.
 */
export function readPage(pagePath: string): PageData {
  const file = path.join(process.cwd(), 'content', `${pagePath}.mdx`);
  const { mtimeMs } = fs.statSync(file);
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.data;
  const data = readPageData(fs.readFileSync(file, 'utf8'), file);
  cache.set(file, { mtimeMs, data });
  return data;
}
