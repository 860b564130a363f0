// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  definedCustomProperties,
  prepareElementsCss,
  RENAMED_PROPERTY_PREFIX,
} from './prepare-elements-css.mjs';

const require = createRequire(path.join(process.cwd(), 'package.json'));
const elementsCss = readFileSync(require.resolve('@stoplight/elements/styles.min.css'), 'utf8');
const siteProperties = definedCustomProperties(
  readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8'),
);
const prepared = prepareElementsCss(elementsCss, siteProperties);

describe('prepareElementsCss', () => {
  it('leaves none of the site custom properties to Elements', () => {
    expect(siteProperties).toContain('--color-text');
    const clashing = definedCustomProperties(prepared).filter((name) =>
      siteProperties.includes(name),
    );
    expect(clashing).toEqual([]);
  });

  it('renames whole property names only, definitions and uses alike', () => {
    const css =
      ':root{--color-text:#111;--color-text-muted:#555}.a{color:var(--color-text)}.b{color:var(--color-text-muted)}';
    expect(prepareElementsCss(css, ['--color-text'])).toBe(
      `:root{${RENAMED_PROPERTY_PREFIX}color-text:#111;--color-text-muted:#555}.a{color:var(${RENAMED_PROPERTY_PREFIX}color-text)}.b{color:var(--color-text-muted)}`,
    );
  });

  it('keeps focus outlines and the page font: drops :focus{outline:none}, html{} and body{}', () => {
    expect(prepared).not.toMatch(/(^|})\s*:focus\s*{\s*outline:\s*none/);
    expect(prepared).not.toMatch(/(^|})(html|body){/);
    expect(elementsCss).toMatch(/(^|})(html|body){/);
  });

  it('keeps the rest of the stylesheet', () => {
    expect(prepared.length).toBeGreaterThan(elementsCss.length * 0.95);
    expect(prepared).toContain('.sl-elements{');
  });
});
