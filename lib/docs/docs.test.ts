// @vitest-environment node
import { describe, expect, it } from 'vitest';
import sidebars from '@/content/sidebars';
import { parseFrontMatter } from './frontmatter';
import { getAllDocs, getDocBySlug } from './index';
import { flattenSidebar, prevNext, resolveSidebar } from './sidebar';

describe('front matter', () => {
  it('accepts the Docusaurus names and splits off the body', () => {
    const { frontMatter, body } = parseFrontMatter(
      '---\ntitle: A\ndescription: B\nsidebar_label: C\nhide_table_of_contents: true\n---\n## Body\n',
      'a.mdx',
    );
    expect(frontMatter).toMatchObject({ title: 'A', description: 'B', sidebar_label: 'C', hide_table_of_contents: true });
    expect(body).toBe('## Body\n');
  });

  it('names the file and the key when front matter is wrong', () => {
    expect(() => parseFrontMatter('## no front matter', 'x.mdx')).toThrow(/x\.mdx: front matter is missing/);
    expect(() => parseFrontMatter('---\ntitle: A\n---\n', 'y.mdx')).toThrow(/y\.mdx: invalid front matter:\n- description/);
    expect(() => parseFrontMatter('---\ntitle: A\ndescription: B\nsidebar_lable: C\n---\n', 'z.mdx')).toThrow(/sidebar_lable/);
    expect(() => parseFrontMatter('---\ntitle: A: B\ndescription: C\n---\n', 'w.mdx')).toThrow(/w\.mdx: front matter is not valid YAML/);
  });
});

describe('docs and the sidebar', () => {
  const docs = getAllDocs();
  const nodes = resolveSidebar(sidebars.docs, docs);

  it('has a doc for every guide and example route of spec §2', () => {
    const permalinks = docs.map((doc) => doc.permalink).sort();
    expect(permalinks).toEqual(
      [
        '/docs/core-concepts',
        '/docs/examples/',
        '/docs/examples/cosmos-staking-example',
        '/docs/examples/polygon-staking-example',
        '/docs/examples/sol-staking-example',
        '/docs/examples/sol-unstaking-example',
        '/docs/examples/sol-withdraw-example',
        '/docs/register-account',
        '/docs/reporting',
        '/docs/support',
        '/docs/welcome',
      ].sort(),
    );
    expect(getDocBySlug(['examples'])?.id).toBe('examples/index');
  });

  it('starts the one sidebar with the welcome page', () => {
    expect(flattenSidebar(nodes)[0].docId).toBe('welcome');
  });

  it('links each doc to its neighbours in sidebar order', () => {
    expect(prevNext(nodes, 'welcome')).toEqual({ previous: undefined, next: { label: 'Core concepts', href: '/docs/core-concepts' } });
    expect(prevNext(nodes, 'examples/index').next?.href).toBe('/docs/examples/cosmos-staking-example');
  });

  it('fails with the doc id when the sidebar names a missing doc', () => {
    expect(() => resolveSidebar(['welcome', 'no-such-doc'], docs)).toThrow(/"no-such-doc".*content\/docs\/no-such-doc\.mdx does not exist/);
  });
});
