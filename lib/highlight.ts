import { codeToHtml } from 'shiki';
import { codeThemes } from '@/lib/code-themes.mjs';

const themes = codeThemes();

/**
 * Highlights code at build time with the same dual themes as the MDX code fences
 * (rehype-pretty-code, lib/code-themes.mjs). `defaultColor: false` writes only the
 * --shiki-light / --shiki-dark variables, which app/globals.css turns into a
 * color for the current mode, so no script is needed to switch.
 * Returns the inner HTML of the <code> element shiki produces.
 */
export async function highlightCode(code: string, lang: string): Promise<string> {
  const html = await codeToHtml(code, {
    lang,
    themes: await themes,
    defaultColor: false,
  });
  const start = html.indexOf('<code>');
  const end = html.lastIndexOf('</code>');
  if (start === -1 || end === -1) throw new Error(`highlightCode: unexpected shiki output for ${lang}.`);
  return html.slice(start + '<code>'.length, end);
}
