// @vitest-environment node
import { describe, expect, it } from 'vitest';
import sidebars from '@/content/sidebars';
import { getAllDocs, getDocBySlug } from './index';
import { flattenSidebar, prevNext, resolveSidebar } from './sidebar';

describe('docs and the sidebar', () => {
  const docs = getAllDocs();
  const nodes = resolveSidebar(sidebars.docs, docs);

  it('has a doc for every guide and example route of spec §2', () => {
    const permalinks = docs.map((doc) => doc.permalink).sort();
    expect(permalinks).toEqual(
      [
        '/docs/check-a-transaction/',
        '/docs/core-concepts/',
        '/docs/examples/',
        '/docs/examples/cosmos-staking-example/',
        '/docs/examples/polygon-staking-example/',
        '/docs/examples/sol-staking-example/',
        '/docs/examples/sol-unstaking-example/',
        '/docs/examples/sol-withdraw-example/',
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
    expect(prevNext(nodes, 'welcome')).toEqual({ previous: undefined, next: { label: 'Core concepts', href: '/docs/core-concepts/' } });
    expect(prevNext(nodes, 'examples/index').next?.href).toBe('/docs/examples/cosmos-staking-example/');
  });

  it('fails with the doc id when the sidebar names a missing doc', () => {
    expect(() => resolveSidebar(['welcome', 'no-such-doc'], docs)).toThrow(/"no-such-doc".*content\/docs\/no-such-doc\.mdx does not exist/);
  });
});
