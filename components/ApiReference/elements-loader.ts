'use client';

import { SANDBOX_SERVER_URL } from '@/lib/constants';
import { ELEMENTS_STYLESHEET_HREF } from '@/lib/elements-stylesheet';
import { fetchSiteJson, loadOnce } from '@/lib/load-once';
import { withElementsLibraries } from '@/lib/openapi/pages/code-sample-targets';
import { withBasePath } from '@/lib/urls';
import { OPENAPI_JSON_HREF } from './downloads';

/**
 * The one place that loads the interactive reference's parts: the Elements chunk, the
 * description from /openapi.json, and the stylesheet. Each is requested once; a failed
 * load is forgotten, so Retry requests it again (lib/load-once.ts). Nothing here runs before the
 * reader shows intent or the URL carries an Elements route.
 */

let stylesheetPrefetched = false;

export const loadElementsChunk = loadOnce(() => import('./ElementsApi.client'));

/**
 * The description Elements shows, with `servers` narrowed to the local sandbox: Try It then
 * never calls the production API from a visitor's browser.
 */
export function sandboxOnly<T extends { servers?: { url: string }[] }>(document: T): T {
  return {
    ...document,
    servers: (document.servers ?? []).filter((server) => server.url === SANDBOX_SERVER_URL),
  };
}

/** The description as Elements shows it: the sandbox as its only server, each code sample under its library. */
export const loadElementsDescription = loadOnce(async (): Promise<object> =>
  withElementsLibraries(
    sandboxOnly(
      await fetchSiteJson<{ servers?: { url: string }[]; paths?: unknown }>(OPENAPI_JSON_HREF),
    ),
  ),
);

/** Everything Elements needs before it can render: its code and the description. */
export async function loadElements() {
  const [chunk, document] = await Promise.all([loadElementsChunk(), loadElementsDescription()]);
  return { ElementsApi: chunk.default, document };
}

/**
 * Fetches the stylesheet without applying it (its resets would move the page). A preload, not
 * a prefetch: the stylesheet link added when Elements opens reuses the preloaded response,
 * where a prefetch still in flight would have been downloaded a second time.
 */
function prefetchStylesheet() {
  if (stylesheetPrefetched) return;
  stylesheetPrefetched = true;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.href = withBasePath(ELEMENTS_STYLESHEET_HREF);
  document.head.appendChild(link);
}

/** Starts every download the interactive reference needs; called on intent (hover, focus, touch). */
export function prefetchElements(): void {
  loadElementsChunk().catch(() => undefined);
  loadElementsDescription().catch(() => undefined);
  prefetchStylesheet();
}
