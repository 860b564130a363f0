/** Dates as the site shows them: "November 25, 2026", the same in every build and time zone. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A day ("2026-11-25") or an instant (an ISO date-time) as the reader sees it: the UTC day, written out. */
export function formatDate(value: string): string {
  return LONG_DATE.format(
    new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value),
  );
}
