import { describe, expect, it } from 'vitest';
import { interpolate, translate } from './translate';

describe('translate: the locale string of an id, else the English one, with its placeholders', () => {
  it('returns the English string with {name} placeholders filled', () => {
    expect(translate('theme.SearchModal.results', { count: 3, query: 'unstake' })).toBe(
      '3 results for "unstake".',
    );
  });

  it("uses the locale's string of the id when it has one", () => {
    const french = { 'theme.mobileSidebar.back': 'Retour au menu principal' };
    expect(translate('theme.mobileSidebar.back', {}, french)).toBe('Retour au menu principal');
    expect(translate('theme.mobileSidebar.back')).toBe('Back to main menu');
  });

  it('falls back to English for an id the locale lacks', () => {
    expect(translate('theme.TOC.title', {}, { 'theme.mobileSidebar.back': 'Retour' })).toBe(
      'On this page',
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(interpolate('Version {version} of {site}', { version: '1.0.0' })).toBe(
      'Version 1.0.0 of {site}',
    );
  });
});
