// Steps before `next build`. A fresh out/ keeps the link checker honest: no page
// of an older build can satisfy a link.
import fs from 'node:fs';

fs.rmSync('out', { recursive: true, force: true });

// /api links Elements' stylesheet only while it is shown (issue 3): copy a prepared version
// to public/vendor/ (gitignored).
const { writeElementsStylesheet } = await import('./prepare-elements-css.mjs');
writeElementsStylesheet();
