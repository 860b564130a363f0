// html-validate over every page of the export (tests/e2e/export.e2e.ts, run in CI on the
// export it builds): its recommended rules, less the ones below, each for a reason.
const config = {
  extends: ['html-validate:recommended'],
  rules: {
    // React's serialisation style, not mistakes: it writes void elements as <meta ... />, boolean
    // attributes as hidden="", and some attributes in camel case (charSet, noModule, fetchPriority).
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'attr-case': 'off',
    // Highlighted code carries its colors in style attributes (both color themes at build time,
    // lib/code-themes.ts), and the announcement bar its configured colors.
    'no-inline-style': 'off',
    // Text needs only "<" and an ambiguous "&" escaped: React and the code highlighter write ">" as it is.
    'no-raw-characters': 'off',
    // HTML allows any id without white space: headings get GitHub's slugs ("1-check-that-the-api-is-up")
    // and React's useId gives ids starting with "_".
    'valid-id': ['error', { relaxed: true }],
    // A list may carry a name (ARIA allows naming the list role): a changelog post's tags are the
    // list "Tags", which screen readers announce before its items. Naming stays refused where ARIA
    // prohibits it (generic elements such as <div> and <span>).
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};

export default config;
