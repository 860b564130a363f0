/** The parts of Pagefind's browser API the dialog uses (the index is built into out/pagefind/). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

export interface Pagefind {
  init?: () => Promise<void>;
  debouncedSearch: (
    query: string,
    options?: object,
    debounceMs?: number,
  ) => Promise<{ results: { id: string; data: () => Promise<PagefindResultData> }[] } | null>;
}

export const PAGEFIND_URL = '/pagefind/pagefind.js';

let pagefind: Promise<Pagefind> | undefined;

/** Loads the index's script once; a failure is not cached, so trying again fetches it again. */
export function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_URL) as Promise<Pagefind>).then(
    async (module) => {
      await module.init?.();
      return module;
    },
  );
  pagefind.catch(() => {
    pagefind = undefined;
  });
  return pagefind;
}
