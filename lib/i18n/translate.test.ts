import { afterEach, describe, expect, it } from 'vitest';
import { interpolate, translate, TranslationError, TRANSLATIONS } from './translate';

afterEach(() => {
  delete TRANSLATIONS.fr;
});

describe('translate: default message, locale translation, placeholders', () => {
  it('returns the default message with {name} placeholders filled', () => {
    expect(
      translate(
        { id: 'x.greeting', message: 'Hello {name}, {count} new' },
        { name: 'Ada', count: 3 },
      ),
    ).toBe('Hello Ada, 3 new');
  });

  it('uses the locale translation of the id when one exists', () => {
    TRANSLATIONS.fr = { 'x.back': 'Retour au menu principal' };
    expect(translate({ id: 'x.back', message: 'Back to main menu' }, {}, 'fr')).toBe(
      'Retour au menu principal',
    );
    expect(translate({ id: 'x.back', message: 'Back to main menu' }, {}, 'en')).toBe(
      'Back to main menu',
    );
  });

  it('falls back to the id when there is no message', () => {
    expect(translate({ id: 'only.an.id' })).toBe('only.an.id');
  });

  it('throws a developer-facing error for a translation with neither id nor default message', () => {
    expect(() => translate({ description: 'nothing else' })).toThrow(TranslationError);
    expect(() => translate({})).toThrow(
      'A translation needs an id or a default message, and this one has neither.',
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(interpolate('Version {version} of {site}', { version: '1.0.0' })).toBe(
      'Version 1.0.0 of {site}',
    );
  });
});
