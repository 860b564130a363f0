// Measures what users download and how fast the site builds. Numbers go in the
// README; nothing here is asserted by tests. Usage:
//   npm run bench                 bytes per page + Lighthouse on the current out/
//   npm run bench -- --scale      also the scale runs (scale.mjs): builds with 1,000 generated pages
//                                 (or --scale 10000,1000,100: ours and the floor at each count in
//                                 turn, largest first) and the floor with the same pages:
//                                 time and phases, peak memory, the export's bytes and files, a
//                                 page's files, the largest page; --docusaurus also builds them in
//                                 Docusaurus, --rebuild also rebuilds after one edit; --only-scale
//                                 skips the browser runs
//   npm run bench -- --compare    also /docs/welcome/ and an example page beside the floor and
//                                 Docusaurus in one interleaved Lighthouse run (compare.mjs);
//                                 --only-compare runs only that; --compare-with <dir> adds another
//                                 export of ours to that run (say, a copy of out/ before a change)
//   npm run bench -- --anatomy    also what each page's files and chrome cost (page-anatomy.mjs)
//   npm run bench -- --runs 5     Lighthouse runs per page (median reported; default 3)
//   npm run bench -- --only-operations   only the operation pages' measurements (scripts/bench/operation-pages.mjs)
//   npm run bench -- --sandbox    also the sandbox under load (sandbox-load.mjs); --only-sandbox
//                                 runs only that (no build needed)
//   npm run bench -- --only-inspector   only the "Check a transaction" measurements (inspector.mjs)
//   npm run bench -- --only-integrations   only the docs MCP server and the Postman collection (integrations.mjs)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../support/local.mjs';
import { axeWithElementsOpen, MOBILE_THROTTLING, tapToShown } from './api.mjs';
import { kB, LIGHTHOUSE_RUNS, lighthouseScores, serveOut } from './measure.mjs';

const PAGES = [
  '/',
  '/docs/welcome/',
  '/docs/core-concepts/',
  '/docs/examples/sol-staking-example/',
  '/api/',
];
const LIGHTHOUSE_PAGES = ['/', '/docs/welcome/', '/api/'];
const RESULTS_DIR = 'bench-results';
/** The docs page /api's JavaScript before intent is compared with (within 10 kB). */
const DOCS_PAGE = '/docs/welcome/';

/** Transfer bytes (compressed, as served) of everything a page loads, by kind. */
async function bytesPerPage(base) {
  const browser = await launchChromium();
  const rows = [];
  for (const page of PAGES) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const totals = { html: 0, js: 0, css: 0, other: 0, requests: 0 };
    const pending = [];
    tab.on('requestfinished', (request) => {
      pending.push(
        request.sizes().then(({ responseBodySize, responseHeadersSize }) => {
          const type = request.resourceType();
          const kind =
            type === 'document'
              ? 'html'
              : type === 'script'
                ? 'js'
                : type === 'stylesheet'
                  ? 'css'
                  : 'other';
          totals[kind] += responseBodySize + responseHeadersSize;
          totals.requests += 1;
        }),
      );
    });
    await tab.goto(base + page, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(500);
    await Promise.all(pending);
    rows.push({ page, ...totals });
    await context.close();
  }
  await browser.close();
  return rows;
}

