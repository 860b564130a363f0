/**
 * Interface strings and their translations. Only English exists, so a
 * string's default message is what readers see; ids let a later locale
 * override it. Placeholders use the {name} form.
 */

export interface TranslationDeclaration {
  /** Stable key a locale's translations file can override. */
  id?: string;
  /** The English text, used when no translation exists for the id. */
  message?: string;
  /** Context for translators. */
  description?: string;
}

export type TranslationValues = Record<string, string | number>;

/** Translations of the locales other than English, by locale then id. Empty today. */
export const TRANSLATIONS: Record<string, Record<string, string>> = {};

export class TranslationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslationError';
  }
}

/** Replaces every {name} with values[name]; a placeholder without a value stays as written. */
export function interpolate(template: string, values: TranslationValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

export function translate(
  declaration: TranslationDeclaration,
  values?: TranslationValues,
  locale = 'en',
): string {
  const { id, message } = declaration;
  if (!id && message === undefined) {
    throw new TranslationError(
      'A translation needs an id or a default message, and this one has neither. ' +
        'Call translate({ id: "component.thing", message: "English text" }).',
    );
  }
  const translated = id ? TRANSLATIONS[locale]?.[id] : undefined;
  return interpolate(translated ?? message ?? id!, values);
}
