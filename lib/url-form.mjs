// The one form of the site's page URLs. The export writes every page as
// folder/index.html, so a page's URL ends with a slash. next.config.mjs reads
// TRAILING_SLASH from here and lib/urls.ts (the function every link goes
// through) reads pagePath; nothing else decides it. Plain JavaScript so the
// Next config and build scripts can import it.

export const TRAILING_SLASH = true;

/** A file of the export (/openapi.yaml, /logo.svg) rather than a page. */
export function isFilePath(pathname) {
  return /\.[a-z0-9]+$/i.test(pathname);
}

/** "/docs/welcome#x" → "/docs/welcome/#x": a page path in the site's form; files, "/" and slashed paths keep theirs. */
export function pagePath(href) {
  const [, pathname, rest] = /^([^?#]*)(.*)$/.exec(href);
  if (!TRAILING_SLASH || pathname === '' || pathname.endsWith('/') || isFilePath(pathname)) return href;
  return `${pathname}/${rest}`;
}
