// A remark plugin, run inside each page's one MDX compile, that hands the page's
// data to whoever imports the page:
//   export const frontMatter = {...}  the YAML front matter, parsed and validated
//   export const toc = [...]          the headings of levels 2-3 with their ids
// Every heading gets its id here, the one place heading ids are made: GitHub's slug
// (github-slugger) of the heading's text, in document order, headings inside JSX
// components too, written onto the heading and into the TOC alike, so the TOC and the
// page cannot disagree. Serialisable options, because Turbopack loads MDX plugins by path
// (next.config.mjs says how a TypeScript plugin loads).
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { toString as hastToString } from 'hast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { toHast } from 'mdast-util-to-hast';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import { isPostFile, postFrontMatterSchema } from '../blog/frontmatter-schema';
import { frontMatterSchema } from '../docs/frontmatter-schema';
import { keepPageData } from './page-data-cache';
import { formatIssues, parseAuthored } from '../validation/messages';

import type { Heading, Root } from 'mdast';
import type { PostFrontMatter } from '../blog/frontmatter-schema';
import type { FrontMatter, TocItem } from '../docs/page-data';

type HeadingEntry = { id: string; text: string; level: number };
type TocLevels = { minLevel?: number; maxLevel?: number };

const PASS_THROUGH = [
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
];

/**
 * The text a heading's id is made from: the heading turned into HTML, then its text content (as GitHub does).
 */
function headingText(heading: Heading) {
  // mdast-util-to-hast declares its own copies of the mdast and hast types; the nodes are the same.
  const hast = toHast(heading as unknown as Parameters<typeof toHast>[0], {
    passThrough: PASS_THROUGH,
  });
  return hast ? hastToString(hast as unknown as Parameters<typeof hastToString>[0]) : '';
}

/**
 * Nests level-3 entries under the level-2 entry before them.
 */
function nest(flat: HeadingEntry[], minLevel: number) {
  const root: TocItem[] = [];
  let parent: TocItem | undefined;
  for (const { id, text, level } of flat) {
    const item = { id, text, level, children: [] };
    if (level === minLevel || !parent) {
      root.push(item);
      if (level === minLevel) parent = item;
    } else parent.children.push(item);
  }
  return root;
}

/**
 * The headings of a parsed MDX tree with their ids (GitHub's slugs); sets those ids on the nodes.
 */
export function collectHeadings(tree: Root) {
  const slugger = new GithubSlugger();
  const headings: HeadingEntry[] = [];
  visit(tree, 'heading', (node) => {
    const text = headingText(node);
    const id = slugger.slug(text);
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    headings.push({ id, text: text.trim(), level: node.depth });
  });
  return headings;
}

/**
 * The TOC of a parsed MDX tree: its headings of levels minLevel to maxLevel (2 and 3 on this site), nested.
 */
export function buildToc(tree: Root, { minLevel = 2, maxLevel = 3 }: TocLevels = {}) {
  return nest(
    collectHeadings(tree).filter((h) => h.level >= minLevel && h.level <= maxLevel),
    minLevel,
  );
}

/**
 * Validated front matter of a tree (after remark-frontmatter); errors name the file and the key.
 */
export function readFrontMatter(tree: Root, fileName: string): FrontMatter | PostFrontMatter {
  // A changelog post has its own front matter (date, summary, tags, ...); every other page is a doc.
  const post = isPostFile(fileName);
  const schema = post ? postFrontMatterSchema : frontMatterSchema;
  const node = tree.children.find((child) => child.type === 'yaml');
  if (!node)
    throw new Error(
      `${fileName}: front matter is missing. Start the file with a "---" block holding at ` +
        `least ${post ? 'title, date and summary' : 'title and description'}.`,
    );
  let data;
  try {
    data = parseYaml(node.value) ?? {};
  } catch (error) {
    throw new Error(
      `${fileName}: front matter is not valid YAML (quote values that contain ": "):\n${(error as Error).message}`,
    );
  }
  const result = parseAuthored(schema, data);
  if (!result.success)
    throw new Error(`${fileName}: invalid front matter:\n${formatIssues(result.error)}`);
  return result.data;
}

/**
 * `export const name = JSON.parse("…")` as an MDX ESM node (estree included, as MDX expects).
 */
function exportConst(name: string, value: unknown): import('mdast').RootContent {
  const json = JSON.stringify(value);
  const init: import('estree').CallExpression = {
    type: 'CallExpression',
    callee: {
      type: 'MemberExpression',
      object: { type: 'Identifier', name: 'JSON' },
      property: { type: 'Identifier', name: 'parse' },
      computed: false,
      optional: false,
    },
    arguments: [{ type: 'Literal', value: json, raw: JSON.stringify(json) }],
    optional: false,
  };
  return {
    type: 'mdxjsEsm',
    value: `export const ${name} = JSON.parse(${JSON.stringify(json)});`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            source: null,
            attributes: [],
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                { type: 'VariableDeclarator', id: { type: 'Identifier', name }, init },
              ],
            },
          },
        ],
      },
    },
  };
}

/**
 * The data of a parsed page: its validated front matter and its TOC (the headings get their ids).
 */
function pageDataOf(
  tree: Root,
  fileName: string,
  { minLevel = 2, maxLevel = 3 }: TocLevels = {},
): { frontMatter: FrontMatter | PostFrontMatter; toc: TocItem[] } {
  const frontMatter = readFrontMatter(tree, fileName);
  const hideToc = 'hide_table_of_contents' in frontMatter && frontMatter.hide_table_of_contents;
  const toc = hideToc ? [] : buildToc(tree, { minLevel, maxLevel });
  if (hideToc) collectHeadings(tree);
  return { frontMatter, toc };
}
const relativeName = (filePath: string | undefined, root: string) =>
  filePath ? path.relative(root, filePath).split(path.sep).join('/') : '(MDX source)';

/**
 * Options: `minLevel`, `maxLevel` (2 and 3 on this site), `root` (the project: file names in messages
 * are relative to it, and the data of each compiled page is kept in its cache folder).
 */
export default function remarkPageData(
  options: TocLevels & { root?: string } = {},
): (tree: Root, file: import('vfile').VFile) => void {
  const { root = process.cwd() } = options;
  return (tree, file) => {
    const { frontMatter, toc } = pageDataOf(tree, relativeName(file.path, root), options);
    tree.children.push(exportConst('frontMatter', frontMatter), exportConst('toc', toc));
    // The build's other processes read a compiled page's data from here instead of parsing it again.
    // (Only with the TOC levels lib/docs reads with.)
    if (file.path && options.minLevel === undefined && options.maxLevel === undefined)
      keepPageData(root, String(file.value), { frontMatter, toc });
  };
}

/** The parse every page's data is read from (front matter, headings, links): the compile's. */
export const mdxParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkMdx)
  .use(remarkGfm);

/**
 * A page's front matter and TOC from its MDX source, as its compile exports them (the same
 * parse and the same code), without compiling or highlighting it. lib/docs reads every page's
 * data this way: importing every compiled page put all pages into every route's bundle and
 * into every build worker's memory.
 */
export function readPageData(source: string, filePath: string, root: string = process.cwd()) {
  return pageDataOf(mdxParser.parse(source), relativeName(filePath, root));
}
