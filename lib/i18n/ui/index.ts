/**
 * The UI strings of every locale a site can declare, one file each beside this one. A locale
 * without a file, or a file without some id, shows those strings in English; the build says which
 * (scripts/build/prebuild.mjs).
 */
import { translate, type TranslationValues } from '../translate';
import { en, type UiStringId, type UiStrings } from './en';
import { fr } from './fr';

const UI_STRINGS: Record<string, UiStrings> = { en, fr };

/** The strings written for `locale` (none for a locale without a file). */
export function uiStringsOf(locale: string): UiStrings {
  return UI_STRINGS[locale] ?? {};
}

/** The ids `locale` has no string for, in the order of en.ts. */
export function missingUiStrings(locale: string, tables = UI_STRINGS): UiStringId[] {
  const own = tables[locale] ?? {};
  return (Object.keys(en) as UiStringId[]).filter((id) => own[id] === undefined);
}

/**
 * One warning per declared locale that shows some UI strings in English; the count of them.
 * `tables`: the locales' strings (the files beside this one unless given).
 */
export function warnMissingUiStrings(
  locales: string[],
  warn: (message: string) => void = console.warn,
  tables: Record<string, UiStrings> = UI_STRINGS,
): number {
  let warned = 0;
  for (const locale of locales) {
    const missing = missingUiStrings(locale, tables);
    if (missing.length === 0) continue;
    warned += 1;
    warn(
      tables[locale]
        ? `UI strings: lib/i18n/ui/${locale}.ts has no ${missing.join(', ')}; ` +
            `its pages show ${missing.length === 1 ? 'it' : 'them'} in English. ` +
            'Add the translations there (the English is in lib/i18n/ui/en.ts).'
        : `UI strings: the locale "${locale}" has no lib/i18n/ui/${locale}.ts, so its pages ` +
            'show the theme in English. Add the file with the translations of ' +
            'lib/i18n/ui/en.ts and list it in lib/i18n/ui/index.ts.',
    );
  }
  return warned;
}

/** Translates for one locale: its string of `id`, else the English one. */
export function translator(locale: string) {
  const strings = uiStringsOf(locale);
  return (id: UiStringId, values?: TranslationValues) => translate(id, values, strings);
}
