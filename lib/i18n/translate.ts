/**
 * The theme's words by id: a locale's own string (lib/i18n/ui/<locale>.ts), else the English one
 * (lib/i18n/ui/en.ts). Only en.ts is imported here, so a client component that translates ships
 * English and receives its locale's strings from the page (components/UiStrings).
 */
import { en, type UiStringId, type UiStrings } from './ui/en';

export type { UiStringId, UiStrings } from './ui/en';

export type TranslationValues = Record<string, string | number>;

/** Replaces every {name} with values[name]; a placeholder without a value stays as written. */
export function interpolate(template: string, values: TranslationValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

/** The string `id` in `strings` (a locale's), in English when that locale lacks it. */
export function translate(id: UiStringId, values?: TranslationValues, strings?: UiStrings): string {
  return interpolate(strings?.[id] ?? en[id], values);
}
