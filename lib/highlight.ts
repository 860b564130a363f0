import type { CSSProperties } from 'react';
import { codeToHtml, type ShikiTransformer } from 'shiki';
import type { Element, ElementContent } from 'hast';
import { codeHighlighting, TOKENIZING } from '@/lib/code-highlighting';

const themes = codeHighlighting().then((options) => options.theme);

/**
 * How many token colours one code block may give by class: app/globals.css colours `.t0` to
 * `.t11` from the block's palette. The two themes have 12 token colours besides the default
 * one; a token past them, or with a font style, keeps shiki's own style attribute.
 */
export const TOKEN_COLOR_SLOTS = 12;

export interface HighlightedCode {
  /** The inner HTML of the <code> element: the code's tokens, each colour a class. */
  html: string;
  /** The block's palette, for the <code> element: `--tN` (light) and `--tNd` (dark) of each class tN. */
  style: CSSProperties;
}

const LIGHT = '--shiki-light';
const DARK = '--shiki-dark';

/**
 * The two colours of a shiki style (`--shiki-light:#24292e;--shiki-dark:#e1e4e8`), upper case.
 * `only`: undefined when the style says more (a font style), as a token's may.
 */
function colorPair(style: unknown, only: boolean): [string, string] | undefined {
  if (typeof style !== 'string') return undefined;
  const declarations = new Map(
    style
      .split(';')
      .filter(Boolean)
      .map((declaration) => declaration.split(':').map((part) => part.trim()) as [string, string]),
  );
  const light = declarations.get(LIGHT);
  const dark = declarations.get(DARK);
  if (!light || !dark || (only && declarations.size !== 2)) return undefined;
  return [light.toUpperCase(), dark.toUpperCase()];
}

/**
 * Shiki's output made light for the operation pages, whose examples are sent three times (in
 * the HTML, inline in its RSC payload and in the navigation payload) under a size budget
 * (scripts/build/size-budget.json). Shiki writes
 * each token as `<span style="--shiki-light:…;--shiki-dark:…">` and each line as
 * `<span class="line">`; here a token in the block's default colour is plain text (the block
 * has that colour), another token is `<span class="tN">` with its two colours once in the
 * block's palette, and lines are the text's own line breaks (nothing styles `.line`).
 */
function compactTokens(palette: string[][]): ShikiTransformer {
  return {
    name: 'compact-tokens',
    pre(pre) {
      const blockColors = colorPair(pre.properties.style, false);
      if (!blockColors) throw new Error('highlightCode: shiki wrote no default colours on <pre>.');
      palette.push(blockColors);
      const code = pre.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'code',
      );
      if (!code) throw new Error('highlightCode: shiki wrote no <code>.');
      const slotOf = (pair: [string, string]) => {
        const key = pair.join(' ');
        const known = palette.findIndex((entry) => entry.join(' ') === key);
        if (known !== -1) return known;
        if (palette.length > TOKEN_COLOR_SLOTS) return Infinity;
        return palette.push(pair) - 1;
      };
      const token = (span: ElementContent): ElementContent[] => {
        if (span.type !== 'element') return [span];
        const pair = colorPair(span.properties.style, true);
        if (!pair) return [span];
        const slot = slotOf(pair);
        if (slot === 0) return span.children;
        if (slot > TOKEN_COLOR_SLOTS) return [span];
        return [{ ...span, properties: { className: [`t${slot - 1}`] } }];
      };
      code.children = code.children.flatMap((line) =>
        line.type === 'element' && line.tagName === 'span' ? line.children.flatMap(token) : [line],
      );
    },
  };
}

/**
 * Highlights code at build time with the themes of every other code block of the site
 * (lib/code-highlighting.ts). `defaultColor: false` gives each token both
 * colours, which compactTokens turns into a class and the block's palette; app/globals.css
 * picks the colour of the current mode, so no script is needed to switch.
 */
export async function highlightCode(code: string, lang: string): Promise<HighlightedCode> {
  // palette[0]: the block's default colours; palette[N + 1]: those of class tN.
  const palette: string[][] = [];
  const html = await codeToHtml(code, {
    lang,
    themes: await themes,
    defaultColor: false,
    transformers: [compactTokens(palette)],
    ...TOKENIZING,
  });
  const start = html.indexOf('<code>');
  const end = html.lastIndexOf('</code>');
  if (start === -1 || end === -1)
    throw new Error(`highlightCode: unexpected shiki output for ${lang}.`);
  const style: Record<string, string> = {};
  palette.forEach(([light, dark], index) => {
    const name = index === 0 ? '--t' : `--t${index - 1}`;
    style[name] = light;
    style[`${name}d`] = dark;
  });
  return { html: html.slice(start + '<code>'.length, end), style: style as CSSProperties };
}
