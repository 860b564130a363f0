// Steps after `next build`, on the exported out/ folder. Each runs in a Node process of its own
// with tsx, as this one does (`npm run build`), so it imports the site's TypeScript modules.
import { execFileSync, spawn } from 'node:child_process';

const NODE_ARGS = ['--import', 'tsx'];

/** Each step's wall time, one line the scale benchmark reads (scripts/bench/bench.mjs buildPhases). */
const timed = (script, started) =>
  console.log(`Postbuild step ${script}: ${((Date.now() - started) / 1000).toFixed(1)} s`);

const step = (script) => {
  const started = Date.now();
  execFileSync(process.execPath, [...NODE_ARGS, script, 'out'], { stdio: 'inherit' });
  timed(script, started);
};

/** A step in a process of its own, beside others: resolves when it succeeds, rejects naming it. */
const beside = (script) =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    spawn(process.execPath, [...NODE_ARGS, script, 'out'], { stdio: 'inherit' })
      .on('error', reject)
      .on('exit', (code) => {
        if (code !== 0) return reject(new Error(`${script} failed (exit code ${code}).`));
        timed(script, started);
        resolve();
      });
  });

/** Runs steps beside each other on the 2 cores; exits naming each that failed. */
async function besideEachOther(scripts) {
  const results = await Promise.allSettled(scripts.map(beside));
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length) {
    for (const { reason } of failed) console.error(reason.message);
    process.exit(1);
  }
}

// First what changes the export's files, beside each other (they touch different files):
// - the per-segment prefetch files, which no browser of this site fetches, removed;
// - each page's payload taken out of its HTML, which then loads it from index.txt.
await besideEachOther(['scripts/build/prune-export.mjs', 'scripts/build/html-payload.mjs']);

// Then what reads the pages, beside each other: they read the HTML pages and write
// different files.
// - The link check of every page.
// - The static search index (out/pagefind/): the docs pages split at their headings, and every
//   API operation as its own record.
// - The docs for machines: Markdown copies of the docs pages, llms.txt and llms-full.txt, with
//   every link in them checked.
// - The social card of every docs, example and operation page, checked against the pages' heads.
await besideEachOther([
  'scripts/build/check-links.mjs',
  'scripts/build/search-index.mjs',
  'scripts/build/llms.mjs',
  'scripts/build/social-cards.mjs',
]);

// Once every HTML file is final: the Content Security Policy of each page (hashes
// of its inline scripts) as a <meta> tag, and out/_headers and out/serve.json with that policy
// and the security headers for static hosts and `npm start`.
step('scripts/build/csp.mjs');

// The size budget the site asks for (sizeBudget of content/site.config.ts; none for this site,
// the templates' budget for the fixture site), measured on the pages as they are served, their
// policy included; on the root export only: a sub-path build (BASE_PATH, npm run build:subpath)
// is the same site with longer URLs.
if (!process.env.BASE_PATH) step('scripts/build/check-budget.mjs');
