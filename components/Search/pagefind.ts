import { loadOnce } from '@/lib/load-once';
import { withBasePath } from '@/lib/urls';
import type { PagefindResultData } from './results';

export type { PagefindResultData } from './results';

/** The parts of Pagefind's browser API the dialog uses (the index is built into out/pagefind/). */
export interface Pagefind {
  options?: (options: object) => Promise<void>;
  init?: () => Promise<void>;
  debouncedSearch: (
    query: string,
    options?: object,
    debounceMs?: number,
  ) => Promise<{ results: { id: string; data: () => Promise<PagefindResultData> }[] } | null>;
}

/**
 * Ranking, tuned on tests/search/ranking-queries.json: API operations are short records and
 * guides are long pages, so the length of a page counts for less than Pagefind's default (0.75),
 * though enough that "transaction status" finds the look-up call before the long examples that
 * poll a status. Metadata keeps Pagefind's weights (a match in the title 5, in another field such
 * as `keywords` 1) but for `call`, the names of an operation alone (lib/search-index.ts), which
 * weighs 3: "Solana stake" then lists the Solana calls among the Solana guides and examples,
 * whose titles and keywords hold both words too. Which of the calls a query names is for the
 * dialog to say (results.ts): Pagefind weighs "stake" by how rare it is, and it is everywhere.
 */
export const SEARCH_RANKING = { pageLength: 0.35, metaWeights: { call: 3 } };

/**
 * The index's script, as a site path: it is imported by URL, past the bundler, so
 * withBasePath puts the sub-path in front.
 */
export const PAGEFIND_URL = '/pagefind/pagefind.js';

/** Loads the index's script once; a failure is not kept, so trying again fetches it again. */
export const loadPagefind = loadOnce(async (): Promise<Pagefind> => {
  const pagefind = (await import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ withBasePath(PAGEFIND_URL)
  )) as Pagefind;
  // Result URLs stay site paths: next/link adds the sub-path itself.
  await pagefind.options?.({ baseUrl: '/', ranking: SEARCH_RANKING });
  await pagefind.init?.();
  return pagefind;
});
