import { loadOnce } from '@/lib/load-once';

/** The search dialog's code, fetched on first use only (not on page load). */
export const loadSearchDialog = loadOnce(() =>
  import('./SearchDialog').then((module) => module.default),
);
