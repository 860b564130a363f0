'use client';

import { createContext, useContext, type ReactNode } from 'react';
import {
  translate,
  type TranslationValues,
  type UiStringId,
  type UiStrings,
} from '@/lib/i18n/translate';

const UiStringsContext = createContext<UiStrings | undefined>(undefined);

/**
 * The page's locale's UI strings for the client components under it. SiteShell hands them in for
 * a locale other than the default; without them, components speak English.
 */
export function UiStringsProvider({
  strings,
  children,
}: {
  strings?: UiStrings;
  children: ReactNode;
}) {
  return <UiStringsContext.Provider value={strings}>{children}</UiStringsContext.Provider>;
}

/** translate() in the page's locale. */
export function useTranslate(): (id: UiStringId, values?: TranslationValues) => string {
  const strings = useContext(UiStringsContext);
  return (id, values) => translate(id, values, strings);
}

export { UiStringsContext };
