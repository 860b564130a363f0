// Steps before `next build`. A fresh out/ keeps the link checker honest: no page
// of an older build can satisfy a link.
// `--dev` (npm run dev, via "predev") runs the steps the dev server needs and keeps out/.
import fs from 'node:fs';

const dev = process.argv.includes('--dev');

// The content check first: a mistake in what authors write stops the build here, in seconds,
// named by file, line and column. The dev server prints the same lines and starts anyway.
const { runContentCheck } = await import('../check/content.mjs');
if (!(await runContentCheck()) && !dev) process.exit(1);
if (!dev) fs.rmSync('out', { recursive: true, force: true });

// Search in development uses the last build's index; a build drops that copy.
const { syncDevSearchIndex } = await import('./dev-search-index.mjs');
syncDevSearchIndex({ dev });

// /api links Elements' stylesheet only while it is shown: copy a prepared version
// to public/vendor/ (gitignored).
const { writeElementsStylesheet } = await import('./prepare-elements-css.mjs');
writeElementsStylesheet();

// "Last updated" of every docs page: one `git log` for the whole build, kept for its processes.
const { writeCommitDates } = await import('../../lib/git/last-updated');
const commits = writeCommitDates();
if (!commits.available)
  console.warn(
    'Last updated: not a git checkout (or no git), so no page shows the date of its last change.',
  );
else if (commits.undated.length) {
  console.warn(
    `Last updated: this clone is shallow, so ${commits.undated.length} files under content/ show no date ` +
      '(their last change is older than the history it holds). `git fetch --unshallow` gives them their dates.',
  );
}

// The theme's words in each declared locale: a string a locale lacks shows in English.
const { siteConfig } = await import('../../lib/config');
const { warnMissingUiStrings } = await import('../../lib/i18n/ui');
warnMissingUiStrings(siteConfig.i18n.locales);
