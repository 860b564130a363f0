// How every fenced code block of the site is highlighted at build time, in one object: the MDX
// pages (next.config.mjs hands it to lib/mdx/rehype-code.ts, rehype-pretty-code with TOKENIZING)
// and the Markdown of the API description (lib/openapi/pages/markdown.ts) use it as it is;
// lib/highlight.ts takes its themes for the code it highlights with shiki directly. No highlighter
// reaches the browser.
import { codeThemes } from './code-themes';

/**
 * Shiki's tokenizing options for every block. Shiki stops tokenizing a line after 500 ms by
 * default and leaves the rest of it in the color of the token it stopped in; on a busy machine the
 * first line a build worker highlights (while the grammar compiles) passed that limit, so the same
 * page came out colored differently from one build to the next. 5 s leaves room for that; a limit
 * stays because tokenizing grows with the square of a line's length (a 75 kB line of TypeScript
 * takes 11 s), so a minified line in a page cannot hold the build up for minutes.
 */
export const TOKENIZING = Object.freeze({ tokenizeTimeLimit: 5000 });

/**
 * rehype-pretty-code's options, as plain JSON (Turbopack passes MDX plugin options as JSON): the
 * site's two themes, the page's own code background (app/globals.css) instead of the themes', and
 * fences without a language read as plain text.
 */
export async function codeHighlighting(): Promise<{
  theme: Awaited<ReturnType<typeof codeThemes>>;
  keepBackground: false;
  defaultLang: { block: string };
}> {
  return { theme: await codeThemes(), keepBackground: false, defaultLang: { block: 'plaintext' } };
}
