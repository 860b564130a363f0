/**
 * Every component authors may use in MDX, by name, with its Markdown form: what a page's
 * Markdown copy (its `.md` beside the page, and llms-full.txt; scripts/build/llms.mjs) holds in
 * its place. Each form takes the component as the page writes it (its attributes, each a plain
 * string, and its children as Markdown nodes) and gives the Markdown nodes that replace it; the
 * copy's writer (scripts/build/llms/markdown.mjs) then rewrites what they hold in turn.
 *
 * The pages get the same names, with their React components, from mdx-components.tsx: a page
 * uses a component without importing it, and mdx-components.test.ts checks that both sides
 * list exactly the same names, so no component renders on the page without a Markdown form.
 */
import type { BlockContent, Code, Paragraph, PhrasingContent, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { CHAIN_FACTS_MARKDOWN } from '@/lib/chains/tables/markdown';
import { CHANGE_POLICY_MARKDOWN } from '@/lib/openapi/changes/policy';
import { excerpt, readExample } from './example-source';
import { ADMONITION_TITLES, type AdmonitionType } from './admonitions';

/** A component as a page writes it, handed to its Markdown form. */
export interface MdxElement {
  /** Its name as written: "Note", or an HTML element's ("sup"). */
  name: string;
  /** Its attributes; each must be a plain string (`title="…"`), so the copy can show it. */
  attributes: Record<string, string>;
  /** What it holds, as Markdown nodes (components among them still as written). */
  children: RootContent[];
}

/** The Markdown nodes that stand for a component in the copy. */
export type MarkdownForm = (element: MdxElement) => RootContent[] | Promise<RootContent[]>;

const text = (value: string) => ({ type: 'text' as const, value });
const strongParagraph = (label: string): Paragraph => ({
  type: 'paragraph',
  children: [{ type: 'strong', children: [text(label)] }],
});

/** Markdown text as the nodes it parses to: the forms of the components whose model writes Markdown. */
function markdownNodes(markdown: string): RootContent[] {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown).children;
}

/**
 * An admonition as a block quote led by its title: "**Warning: Ethereum-style keys**", or the
 * type's own title ("**Note**") when it has none.
 */
function admonition(type: AdmonitionType | undefined): MarkdownForm {
  return ({ attributes, children }) => {
    const kind = type ?? attributes.type;
    if (!kind || !Object.hasOwn(ADMONITION_TITLES, kind)) {
      const types = Object.keys(ADMONITION_TITLES).join(', ');
      throw new Error(`<Admonition type="${kind ?? ''}">: the type is one of ${types}.`);
    }
    const label = ADMONITION_TITLES[kind as AdmonitionType];
    const heading = attributes.title ? `${label}: ${attributes.title}` : label;
    return [
      { type: 'blockquote', children: [strongParagraph(heading), ...(children as BlockContent[])] },
    ];
  };
}

/** A component whose model writes its Markdown (the chain facts, the change policy's tables). */
function written(
  markdown: string | ((attributes: Record<string, string>) => string),
): MarkdownForm {
  return ({ attributes }) =>
    markdownNodes(typeof markdown === 'string' ? markdown : markdown(attributes));
}

/** The form of `name` in a table of written forms, checked when this module loads. */
function writtenIn<T>(table: Record<string, T>, name: string): T {
  if (!Object.hasOwn(table, name))
    throw new Error(`lib/mdx/components.ts: the model gives no Markdown for <${name}>.`);
  return table[name]!;
}
const chainFacts = (name: string) => written(writtenIn(CHAIN_FACTS_MARKDOWN, name));
const changePolicy = (name: string) => written(writtenIn(CHANGE_POLICY_MARKDOWN, name));

/** The example program (or its excerpt) as fenced code, titled like the page's caption. */
const exampleSource: MarkdownForm = async ({ attributes: { file, region, lines, title } }) => {
  if (!file) throw new Error('<ExampleSource> needs a file.');
  const value = excerpt(await readExample(file), file, { region, lines });
  const code: Code = { type: 'code', lang: 'ts', meta: null, value };
  if (title ?? (!region && !lines)) code.meta = `title="${title ?? file}"`;
  return [code];
};

const TRANSACTION_CHECK_NOTE =
  '(The interactive transaction check runs on the web page, in the browser.)';

export const MDX_COMPONENTS = {
  Admonition: admonition(undefined),
  Note: admonition('note'),
  Tip: admonition('tip'),
  Info: admonition('info'),
  Warning: admonition('warning'),
  Danger: admonition('danger'),
  /** The tabs' panels one after another, each under its label (CodeTab); anything else between them is dropped. */
  CodeTabs: ({ children }) => children.filter((child) => child.type === 'mdxJsxFlowElement'),
  CodeTab: ({ attributes, children }) => [strongParagraph(attributes.label ?? 'Code'), ...children],
  ExampleSource: exampleSource,
  /** The interactive check of check-a-transaction.mdx: it works only in a browser. */
  TransactionCheck: () => [{ type: 'paragraph', children: [text(TRANSACTION_CHECK_NOTE)] }],
  ChainFacts: chainFacts('ChainFacts'),
  FamilyFacts: chainFacts('FamilyFacts'),
  FamilySigning: chainFacts('FamilySigning'),
  ChainKeywords: chainFacts('ChainKeywords'),
  ChainOverview: chainFacts('ChainOverview'),
  SupportedChains: chainFacts('SupportedChains'),
  CosmosChains: chainFacts('CosmosChains'),
  OtherChains: chainFacts('OtherChains'),
  IdentifierCount: chainFacts('IdentifierCount'),
  FamilySize: chainFacts('FamilySize'),
  EthereumKeyIdentifiers: chainFacts('EthereumKeyIdentifiers'),
  UnbondingPeriod: chainFacts('UnbondingPeriod'),
  MinimumAmount: chainFacts('MinimumAmount'),
  FeeCeilings: chainFacts('FeeCeilings'),
  SchemaChanges: changePolicy('SchemaChanges'),
  OperationChanges: changePolicy('OperationChanges'),
  DeprecationPeriod: changePolicy('DeprecationPeriod'),
} satisfies Record<string, MarkdownForm>;

/** The name of a component authors may use in MDX. */
export type MdxComponentName = keyof typeof MDX_COMPONENTS;

/**
 * A plain HTML element (`<sup>`, `<kbd>`; its name is lower case, as JSX tells an element from a
 * component): Markdown keeps inline HTML as it is, in running text or as a paragraph of its own.
 */
export const HTML_ELEMENT: MarkdownForm = ({ name, children }) => [
  {
    type: 'paragraph',
    children: [
      { type: 'html', value: `<${name}>` },
      ...(children as PhrasingContent[]),
      { type: 'html', value: `</${name}>` },
    ],
  },
];

/** The Markdown form of what a page writes as `<name>`, or undefined for a component that has none. */
export function markdownFormOf(name: string): MarkdownForm | undefined {
  if (/^[a-z]/.test(name)) return HTML_ELEMENT;
  return Object.hasOwn(MDX_COMPONENTS, name) ? MDX_COMPONENTS[name as MdxComponentName] : undefined;
}
