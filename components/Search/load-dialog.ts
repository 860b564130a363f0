import type { ComponentType } from 'react';
import type { SearchDialogProps } from './SearchDialog';

/** The search dialog's code, fetched on first use only (not on page load). */
export function loadSearchDialog(): Promise<ComponentType<SearchDialogProps>> {
  return import('./SearchDialog').then((module) => module.default);
}
