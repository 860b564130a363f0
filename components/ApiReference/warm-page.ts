import { pagePath, withBasePath } from '@/lib/urls';

/** The stylesheets and scripts a page's payload names: the chunks its first render needs. */
export function payloadAssets(payload: string): { href: string; as: 'style' | 'script' }[] {
  const urls = new Set(payload.match(/[^"\s]*\/_next\/static\/[^"\s]+\.(?:css|js)(?=")/g) ?? []);
  return [...urls].map((href) => ({ href, as: href.endsWith('.css') ? 'style' : 'script' }));
}

/**
 * Puts the stylesheets and scripts of a page into the browser's cache ahead of a navigation to
 * a page like it: reads the page's payload (index.txt, as Next's router does) and prefetches,
 * at low priority, each asset it names that this document does not already load. A navigation
 * then waits for its own payload only, instead of for it and then for the assets it names.
 */
export async function warmPageAssets(path: string): Promise<void> {
  const response = await fetch(`${withBasePath(pagePath(path))}index.txt`);
  if (!response.ok) return;
  for (const { href, as } of payloadAssets(await response.text())) {
    if (
      document.querySelector(`link[href="${CSS.escape(href)}"], script[src="${CSS.escape(href)}"]`)
    )
      continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.setAttribute('as', as);
    link.href = href;
    document.head.append(link);
  }
}
