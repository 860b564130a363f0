import { describe, expect, it } from 'vitest';
import { localizedHref, splitLocale } from './locale-path';

// Only English exists on the site; a second locale shows the link building.
const twoLocales = { defaultLocale: 'en', locales: ['en', 'fr'] };

describe('localizedHref (spec §2)', () => {
  it('links the same path in the other locale, keeping query and hash', () => {
    expect(localizedHref({ pathname: '/docs/welcome/', search: '?tab=curl', hash: '#install' }, 'fr', twoLocales)).toBe(
      '/fr/docs/welcome/?tab=curl#install',
    );
  });

  it('goes back to the unprefixed path for the default locale', () => {
    expect(localizedHref({ pathname: '/fr/docs/reporting/', search: '?a=1', hash: '#by-day' }, 'en', twoLocales)).toBe(
      '/docs/reporting/?a=1#by-day',
    );
  });

  it('handles the home page of both locales', () => {
    expect(localizedHref({ pathname: '/' }, 'fr', twoLocales)).toBe('/fr/');
    expect(localizedHref({ pathname: '/fr' }, 'en', twoLocales)).toBe('/');
    expect(localizedHref({ pathname: '/fr/' }, 'fr', twoLocales)).toBe('/fr/');
  });

  it('does not take a path that merely starts with the locale letters for a prefix', () => {
    expect(splitLocale('/france/x', twoLocales)).toEqual({ locale: 'en', path: '/france/x' });
    expect(splitLocale('/fr/x', twoLocales)).toEqual({ locale: 'fr', path: '/x' });
  });
});