const onlySandbox = process.argv.includes('--only-sandbox');
if (!onlySandbox && !process.argv.includes('--only-scale') && !fs.existsSync('out/index.html')) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}
fs.mkdirSync(RESULTS_DIR, { recursive: true });
const onlyCompare = process.argv.includes('--only-compare');
const onlyScale = process.argv.includes('--only-scale') || onlySandbox || onlyCompare;
const onlyInspector = process.argv.includes('--only-inspector');
const onlyIntegrations = process.argv.includes('--only-integrations');
const server = onlyScale || onlyIntegrations ? { stop() {} } : await serveOut();
try {
  const results = { date: new Date().toISOString() };
  const onlyOperations = process.argv.includes('--only-operations');
  if (onlyOperations) {
    results.operationPages = await (
      await import('./operation-pages.mjs')
    ).operationPagesBench(server.base, { lighthouseScores });
  } else if (!onlyScale && !onlyInspector && !onlyIntegrations) {
    const bytes = await bytesPerPage(server.base);
    console.log('\nTransfer per page (compressed, cold cache)\n');
    console.log('| page | HTML | JS | CSS | other | requests |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const r of bytes)
      console.log(
        `| ${r.page} | ${kB(r.html)} | ${kB(r.js)} | ${kB(r.css)} | ${kB(r.other)} | ${r.requests} |`,
      );
    const jsOf = (page) => bytes.find((r) => r.page === page).js;
    const apiBeforeIntent = { api: jsOf('/api/'), docs: jsOf(DOCS_PAGE) };
    console.log(
      `\nJS before intent on /api/: ${kB(apiBeforeIntent.api)} vs ` +
        `${kB(apiBeforeIntent.docs)} on ${DOCS_PAGE} ` +
        `(${kB(apiBeforeIntent.api - apiBeforeIntent.docs)} more)`,
    );
    const scores = await lighthouseScores(server.base, LIGHTHOUSE_PAGES);
    console.log(
      `\nLighthouse (mobile emulation, simulated throttling; median of ${LIGHTHOUSE_RUNS} runs)\n`,
    );
    console.log('| page | performance (runs) | accessibility | best practices | SEO | TBT | CLS |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const r of scores)
      console.log(
        `| ${r.page} | ${r.performance} (${r.performanceRuns.join(', ')}) | ` +
          `${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.tbt} ms | ` +
          `${r.cls.toFixed(3)} |`,
      );
    const axe = await axeWithElementsOpen(server.base);
    console.log(
      '\naxe (WCAG 2.0/2.1/2.2 A and AA + best practices) on /api/ with Elements open on an operation\n',
    );
    console.log('| mode | width | violations |');
    console.log('| --- | --- | --- |');
    for (const r of axe)
      console.log(
        `| ${r.mode} | ${r.width} px | ${r.violations}${r.rules.length ? ` (${r.rules.join(', ')})` : ''} |`,
      );
    const tap = await tapToShown(server.base);
    const t = MOBILE_THROTTLING;
    console.log(
      `\nTap on "Try it" of an operation page -> Elements shows the operation (412 px, ` +
        `${t.latencyMs} ms latency, ${t.downloadKbps} kbit/s, CPU ${t.cpuSlowdown}x, cold ` +
        `cache): median ${tap.median} ms (runs: ${tap.times.join(', ')} ms)`,
    );
    const hoverClick = await tapToShown(server.base, { hover: true });
    console.log(
      `Click after resting the mouse on it for 1 s -> Elements shows it (same conditions): ` +
        `median ${hoverClick.median} ms (runs: ${hoverClick.times.join(', ')} ms)`,
    );
    const search = await (await import('./search.mjs')).searchBench(server.base);
    // The operation pages: taps, JS, weight, Lighthouse beside a docs page.
    const operationPages = await (
      await import('./operation-pages.mjs')
    ).operationPagesBench(server.base, { lighthouseScores });
    Object.assign(results, {
      bytes,
      apiBeforeIntent,
      scores,
      axe,
      tapToShown: tap,
      hoverClickToShown: hoverClick,
      search,
      operationPages,
    });
  }
  if (!onlyScale && !onlyOperations && !onlyInspector) {
    const { integrationsBench, printIntegrations } = await import('./integrations.mjs');
    results.integrations = await integrationsBench();
    printIntegrations(results.integrations, kB);
  }
  if (!onlyScale && !onlyOperations && !onlyIntegrations) {
    const { inspectorBench, printInspector } = await import('./inspector.mjs');
    results.inspector = await inspectorBench(server.base);
    printInspector(results.inspector, kB);
  }
  if (process.argv.includes('--anatomy')) {
    // What /docs/welcome/ and the largest operation page cost, file by file and part by part.
    const { printAnatomy, exportCensus } = await import('./page-anatomy.mjs');
    results.anatomy = printAnatomy({
      '/docs/welcome/': ['out', 'docs/welcome/'],
      '/api/operations/forgeTendermintStake/': ['out', 'api/operations/forgeTendermintStake/'],
    });
    results.census = exportCensus('out');
    console.log(`Export: ${JSON.stringify(results.census)}`);
  }
  if (onlyCompare || process.argv.includes('--compare')) {
    // The compared pages beside the floor and Docusaurus, before the scale runs rebuild out/.
    const { compareWelcome, printCompare } = await import('./compare.mjs');
    const withArg = process.argv.indexOf('--compare-with');
    results.compare = await compareWelcome({
      docusaurus: !process.argv.includes('--no-docusaurus'),
      alsoOurs: withArg > 0 ? process.argv[withArg + 1] : undefined,
    });
    printCompare(results.compare);
  }
  const scaleArg = process.argv.indexOf('--scale');
  if (scaleArg > 0) {
    const counts = (process.argv[scaleArg + 1] ?? '1000').split(',').map(Number);
    const { scaleRuns, printScale } = await import('./scale.mjs');
    console.log(
      `\nScale (npm run build with generated pages, 2 cores; load average at start ${os.loadavg()[0].toFixed(1)})`,
    );
    results.scale = await scaleRuns(counts, {
      docusaurus: process.argv.includes('--docusaurus'),
      rebuild: process.argv.includes('--rebuild'),
    });
    printScale(results.scale);
  }
  if (onlySandbox || process.argv.includes('--sandbox')) {
    const { sandboxLoad, printSandboxLoad } = await import('./sandbox-load.mjs');
    results.sandbox = await sandboxLoad();
    printSandboxLoad(results.sandbox);
  }
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), JSON.stringify(results, null, 2));
} finally {
  server.stop();
}
