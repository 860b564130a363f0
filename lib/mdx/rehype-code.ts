// The site's code-block highlighter for Markdown and MDX: rehype-pretty-code with the site's
// tokenizing options (lib/code-highlighting.ts, TOKENIZING). Turbopack takes it by file
// path with JSON options (next.config.mjs); lib/openapi/pages/markdown.ts uses it as it is.
import rehypePrettyCode, { type Options } from 'rehype-pretty-code';
import { getSingletonHighlighter } from 'shiki';
import { TOKENIZING } from '../code-highlighting';

/**
 * Shiki's shared highlighter, whose `codeToHtml` tokenizes with the site's options:
 * rehype-pretty-code passes no tokenizing options of its own.
 */
export async function tokenizingHighlighter(
  options: Parameters<typeof getSingletonHighlighter>[0],
) {
  const highlighter = await getSingletonHighlighter(options);
  const codeToHtml: typeof highlighter.codeToHtml = (code, codeOptions) =>
    highlighter.codeToHtml(code, { ...codeOptions, ...TOKENIZING });
  return { ...highlighter, codeToHtml };
}

export default function rehypeCode(options: Options) {
  return rehypePrettyCode({ ...options, getHighlighter: tokenizingHighlighter });
}
