// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import remarkPageData from './remark-page-data';

const fixtures = path.join(__dirname, '__fixtures__');
const passThrough = ({ children }: { children?: ReactNode }) =>
  createElement('div', null, children);
const components = { Note: passThrough, CodeTabs: passThrough, CodeTab: passThrough };

type TocItem = { id: string; text: string; level: number; children: TocItem[] };

/** Compiles as the site does (the plugin list of next.config.mjs, minus highlighting) and renders. */
async function compilePage(source: string, file = 'content/docs/page.mdx') {
  const mod = await evaluate(
    { value: source, path: path.resolve(file) },
    { ...runtime, remarkPlugins: [remarkFrontmatter, remarkGfm, remarkPageData] },
  );
  const html = renderToStaticMarkup(createElement(mod.default, { components }));
  const headings = [...html.matchAll(/<h([1-6])(?: id="([^"]*)")?>/g)].map((m) => ({
    level: Number(m[1]),
    id: m[2],
  }));
  return {
    toc: mod.toc as TocItem[],
    frontMatter: mod.frontMatter as Record<string, unknown>,
    headings,
  };
}

const flat = (items: TocItem[]): TocItem[] =>
  items.flatMap((item) => [item, ...flat(item.children)]);

describe('the TOC comes out of the page compile (lib/mdx/remark-page-data.ts)', () => {
  const cases = fs.readdirSync(fixtures).filter((f) => f.endsWith('.mdx'));

  it.each(cases)('%s: the TOC is the expected one beside it', async (name) => {
    const source = fs.readFileSync(path.join(fixtures, name), 'utf8');
    const expected = JSON.parse(
      fs.readFileSync(path.join(fixtures, name.replace(/\.mdx$/, '.toc.json')), 'utf8'),
    );
    expect((await compilePage(source)).toc).toEqual(expected);
  });

  it.each(cases)(
    '%s: every heading on the page carries an id, and the TOC names the ids of its levels 2 and 3',
    async (name) => {
      const source = fs.readFileSync(path.join(fixtures, name), 'utf8');
      const { toc, headings } = await compilePage(source);
      expect(headings.length).toBeGreaterThan(0);
      expect(headings.filter((heading) => !heading.id)).toEqual([]);
      if (toc.length)
        expect(flat(toc).map((item) => item.id)).toEqual(
          headings.filter((h) => h.level === 2 || h.level === 3).map((h) => h.id),
        );
    },
  );

  it('exports the parsed, validated front matter with defaults', async () => {
    const source = fs.readFileSync(path.join(fixtures, 'headings.mdx'), 'utf8');
    expect((await compilePage(source)).frontMatter).toEqual({
      title: 'Headings',
      description: 'Every way a heading can be written.',
      hide_table_of_contents: false,
      unlisted: false,
    });
  });
});

describe('front matter mistakes fail the compile, naming the file and the key', () => {
  const fail = async (source: string) => {
    try {
      await compilePage(source, 'content/docs/guide.mdx');
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('compiled without complaint');
  };

  it('slug, which did nothing, is refused with what to do instead', async () => {
    expect(await fail('---\ntitle: A\ndescription: B\nslug: /start\n---\n')).toBe(
      'content/docs/guide.mdx: invalid front matter:\n- slug: unknown key "slug": a page\'s ' +
        'URL is its file path under the docs folder; rename or move the file to change it.',
    );
  });

  it('sidebar_position, which did nothing, is refused with what to do instead', async () => {
    expect(await fail('---\ntitle: A\ndescription: B\nsidebar_position: 2\n---\n')).toBe(
      'content/docs/guide.mdx: invalid front matter:\n- sidebar_position: unknown key ' +
        '"sidebar_position": the sidebar order is the order of content/sidebars.ts; move the ' +
        'page there.',
    );
  });

  it('a misspelt key gets a "did you mean"', async () => {
    expect(await fail('---\ntitle: A\ndescription: B\nsidebar_lable: C\n---\n')).toBe(
      'content/docs/guide.mdx: invalid front matter:\n- sidebar_lable: unknown key ' +
        '"sidebar_lable". Did you mean "sidebar_label"?',
    );
  });

  it('a missing title, missing front matter, and YAML that does not parse', async () => {
    expect(await fail('---\ndescription: B\n---\n')).toBe(
      'content/docs/guide.mdx: invalid front matter:\n- title: required, but missing',
    );
    expect(await fail('## No front matter\n')).toBe(
      'content/docs/guide.mdx: front matter is missing. Start the file with a "---" block ' +
        'holding at least title and description.',
    );
    expect(await fail('---\ntitle: A: B\ndescription: C\n---\n')).toMatch(
      /^content\/docs\/guide\.mdx: front matter is not valid YAML/,
    );
  });
});
