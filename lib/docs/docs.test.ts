// @vitest-environment node
import { describe, expect, it } from 'vitest';
import sidebars from '@/content/sidebars';
import { getAllDocs, getDocById, getDocBySlug, indexDocs, type Doc } from './index';
import {
  flattenSidebar,
  prevNext,
  resolveSidebar,
  sidebarForPage,
  type SidebarNode,
} from './sidebar';

describe('docs and the sidebar', () => {
  const docs = getAllDocs();
  const nodes = resolveSidebar(sidebars.docs, docs);

  it('has a doc for every guide and example route of the site', () => {
    const permalinks = docs.map((doc) => doc.permalink).sort();
    expect(permalinks).toEqual(
      [
        '/docs/ai-assistants/',
        '/docs/api-clients/',
        '/docs/api-change-policy/',
        '/docs/chains/',
        '/docs/chains/bitcoin/',
        '/docs/chains/evm/',
        '/docs/chains/multiversx/',
        '/docs/chains/near/',
        '/docs/chains/polkadot/',
        '/docs/chains/solana/',
        '/docs/chains/tendermint/',
        '/docs/check-a-transaction/',
        '/docs/core-concepts/',
        '/docs/examples/',
        '/docs/examples/cosmos-staking-example/',
        '/docs/examples/dot-pool-example/',
        '/docs/examples/egld-delegation-example/',
        '/docs/examples/polygon-staking-example/',
        '/docs/examples/sol-staking-example/',
        '/docs/examples/sol-unstaking-example/',
        '/docs/examples/sol-withdraw-example/',
        '/docs/examples/sol-redelegate-example/',
        '/docs/examples/cosmos-lifecycle-example/',
        '/docs/examples/cosmos-auto-restake-example/',
        '/docs/examples/evmos-eip712-example/',
        '/docs/examples/polygon-lifecycle-example/',
        '/docs/examples/reporting-dashboard-example/',
        '/docs/examples/near-staking-example/',
        '/docs/examples/stakewise-staking-example/',
        '/docs/examples/chiliz-staking-example/',
        '/docs/examples/cxt-staking-example/',
        '/docs/register-account/',
        '/docs/reporting/',
        '/docs/support/',
        '/docs/try-without-an-account/',
        '/docs/welcome/',
      ].sort(),
    );
    expect(getDocBySlug(['examples'])?.id).toBe('examples/index');
  });

  it('starts the one sidebar with the welcome page', () => {
    expect(flattenSidebar(nodes)[0].docId).toBe('welcome');
  });

  it('links each doc to its neighbours in sidebar order', () => {
    expect(prevNext(nodes, 'welcome')).toEqual({
      previous: undefined,
      next: { label: 'Core concepts', href: '/docs/core-concepts/' },
    });
    expect(prevNext(nodes, 'examples/index').next?.href).toBe(
      '/docs/examples/cosmos-staking-example/',
    );
  });

  it('fails with the doc id when the sidebar names a missing doc', () => {
    expect(() => resolveSidebar(['welcome', 'no-such-doc'], docs)).toThrow(
      /"no-such-doc".*content\/docs\/no-such-doc\.mdx does not exist/,
    );
  });
});

/**
 * A generated site of n docs in categories of 100 whose `docId` counts its reads: the reads are
 * the work of asking, for every page of a build, its neighbours and its part of the sidebar.
 */
function generatedSidebar(n: number) {
  let reads = 0;
  const nodes: SidebarNode[] = Array.from({ length: Math.ceil(n / 100) }, (_, c) => ({
    type: 'category' as const,
    label: `Generated ${c}`,
    items: Array.from({ length: Math.min(100, n - c * 100) }, (_, i) => {
      const docId = `c${c}/p${i}`;
      return {
        type: 'doc' as const,
        label: docId,
        href: `/docs/${docId}/`,
        get docId() {
          reads += 1;
          return docId;
        },
      };
    }),
  }));
  return {
    nodes,
    ids: nodes.flatMap((node) =>
      node.type === 'category' ? node.items.map((item) => (item as { docId: string }).docId) : [],
    ),
    reads: () => reads,
    reset: () => (reads = 0),
  };
}

describe('a build of many pages asks the docs and the sidebar in linear time', () => {
  /** The reads of a whole build: every page its neighbours and its part of the sidebar. */
  function buildReads(n: number) {
    const site = generatedSidebar(n);
    site.reset();
    for (const id of site.ids) {
      prevNext(site.nodes, id);
      sidebarForPage(site.nodes, id);
    }
    return site.reads();
  }

  it(
    'reads each doc of the sidebar a bounded number of times, whatever the pages: 10 times the ' +
      'pages, 10 times the work',
    () => {
      const small = buildReads(1_000);
      const large = buildReads(10_000);
      // A walk of the sidebar per page read every docId per page: 10^8 reads at 10,000 pages.
      expect(large).toBeLessThanOrEqual(4 * 10_000);
      expect(large).toBe(10 * small);
    },
  );

  it('gives each page its neighbours and the page owning category as before', () => {
    const { nodes } = generatedSidebar(1_000);
    expect(prevNext(nodes, 'c3/p0')).toEqual({
      previous: { label: 'c2/p99', href: '/docs/c2/p99/' },
      next: { label: 'c3/p1', href: '/docs/c3/p1/' },
    });
    const part = sidebarForPage(nodes, 'c3/p0');
    expect(part.filter((node) => node.type === 'category').map((node) => node.label)).toEqual([
      'Generated 3',
    ]);
  });

  it('finds a doc by version and id and by slug from maps built in one pass', () => {
    let reads = 0;
    const docs = Array.from({ length: 10_000 }, (_, i) => {
      const slug = ['generated', `page-${i}`];
      return {
        id: `generated/page-${i}`,
        version: 'current',
        get slug() {
          reads += 1;
          return slug;
        },
      } as unknown as Doc;
    });
    const { byId, bySlug } = indexDocs(docs);
    expect(reads).toBe(10_000);
    expect(byId.get('current\ngenerated/page-9999')).toBe(docs[9999]);
    expect(bySlug.get('generated/page-42')).toBe(docs[42]);
    // This site's own docs through the same maps.
    expect(getDocById('examples/index')?.permalink).toBe('/docs/examples/');
    expect(getDocById('welcome', 'no-such-version')).toBeUndefined();
    expect(getDocBySlug(['welcome'])?.id).toBe('welcome');
  });
});
