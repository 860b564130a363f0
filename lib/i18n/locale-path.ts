/**
 * Switching locale links to the same page in the other locale, keeping
 * the query string and the hash. The default locale lives at the root (/docs/x),
 * every other one under its own prefix (/fr/docs/x).
 */

export interface LocaleSettings {
  defaultLocale: string;
  locales: string[];
}

export interface LocationParts {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The locale a path belongs to, and the path without the locale prefix. */
export function splitLocale(
  pathname: string,
  settings: LocaleSettings,
): { locale: string; path: string } {
  for (const locale of settings.locales) {
    if (locale === settings.defaultLocale) continue;
    const prefix = `/${locale}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { locale, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { locale: settings.defaultLocale, path: pathname };
}

const bare = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * `available` lists, per locale other than the default, the unprefixed paths that locale has
 * (its main page first): a page with no translation links to the locale's main page instead
 * of a missing one. The default locale has every page.
 */
export function localizedHref(
  location: LocationParts,
  targetLocale: string,
  settings: LocaleSettings,
  available?: Record<string, string[]>,
): string {
  const { path } = splitLocale(location.pathname, settings);
  const own = targetLocale === settings.defaultLocale ? undefined : available?.[targetLocale];
  if (own && !own.some((each) => bare(each) === bare(path))) {
    return own[0]
      ? `/${targetLocale}${own[0]}`
      : `${path}${location.search ?? ''}${location.hash ?? ''}`;
  }
  const pathname =
    targetLocale === settings.defaultLocale ? path : `/${targetLocale}${path === '/' ? '/' : path}`;
  return `${pathname}${location.search ?? ''}${location.hash ?? ''}`;
}
