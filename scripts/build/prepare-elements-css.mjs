/**
 * Prepares Stoplight Elements' stylesheet for /api. The copy in public/vendor/ is
 * linked by the page while it is shown and removed when it is left, so none of it reaches
 * other pages. While it is linked, three things in it would still change the site's own
 * navbar and footer, so they are changed here:
 * - custom properties that the site defines too (--color-text, --color-primary, …) are
 *   renamed, so Elements keeps its values and the site keeps its own;
 * - `:focus{outline:none}` is removed, so keyboard focus stays visible (WCAG 2.4.7);
 * - the `html{…}` and `body{…}` rules are removed, so the page keeps the site's font and
 *   line height.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ELEMENTS_STYLESHEET_HREF } from '../../lib/elements-stylesheet';
export const RENAMED_PROPERTY_PREFIX = '--sl-host-';

/**
 * Names of the custom properties a stylesheet defines (`--name:`), without duplicates.
 * @param {string} css
 */
export function definedCustomProperties(css) {
  return [...new Set(css.match(/--[\w-]+(?=\s*:)/g) ?? [])];
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Elements' CSS with the changes above, given the custom properties the site defines.
 * @param {string} css
 * @param {string[]} siteCustomProperties
 */
export function prepareElementsCss(css, siteCustomProperties) {
  let prepared = css;
  for (const property of siteCustomProperties) {
    // Whole names only: --color-text must not touch --color-text-muted's own entry.
    const name = new RegExp(`${escapeRegExp(property)}(?![\\w-])`, 'g');
    prepared = prepared.replace(name, `${RENAMED_PROPERTY_PREFIX}${property.slice(2)}`);
  }
  return prepared
    .replace(/(?<=^|})\s*:focus\s*{\s*outline:\s*none;?\s*}/g, '')
    .replace(/(?<=^|})\s*(html|body)\s*{[^}]*}/g, '');
}

/**
 * Writes the prepared stylesheet to public/vendor/elements.css (run before `next build`).
 * @param {string} [projectRoot]
 */
export function writeElementsStylesheet(projectRoot = process.cwd()) {
  const require = createRequire(path.join(projectRoot, 'package.json'));
  const source = fs.readFileSync(require.resolve('@stoplight/elements/styles.min.css'), 'utf8');
  const siteCss = fs.readFileSync(path.join(projectRoot, 'app', 'globals.css'), 'utf8');
  const target = path.join(projectRoot, 'public', ELEMENTS_STYLESHEET_HREF);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, prepareElementsCss(source, definedCustomProperties(siteCss)));
  return target;
}
