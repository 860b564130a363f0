// @vitest-environment node
import { highlightCode } from './highlight';

/** The text a reader sees and copies: the HTML without its tags, entities read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The light and dark colours the block gives the token whose text is `token`. */
function colorsOf(result: Awaited<ReturnType<typeof highlightCode>>, token: string) {
  const style = result.style as Record<string, string>;
  const span = new RegExp(
    `<span class="(t\\d+)">${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</span>`,
  ).exec(result.html);
  if (!span) return { light: style['--t'], dark: style['--td'] };
  return { light: style[`--${span[1]}`], dark: style[`--${span[1]}d`] };
}

describe('highlightCode', () => {
  const json = JSON.stringify(
    { chain: 'ATOM', amount: 25, memo: null, nested: { ok: true } },
    null,
    2,
  );

  it('keeps the code as it is, line by line', async () => {
    const result = await highlightCode(json, 'json');
    expect(textOf(result.html)).toBe(json);
    const go = 'package main\n\nfunc main() {\n\tfmt.Println("a < b && c")\n}';
    expect(textOf((await highlightCode(go, 'go')).html)).toBe(go);
  });

  it("gives each token both themes' colours (GitHub's, with the accessible shades of lib/code-themes.ts)", async () => {
    const result = await highlightCode(json, 'json');
    expect(colorsOf(result, '  "chain"')).toEqual({ light: '#005CC5', dark: '#79B8FF' });
    expect(colorsOf(result, '"ATOM"')).toEqual({ light: '#032F62', dark: '#9ECBFF' });
    // Punctuation is the block's own colour.
    expect(result.style).toMatchObject({ '--t': '#24292E', '--td': '#E1E4E8' });
    const js = await highlightCode('const x = "y";', 'javascript');
    // github-light's #D73A49 falls under 4.5:1 on our code background: its darker shade.
    expect(colorsOf(js, 'const')).toEqual({ light: '#B31D28', dark: '#F97583' });
  });

  it('writes each colour once per block: a class per token, no style attribute, no line wrappers', async () => {
    const { html, style } = await highlightCode(json, 'json');
    expect(html).not.toContain('style=');
    expect(html).not.toContain('class="line"');
    // A token in the block's default colour ("{", ": ", ",") is plain text.
    expect(html.startsWith('{\n<span class="t')).toBe(true);
    // JSON has two colours besides the default: keys and literals (25, null, true), strings.
    expect(Object.keys(style).sort()).toEqual(['--t', '--t0', '--t0d', '--t1', '--t1d', '--td']);
  });
});
