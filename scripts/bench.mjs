// Measures what users download and how fast the site builds. Numbers go in the
// README; nothing here is asserted by tests. Usage:
//   npm run bench                 bytes per page + Lighthouse on the current out/
//   npm run bench -- --build      also time `npm run build` at 10, 100 and 1,000 extra pages
//   npm run bench -- --runs 5     Lighthouse runs per page (median reported; default 3)
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { axeWithElementsOpen, median, MOBILE_THROTTLING, tapToShown } from './bench-api.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const PAGES = ['/', '/docs/welcome/', '/docs/core-concepts/', '/docs/examples/sol-staking-example/', '/api/'];
const LIGHTHOUSE_PAGES = ['/', '/docs/welcome/', '/api/'];
const RESULTS_DIR = 'bench-results';
const runsArg = process.argv.indexOf('--runs');
const LIGHTHOUSE_RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
/** The docs page /api's JavaScript before intent is compared with (issue 8: within 10 kB). */
const DOCS_PAGE = '/docs/welcome/';

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function serveOut() {
  const port = await freePort();
  const child = spawn(path.join('node_modules', '.bin', 'serve'), ['out', '--config', '../serve.json', '--listen', `tcp://127.0.0.1:${port}`, '--no-clipboard', '--no-request-logging'], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { base, stop: () => child.kill() };
}

/** Transfer bytes (compressed, as served) of everything a page loads, by kind. */
async function bytesPerPage(base) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
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
          const kind = type === 'document' ? 'html' : type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : 'other';
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

/** One Lighthouse run (mobile preset, simulated throttling) of a page, in a fresh Chromium. */
async function lighthouseRun(base, page) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(base + page, { port: chrome.port, output: 'json', logLevel: 'error' });
    const c = result.lhr.categories;
    return {
      performance: Math.round(c.performance.score * 100),
      accessibility: Math.round(c.accessibility.score * 100),
      bestPractices: Math.round(c['best-practices'].score * 100),
      seo: Math.round(c.seo.score * 100),
      cls: result.lhr.audits['cumulative-layout-shift'].numericValue,
      tbt: Math.round(result.lhr.audits['total-blocking-time'].numericValue),
    };
  } finally {
    await chrome.kill();
  }
}

/** Median of LIGHTHOUSE_RUNS runs per page, each score on its own, with the spread of performance. */
async function lighthouseScores(base) {
  const rows = [];
  for (const page of LIGHTHOUSE_PAGES) {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRun(base, page));
    const pick = (key) => median(runs.map((run) => run[key]));
    rows.push({
      page,
      performance: pick('performance'),
      performanceRuns: runs.map((run) => run.performance),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      cls: pick('cls'),
      tbt: pick('tbt'),
    });
  }
  return rows;
}

/**
 * Times `npm run build` with N generated pages added to the project for the run
 * (Turbopack compiles nothing outside the project root, so a copy elsewhere
 * cannot share node_modules). Everything added is removed again, and the normal
 * site is rebuilt at the end.
 */
function buildTimes() {
  const rows = [];
  const welcome = fs.readFileSync('content/docs/welcome.mdx', 'utf8').replace(/^---[\s\S]*?---\n/, '');
  const sidebarsFile = path.join('content', 'sidebars.ts');
  const sidebars = fs.readFileSync(sidebarsFile, 'utf8');
  const genDir = path.join('content', 'docs', 'bench-generated');
  const build = () => execFileSync('npm', ['run', 'build'], { stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  try {
    for (const extra of [10, 100, 1000]) {
      fs.rmSync(genDir, { recursive: true, force: true });
      fs.mkdirSync(genDir, { recursive: true });
      const ids = [];
      for (let i = 1; i <= extra; i++) {
        ids.push(`bench-generated/page-${i}`);
        fs.writeFileSync(path.join(genDir, `page-${i}.mdx`), `---\ntitle: Generated page ${i}\ndescription: Benchmark page ${i}.\n---\n${welcome}`);
      }
      fs.writeFileSync(sidebarsFile, sidebars.replace("'support',", `'support',\n    { type: 'category', label: 'Generated', items: ${JSON.stringify(ids)} },`));
      const started = Date.now();
      build();
      rows.push({ pages: extra + 17, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    }
  } finally {
    fs.rmSync(genDir, { recursive: true, force: true });
    fs.writeFileSync(sidebarsFile, sidebars);
  }
  build();
  return rows;
}

if (!fs.existsSync('out/index.html')) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}
fs.mkdirSync(RESULTS_DIR, { recursive: true });
const server = await serveOut();
try {
  const bytes = await bytesPerPage(server.base);
  console.log('\nTransfer per page (compressed, cold cache)\n');
  console.log('| page | HTML | JS | CSS | other | requests |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of bytes) console.log(`| ${r.page} | ${kB(r.html)} | ${kB(r.js)} | ${kB(r.css)} | ${kB(r.other)} | ${r.requests} |`);
  const jsOf = (page) => bytes.find((r) => r.page === page).js;
  const apiBeforeIntent = { api: jsOf('/api/'), docs: jsOf(DOCS_PAGE) };
  console.log(`\nJS before intent on /api/: ${kB(apiBeforeIntent.api)} vs ${kB(apiBeforeIntent.docs)} on ${DOCS_PAGE} (${kB(apiBeforeIntent.api - apiBeforeIntent.docs)} more)`);
  const scores = await lighthouseScores(server.base);
  console.log(`\nLighthouse (mobile emulation, simulated throttling; median of ${LIGHTHOUSE_RUNS} runs)\n`);
  console.log('| page | performance (runs) | accessibility | best practices | SEO | TBT | CLS |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of scores) console.log(`| ${r.page} | ${r.performance} (${r.performanceRuns.join(', ')}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.tbt} ms | ${r.cls.toFixed(3)} |`);
  const browserOptions = { chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS };
  const axe = await axeWithElementsOpen(server.base, browserOptions);
  console.log('\naxe (WCAG 2.0/2.1/2.2 A and AA + best practices) on /api/ with Elements open on an operation\n');
  console.log('| mode | width | violations |');
  console.log('| --- | --- | --- |');
  for (const r of axe) console.log(`| ${r.mode} | ${r.width} px | ${r.violations}${r.rules.length ? ` (${r.rules.join(', ')})` : ''} |`);
  const tap = await tapToShown(server.base, browserOptions);
  const t = MOBILE_THROTTLING;
  console.log(`\nTap on an operation of /api/ -> Elements shows it (412 px, ${t.latencyMs} ms latency, ${t.downloadKbps} kbit/s, CPU ${t.cpuSlowdown}x, cold cache): median ${tap.median} ms (runs: ${tap.times.join(', ')} ms)`);
  const hoverClick = await tapToShown(server.base, { ...browserOptions, hover: true });
  console.log(`Click after resting the mouse on it for 1 s -> Elements shows it (same conditions): median ${hoverClick.median} ms (runs: ${hoverClick.times.join(', ')} ms)`);
  const search = await (await import('./bench-search.mjs')).searchBench(server.base);
  const results = { date: new Date().toISOString(), bytes, apiBeforeIntent, scores, axe, tapToShown: tap, hoverClickToShown: hoverClick, search };
  if (process.argv.includes('--build')) {
    results.build = buildTimes();
    console.log('\nBuild time (npm run build, 2 cores)\n');
    console.log('| pages | seconds |');
    console.log('| --- | --- |');
    for (const r of results.build) console.log(`| ${r.pages} | ${r.seconds} |`);
  }
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), JSON.stringify(results, null, 2));
} finally {
  server.stop();
}
