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

const ADMONITION_LABELS = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

const text = (value) => ({ type: 'text', value });
const strongParagraph = (label) => ({ type: 'paragraph', children: [{ type: 'strong', children: [text(label)] }] });

function attribute(node, name) {
  const found = node.attributes?.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  if (!found) return undefined;
  if (typeof found.value === 'string') return found.value;
  throw new Error(`<${node.name} ${name}={…}>: give ${name} as a plain string, so the Markdown copy can show it.`);
}

/**
 * Turns the MDX source of a page into Markdown.
 * - `title`: the page title, written as the first heading.
 * - `exampleCode(file, { region, lines })`: the code an <ExampleSource> shows.
 * - `rewriteUrl(url)`: the URL a link or image should carry in the copy.
 * - `file`: named in errors.
 */
export async function mdxToMarkdown(source, { title, description, exampleCode, rewriteUrl = (url) => url, file = 'page' }) {
  const tree = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkMdx).use(remarkGfm).parse(source);
  const pending = [];

  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return undefined;
    if (node.type === 'yaml' || node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = rewriteUrl(node.url);
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;

    const name = node.name ?? '';
    let replacement;
    const admonition = name === 'Admonition' ? attribute(node, 'type') : name.toLowerCase();
    if (ADMONITION_LABELS[admonition ?? '']) {
      const heading = attribute(node, 'title');
      const label = heading ? `${ADMONITION_LABELS[admonition]}: ${heading}` : ADMONITION_LABELS[admonition];
      replacement = [{ type: 'blockquote', children: [strongParagraph(label), ...node.children] }];
    } else if (name === 'CodeTabs') {
      replacement = node.children.flatMap((tab) => {
        if (tab.type !== 'mdxJsxFlowElement' || tab.name !== 'CodeTab') return tab.type === 'mdxJsxFlowElement' ? [tab] : [];
        return [strongParagraph(attribute(tab, 'label') ?? 'Code'), ...tab.children];
      });
    } else if (name === 'ExampleSource') {
      const example = attribute(node, 'file');
      const region = attribute(node, 'region');
      const lines = attribute(node, 'lines');
      const caption = attribute(node, 'title');
      const code = { type: 'code', lang: 'ts', meta: null, value: '' };
      if (caption ?? (!region && !lines)) code.meta = `title="${caption ?? example}"`;
      pending.push(Promise.resolve(exampleCode(example, { region, lines })).then((value) => (code.value = value)));
      replacement = [code];
    } else if (name === 'TransactionCheck') {
      // The interactive check of check-a-transaction.mdx: it works only in a browser.
      replacement = [{ type: 'paragraph', children: [text('(The interactive transaction check runs on the web page, in the browser.)')] }];
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

  const head = [{ type: 'heading', depth: 1, children: [text(title)] }];
  if (description) head.push({ type: 'paragraph', children: [text(description)] });
  tree.children.unshift(...head);
  return unified().use(remarkGfm).use(remarkStringify, { bullet: '-', fences: true, rule: '-', listItemIndent: 'one' }).stringify(tree);
}
