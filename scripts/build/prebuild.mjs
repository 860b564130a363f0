// Steps before `next build`. A fresh out/ keeps the link checker honest: no page
// of an older build can satisfy a link.
// `--dev` (npm run dev, via "predev") runs the steps the dev server needs and keeps out/.
import fs from 'node:fs';

const dev = process.argv.includes('--dev');
if (!dev) fs.rmSync('out', { recursive: true, force: true });

// Search in development uses the last build's index; a build drops that copy (issue 11).
const { syncDevSearchIndex } = await import('./dev-search-index.mjs');
syncDevSearchIndex({ dev });

// /api links Elements' stylesheet only while it is shown (issue 3): copy a prepared version
// to public/vendor/ (gitignored).
const { writeElementsStylesheet } = await import('./prepare-elements-css.mjs');
writeElementsStylesheet();
