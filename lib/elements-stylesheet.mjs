// Where the prepared copy of Elements' stylesheet is served from (written by
// scripts/build/prepare-elements-css.mjs before `next build`, linked by useStylesheet on /api).
// A .mjs file so that the build step, which runs in plain Node, can import it too.
export const ELEMENTS_STYLESHEET_HREF = '/vendor/elements.css';
