// A docs page's MDX as plain Markdown, for coding assistants: parsed with remark-mdx, each
// component it uses replaced by its Markdown form (lib/mdx/components.ts: admonitions become
// block quotes, code tabs their sections, example programs fenced code), then written with
// remark-stringify.
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { markdownFormOf } from '@/lib/mdx/components';

/**
 * The options of mdxToMarkdown.
 * @typedef {object} MdxToMarkdownOptions
 * @property {string} title the page title, written as the first heading
 * @property {string} [description] one sentence under the title
 * @property {(url: string) => string} [rewriteUrl] the URL a link or image carries in the copy
 * @property {string} [file] named in errors
 */

/**
 * A node of the page's tree while its components are rewritten into Markdown nodes: the tree
 * holds MDX and Markdown nodes side by side until it is written out, so it is left untyped.
 * @typedef {any} TreeNode
 */

/** The nodes of MDX's own syntax that the copy leaves out: front matter, imports and exports, expressions. */
const LEFT_OUT = new Set(['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

/**
 * A component's attributes, each a plain string.
 * @param {TreeNode} node
 * @returns {Record<string, string>}
 */
function attributes(node) {
  /** @type {Record<string, string>} */
  const found = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    if (typeof attribute.value !== 'string') {
      const { name } = attribute;
      throw new Error(
        `<${node.name} ${name}={…}>: give ${name} as a plain string, so the Markdown copy can show it.`,
      );
    }
    found[attribute.name] = attribute.value;
  }
  return found;
}

/**
 * Turns the MDX source of a page into Markdown: mdxToMarkdownTree, written out.
 * @param {string} source
 * @param {MdxToMarkdownOptions} options
 * @returns {Promise<string>}
 */
export async function mdxToMarkdown(source, options) {
  return markdownOfTree(await mdxToMarkdownTree(source, options));
}

/**
 * A Markdown tree as text, the way every copy is written.
 * @param {import('mdast').Root} tree
 * @returns {string}
 */
export function markdownOfTree(tree) {
  // Cells are not padded to their column's width: one long cell (a family's 33 identifiers) would
  // pad every row of its table.
  return unified()
    .use(remarkGfm, { tablePipeAlign: false })
    .use(remarkStringify, { bullet: '-', fences: true, rule: '-', listItemIndent: 'one' })
    .stringify(tree);
}

/**
 * The Markdown tree of a page's copy, made from its MDX source.
 * - `title`: the page title, written as the first heading.
 * - `rewriteUrl(url)`: the URL a link or image should carry in the copy.
 * - `file`: named in errors.
 * @param {string} source
 * @param {MdxToMarkdownOptions} options
 * @returns {Promise<import('mdast').Root>}
 */
export async function mdxToMarkdownTree(
  source,
  { title, description, rewriteUrl = (url) => url, file = 'page' },
) {
  /** @type {TreeNode} */
  const tree = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkMdx)
    .use(remarkGfm)
    .parse(source);

  /**
   * A node as the copy holds it: none for MDX's own syntax, a component's Markdown form in its
   * place, anything else with its links rewritten and its children in turn.
   * @param {TreeNode} node
   * @returns {Promise<TreeNode[]>}
   */
  async function rewrite(node) {
    if (LEFT_OUT.has(node.type)) return [];
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition')
      node.url = rewriteUrl(node.url);
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') {
      if (node.children) node.children = await rewriteAll(node.children);
      return [node];
    }
    const name = node.name ?? '';
    const form = markdownFormOf(name);
    if (!form)
      throw new Error(
        `${file}: <${name}> has no Markdown form yet; add one in lib/mdx/components.ts.`,
      );
    /** @type {TreeNode[]} */
    let replacement;
    try {
      replacement = await form({ name, attributes: attributes(node), children: node.children });
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    if (node.type === 'mdxJsxTextElement')
      replacement = replacement.flatMap((child) =>
        child.type === 'paragraph' ? child.children : [child],
      );
    else
      replacement = replacement.flatMap((child) =>
        child.type === 'html' ? [{ type: 'paragraph', children: [child] }] : [child],
      );
    // What replaced the component is rewritten in turn: an admonition can hold code tabs.
    return rewriteAll(replacement);
  }

  /** @param {TreeNode[]} nodes */
  const rewriteAll = async (nodes) => (await Promise.all(nodes.map(rewrite))).flat();

  tree.children = await rewriteAll(tree.children);
  /** @type {TreeNode[]} */
  const head = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: title }] }];
  if (description)
    head.push({ type: 'paragraph', children: [{ type: 'text', value: description }] });
  tree.children.unshift(...head);
  return tree;
}
