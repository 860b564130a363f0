// Steps after `next build`, on the exported out/ folder. Each runs in a Node process of its own
// with tsx, as this one does (`npm run build`), so it imports the site's TypeScript modules.
// Independent steps run beside each other, the longest (the Markdown copies) from the start; each
// prints one line with its wall time, `postbuild: <step> <seconds> s`, which the scale benchmark
// reads (scripts/bench/measure.mjs buildPhases).
import { spawn } from 'node:child_process';
import { PAGES_WANTED } from './pages-final.mjs';

const NODE_ARGS = ['--import', 'tsx'];

/**
 * One step in a process of its own: resolves when it succeeds, rejects naming it. A step that
 * sends PAGES_WANTED is answered once `pagesFinal` resolves.
 * @param {string} name
 * @param {string} script
 * @param {Promise<unknown>} [pagesFinal]
 */
const run = (name, script, pagesFinal) =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [...NODE_ARGS, script, 'out'], {
      stdio: pagesFinal ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
    });
    child.on('message', (message) => {
      if (message === PAGES_WANTED)
        pagesFinal?.then(
          () => child.connected && child.send('go'),
          () => child.kill(),
        );
    });
    child.on('error', reject).on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${script} failed (exit code ${code}).`));
      console.log(`postbuild: ${name} ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(undefined);
    });
  });

/** Waits for every step; exits naming each that failed. */
async function all(steps) {
  const failed = (await Promise.allSettled(steps)).filter((result) => result.status === 'rejected');
  if (failed.length) {
    // A step that failed fails the steps that wait for it too: each named once.
    for (const message of new Set(failed.map(({ reason }) => reason.message)))
      console.error(message);
    process.exit(1);
  }
}

// What changes the export's HTML files first, beside each other (they touch different files):
// - the per-segment prefetch files, which no browser of this site fetches, removed;
// - each page's payload taken out of its HTML, which then loads it from index.txt.
// Then, once both are done, the stylesheets every page links merged into one file, which
// rewrites the pages, their payloads and the script chunks that name them.
const rewriting = Promise.all([
  run('prefetch files removed', 'scripts/build/prune-export.mjs'),
  run('payload out of the HTML', 'scripts/build/html-payload.mjs'),
]).then(() => run('stylesheets merged', 'scripts/build/merge-styles.mjs'));

// The docs for machines from the start: Markdown copies of the docs pages, llms.txt and
// llms-full.txt, made from the sources; only the link check at their end reads the HTML pages,
// once those are rewritten (it sends PAGES_WANTED and waits).
const machineFiles = run('Markdown copies', 'scripts/build/llms.mjs', rewriting);

// What reads the pages, once they are rewritten, beside each other (they write different files):
// - the link check of every page;
// - the static search index (out/pagefind/): the docs pages split at their headings, and every
//   API operation as its own record;
// - the social card of every docs, example and operation page, checked against the pages' heads.
const reading = rewriting.then(() =>
  Promise.all([
    run('link check', 'scripts/build/check-links.mjs'),
    run('search index', 'scripts/build/search-index.mjs'),
    run('social cards', 'scripts/build/social-cards.mjs'),
  ]),
);

await all([rewriting, machineFiles, reading]);

// Once every HTML file is final and no step reads them: the Content Security Policy of each
// page (hashes of its inline scripts) as a <meta> tag, and out/_headers and out/serve.json with
// that policy and the security headers for static hosts and `npm start`.
await all([run('Content Security Policy', 'scripts/build/csp.mjs')]);

// The size budget the site asks for (sizeBudget of content/site.config.ts; none for this site,
// the templates' budget for the fixture site), measured on the pages as they are served, their
// policy included; on the root export only: a sub-path build (BASE_PATH, npm run build:subpath)
// is the same site with longer URLs.
if (!process.env.BASE_PATH) await all([run('size budget', 'scripts/build/check-budget.mjs')]);
