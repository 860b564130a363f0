// The two syntax themes of every code block, shared by the MDX code fences
// (rehype-pretty-code, next.config.mjs) and the example programs
// (components/ExampleSource). They are GitHub's light and dark themes with the
// few token colors that fall under WCAG AA's 4.5:1 on our code background
// moved to a darker (light) or lighter (dark) shade of the same hue.
import { bundledThemes } from 'shiki';

/**
 * Theme name -> { color too faint on our code background: accessible shade }.
 */
export const CODE_COLOR_FIXES: Record<'github-light' | 'github-dark', Record<string, string>> = {
  'github-light': { '#D73A49': '#B31D28', '#E36209': '#A04100', '#22863A': '#1A7F37' },
  'github-dark': { '#6A737D': '#959DA5' },
};
async function accessibleTheme(
  name: keyof typeof CODE_COLOR_FIXES,
): Promise<import('shiki').ThemeRegistration> {
  let json = JSON.stringify((await bundledThemes[name]()).default);
  for (const [from, to] of Object.entries(CODE_COLOR_FIXES[name])) {
    json = json.replace(new RegExp(from, 'gi'), to);
  }
  return { ...JSON.parse(json), name: `${name}-aa` };
}

/** { light, dark } theme objects, plain JSON (Turbopack passes MDX plugin options as JSON). */
export async function codeThemes() {
  return {
    light: await accessibleTheme('github-light'),
    dark: await accessibleTheme('github-dark'),
  };
}
