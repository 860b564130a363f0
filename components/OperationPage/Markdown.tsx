import type { Element, Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import Link from '@/components/Link';
import { markdownToHast } from '@/lib/openapi/markdown';

const components: Partial<Components> = {
  // Every link through the site's one link component (page, file, outbound, e-mail).
  a: ({ href, children, node: _node, ...rest }: { href?: string; children?: React.ReactNode; node?: Element }) => (
    <Link href={href ?? ''} {...rest}>
      {children}
    </Link>
  ),
};

/**
 * A description's Markdown, rendered at build time (lib/openapi/markdown.ts); nothing of it runs in
 * the browser. `searchWeight`: how much its words weigh in search (lib/search-index.ts), when not 1.
 */
export default async function Markdown({ text, className, searchWeight }: { text?: string; className?: string; searchWeight?: number }) {
  if (!text?.trim()) return null;
  const tree: Root = await markdownToHast(text);
  return (
    <div className={className} data-pagefind-weight={searchWeight}>
      {toJsxRuntime(tree, { Fragment, jsx, jsxs, components })}
    </div>
  );
}
