import { describe, expect, it } from 'vitest';
import { localizedHref, splitLocale } from './locale-path';

// Only English exists on the site; a second locale shows the link building.
const twoLocales = { defaultLocale: 'en', locales: ['en', 'fr'] };

describe('localizedHref: the same page in the other locale', () => {
  it('links the same path in the other locale, keeping query and hash', () => {
    expect(
      localizedHref(
        { pathname: '/docs/welcome/', search: '?tab=curl', hash: '#install' },
        'fr',
        twoLocales,
      ),
    ).toBe('/fr/docs/welcome/?tab=curl#install');
  });

  it('goes back to the unprefixed path for the default locale', () => {
    expect(
      localizedHref(
        { pathname: '/fr/docs/reporting/', search: '?a=1', hash: '#by-day' },
        'en',
        twoLocales,
      ),
    ).toBe('/docs/reporting/?a=1#by-day');
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

describe('localizedHref with the pages a locale has', () => {
  const available = { fr: ['/docs/welcome/', '/docs/core-concepts/'] };
  it('links a translated page, keeping query and hash, whatever its trailing slash', () => {
    expect(
      localizedHref(
        { pathname: '/docs/core-concepts', search: '?q=1', hash: '#x' },
        'fr',
        twoLocales,
        available,
      ),
    ).toBe('/fr/docs/core-concepts?q=1#x');
  });
  it("sends a page with no translation to the locale's main page, not to a missing one", () => {
    expect(
      localizedHref({ pathname: '/api/', hash: '#/operations/x' }, 'fr', twoLocales, available),
    ).toBe('/fr/docs/welcome/');
    expect(localizedHref({ pathname: '/docs/next/welcome/' }, 'fr', twoLocales, available)).toBe(
      '/fr/docs/welcome/',
    );
  });
  it('always has the page in the default locale', () => {
    expect(
      localizedHref({ pathname: '/fr/docs/welcome/', search: '?q=1' }, 'en', twoLocales, available),
    ).toBe('/docs/welcome/?q=1');
  });
});
