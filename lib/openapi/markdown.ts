/**
 * The Markdown of the description (operation, parameter, field and response descriptions) as
 * HTML trees, at build time, with the site's own pipeline: remark-gfm as in the MDX pages, and
 * fenced code highlighted by rehype-pretty-code with the site's code themes. No Markdown
 * reaches the browser; components/OperationPage/Markdown.tsx turns a tree into elements
 * (links through the site's Link).
 */
import type { Root } from 'hast';
import rehypePrettyCode, { type Options as PrettyCodeOptions } from 'rehype-pretty-code';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { codeThemes } from '@/lib/code-themes.mjs';

const processor = (async () =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypePrettyCode, {
      // The same options as the MDX pages' (next.config.mjs).
      theme: (await codeThemes()) as PrettyCodeOptions['theme'],
      keepBackground: false,
      defaultLang: { block: 'plaintext' },
    }))();

const cache = new Map<string, Promise<Root>>();

/** The HTML tree of a Markdown text; each distinct text is processed once per build process. */
export function markdownToHast(markdown: string): Promise<Root> {
  let tree = cache.get(markdown);
  if (!tree) {
    tree = processor.then(async (unifiedProcessor) => (await unifiedProcessor.run(unifiedProcessor.parse(markdown))) as Root);
    cache.set(markdown, tree);
  }
  return tree;
}
