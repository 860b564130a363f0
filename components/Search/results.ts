/**
 * From Pagefind's answers to what the dialog lists. One entry per page or API operation,
 * in Pagefind's ranked order; a page opens at its best-matching heading, and up to two
 * more matching headings of the same page follow it as sections.
 */

export interface PagefindLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: PagefindLocation[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; summary?: string; operationId?: string; method?: string; path?: string; tag?: string };
  sub_results?: PagefindSubResult[];
}

export interface SearchSection {
  url: string;
  heading: string;
  excerpt: string;
}

export type SearchEntry =
  | { kind: 'operation'; url: string; title: string; operationId: string; method: string; path: string; tag: string; excerpt: string }
  | { kind: 'guide' | 'example' | 'changelog'; url: string; title: string; heading?: string; excerpt: string; more: SearchSection[] };

/** Pagefind ranks sub-results by page order; the dialog prefers the heading the query matched most. */
function score(section: PagefindSubResult): number {
  return (section.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);
}

const MORE_SECTIONS = 2;

/**
 * Many operations share words (every forge call of a chain names the chain and "stake"), so
 * they can fill the first places and push the guide or example that explains the task out of
 * sight. When the first three entries are all of one sort (operations, or pages), the best
 * entry of the other sort among the rest moves up to third place.
 */
export const MIXED_WITHIN = 3;

function mixKinds(entries: SearchEntry[]): SearchEntry[] {
  if (entries.length <= MIXED_WITHIN) return entries;
  const isOperation = (entry: SearchEntry) => entry.kind === 'operation';
  const top = entries.slice(0, MIXED_WITHIN);
  if (!top.every((entry) => isOperation(entry) === isOperation(top[0]))) return entries;
  const other = entries.findIndex((entry, index) => index >= MIXED_WITHIN && isOperation(entry) !== isOperation(top[0]));
  if (other === -1) return entries;
  const mixed = [...entries];
  const [moved] = mixed.splice(other, 1);
  mixed.splice(MIXED_WITHIN - 1, 0, moved);
  return mixed;
}

export function toEntries(results: PagefindResultData[]): SearchEntry[] {
  return mixKinds(results.map(toEntry));
}

function toEntry(result: PagefindResultData): SearchEntry {
  {
    const title = result.meta.title ?? result.url;
    if (result.meta.operationId) {
      return {
        kind: 'operation',
        url: result.url,
        title: result.meta.summary ?? title,
        operationId: result.meta.operationId,
        method: result.meta.method ?? '',
        path: result.meta.path ?? '',
        tag: result.meta.tag ?? '',
        excerpt: result.excerpt,
      };
    }
    const kind = /^\/docs\/examples\/./.test(result.url) ? 'example' : /\/changelog\/./.test(result.url) ? 'changelog' : 'guide';
    const sections = [...(result.sub_results ?? [])].sort((a, b) => score(b) - score(a));
    const best = sections[0];
    if (!best) return { kind, url: result.url, title, excerpt: result.excerpt, more: [] };
    return {
      kind,
      url: best.url,
      title,
      heading: best.title && best.title !== title ? best.title : undefined,
      excerpt: best.excerpt,
      more: sections
        .slice(1, 1 + MORE_SECTIONS)
        .filter((section) => section.title && section.title !== title)
        .map((section) => ({ url: section.url, heading: section.title, excerpt: section.excerpt })),
    };
  }
}

/** The page part of a result URL (what the ranking compares when no heading is asked for). */
export function pageOf(url: string): string {
  return url.replace(/#(?!\/).*$/, '');
}
