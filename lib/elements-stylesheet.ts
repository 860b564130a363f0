// Where the prepared copy of Elements' stylesheet is served from (written by
// scripts/build/prepare-elements-css.mjs before `next build`, linked by useStylesheet on /api).
export const ELEMENTS_STYLESHEET_HREF = '/vendor/elements.css';
