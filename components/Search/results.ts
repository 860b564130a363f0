/**
 * From Pagefind's answers to what the dialog lists. One entry per page (an API operation's page
 * among them), in Pagefind's ranked order, except that the operations a query names come first,
 * then the other entries whose names hold every word of the query; a page opens at its
 * best-matching heading (an operation at its top), and up to two more matching headings of the
 * same page follow it as sections.
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
  meta: {
    title?: string;
    summary?: string;
    operationId?: string;
    method?: string;
    path?: string;
    tag?: string;
    keywords?: string;
  };
  sub_results?: PagefindSubResult[];
}

export interface SearchSection {
  url: string;
  heading: string;
  excerpt: string;
}

export type SearchEntry =
  | {
      kind: 'operation';
      url: string;
      title: string;
      operationId: string;
      method: string;
      path: string;
      tag: string;
      excerpt: string;
      more: SearchSection[];
    }
  | {
      kind: 'guide' | 'example' | 'changelog';
      url: string;
      title: string;
      heading?: string;
      excerpt: string;
      more: SearchSection[];
    };

/** Pagefind ranks sub-results by page order; the dialog prefers the heading the query matched most. */
function score(section: PagefindSubResult): number {
  return (section.weighted_locations ?? []).reduce(
    (sum, location) => sum + location.balanced_score,
    0,
  );
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
  const other = entries.findIndex(
    (entry, index) => index >= MIXED_WITHIN && isOperation(entry) !== isOperation(top[0]),
  );
  if (other === -1) return entries;
  const mixed = [...entries];
  const [moved] = mixed.splice(other, 1);
  mixed.splice(MIXED_WITHIN - 1, 0, moved);
  return mixed;
}

/**
 * Words as search compares them: lower case, letters and digits only ("api-key" reads "apikey", as
 * Pagefind reads it).
 */
function wordsOf(text: string, separators: RegExp): string[] {
  return text
    .split(separators)
    .map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
}

/**
 * A query word without its ending, so that it stands for the forms of its word: "stake" for
 * "staking", "decimals" for "decimal".
 */
const stemOf = (word: string) => (word.length > 3 ? word.replace(/(?:es|s|e)$/, '') : word);

/**
 * Letters a name word may have past a query word's stem: an ending ("staking", "delegation",
 * "withdrawal"), not another word ("StakeWise" is not "stake", "unstakeAll" not "unstake").
 */
const ENDING_MAX = 3;

/** Whether a name word is the query word's stem with at most an ending after it. */
const isFormOf = (stem: string, nameWord: string) =>
  nameWord.startsWith(stem) && nameWord.length - stem.length <= ENDING_MAX;

/**
 * Whether the names of an entry hold every word of the query, each as a name word or its start
 * with an ending; two query words may stand for one name word written together ("unstake all" for
 * `unstakeAll`, "submit hash" for `submitHash`). The names are what readers call a page: an
 * operation's summary, keywords (its chain by identifier, name and family, the words of its path:
 * lib/search-index.ts) and id; a guide's title, the keywords of its front matter and the heading
 * it opens at.
 */
export function namesHoldQuery(query: string, names: (string | undefined)[]): boolean {
  const wanted = wordsOf(query, /\s+/);
  if (wanted.length === 0) return false;
  // A name's words are split at spaces, slashes, commas and brackets, not inside a word: "unstakeAll" is one word.
  const held = wordsOf(names.filter(Boolean).join(' '), /[\s/,()]+/);
  const holds = (word: string) => held.some((nameWord) => isFormOf(stemOf(word), nameWord));
  for (let index = 0; index < wanted.length; index += 1) {
    const pair = wanted[index] + (wanted[index + 1] ?? '');
    if (index + 1 < wanted.length && holds(pair)) index += 1;
    else if (!holds(wanted[index])) return false;
  }
  return true;
}

function namesOf(result: PagefindResultData, entry: SearchEntry): (string | undefined)[] {
  return entry.kind === 'operation'
    ? [entry.title, result.meta.keywords, entry.operationId]
    : [entry.title, result.meta.keywords, entry.heading];
}

