// Search numbers for `npm run bench`: the index's size and record count, and the time from
// a keystroke to the results on screen, measured in Chromium on the served export.
// Usage: node scripts/bench/search.mjs <base URL of the served out/>   (bench.mjs calls it)
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../support/local.mjs';

const QUERIES = [
  'submitHash',
  'NEAR unstake',
  'unbondNonce',
  'auto-restake',
  'api-key',
  'Polkadot pool withdraw',
  'yield 404',
  'SOL unstake',
  'transaction states',
  'decimals',
];
const ROUNDS = 3;

function indexSize(outDir = 'out') {
  const bundle = path.join(outDir, 'pagefind');
  const size = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
      const full = path.join(dir, entry.name);
      return sum + (entry.isDirectory() ? size(full) : fs.statSync(full).size);
    }, 0);
  const entry = JSON.parse(fs.readFileSync(path.join(bundle, 'pagefind-entry.json'), 'utf8'));
  const records = Object.values(entry.languages).reduce(
    (sum, language) => sum + language.page_count,
    0,
  );
  return { bytes: size(bundle), records };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Types each query's last character and times until the dialog shows the results for the
 * whole query (its status line names the query). The first query of a round pays for
 * Pagefind's index chunks; the dialog's own typing debounce (80 ms) is included.
 */
export async function searchLatency(base) {
  const browser = await launchChromium();
  const first = [];
  const warm = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/docs/welcome/`, { waitUntil: 'networkidle' });
      await page.keyboard.press('Control+k');
      const input = page.getByRole('combobox', { name: 'Search terms' });
      await input.waitFor();
      await page.waitForLoadState('networkidle');
      for (const [index, query] of QUERIES.entries()) {
        await input.fill(query.slice(0, -1));
        await page.waitForTimeout(300);
        const ms = await page.evaluate(
          (q) =>
            new Promise((resolve) => {
              const input = document.querySelector('[role="combobox"]');
              const status = document.querySelector('dialog [role="status"]');
              const started = performance.now();
              const done = () =>
                status.textContent.includes(`"${q}"`) ||
                document.querySelector('dialog')?.textContent.includes(`No results for "${q}"`);
              const observer = new MutationObserver(() => {
                if (done()) {
                  observer.disconnect();
                  requestAnimationFrame(() => resolve(performance.now() - started));
                }
              });
              observer.observe(document.querySelector('dialog'), {
                subtree: true,
                childList: true,
                characterData: true,
              });
              const setter = Object.getOwnPropertyDescriptor(
                HTMLInputElement.prototype,
                'value',
              ).set;
              setter.call(input, q);
              input.dispatchEvent(new Event('input', { bubbles: true }));
            }),
          query,
        );
        (index === 0 ? first : warm).push(ms);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    firstQueryMs: Math.round(median(first)),
    medianMs: Math.round(median(warm)),
    maxMs: Math.round(Math.max(...warm)),
    samples: warm.length,
  };
}

export async function searchBench(base) {
  const size = indexSize();
  const latency = await searchLatency(base);
  console.log('\nSearch (index in out/pagefind; keystroke to results in Chromium, this machine)\n');
  console.log('| index bytes | records | first query | median (warm) | slowest (warm) | samples |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ${size.bytes} | ${size.records} | ${latency.firstQueryMs} ms | ${latency.medianMs} ms ` +
      `| ${latency.maxMs} ms | ${latency.samples} |`,
  );
  return { ...size, ...latency };
}
