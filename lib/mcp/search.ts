/**
 * Full-text search of the docs for the MCP server, over llms-full.txt: every guide, example and
 * API operation in one Markdown file, each page after a comment with its address. The site's own
 * search (Pagefind) runs in a browser only (its index is read by a WebAssembly module the page
 * loads), so the server ranks sections itself: BM25 over a section's words, with the words of its
 * heading and of its page's title counted more, and words reduced to a common stem ("staking",
 * "staked" and "stake" are one word; "stakeAccountAddress" is also "stake account address").
 */

export interface SearchSection {
  pageTitle: string;
  /** The site path of the page's Markdown copy. */
  pagePath: string;
  /** The section's heading; the page's title for the text before its first heading. */
  heading: string;
  text: string;
}

export interface SearchHit extends SearchSection {
  score: number;
  /** The section's lines that hold a word of the query, shortened. */
  excerpt: string;
}

const PAGE_MARKER = /^<!-- (\S+) -->$/;
const HEADING = /^(#{2,3}) (.+)$/;
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it its of on or my the this that to what when where which with you your'.split(
    ' ',
  ),
);

/** A word's stem: "staking", "stakes", "staked" → "stak"; "withdrawals" → "withdrawal". */
export function stem(word: string): string {
  let w = word;
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** The stems of a text's words, camelCase and snake_case names also split into their words. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/[^\p{L}\p{N}_]+/u)) {
    if (!raw) continue;
    const parts = raw.split(/_|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean);
    for (const word of parts.length > 1 ? [raw, ...parts] : [raw]) {
      const lower = word.toLowerCase();
      if (!STOP_WORDS.has(lower)) out.push(stem(lower));
    }
  }
  return out;
}

/** The sections of llms-full.txt, page by page; `sitePathOf` turns a page's published address into its site path. */
export function sectionsOfFullText(
  fullText: string,
  sitePathOf: (url: string) => string | null,
): SearchSection[] {
  const sections: SearchSection[] = [];
  let page: { title: string; path: string } | undefined;
  let current: SearchSection | undefined;
  let inFence = false;
  const close = () => {
    if (current && current.text.trim()) sections.push({ ...current, text: current.text.trim() });
    current = undefined;
  };
  for (const line of fullText.split('\n')) {
    const marker = PAGE_MARKER.exec(line);
    if (marker) {
      close();
      const path = sitePathOf(marker[1]!);
      page = path ? { title: '', path } : undefined;
      inFence = false;
      continue;
    }
    if (!page) continue;
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    if (!inFence && !page.title && line.startsWith('# ')) {
      page.title = line.slice(2).trim();
      current = { pageTitle: page.title, pagePath: page.path, heading: page.title, text: '' };
      continue;
    }
    const heading = inFence ? null : HEADING.exec(line);
    if (heading && page.title) {
      close();
      current = {
        pageTitle: page.title,
        pagePath: page.path,
        heading: heading[2]!.trim(),
        text: '',
      };
      continue;
    }
    if (current && line.trim() !== '---') current.text += `${line}\n`;
  }
  close();
  return sections;
}

interface IndexedSection {
  section: SearchSection;
  counts: Map<string, number>;
  length: number;
}

export interface SearchIndex {
  /** The best sections for `query`, at most one per page, best first. */
  search(query: string, limit?: number): SearchHit[];
}

const K1 = 1.2;
const B = 0.75;
const HEADING_WEIGHT = 3;
const TITLE_WEIGHT = 2;

function excerptOf(text: string, queryTokens: Set<string>, length = 280): string {
  const lines = text.split('\n').filter((line) => line.trim() && !/^(```|~~~)/.test(line));
  const hit =
    lines.find((line) => tokens(line).some((token) => queryTokens.has(token))) ?? lines[0] ?? '';
  const flat = hit.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** Addresses are not words of a section: a link's text counts, its target does not. */
const withoutAddresses = (text: string) =>
  text.replace(/\]\([^)\s]*\)/g, ']').replace(/\bhttps?:\/\/\S+/g, ' ');

export function createSearchIndex(sections: SearchSection[]): SearchIndex {
  const indexed: IndexedSection[] = sections.map((section) => {
    const words = [
      ...tokens(withoutAddresses(section.text)),
      ...Array.from({ length: HEADING_WEIGHT }, () => tokens(section.heading)).flat(),
      ...Array.from({ length: TITLE_WEIGHT }, () => tokens(section.pageTitle)).flat(),
    ];
    const counts = new Map<string, number>();
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    return { section, counts, length: words.length };
  });
  const averageLength =
    indexed.reduce((sum, entry) => sum + entry.length, 0) / Math.max(indexed.length, 1);
  const documentFrequency = new Map<string, number>();
  for (const entry of indexed)
    for (const word of entry.counts.keys())
      documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  const idf = (word: string) => {
    const n = documentFrequency.get(word) ?? 0;
    return Math.log(1 + (indexed.length - n + 0.5) / (n + 0.5));
  };
  return {
    search(query, limit = 8) {
      const queryTokens = [...new Set(tokens(query))];
      if (!queryTokens.length) return [];
      const scored = indexed.map((entry) => {
        let score = 0;
        for (const word of queryTokens) {
          const frequency = entry.counts.get(word) ?? 0;
          if (!frequency) continue;
          score +=
            (idf(word) * frequency * (K1 + 1)) /
            (frequency + K1 * (1 - B + (B * entry.length) / averageLength));
        }
        return { entry, score };
      });
      // The best section of each page: the hits name different pages to read.
      const seen = new Set<string>();
      return scored
        .filter(({ score }) => score > 0)
        .sort((a, b) => b.score - a.score)
        .filter(
          ({ entry }) =>
            !seen.has(entry.section.pagePath) && Boolean(seen.add(entry.section.pagePath)),
        )
        .slice(0, limit)
        .map(({ entry, score }) => ({
          ...entry.section,
          score: Math.round(score * 100) / 100,
          excerpt: excerptOf(entry.section.text, new Set(queryTokens)),
        }));
    },
  };
}
