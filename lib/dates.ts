/**
 * Dates as the site shows them: "November 25, 2026" (in another language, its own long form: "25
 * novembre 2026"), the same in every build and time zone.
 */
const LONG_DATES = new Map<string, Intl.DateTimeFormat>();

/**
 * A day ("2026-11-25") or an instant (an ISO date-time) as the reader sees it: the UTC day,
 * written out in `lang` (a BCP 47 tag, the locale's htmlLang).
 */
export function formatDate(value: string, lang = 'en-US'): string {
  let format = LONG_DATES.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
    LONG_DATES.set(lang, format);
  }
  return format.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value));
}
