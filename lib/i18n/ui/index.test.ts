import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';
import { translate } from '../translate';
import { missingUiStrings, translator, warnMissingUiStrings } from './index';

describe('UI strings per locale', () => {
  it('gives the French pages their words, the English ones theirs', () => {
    const french = translator('fr');
    expect(french('theme.TOC.title')).toBe('Sur cette page');
    expect(french('theme.docs.paginator.previous')).toBe('Précédent');
    expect(french('theme.docs.paginator.next')).toBe('Suivant');
    expect(french('theme.common.editThisPage')).toBe('Modifier cette page');
    expect(french('theme.CodeBlock.copy')).toBe('Copier');
    expect(french('theme.SearchModal.results', { count: 2, query: 'staking' })).toBe(
      '2 résultats pour « staking ».',
    );
    expect(translator('en')('theme.TOC.title')).toBe('On this page');
  });

  it('has every English string in French, so a French page shows none in English', () => {
    expect(missingUiStrings('fr')).toEqual([]);
    expect(missingUiStrings('en')).toEqual([]);
  });

  it('shows a string missing from a locale file in English, with a warning at build time', () => {
    const { 'theme.TOC.title': _title, ...partial } = fr;
    const warnings: string[] = [];
    expect(translate('theme.TOC.title', {}, partial)).toBe('On this page');
    expect(translate('theme.docs.paginator.next', {}, partial)).toBe('Suivant');
    expect(
      warnMissingUiStrings(['en', 'fr'], (message) => warnings.push(message), { en, fr: partial }),
    ).toBe(1);
    expect(warnings).toEqual([
      'UI strings: lib/i18n/ui/fr.ts has no theme.TOC.title; its pages show it in English. ' +
        'Add the translations there (the English is in lib/i18n/ui/en.ts).',
    ]);
  });

  it('shows a locale without a file in English, with a warning at build time', () => {
    const warnings: string[] = [];
    expect(translator('de')('theme.docs.paginator.next')).toBe('Next');
    expect(missingUiStrings('de')).toHaveLength(Object.keys(en).length);
    expect(warnMissingUiStrings(['en', 'fr', 'de'], (message) => warnings.push(message))).toBe(1);
    expect(warnings).toEqual([
      'UI strings: the locale "de" has no lib/i18n/ui/de.ts, so its pages show the theme in ' +
        'English. Add the file with the translations of lib/i18n/ui/en.ts and list it in ' +
        'lib/i18n/ui/index.ts.',
    ]);
  });
});
