/**
 * The site writes every internal page link one way: with a trailing slash, the
 * form the export uses on disk (folder/index.html). Files (/openapi.yaml) and
 * fragments keep their form.
 */
export function normalizeInternalHref(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const match = /^([^?#]*)(.*)$/.exec(href)!;
  const [, pathname, rest] = match;
  if (pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname)) return href;
  return `${pathname}/${rest}`;
}

export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** Compares paths ignoring the trailing slash. */
export function samePath(a: string, b: string): boolean {
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return strip(a) === strip(b);
}

/** True when pathname is basePath or lies under it. */
export function isUnderPath(pathname: string, basePath: string): boolean {
  const base = basePath.replace(/\/+$/, '');
  return samePath(pathname, base) || pathname.startsWith(`${base}/`);
}
