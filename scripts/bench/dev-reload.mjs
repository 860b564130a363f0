// Measures how long an edit to an MDX page takes to show in the browser under
// `npm run dev`, without a restart: starts the dev server (predev included) on a
// free port, opens a docs page in Chromium, edits the page's source, and times
// until the new text is on screen. The edit is undone at the end. Before that, the
// first page: from `npm run dev` to "Ready", and from the first request to its HTML
// (the page's first compile). --cold removes the dev server's compile cache (.next/dev)
// first, as on a fresh clone.
//   node scripts/bench/dev-reload.mjs [doc id, default "support"] [rounds, default 3] [--cold]
import fs from 'node:fs';
import { launchChromium } from '../support/local.mjs';
import { startDevServer } from './dev-server.mjs';

const [id = 'support', rounds = 3] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const cold = process.argv.includes('--cold');
if (cold) fs.rmSync('.next/dev', { recursive: true, force: true });
const file = `content/docs/${id}.mdx`;
const original = fs.readFileSync(file, 'utf8');

const { origin, readyMs, stop: stopServer } = await startDevServer();
const stop = () => {
  fs.writeFileSync(file, original);
  stopServer();
};
process.on('exit', stop);

const url = `${origin}/docs/${id}/`;
const requested = performance.now();
const firstStatus = await fetch(url).then((response) => response.status);
const firstPageMs = Math.round(performance.now() - requested);

const browser = await launchChromium();
const page = await browser.newPage();
await page.goto(url, { waitUntil: 'load' });
const stylesheet = await fetch(`${origin}/vendor/elements.css`)
  .then((r) => r.status)
  .catch(() => 'none');
const times = [];
for (let round = 1; round <= Number(rounds); round++) {
  const marker = `Edited paragraph ${Date.now()}`;
  const started = performance.now();
  fs.writeFileSync(file, `${original}\n${marker}\n`);
  await page.getByText(marker).waitFor({ timeout: 120_000 });
  times.push(Math.round(performance.now() - started));
  fs.writeFileSync(file, original);
  await page.getByText(marker).waitFor({ state: 'detached', timeout: 120_000 });
}
console.log(
  JSON.stringify({
    page: url.replace(/:\d+/, ':PORT'),
    cold,
    startToReadyMs: readyMs,
    firstPage: { status: firstStatus, requestToHtmlMs: firstPageMs },
    elementsStylesheet: stylesheet,
    editToScreenMs: times,
  }),
);
await browser.close();
stop();
process.exit(0);