/**
 * The words that say what an operation does, as against what it acts on: its summary's first word
 * (its verb: "Delegate", "Deactivate", "Join"), its path's last word (`unstake`, `claimRewards`,
 * `submitHash`) and its id. Other words of its names (a chain, "stake account") are shared by
 * calls that do other things.
 */
function actionsOf(entry: SearchEntry & { kind: 'operation' }): string[] {
  const pathWords = entry.path.split('/').filter((word) => word && !word.startsWith('{'));
  return [entry.title.split(/\s+/)[0], pathWords.at(-1), entry.operationId].filter(
    (word): word is string => Boolean(word),
  );
}

/**
 * Whether a query names an operation: its names hold every word of the query, and one word (or two
 * written together) is what the operation does. "unstake SOL" names the Solana unstake call,
 * not the Solana withdraw call whose summary says "stake account"; "Osmosis" names no call.
 */
export function queryNamesOperation(
  query: string,
  names: (string | undefined)[],
  actions: string[],
): boolean {
  if (!namesHoldQuery(query, names)) return false;
  const wanted = wordsOf(query, /\s+/);
  const held = actions.flatMap((action) => wordsOf(action, /\s+/));
  const holds = (word: string) => held.some((action) => isFormOf(stemOf(word), action));
  return wanted.some(
    (word, index) => holds(word) || (index + 1 < wanted.length && holds(word + wanted[index + 1])),
  );
}

/**
 * Pagefind weighs each word of a query by how rare it is on the site, so a word nearly every page
 * holds (an action: "stake", "delegate") counts for almost nothing, and "Polkadot stake" ranked as
 * "Polkadot" (the Polkadot broadcast call first). The dialog lists first the operations a query
 * names (queryNamesOperation: the call's own page), then the other entries whose names hold every
 * word of the query (the example named for that action, a guide whose keywords name it), then the
 * rest; each group in Pagefind's order.
 */
function namedFirst(
  results: PagefindResultData[],
  entries: SearchEntry[],
  query: string,
): SearchEntry[] {
  const tier = (entry: SearchEntry, index: number) => {
    const names = namesOf(results[index], entry);
    if (entry.kind === 'operation' && queryNamesOperation(query, names, actionsOf(entry))) return 0;
    return namesHoldQuery(query, names) ? 1 : 2;
  };
  return entries
    .map((entry, index) => ({ entry, tier: tier(entry, index), index }))
    .sort((a, b) => a.tier - b.tier || a.index - b.index)
    .map(({ entry }) => entry);
}

export function toEntries(results: PagefindResultData[], query = ''): SearchEntry[] {
  return mixKinds(namedFirst(results, results.map(toEntry), query));
}

/** The best-matching sections of a page after the one it opens at, as more lines of its entry. */
function moreSections(
  sections: PagefindSubResult[],
  title: string,
  opened: string,
): SearchSection[] {
  return sections
    .filter((section) => section.url !== opened && section.title && section.title !== title)
    .slice(0, MORE_SECTIONS)
    .map((section) => ({ url: section.url, heading: section.title, excerpt: section.excerpt }));
}

/**
 * What a page of the site is, by its URL: an example under any docs version, locale or base path
 * (`/docs/examples/…`, `/fr/docs/examples/…`, `/staking-docs/docs/examples/…`; the examples' own
 * index is a guide), a changelog post, or a guide.
 */
function pageKind(url: string): 'example' | 'changelog' | 'guide' {
  const path = url.replace(/[?#].*$/, '');
  if (/\/docs\/(?:[^/]+\/)?examples\/[^/]/.test(path)) return 'example';
  if (/\/changelog\/[^/]/.test(path)) return 'changelog';
  return 'guide';
}

function toEntry(result: PagefindResultData): SearchEntry {
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
  const kind = pageKind(result.url);
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

/** The page part of a result URL (what the ranking compares when no heading is asked for). */
export function pageOf(url: string): string {
  return url.replace(/#(?!\/).*$/, '');
}
