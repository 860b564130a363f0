// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findReservedPathProblems } from './check';
import { DOCS_PER_LIST_PAGE, docsListPageOf, docsListPages, listPagesOf } from './list-pages';
import type { SidebarNode } from './sidebar';

/** A sidebar of n docs in categories of 100, the first doc also listed a second time at the end. */
function sidebarOf(n: number): SidebarNode[] {
  const doc = (i: number): SidebarNode => ({
    type: 'doc',
    docId: `d${i}`,
    label: `Doc ${i}`,
    href: `/docs/d${i}/`,
  });
  const categories: SidebarNode[] = Array.from({ length: Math.ceil(n / 100) }, (_, c) => ({
    type: 'category',
    label: `Part ${c}`,
    items: Array.from({ length: Math.min(100, n - c * 100) }, (_, i) => doc(c * 100 + i + 1)),
  }));
  return [...categories, doc(1)];
}

describe("the docs root's list of every doc", () => {
  it('holds 60 docs a page, each doc once, in reading order, with its description', () => {
    expect(DOCS_PER_LIST_PAGE).toBe(60);
    const pages = listPagesOf(sidebarOf(150), (docId) => `About ${docId}.`);
    expect(pages.map((page) => page.length)).toEqual([60, 60, 30]);
    expect(pages.flat().map((entry) => entry.label)).toEqual(
      Array.from({ length: 150 }, (_, i) => `Doc ${i + 1}`),
    );
    expect(pages[2][29]).toEqual({
      label: 'Doc 150',
      href: '/docs/d150/',
      description: 'About d150.',
    });
  });

  it("keeps this site's docs on the root, one page", () => {
    const [first, ...rest] = docsListPages();
    expect(rest).toEqual([]);
    expect(first[0]).toMatchObject({ label: 'Welcome', href: '/docs/welcome/' });
  });

  it('reads its further pages from /docs/page/<n>/, and nothing else', () => {
    expect(docsListPageOf(['page', '2'])).toBe(2);
    expect(docsListPageOf(['page', '12'])).toBe(12);
    for (const slug of [
      ['page'],
      ['page', '0'],
      ['page', '02'],
      ['page', '2', 'x'],
      ['pages', '2'],
      ['welcome'],
    ])
      expect(docsListPageOf(slug)).toBeUndefined();
  });

  it('is a path no doc may take: the build names the file', () => {
    const docs = [
      { file: 'content/docs/page/2.mdx', slug: ['page', '2'] },
      { file: 'content/docs/page/intro.mdx', slug: ['page', 'intro'] },
      { file: 'content/docs/guides/page/2.mdx', slug: ['guides', 'page', '2'] },
    ];
    expect(findReservedPathProblems(docs, 'page')).toEqual([
      `content/docs/page/2.mdx: /docs/page/2/ is a page of the docs root's list of every ` +
        `doc. Move the file out of the folder "page" or rename it.`,
    ]);
  });
});
