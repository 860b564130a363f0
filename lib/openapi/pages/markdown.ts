/**
 * The Markdown of the description (operation, parameter, field and response descriptions) as
 * HTML trees, at build time, with the site's own pipeline: remark-gfm as in the MDX pages, and
 * fenced code highlighted as in the MDX pages (lib/mdx/rehype-code.ts). No Markdown
 * reaches the browser; components/OperationPage/Markdown.tsx turns a tree into elements
 * (links through the site's Link).
 */
import type { Root } from 'hast';
import type { Options as PrettyCodeOptions } from 'rehype-pretty-code';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { codeHighlighting } from '@/lib/code-highlighting';
import rehypeCode from '@/lib/mdx/rehype-code';

const processor = (async () =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    // Shiki's theme type and rehype-pretty-code's own copy of it differ only in optional fields.
    .use(rehypeCode, (await codeHighlighting()) as PrettyCodeOptions))();

/** Each distinct text's tree: the promise while it is made, then the tree itself (preparedMarkdown). */
const trees = new Map<string, Root | Promise<Root>>();

/** The HTML tree of a Markdown text; each distinct text is processed once per build process. */
export function markdownToHast(markdown: string): Promise<Root> {
  let tree = trees.get(markdown);
  if (!tree) {
    tree = processor.then(async (unifiedProcessor) => {
      const result = (await unifiedProcessor.run(unifiedProcessor.parse(markdown))) as Root;
      trees.set(markdown, result);
      return result;
    });
    trees.set(markdown, tree);
  }
  return Promise.resolve(tree);
}

/** The tree of a text markdownToHast has already made, or undefined. */
export function preparedMarkdown(markdown: string): Root | undefined {
  const tree = trees.get(markdown);
  return tree instanceof Promise ? undefined : tree;
}

/** Every `description` text in a plain-data value (an operation's model), at any depth. */
function descriptionsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) descriptionsOf(item, out);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'description' && typeof inner === 'string') out.push(inner);
      else descriptionsOf(inner, out);
    }
  }
  return out;
}

/**
 * Makes the tree of every description in `model` before a page renders it, so that each renders
 * in place (components/OperationPage/Markdown.tsx): a description React had to wait for would
 * be sent as a row of its own in the page's payloads, 188 of them on the largest operation page,
 * which has a size budget (scripts/build/size-budget.json).
 */
export async function prepareDescriptions(model: unknown): Promise<void> {
  await Promise.all(descriptionsOf(model).map(markdownToHast));
}
