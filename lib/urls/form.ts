// The form of the site's URLs and where each one lies in the export, in one place:
// - the page-URL form: the export writes every page as folder/index.html, so a page's URL
//   ends with a slash (next.config.mjs reads TRAILING_SLASH, pagePath);
// - the base path: the sub-path the site is hosted under (BASE_PATH at build time, e.g.
//   "/staking-docs"); the browser reads the same value from NEXT_PUBLIC_BASE_PATH, which
//   next.config.mjs sets from it (withBasePath in lib/urls/index.ts);
// - a URL path and the exported file that answers it, both ways (the link checker, the
//   Content Security Policy, the size budget, the route progress bar).
// Part of lib/urls (its face, index.ts, gives it to the site). The Next config imports it too.

export const TRAILING_SLASH = true;

/**
 * A file of the export (/openapi.yaml, /logo.svg) rather than a page.
 */
export function isFilePath(pathname: string) {
  return /\.[a-z0-9]+$/i.test(pathname);
}

/**
 * "/docs/welcome#x" → "/docs/welcome/#x": a page path in the site's form; files, "/" and slashed paths keep theirs.
 */
export function pagePath(href: string): string {
  const [, pathname, rest] = /^([^?#]*)(.*)$/.exec(href) as RegExpExecArray;
  if (!TRAILING_SLASH || pathname === '' || pathname.endsWith('/') || isFilePath(pathname))
    return href;
  return `${pathname}/${rest}`;
}

/**
 * The validated base path: "" when unset or empty (the site sits at the domain root),
 * otherwise a path that starts with "/" and does not end with one.
 */
export function parseBasePath(value: string | undefined): string {
  if (value === undefined || value === '') return '';
  if (!value.startsWith('/') || value.startsWith('//')) {
    throw new Error(
      `BASE_PATH must start with a single "/" (e.g. /staking-docs), got ${JSON.stringify(value)}`,
    );
  }
  if (value.endsWith('/')) {
    throw new Error(
      `BASE_PATH must not end with "/" (use /staking-docs, not /staking-docs/), got ${JSON.stringify(value)}`,
    );
  }
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(value) || /\/\.\.?(\/|$)/.test(value)) {
    throw new Error(
      `BASE_PATH may hold only path segments of letters, digits and . _ ~ - (no "." or ".." ` +
        `segments), got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/**
 * The base path of this build, from the BASE_PATH environment variable.
 */
export function basePathFromEnv(env: Record<string, string | undefined> = process.env) {
  return parseBasePath(env.BASE_PATH);
}

/**
 * A root-relative path of the site under the base path ("/openapi.json" → "/staking-docs/openapi.json");
 * anything else (another site, "//host/…", "#x", a relative path) as written.
 */
export function underBasePath(path: string, basePath: string) {
  return basePath && path.startsWith('/') && !path.startsWith('//') ? `${basePath}${path}` : path;
}

/**
 * The site path of a URL path as the browser or the host sees it: the base path taken off
 * ("/staking-docs/docs/welcome/" → "/docs/welcome/", "/staking-docs" → "/"); null for a
 * path outside the base path, which is not the site's.
 */
export function sitePathOf(pathname: string, basePath: string): string | null {
  if (!basePath) return pathname;
  if (pathname === basePath) return '/';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : null;
}

/**
 * The exported file (relative to the export's folder) that answers a site path: a page's
 * folder/index.html ("/docs/welcome/" and "/docs/welcome" → "docs/welcome/index.html",
 * "/" → "index.html"), a file itself ("/openapi.json" → "openapi.json"). Query and hash are
 * ignored; the path may be percent-encoded.
 */
export function fileOfRoute(route: string) {
  const pathname = decodeURIComponent(route.replace(/[?#].*$/, '')).replace(/^\/+/, '');
  if (isFilePath(pathname)) return pathname;
  return `${pathname.replace(/\/+$/, '')}/index.html`.replace(/^\//, '');
}

/**
 * The site path of an exported file: "docs/welcome/index.html" → "/docs/welcome/",
 * "index.html" → "/", "404.html" → "/404", any other file → "/" + its name.
 * @param file relative to the export's folder, "/" or the platform's separator
 */
export function routeOfFile(file: string) {
  const unix = `/${file.split(/[\\/]/).join('/')}`;
  if (unix.endsWith('/index.html')) return unix.slice(0, -'index.html'.length);
  return unix.replace(/\.html$/, '');
}

/**
 * Every URL path a static host answers with an exported HTML file, under the base path: the
 * file's own name, and for folder/index.html its folder ("docs/welcome/index.html" →
 * "/docs/welcome/" and "/docs/welcome/index.html").
 */
export function urlPathsOfFile(file: string, basePath: string): string[] {
  const own = underBasePath(`/${file}`, basePath);
  return file === 'index.html' || file.endsWith('/index.html')
    ? [underBasePath(routeOfFile(file), basePath), own]
    : [own];
}
