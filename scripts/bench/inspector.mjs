// The "Check a transaction" measurements of `npm run bench` (issue 21): the page's JavaScript
// before a chain is chosen against a docs page's, the code each chain's check loads on use, and
// the time from pasting an answer to the verdict. Scripts are counted as the gzip (level 9) of
// the export's files, as the size budget counts them; each run starts with a cold cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../support/local.mjs';

const PAGE = '/docs/check-a-transaction/';
const DOCS_PAGE = '/docs/welcome/';
const TIMING_RUNS = 5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const gzipOf = (pathname, outDir) => {
  const file = path.join(outDir, decodeURIComponent(pathname));
  return fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
};

/** A fresh context and page whose script requests are recorded (pathnames, in order). */
async function recordingPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  return { context, page, scripts };
}

/** The examples the page offers ("Try it with an example…"), by their button label. */
async function exampleLabels(page) {
  await page.getByText('Try it with an example from the API description').click();
  return page.locator('details ul button').allInnerTexts();
}

/** Fills an example as a paste does, presses Check and waits for the verdict; resolves to the milliseconds in between. */
async function pasteToVerdict(page, label) {
  const started = Date.now();
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('button', { name: 'Check the transaction' }).click();
  await page.locator('#transaction-check-verdict').waitFor({ timeout: 60_000 });
  return Date.now() - started;
}

async function openCheck(browser, base) {
  const run = await recordingPage(browser);
  await run.page.goto(base + PAGE, { waitUntil: 'networkidle' });
  await run.page.waitForSelector('button[type="submit"]:not([disabled])');
  return run;
}

/**
 * { loadAverage, pageJs: { docs, check }, chains: [{ label, gzip, files, ms }], largest: { label, medianMs, runs } }
 */
export async function inspectorBench(base, outDir = 'out') {
  const loadAverage = os.loadavg()[0];
  const browser = await launchChromium();
  try {
    const docs = await recordingPage(browser);
    await docs.page.goto(base + DOCS_PAGE, { waitUntil: 'networkidle' });
    const docsJs = docs.scripts.reduce((sum, script) => sum + gzipOf(script, outDir), 0);
    await docs.context.close();

    const first = await openCheck(browser, base);
    const checkJs = first.scripts.reduce((sum, script) => sum + gzipOf(script, outDir), 0);
    const labels = await exampleLabels(first.page);
    await first.context.close();

    const chains = [];
    for (const label of labels) {
      const run = await openCheck(browser, base);
      const before = run.scripts.length;
      await exampleLabels(run.page);
      const ms = await pasteToVerdict(run.page, label);
      const loaded = [...new Set(run.scripts.slice(before))];
      chains.push({ label, gzip: loaded.reduce((sum, script) => sum + gzipOf(script, outDir), 0), files: loaded.length, ms });
      await run.context.close();
    }

    // Paste to verdict for the chain whose code is largest, each run with a cold cache.
    const largest = chains.reduce((a, b) => (b.gzip > a.gzip ? b : a));
    const runs = [];
    for (let i = 0; i < TIMING_RUNS; i++) {
      const run = await openCheck(browser, base);
      await exampleLabels(run.page);
      runs.push(await pasteToVerdict(run.page, largest.label));
      await run.context.close();
    }
    return { loadAverage, pageJs: { docs: docsJs, check: checkJs }, chains, largest: { label: largest.label, medianMs: median(runs), runs } };
  } finally {
    await browser.close();
  }
}

/**
 * The measurements as the bench prints them.
 * @param {Awaited<ReturnType<typeof inspectorBench>>} inspector
 * @param {(bytes: number) => string} kB
 */
export function printInspector(inspector, kB) {
  console.log(`\nCheck a transaction (issue 21; load average ${inspector.loadAverage.toFixed(1)})\n`);
  console.log(`JS before a chain is chosen: ${kB(inspector.pageJs.check)} on /docs/check-a-transaction/ vs ${kB(inspector.pageJs.docs)} on /docs/welcome/ (${kB(inspector.pageJs.check - inspector.pageJs.docs)} more)`);
  console.log('| example checked | code loaded on use (gzip) | files | paste to verdict, cold cache |');
  console.log('| --- | --- | --- | --- |');
  for (const c of inspector.chains) console.log(`| ${c.label} | ${kB(c.gzip)} | ${c.files} | ${c.ms} ms |`);
  console.log(`Paste to verdict, unthrottled, ${inspector.largest.label}: median ${inspector.largest.medianMs} ms (runs: ${inspector.largest.runs.join(', ')} ms)`);
}
