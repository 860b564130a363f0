// How every fenced code block of the site is highlighted at build time, in one object: the MDX
// pages (next.config.mjs hands it to rehype-pretty-code) and the Markdown of the API description
// (lib/openapi/markdown.ts) use it as it is; lib/highlight.ts takes its themes for the code it
// highlights with shiki directly. No highlighter reaches the browser.
import { codeThemes } from './code-themes.mjs';

/**
 * rehype-pretty-code's options, as plain JSON (Turbopack passes MDX plugin options as JSON): the
 * site's two themes, the page's own code background (app/globals.css) instead of the themes', and
 * fences without a language read as plain text.
 * @returns {Promise<{ theme: Awaited<ReturnType<typeof codeThemes>>, keepBackground: false, defaultLang: { block: string } }>}
 */
export async function codeHighlighting() {
  return { theme: await codeThemes(), keepBackground: false, defaultLang: { block: 'plaintext' } };
}
