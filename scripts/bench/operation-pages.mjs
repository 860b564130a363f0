// The measurements of the operation pages for `npm run bench`: a tap on an operation
// in /api until its request fields show, beside a tap between two docs pages and a tap on "Try it"
// until Elements shows the same fields, all under the same mobile throttling; the JS of an
// operation page against a docs page; the largest operation page; Lighthouse beside /docs/welcome/.
import fs from 'node:fs';
import path from 'node:path';
import { measurePage } from '../build/check-budget.mjs';
import { MOBILE_THROTTLING, tapToShown, throttledTap } from './api.mjs';

const DOCS_PAGE = '/docs/welcome/';
const OPERATION_PAGE = '/api/operations/forgeSolStake/';

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Gzip bytes of every operation page of the export: HTML, payload, JS, CSS. */
function operationPageSizes(outDir) {
  const dir = path.join(outDir, 'api', 'operations');
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      page: `/api/operations/${entry.name}/`,
      ...measurePage(outDir, `/api/operations/${entry.name}/`),
    }));
}

/** `lighthouseScores(base, pages)`: bench.mjs's median-of-N Lighthouse runs. */
export async function operationPagesBench(base, { outDir = 'out', lighthouseScores }) {
  const t = MOBILE_THROTTLING;
  const conditions =
    `412 px, ${t.latencyMs} ms latency, ${t.downloadKbps} kbit/s down, ${t.uploadKbps} kbit/s ` +
    `up, CPU ${t.cpuSlowdown}x, cache off`;

  const tapOperation = await throttledTap(base, {
    from: '/api/',
    link: { region: 'Solana', name: 'Stake SOL with a validator' },
    until: { selector: '[id="request-body.delegatorAddress"]' },
  });
  const tapDocs = await throttledTap(base, {
    from: DOCS_PAGE,
    link: { name: 'Core concepts' },
    until: { selector: 'main h1', text: 'Core concepts' },
  });
  const tapTryIt = await tapToShown(base, { fields: true });
  console.log(`\nTaps (${conditions}; median of 3, runs in brackets)\n`);
  console.log('| tap | until | median |');
  console.log('| --- | --- | --- |');
  console.log(
    `| an operation in /api's list | its page shows the request fields | ` +
      `${tapOperation.median} ms (${tapOperation.times.join(', ')}) |`,
  );
  console.log(
    `| a link between two docs pages (${DOCS_PAGE} → Core concepts) | the next page's title ` +
      `shows | ${tapDocs.median} ms (${tapDocs.times.join(', ')}) |`,
  );
  console.log(
    `| "Try it" on an operation page | Elements shows the request fields | ` +
      `${tapTryIt.median} ms (${tapTryIt.times.join(', ')}) |`,
  );
  console.log(`Operation tap / docs tap: ${(tapOperation.median / tapDocs.median).toFixed(2)} ×`);

  const docs = measurePage(outDir, DOCS_PAGE);
  const sizes = operationPageSizes(outDir);
  const operation = sizes.find((size) => size.page === OPERATION_PAGE);
  const largest = sizes.reduce((max, size) =>
    size.html + size.payload > max.html + max.payload ? size : max,
  );
  console.log(
    `\nJS (gzip, the scripts the HTML loads): ${OPERATION_PAGE} ${kB(operation.js)}, ` +
      `${DOCS_PAGE} ${kB(docs.js)} ` +
      `(${operation.js - docs.js >= 0 ? '+' : ''}${kB(operation.js - docs.js)})`,
  );
  console.log(
    `Largest operation page, HTML + payload (gzip): ${largest.page} ` +
      `${kB(largest.html + largest.payload)} (HTML ${kB(largest.html)}, payload ` +
      `${kB(largest.payload)}); ${DOCS_PAGE}: ${kB(docs.html + docs.payload)}`,
  );

  const scores = await lighthouseScores(base, [DOCS_PAGE, OPERATION_PAGE, largest.page]);
  console.log('\nLighthouse (mobile emulation, simulated throttling), same run\n');
  console.log('| page | performance (runs) | accessibility | best practices | SEO | TBT | CLS |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of scores)
    console.log(
      `| ${r.page} | ${r.performance} (${r.performanceRuns.join(', ')}) | ${r.accessibility} ` +
        `| ${r.bestPractices} | ${r.seo} | ${r.tbt} ms | ${r.cls.toFixed(3)} |`,
    );
  return {
    tapOperation,
    tapDocs,
    tapTryIt,
    js: { operation: operation.js, docs: docs.js },
    largest,
    docsWeight: docs.html + docs.payload,
    scores,
  };
}
