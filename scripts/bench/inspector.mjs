// The "Check a transaction" measurements of `npm run bench`: the page's JavaScript before a chain
// is chosen against a docs page's, the code each chain's check loads on use, the time from pasting
// an answer to the verdict, and the time to the check's answer for 1 MB and 10 MB of each chain's shape, in
// the page and in the package's code under Node. Scripts are counted as the gzip (level 9) of the
// export's files, as the size budget counts them; each run starts with a cold cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../support/local.mjs';

const PAGE = '/docs/check-a-transaction/';
const DOCS_PAGE = '/docs/welcome/';
const TIMING_RUNS = 5;

const MB = 1024 * 1024;
/**
 * The input sizes measured: 1 MB, far past any real transaction (a Solana one is at most 1,232
 * bytes), and 10 MB, the largest the check promises to answer fast.
 */
const SIZES = [MB, 10 * MB];
/**
 * A given size in the shape of each family's answer, with the operation it is checked against (as
 * lib/chains/check/limits.test.ts builds them).
 */
const HUGE = {
  'Ethereum-type': [
    'forgePolStake',
    (size) => ({ serializedUnsignedTx: `0x${'02'.repeat(size / 2)}` }),
  ],
  'Cosmos SDK': [
    'forgeTendermintStake',
    (size) => ({
      signDirect: {
        bodyBytes: 'A'.repeat(size),
        authInfoBytes: 'AAAA',
        chainId: 'cosmoshub-4',
        accountNumber: '1',
      },
    }),
  ],
  Solana: ['forgeSolStake', (size) => ({ hash: 'A'.repeat(size) })],
  NEAR: [
    'forgeNearStake',
    (size) => ({
      signerId: 'a.near',
      receiverId: 'b.near',
      actions: [
        {
          type: 'FunctionCall',
          params: {
            methodName: 'deposit_and_stake',
            args: { pad: 'x'.repeat(size) },
            gas: '1',
            deposit: '1',
          },
        },
      ],
    }),
  ],
  'Polkadot pools': [
    'forgeDotPoolStake',
    (size) => ({ extrinsicHex: `0x${'04'.repeat(size / 2)}` }),
  ],
  MultiversX: [
    'forgeEgldStake',
    (size) => ({
      nonce: 1,
      value: '0',
      receiver: 'erd1',
      sender: 'erd1',
      gasPrice: 1,
      gasLimit: 1,
      data: 'A'.repeat(size),
      chainID: '1',
      version: 2,
    }),
  ],
};

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
  page.on(
    'request',
    (request) =>
      request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
  );
  return { context, page, scripts };
}

/** The examples the page offers ("Try it with an example…"), by their button label. */
async function exampleLabels(page) {
  await page.getByText('Try it with an example from the API description').click();
  return page.locator('details ul button').allInnerTexts();
}

/**
 * Fills an example as a paste does, presses Check and waits for the verdict; resolves to the
 * milliseconds in between.
 */
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
 * Per family and size, the milliseconds from pressing Check with the input pasted (and a request)
 * to the check's answer on the page, and from the call to the answer of the package's code under Node.
 */
async function hugeInputs(browser, base) {
  const { inspectForge } = await import('../../content/examples/check-transaction.mjs');
  const results = [];
  for (const size of SIZES)
    for (const [family, [operationId, make]] of Object.entries(HUGE)) {
      const answer = JSON.stringify({ transaction: make(size) });
      const run = await openCheck(browser, base);
      await run.page.getByLabel('Operation').selectOption(operationId);
      await run.page.getByLabel('Forge answer').fill(answer);
      await run.page.getByLabel(/Request you sent/).fill('{"delegatorAddress": "x"}');
      const started = Date.now();
      await run.page.getByRole('button', { name: 'Check the transaction' }).click();
      await run.page
        .locator('#transaction-check-verdict, [role="alert"]:not(:empty)')
        .first()
        .waitFor({ timeout: 60_000 });
      const pageMs = Date.now() - started;
      const said = await run.page
        .locator('[role="alert"]:not(:empty)')
        .first()
        .innerText()
        .catch(() => 'a verdict');
      await run.context.close();
      const parsed = JSON.parse(answer);
      const nodeStarted = performance.now();
      const outcome = await inspectForge({
        operationId,
        request: { delegatorAddress: 'x' },
        answer: parsed,
      }).then(
        (i) => i.verdict,
        (error) => error.code,
      );
      results.push({
        family,
        size: `${size / MB} MB`,
        pageMs,
        nodeMs: Math.round(performance.now() - nodeStarted),
        outcome,
        said: said.slice(0, 80),
      });
    }
  return results;
}

/**
 * { loadAverage, pageJs: { docs, check }, chains: [{ label, gzip, files, ms }], largest: { label,
 * medianMs, runs }, huge: [...] }
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
      chains.push({
        label,
        gzip: loaded.reduce((sum, script) => sum + gzipOf(script, outDir), 0),
        files: loaded.length,
        ms,
      });
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
    const huge = await hugeInputs(browser, base);
    return {
      loadAverage,
      pageJs: { docs: docsJs, check: checkJs },
      chains,
      largest: { label: largest.label, medianMs: median(runs), runs },
      huge,
    };
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
  console.log(`\nCheck a transaction (load average ${inspector.loadAverage.toFixed(1)})\n`);
  console.log(
    `JS before a chain is chosen: ${kB(inspector.pageJs.check)} on ` +
      `/docs/check-a-transaction/ vs ${kB(inspector.pageJs.docs)} on /docs/welcome/ ` +
      `(${kB(inspector.pageJs.check - inspector.pageJs.docs)} more)`,
  );
  console.log(
    '| example checked | code loaded on use (gzip) | files | paste to verdict, cold cache |',
  );
  console.log('| --- | --- | --- | --- |');
  for (const c of inspector.chains)
    console.log(`| ${c.label} | ${kB(c.gzip)} | ${c.files} | ${c.ms} ms |`);
  console.log(
    `Paste to verdict, unthrottled, ${inspector.largest.label}: median ` +
      `${inspector.largest.medianMs} ms (runs: ${inspector.largest.runs.join(', ')} ms)`,
  );
  console.log("| input | Check to the page's answer | the package under Node | answer |");
  console.log('| --- | --- | --- | --- |');
  for (const h of inspector.huge)
    console.log(
      `| ${h.size} of ${h.family} | ${h.pageMs} ms | ${h.nodeMs} ms | ${h.outcome}: ${h.said} |`,
    );
}
