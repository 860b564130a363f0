// A docs page's MDX as plain Markdown, for coding assistants: parsed with remark-mdx, its
// components turned into Markdown nodes (admonitions into block quotes, code tabs into their
// sections, example programs into fenced code), then written with remark-stringify.
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

/**
 * The options of mdxToMarkdown.
 * @typedef {object} MdxToMarkdownOptions
 * @property {string} title the page title, written as the first heading
 * @property {string} [description] one sentence under the title
 * @property {(file: string, options: { region?: string, lines?: string }) => string | Promise<string>} exampleCode the code an <ExampleSource> shows
 * @property {(url: string) => string} [rewriteUrl] the URL a link or image carries in the copy
 * @property {string} [file] named in errors
 * @property {Record<string, string | ((attributes: Record<string, string>) => string)>} [componentMarkdown] the Markdown of components without a form of their own here, by name: as it is, or made from the component's attributes
 */

/**
 * A node of the page's tree while its components are rewritten into Markdown nodes: the tree
 * holds MDX and Markdown nodes side by side until it is written out, so it is left untyped.
 * @typedef {any} TreeNode
 */

/** @type {Record<string, string>} */
const ADMONITION_LABELS = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

/** @param {string} value */
const text = (value) => ({ type: 'text', value });
/** @param {string} label */
const strongParagraph = (label) => ({ type: 'paragraph', children: [{ type: 'strong', children: [text(label)] }] });

/**
 * A plain-string attribute of a component, or undefined.
 * @param {TreeNode} node
 * @param {string} name
 * @returns {string | undefined}
 */
function attribute(node, name) {
  const found = node.attributes?.find((/** @type {TreeNode} */ attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  if (!found) return undefined;
  if (typeof found.value === 'string') return found.value;
  throw new Error(`<${node.name} ${name}={…}>: give ${name} as a plain string, so the Markdown copy can show it.`);
}

/**
 * Every attribute of a component, each a plain string.
 * @param {TreeNode} node
 * @returns {Record<string, string>}
 */
function attributes(node) {
  const names = (node.attributes ?? []).filter((/** @type {TreeNode} */ attr) => attr.type === 'mdxJsxAttribute').map((/** @type {TreeNode} */ attr) => attr.name);
  return Object.fromEntries(names.map((/** @type {string} */ attr) => [attr, /** @type {string} */ (attribute(node, attr))]));
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
  // Cells are not padded to their column's width: one long cell (a family's 33 identifiers) would pad every row of its table.
  return unified().use(remarkGfm, { tablePipeAlign: false }).use(remarkStringify, { bullet: '-', fences: true, rule: '-', listItemIndent: 'one' }).stringify(tree);
}

/**
 * The Markdown tree of a page's copy, made from its MDX source.
 * - `title`: the page title, written as the first heading.
 * - `exampleCode(file, { region, lines })`: the code an <ExampleSource> shows.
 * - `rewriteUrl(url)`: the URL a link or image should carry in the copy.
 * - `file`: named in errors.
 * @param {string} source
 * @param {MdxToMarkdownOptions} options
 * @returns {Promise<import('mdast').Root>}
 */
export async function mdxToMarkdownTree(source, { title, description, exampleCode, rewriteUrl = (url) => url, file = 'page', componentMarkdown = {} }) {
  /** @type {TreeNode} */
  const tree = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkMdx).use(remarkGfm).parse(source);
  /** @type {Promise<unknown>[]} */
  const pending = [];

  visit(tree, (/** @type {TreeNode} */ node, index, /** @type {TreeNode} */ parent) => {
    if (!parent || index === undefined) return undefined;
    if (node.type === 'yaml' || node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = rewriteUrl(node.url);
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;

    const name = node.name ?? '';
    /** @type {TreeNode[]} */
    let replacement;
    const admonition = name === 'Admonition' ? attribute(node, 'type') : name.toLowerCase();
    if (ADMONITION_LABELS[admonition ?? '']) {
      const heading = attribute(node, 'title');
      const label = heading ? `${ADMONITION_LABELS[admonition]}: ${heading}` : ADMONITION_LABELS[admonition];
      replacement = [{ type: 'blockquote', children: [strongParagraph(label), ...node.children] }];
    } else if (name === 'CodeTabs') {
      replacement = node.children.flatMap((/** @type {TreeNode} */ tab) => {
        if (tab.type !== 'mdxJsxFlowElement' || tab.name !== 'CodeTab') return tab.type === 'mdxJsxFlowElement' ? [tab] : [];
        return [strongParagraph(attribute(tab, 'label') ?? 'Code'), ...tab.children];
      });
    } else if (name === 'ExampleSource') {
      const example = attribute(node, 'file');
      const region = attribute(node, 'region');
      const lines = attribute(node, 'lines');
      const caption = attribute(node, 'title');
      /** @type {TreeNode} */
      const code = { type: 'code', lang: 'ts', meta: null, value: '' };
      if (caption ?? (!region && !lines)) code.meta = `title="${caption ?? example}"`;
      if (!example) throw new Error(`${file}: <ExampleSource> needs a file.`);
      pending.push(Promise.resolve(exampleCode(example, { region, lines })).then((value) => (code.value = value)));
      replacement = [code];
    } else if (name === 'TransactionCheck') {
      // The interactive check of check-a-transaction.mdx: it works only in a browser.
      replacement = [{ type: 'paragraph', children: [text('(The interactive transaction check runs on the web page, in the browser.)')] }];
    } else if (Object.hasOwn(componentMarkdown, name)) {
      // A component whose module gives its Markdown (the change policy's tables; the chain facts, per attribute).
      const form = componentMarkdown[name];
      const markdown = typeof form === 'string' ? form : form(attributes(node));
      replacement = unified().use(remarkParse).use(remarkGfm).parse(markdown).children;
    } else if (/^[a-z]/.test(name)) {
      // A plain HTML element (<sup>, <kbd>): Markdown keeps inline HTML as it is.
      replacement = [{ type: 'html', value: `<${name}>` }, ...node.children, { type: 'html', value: `</${name}>` }];
      if (node.type === 'mdxJsxFlowElement') replacement = [{ type: 'paragraph', children: replacement }];
    } else {
      throw new Error(`${file}: <${name}> has no Markdown form yet; add one in scripts/build/llms/markdown.mjs.`);
    }
    if (node.type === 'mdxJsxTextElement') replacement = replacement.flatMap((child) => (child.type === 'paragraph' ? child.children : [child]));
    else replacement = replacement.flatMap((child) => (child.type === 'html' ? [{ type: 'paragraph', children: [child] }] : [child]));
    parent.children.splice(index, 1, ...replacement);
    // Visit what replaced the component: an admonition can hold code tabs.
    return [SKIP, index];
  });
  await Promise.all(pending);

  /** @type {TreeNode[]} */
  const head = [{ type: 'heading', depth: 1, children: [text(title)] }];
  if (description) head.push({ type: 'paragraph', children: [text(description)] });
  tree.children.unshift(...head);
  return tree;
}
