import rawConfig from '@/content/site.config';
import realSidebars from '@/content/sidebars';
import type { SiteConfig } from './schema';
import { validateSiteConfig } from './validate';

const withEditUrl = (editUrl: string | undefined): SiteConfig => {
  const config = structuredClone(rawConfig);
  config.docs.editUrl = editUrl;
  return config;
};

describe('docs.editUrl of the site config ("Edit this page")', () => {
  it('is off when unset', () => {
    expect(validateSiteConfig(withEditUrl(undefined), realSidebars).docs.editUrl).toBeUndefined();
  });

  it('takes an http(s) URL ending in "/"', () => {
    expect(
      validateSiteConfig(withEditUrl('https://github.com/org/docs/edit/main/'), realSidebars).docs
        .editUrl,
    ).toBe('https://github.com/org/docs/edit/main/');
  });

  it('refuses a URL without the final "/", and one that is not http(s), naming the key', () => {
    expect(() =>
      validateSiteConfig(withEditUrl('https://github.com/org/docs/edit/main'), realSidebars),
    ).toThrow(
      'content/site.config.ts is invalid:\n- docs.editUrl: must end with "/": the page\'s ' +
        'file path (content/docs/welcome.mdx) is appended to it',
    );
    expect(() => validateSiteConfig(withEditUrl('ftp://example.com/docs/'), realSidebars)).toThrow(
      'content/site.config.ts is invalid:\n- docs.editUrl: must be an http(s) URL, e.g. ' +
        '"https://github.com/org/repo/edit/main/"',
    );
  });

  it('reports a misspelt editUrl with the key it meant', () => {
    const config = structuredClone(rawConfig) as unknown as { docs: Record<string, unknown> };
    config.docs.editURL = 'https://github.com/org/docs/edit/main/';
    expect(() => validateSiteConfig(config, realSidebars)).toThrow(
      '- docs.editURL: unknown key "editURL". Did you mean "editUrl"?',
    );
  });
});
