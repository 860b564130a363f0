import { highlightCode } from '@/lib/highlight';
import CodeBlock from './index';

interface HighlightedCodeBlockProps {
  code: string;
  /** The language shiki highlights it as. */
  lang: string;
  /** The block's data-language, when it names the language otherwise ("ts" for typescript). */
  label?: string;
}

/**
 * Code highlighted at build time (lib/highlight.ts) in a CodeBlock: the tokens' colours are
 * classes, the block's <code> carries their light and dark values (app/globals.css).
 */
export default async function HighlightedCodeBlock({
  code,
  lang,
  label = lang,
}: HighlightedCodeBlockProps) {
  const { html, style } = await highlightCode(code, lang);
  return (
    <CodeBlock className="shiki-block" data-language={label}>
      <code style={style} dangerouslySetInnerHTML={{ __html: html }} />
    </CodeBlock>
  );
}
