// @vitest-environment node
/**
 * Each mistake an author could once make without the build noticing, planted in
 * a copy of the real content, and the exact message the build now stops with.
 * The modules under test are the ones the build loads (lib/config, lib/docs),
 * with the content module swapped for the planted copy.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import realConfig from '@/content/site.config';
import realSidebars from '@/content/sidebars';
import type { SiteConfig } from '@/lib/config/schema';

type Loose = Record<string, unknown> & { navbar: { items: Record<string, unknown>[] } };

/** Loads the build's config module with a planted site config and/or sidebars file. */
async function loadConfigWith({ config, sidebars }: { config?: unknown; sidebars?: unknown }) {
  vi.resetModules();
  vi.doMock('@/content/site.config', () => ({ default: config ?? realConfig }));
  vi.doMock('@/content/sidebars', () => ({ default: sidebars ?? realSidebars }));
  return import('@/lib/config');
}

/** The first error the build's module graph throws with the planted content. */
async function buildError(load: () => Promise<unknown>): Promise<string> {
  try {
    await load();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the planted mistake passed silently');
}

function plantedConfig(change: (config: Loose) => void): SiteConfig {
  const config = structuredClone(realConfig) as unknown as Loose;
  change(config);
  return config as unknown as SiteConfig;
}

afterEach(() => {
  vi.doUnmock('@/content/site.config');
  vi.doUnmock('@/content/sidebars');
  vi.doUnmock('@/lib/docs/read-page');
  vi.resetModules();
});

describe('content/site.config.ts', () => {
  it('a misspelt key of a navbar item ("lable") names the key, its path and the key meant', async () => {
    const config = plantedConfig((c) => {
      c.navbar.items[1] = { type: 'default', to: '/api', lable: 'API Reference' };
    });
    expect(await buildError(() => loadConfigWith({ config }))).toBe(
      'content/site.config.ts is invalid:\n' +
        '- navbar.items[1].label: required, but missing\n' +
        '- navbar.items[1].lable: unknown key "lable". Did you mean "label"?',
    );
  });

  it('a navbar item type that does not exist', async () => {
    const config = plantedConfig((c) => {
      c.navbar.items[1] = { type: 'link', to: '/api', label: 'API Reference' };
    });
    expect(await buildError(() => loadConfigWith({ config }))).toBe(
      'content/site.config.ts is invalid:\n' +
        '- navbar.items[1].type: No NavbarItem component found for type "link". Use one of ' +
        '"default", "localeDropdown", "search", "dropdown", "html", "doc", "docSidebar", ' +
        '"docsVersion", "docsVersionDropdown".',
    );
  });

  it('a key that belongs to another item type (a "to" on a search item) is refused, not ignored', async () => {
    const config = plantedConfig((c) => {
      c.navbar.items[2] = { type: 'search', position: 'right', to: '/search' };
    });
    expect(await buildError(() => loadConfigWith({ config }))).toBe(
      'content/site.config.ts is invalid:\n- navbar.items[2].to: unknown key "to". Accepted keys: "type", "position".',
    );
  });

  it('a default link with neither "to" nor "href" (it rendered as an empty link)', async () => {
    const config = plantedConfig((c) => {
      c.navbar.items[1] = { type: 'default', label: 'API Reference' };
    });
    expect(await buildError(() => loadConfigWith({ config }))).toBe(
      'content/site.config.ts is invalid:\n- navbar.items[1]: needs "to" (a page of this ' +
        'site, e.g. "/api") or "href" (any other URL)',
    );
  });

  it('an unexpected color mode ("sepia")', async () => {
    const config = plantedConfig((c) => {
      (c.colorMode as Record<string, unknown>).defaultMode = 'sepia';
    });
    expect(await buildError(() => loadConfigWith({ config }))).toBe(
      'content/site.config.ts is invalid:\n- colorMode.defaultMode: "sepia" is an unexpected ' +
        'color mode. Use "light" or "dark".',
    );
  });

  it('dropdownItemsBefore / dropdownItemsAfter, which did nothing, are refused', async () => {
    const config = plantedConfig((c) => {
      c.navbar.items.push({
        type: 'localeDropdown',
        position: 'right',
        dropdownItemsAfter: [{ label: 'Help us translate', href: 'https://example.org' }],
      });
    });
    expect(await buildError(() => loadConfigWith({ config }))).toBe(
      'content/site.config.ts is invalid:\n- navbar.items[5].dropdownItemsAfter: unknown key ' +
        '"dropdownItemsAfter". Accepted keys: "type", "label", "position".',
    );
  });

  it('a misspelt key deep in the footer', async () => {
    const config = plantedConfig((c) => {
      const footer = c.footer as { links: { items: Record<string, unknown>[] }[] };
      footer.links[1].items[0] = { label: 'Examples', too: '/docs/examples/' };
    });
    expect(await buildError(() => loadConfigWith({ config }))).toBe(
      'content/site.config.ts is invalid:\n' +
        '- footer.links[1].items[0].too: unknown key "too". Did you mean "to"?\n' +
        '- footer.links[1].items[0]: needs "to" (a page of this site, e.g. "/api") or "href" (any other URL)',
    );
  });
});

describe('content/sidebars.ts is validated when the build runs', () => {
  it('a misspelt key of a category', async () => {
    const sidebars = {
      docs: ['welcome', { type: 'category', lable: 'Examples', items: ['examples/index'] }],
    };
    expect(await buildError(() => loadConfigWith({ sidebars }))).toBe(
      'content/sidebars.ts is invalid:\n- docs[1].label: required, but missing\n- ' +
        'docs[1].lable: unknown key "lable". Did you mean "label"?',
    );
  });

  it('a misspelt item type', async () => {
    const sidebars = { docs: ['welcome', { type: 'categroy', label: 'Examples', items: [] }] };
    expect(await buildError(() => loadConfigWith({ sidebars }))).toBe(
      'content/sidebars.ts is invalid:\n- docs[1].type: unknown type "categroy" (did you ' +
        'mean "category"?). An item is a doc id (a string), or an object of type "category" or ' +
        '"link".',
    );
  });

  it('a file name where a doc id belongs', async () => {
    const sidebars = { docs: ['welcome.mdx'] };
    expect(await buildError(() => loadConfigWith({ sidebars }))).toBe(
      'content/sidebars.ts is invalid:\n- docs[0]: a doc id is the file path under the docs ' +
        'folder without ".mdx", e.g. "examples/index"',
    );
  });

  it(
    'a docSidebar item and the sidebar it opens agree: a sidebar holding only a link is ' +
      'accepted and the item opens that link',
    async () => {
      const sidebars = {
        ...realSidebars,
        partners: [
          { type: 'link', label: 'Partner portal', href: 'https://partners.example.org/' },
        ],
      };
      const config = plantedConfig((c) => {
        c.navbar.items.push({ type: 'docSidebar', sidebarId: 'partners', label: 'Partners' });
      });
      const { siteConfig } = await loadConfigWith({ config, sidebars });
      expect(siteConfig.navbar.items.at(-1)).toMatchObject({
        type: 'docSidebar',
        sidebarId: 'partners',
      });
      const { firstSidebarTarget } = await import('@/lib/config/sidebars');
      expect(firstSidebarTarget(sidebars.partners as never)).toEqual({
        href: 'https://partners.example.org/',
      });
    },
  );

  it('a docSidebar item whose sidebar has no link at all', async () => {
    const sidebars = { ...realSidebars, empty: [{ type: 'category', label: 'Soon', items: [] }] };
    const config = plantedConfig((c) => {
      c.navbar.items.push({ type: 'docSidebar', sidebarId: 'empty', label: 'Soon' });
    });
    expect(await buildError(() => loadConfigWith({ config, sidebars }))).toBe(
      'content/site.config.ts: navbar.items[5] is a docSidebar item for the sidebar "empty", ' +
        'which has no link. Add a doc to that sidebar, or use a "doc" item instead.',
    );
  });
});

describe('doc ids and pages are checked against each other when the docs load', () => {
  async function loadDocsWith(planted: { config?: unknown; sidebars?: unknown }) {
    await loadConfigWith(planted);
    const docs = await import('@/lib/docs');
    return docs.getAllDocs();
  }

  it('a doc navbar item naming a page that does not exist (it was checked only when rendered)', async () => {
    const config = plantedConfig((c) => {
      c.navbar.items[0] = { type: 'doc', docId: 'welcom', label: 'Guides' };
    });
    expect(await buildError(() => loadDocsWith({ config }))).toBe(
      'The docs do not add up:\n- content/site.config.ts: navbar.items[0].docId names the ' +
        'doc "welcom", but content/docs/welcom.mdx does not exist.',
    );
  });

  it('a version whose main doc does not exist', async () => {
    const config = plantedConfig((c) => {
      (c.docs as { versions: Record<string, unknown>[] }).versions[0].mainDocId = 'examples';
    });
    expect(await buildError(() => loadDocsWith({ config }))).toBe(
      'The docs do not add up:\n- content/site.config.ts: docs.versions[0].mainDocId names ' +
        'the doc "examples", but content/docs/examples.mdx does not exist. Did you mean ' +
        '"examples/index"?',
    );
  });

  it('a page that no sidebar lists fails with its file named', async () => {
    const sidebars = {
      docs: (realSidebars.docs as unknown[]).filter((item) => item !== 'reporting'),
    };
    expect(await buildError(() => loadDocsWith({ sidebars }))).toBe(
      'The docs do not add up:\n- content/docs/reporting.mdx: no sidebar lists this page, so ' +
        'no link leads to it. Add "reporting" to content/sidebars.ts, or put "unlisted: true" ' +
        'in its front matter if it is meant to be reached by links only.',
    );
  });

  it('a page meant to be in no sidebar says `unlisted: true`', async () => {
    const sidebars = {
      docs: (realSidebars.docs as unknown[]).filter((item) => item !== 'reporting'),
    };
    vi.doMock('@/lib/docs/read-page', async (importOriginal) => {
      const original = await importOriginal<typeof import('@/lib/docs/read-page')>();
      return {
        ...original,
        readPage: (id: string) => {
          const page = original.readPage(id);
          return id === 'docs/reporting'
            ? { ...page, frontMatter: { ...page.frontMatter, unlisted: true } }
            : page;
        },
      };
    });
    const docs = await loadDocsWith({ sidebars });
    expect(docs.find((doc) => doc.id === 'reporting')?.frontMatter.unlisted).toBe(true);
  });

  it('a sidebar naming a page that does not exist', async () => {
    const sidebars = { docs: [...(realSidebars.docs as unknown[]), 'examples/no-such-example'] };
    const index = realSidebars.docs.length; // the appended item comes after the real sidebar's
    expect(await buildError(() => loadDocsWith({ sidebars }))).toBe(
      `The docs do not add up:\n- content/sidebars.ts: docs[${index}] names the doc ` +
        `"examples/no-such-example", but content/docs/examples/no-such-example.mdx does not ` +
        `exist.`,
    );
  });
});

describe('a second locale is checked against its folder when the docs load', () => {
  it('a locale listed in the config without its folder of translations fails naming the folder', async () => {
    const config = plantedConfig((c) => {
      c.i18n = {
        defaultLocale: 'en',
        locales: ['en', 'fr'],
        localeConfigs: {
          en: { label: 'English', htmlLang: 'en' },
          fr: { label: 'Français', htmlLang: 'fr' },
        },
      };
    });
    await loadConfigWith({ config });
    expect(await buildError(() => import('@/lib/docs/locales'))).toBe(
      'The translations do not add up:\n- i18n.locales lists "fr", but content/i18n/fr/docs/ ' +
        "does not exist: add the locale's translated pages there.",
    );
  });
});
