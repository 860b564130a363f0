import { describe, expect, it } from 'vitest';
import rawConfig from '@/content/site.config';
import realSidebars from '@/content/sidebars';
import type { SiteConfig } from './schema';
import { ConfigError, validateSiteConfig } from './validate';

function configWith(change: (config: SiteConfig) => void): SiteConfig {
  const config = structuredClone(rawConfig);
  change(config);
  return config;
}

const twoVersions = (config: SiteConfig) => {
  config.docs.versions = [
    { name: 'current', label: '1.0.0', mainDocId: 'welcome', path: '/docs' },
    { name: '0.9', label: '0.9.0', mainDocId: 'welcome', path: '/docs/0.9' },
  ];
};

describe('site configuration errors: named, with the key at fault', () => {
  it('accepts the site configuration as written', () => {
    expect(() => validateSiteConfig(rawConfig, realSidebars)).not.toThrow();
  });

  it('rejects an unknown navbar item type, naming the item and the known types', () => {
    const config = configWith((c) =>
      c.navbar.items.push({ type: 'fancyLink', label: 'Fancy' } as never),
    );
    const index = config.navbar.items.length - 1;
    expect(() => validateSiteConfig(config, realSidebars)).toThrow(ConfigError);
    expect(() => validateSiteConfig(config, realSidebars)).toThrow(
      `content/site.config.ts is invalid:\n- navbar.items[${index}].type: No NavbarItem ` +
        `component found for type "fancyLink". Use one of "default", "localeDropdown", ` +
        `"search", "dropdown", "html", "doc", "docSidebar", "docsVersion", ` +
        `"docsVersionDropdown".`,
    );
  });

  it('rejects a docSidebar item whose sidebar has no link', () => {
    const sidebars = {
      ...realSidebars,
      empty: [{ type: 'category' as const, label: 'Nothing yet', items: [] }],
    };
    const config = configWith((c) =>
      c.navbar.items.unshift({ type: 'docSidebar', sidebarId: 'empty', label: 'Empty' }),
    );
    expect(() => validateSiteConfig(config, sidebars)).toThrow(
      'content/site.config.ts: navbar.items[0] is a docSidebar item for the sidebar "empty", ' +
        'which has no link. Add a doc to that sidebar, or use a "doc" item instead.',
    );
  });

  it('rejects a docSidebar item naming a sidebar that does not exist', () => {
    const config = configWith((c) =>
      c.navbar.items.unshift({ type: 'docSidebar', sidebarId: 'nope' }),
    );
    expect(() => validateSiteConfig(config, realSidebars)).toThrow(
      'content/site.config.ts: navbar.items[0].sidebarId is "nope", but no such sidebar exists. Known sidebars: docs.',
    );
  });

  it('rejects a versions dropdown naming a version that does not exist', () => {
    const config = configWith((c) => {
      twoVersions(c);
      c.navbar.items.unshift({ type: 'docsVersionDropdown', versions: ['current', '2.0'] });
    });
    expect(() => validateSiteConfig(config, realSidebars)).toThrow(
      'content/site.config.ts: navbar.items[0].versions names the version "2.0", which does ' +
        'not exist. Known versions: current, 0.9. Remove it or add it to docs.versions.',
    );
  });

  it('rejects a docsVersion item naming a version that does not exist', () => {
    const config = configWith((c) =>
      c.navbar.items.unshift({ type: 'docsVersion', version: '3.0' }),
    );
    expect(() => validateSiteConfig(config, realSidebars)).toThrow(
      'content/site.config.ts: navbar.items[0].version is "3.0", which does not exist. Known versions: current.',
    );
  });

  it('rejects an unexpected color mode', () => {
    const config = configWith((c) => {
      c.colorMode.defaultMode = 'sepia' as never;
    });
    expect(() => validateSiteConfig(config, realSidebars)).toThrow(
      '- colorMode.defaultMode: "sepia" is an unexpected color mode. Use "light" or "dark".',
    );
  });

  it('defaults the color mode to light with the switch enabled, and items to the left', () => {
    const config = configWith((c) => {
      c.colorMode = {};
      c.navbar.items = [{ type: 'default', to: '/api', label: 'API Reference' }];
    });
    const validated = validateSiteConfig(config, realSidebars);
    expect(validated.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
    expect(validated.navbar.items[0].position).toBe('left');
  });

  it('names the key of a shape error', () => {
    const config = configWith((c) => {
      (c.announcementBar as { isCloseable: unknown }).isCloseable = 'yes';
    });
    expect(() => validateSiteConfig(config, realSidebars)).toThrow(
      /- announcementBar\.isCloseable: /,
    );
  });
});
