/**
 * From Pagefind's answers to what the dialog lists. One entry per page (an API operation's page
 * among them), in Pagefind's ranked order; a page opens at its best-matching heading (an
 * operation at its top), and up to two more matching headings of the same page follow it as
 * sections.
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
  | { kind: 'operation'; url: string; title: string; operationId: string; method: string; path: string; tag: string; excerpt: string; more: SearchSection[] }
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

/** The best-matching sections of a page after the one it opens at, as more lines of its entry. */
function moreSections(sections: PagefindSubResult[], title: string, opened: string): SearchSection[] {
  return sections
    .filter((section) => section.url !== opened && section.title && section.title !== title)
    .slice(0, MORE_SECTIONS)
    .map((section) => ({ url: section.url, heading: section.title, excerpt: section.excerpt }));
}

function toEntry(result: PagefindResultData): SearchEntry {
  {
    const title = result.meta.title ?? result.url;
    const sections = [...(result.sub_results ?? [])].sort((a, b) => score(b) - score(a));
    if (result.meta.operationId) {
      // An operation opens at the top of its page (method, path, key); its matching sections follow.
      return {
        kind: 'operation',
        url: result.url,
        title: result.meta.summary ?? title,
        operationId: result.meta.operationId,
        method: result.meta.method ?? '',
        path: result.meta.path ?? '',
        tag: result.meta.tag ?? '',
        excerpt: result.excerpt,
        more: moreSections(sections, title, result.url),
      };
    }
    const kind = /^\/docs\/examples\/./.test(result.url) ? 'example' : /\/changelog\/./.test(result.url) ? 'changelog' : 'guide';
    const best = sections[0];
    if (!best) return { kind, url: result.url, title, excerpt: result.excerpt, more: [] };
    return {
      kind,
      url: best.url,
      title,
      heading: best.title && best.title !== title ? best.title : undefined,
      excerpt: best.excerpt,
      more: moreSections(sections.slice(1), title, best.url),
    };
  }
}

/** The page part of a result URL (what the ranking compares when no heading is asked for). */
export function pageOf(url: string): string {
  return url.replace(/#(?!\/).*$/, '');
}
