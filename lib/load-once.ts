import { withBasePath } from '@/lib/urls';

// How a part of the site is loaded on first use, without React: the loader every lazily loaded
// part goes through (lib/lazy.ts shows its loading in a component), and the site's JSON files.

/**
 * A loader that runs `load` on its first call and hands every later call the same promise, for
 * the page's lifetime. A failed load is forgotten, so the next call (Retry) loads again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * A JSON file of the site (under the base path), for a loader: the description Elements shows,
 * the full docs sidebar, the API sidebar's operations. A failed answer throws, so the part's
 * loading state offers Retry.
 */
export async function fetchSiteJson<T>(path: string): Promise<T> {
  const response = await fetch(withBasePath(path));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}
