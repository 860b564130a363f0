import type { Element, Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import Link from '@/components/Link';
import { markdownToHast, preparedMarkdown } from '@/lib/openapi/pages/markdown';

const components: Partial<Components> = {
  // Every link through the site's one link component (page, file, outbound, e-mail).
  a: ({
    href,
    children,
    node: _node,
    ...rest
  }: {
    href?: string;
    children?: React.ReactNode;
    node?: Element;
  }) => (
    <Link href={href ?? ''} {...rest}>
      {children}
    </Link>
  ),
};

/**
 * A description's Markdown, rendered at build time (lib/openapi/pages/markdown.ts); nothing of it runs
 * in the browser. A text prepared before the render (prepareDescriptions) renders in place;
 * another is made now, and React sends it as a row of its own. `searchWeight`: how much its words
 * weigh in search (lib/search-index.ts), when not 1.
 */
export default function Markdown({
  text,
  className,
  searchWeight,
}: {
  text?: string;
  className?: string;
  searchWeight?: number;
}) {
  if (!text?.trim()) return null;
  // No keys: the tree is rendered once and never reordered, and its keys ("p-0", "code-1") would
  // be sent in the page's payloads for nothing (the size target).
  // Only the attributes given: one given as undefined would still be sent in the payloads.
  const attributes = {
    ...(className && { className }),
    ...(searchWeight !== undefined && { 'data-pagefind-weight': searchWeight }),
  };
  const render = (tree: Root) => (
    <div {...attributes}>
      {toJsxRuntime(tree, { Fragment, jsx, jsxs, components, passKeys: false })}
    </div>
  );
  const tree = preparedMarkdown(text);
  return tree ? render(tree) : markdownToHast(text).then(render);
}
