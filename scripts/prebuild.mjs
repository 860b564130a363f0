// Steps before `next build`. A fresh out/ keeps the link checker honest: no page
// of an older build can satisfy a link.
// `--dev` (npm run dev, via "predev") runs the steps the dev server needs and keeps out/.
import fs from 'node:fs';

const dev = process.argv.includes('--dev');
if (!dev) fs.rmSync('out', { recursive: true, force: true });

// /api links Elements' stylesheet only while it is shown (issue 3): copy a prepared version
// to public/vendor/ (gitignored).
const { writeElementsStylesheet } = await import('./prepare-elements-css.mjs');
writeElementsStylesheet();
