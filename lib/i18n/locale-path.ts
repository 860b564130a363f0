/**
 * Spec §2: switching locale links to the same page in the other locale, keeping
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
export function splitLocale(pathname: string, settings: LocaleSettings): { locale: string; path: string } {
  for (const locale of settings.locales) {
    if (locale === settings.defaultLocale) continue;
    const prefix = `/${locale}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { locale, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { locale: settings.defaultLocale, path: pathname };
}

export function localizedHref(location: LocationParts, targetLocale: string, settings: LocaleSettings): string {
  const { path } = splitLocale(location.pathname, settings);
  const pathname = targetLocale === settings.defaultLocale ? path : `/${targetLocale}${path === '/' ? '/' : path}`;
  return `${pathname}${location.search ?? ''}${location.hash ?? ''}`;
}
