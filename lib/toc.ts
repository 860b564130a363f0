import GithubSlugger from 'github-slugger';
import { TOC_MAX_HEADING_LEVEL, TOC_MIN_HEADING_LEVEL } from './constants';

export interface TocItem {
  id: string;
  text: string;
  level: number;
  children: TocItem[];
}

const FENCE = /^(\s*)(`{3,}|~{3,})/;
const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

/** Plain text of a heading as rehype-slug sees it: no markdown marks, no inline JSX. */
function headingText(raw: string): string {
  return raw
    .replace(/<[^>]+>/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

/**
 * Builds the table of contents from an MDX body: headings of levels 2-3 (spec §2),
 * with the same ids rehype-slug gives them (github-slugger, counted over every heading).
 */
export function buildToc(markdown: string, minLevel = TOC_MIN_HEADING_LEVEL, maxLevel = TOC_MAX_HEADING_LEVEL): TocItem[] {
  const slugger = new GithubSlugger();
  const root: TocItem[] = [];
  let fence: string | null = null;
  let parent: TocItem | null = null;

  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[2];
      if (fence === null) fence = marker[0].repeat(3);
      else if (marker.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = HEADING.exec(line);
    if (!match) continue;
    const level = match[1].length;
    const text = headingText(match[2]);
    const id = slugger.slug(text);
    if (level < minLevel || level > maxLevel) continue;
    const item: TocItem = { id, text, level, children: [] };
    if (level === minLevel || !parent) {
      root.push(item);
      parent = level === minLevel ? item : parent;
    } else {
      parent.children.push(item);
    }
  }
  return root;
}
