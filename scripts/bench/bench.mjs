// Measures what users download and how fast the site builds. Numbers go in the
// README; nothing here is asserted by tests. Usage:
//   npm run bench                 bytes per page + Lighthouse on the current out/
//   npm run bench -- --scale      also the scale runs: build with 1,000 generated pages (or
//                                 --scale 100,1000), its peak memory, export size, page weight
//                                 and a rebuild after one edit; --only-scale skips the browser runs
//                                 (--no-rebuild skips the rebuild, for --scale 10000)
//   npm run bench -- --runs 5     Lighthouse runs per page (median reported; default 3)
//   npm run bench -- --only-operations   only the operation pages' measurements (scripts/bench/operation-pages.mjs)
//   npm run bench -- --sandbox    also the sandbox under load (sandbox-load.mjs); --only-sandbox
//                                 runs only that (no build needed)
//   npm run bench -- --only-inspector   only the "Check a transaction" measurements (inspector.mjs)
//   npm run bench -- --only-integrations   only the docs MCP server and the Postman collection (integrations.mjs)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROME_FLAGS, CHROME_PATH, launchChromium, serveFolder } from '../support/local.mjs';
import { axeWithElementsOpen, median, MOBILE_THROTTLING, tapToShown } from './api.mjs';

const PAGES = ['/', '/docs/welcome/', '/docs/core-concepts/', '/docs/examples/sol-staking-example/', '/api/'];
const LIGHTHOUSE_PAGES = ['/', '/docs/welcome/', '/api/'];
const RESULTS_DIR = 'bench-results';
const runsArg = process.argv.indexOf('--runs');
const LIGHTHOUSE_RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
/** The docs page /api's JavaScript before intent is compared with (issue 8: within 10 kB). */
const DOCS_PAGE = '/docs/welcome/';

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Serves an export folder (default out/) with `serve` on a free loopback port; the config is relative to the folder. */
async function serveOut(dir = 'out', config = '../serve.json') {
  const { origin, stop } = await serveFolder(dir, { config });
  return { base: origin, stop };
}

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
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: [...CHROME_FLAGS] });
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
async function lighthouseScores(base, pages = LIGHTHOUSE_PAGES) {
  const rows = [];
  for (const page of pages) {
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
 * The resident memory of a process and all its descendants, in bytes (Linux /proc): their sum
 * (shared pages counted once per process) and the largest single process (what `time -v` reports).
 */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(entry), Number(fields[21]) * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  let largest = 0;
  let largestPid = rootPid;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    if ((rss.get(pid) ?? 0) > largest) [largest, largestPid] = [rss.get(pid), pid];
    stack.push(...(children.get(pid) ?? []));
  }
  return { total, largest, largestPid };
}

/**
 * Where a build's time went, read off its output and when each line appeared (stamps): next
 * build's compile, page data (from "Collecting page data" to the first "Generating static
 * pages") and static pages, and each postbuild step's wall time (scripts/build/postbuild.mjs).
 */
export function buildPhases(output, stamps = []) {
  const seconds = (re) => {
    const m = re.exec(output);
    if (!m) return undefined;
    // next build writes 950ms, 91s or 5.2min.
    return m[2] === 'ms' ? Number(m[1]) / 1000 : m[2] === 'min' ? Number(m[1]) * 60 : Number(m[1]);
  };
  const at = (start) => stamps.find(({ line }) => line.startsWith(start))?.at;
  const collecting = at('Collecting page data');
  const generating = at('Generating static pages');
  const postbuild = Object.fromEntries([...output.matchAll(/Postbuild step scripts\/build\/([\w-]+)\.mjs: ([\d.]+) s/g)].map((m) => [m[1], Number(m[2])]));
  return {
    compile: seconds(/Compiled successfully in ([\d.]+)(min|m?s)/),
    pageData: collecting !== undefined && generating !== undefined ? Number((generating - collecting).toFixed(1)) : undefined,
    staticPages: seconds(/Generating static pages[^\n]*?in ([\d.]+)(min|m?s)/),
    ...postbuild,
  };
}

/**
 * Runs `npm run build` (or `command` in `cwd`); resolves to its wall time, its phases and the
 * peak memory of its whole process tree (summed, and of its largest process).
 */
function timedBuild({ cwd = '.', command = ['npm', 'run', 'build'] } = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command[0], command.slice(1), { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    let output = '';
    const stamps = [];
    child.stdout.on('data', (chunk) => {
      output += chunk;
      for (const line of String(chunk).split('\n')) if (line.trim()) stamps.push({ at: (Date.now() - started) / 1000, line: line.trim().slice(0, 100) });
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    let peak = 0;
    let largest = 0;
    // Which process the largest was (next build's main process with Turbopack, a static
    // generation worker, a postbuild step), and the output line last printed then.
    let largestWhat = '';
    const sampler = setInterval(() => {
      const rss = treeRss(child.pid);
      peak = Math.max(peak, rss.total);
      if (rss.largest > largest) {
        largest = rss.largest;
        try {
          largestWhat = `${fs.readFileSync(`/proc/${rss.largestPid}/cmdline`, 'utf8').replace(/\0/g, ' ').slice(0, 160)} (after "${stamps.at(-1)?.line ?? ''}")`;
        } catch {
          // ended meanwhile
        }
      }
    }, 250);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`${command.join(' ')} failed (${code}):\n${output.slice(-4000)}`));
      else resolve({ seconds: (Date.now() - started) / 1000, peakMB: Math.round(peak / 2 ** 20), largestMB: Math.round(largest / 2 ** 20), largestWhat, phases: buildPhases(output, stamps), stamps });
    });
  });
}

function dirSize(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? dirSize(full) : fs.statSync(full).size);
  }, 0);
}

const gzipSize = (file) => (fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);

/** Gzip bytes of a page's HTML plus its RSC payload file (what its size depends on). */
function pageWeight(route, outDir = 'out') {
  const dir = path.join(outDir, route);
  return gzipSize(path.join(dir, 'index.html')) + gzipSize(path.join(dir, 'index.txt'));
}

/** Gzip bytes of the scripts a page's HTML loads in a current browser (no `noModule` polyfills). */
function pageScripts(route, outDir = 'out') {
  const html = fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  const sources = new Set([...html.matchAll(/<script\b([^>]*)>/g)].filter(([, attributes]) => !/\bnoModule\b/i.test(attributes)).map(([, attributes]) => /\bsrc="([^"]+)"/.exec(attributes)?.[1]).filter(Boolean));
  return [...sources].reduce((sum, src) => sum + gzipSize(path.join(outDir, src)), 0);
}

/** The floor (scripts/bench/floor.mjs): a bare Next.js + @next/mdx site with the same n pages. */
async function floorRun(n) {
  const { writeFloorSite, FLOOR_DIR } = await import('./floor.mjs');
  writeFloorSite(n);
  try {
    const build = await timedBuild({ cwd: FLOOR_DIR, command: [process.execPath, path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'build'] });
    const out = path.join(FLOOR_DIR, 'out');
    return { pages: n, seconds: build.seconds, peakMB: build.peakMB, largestMB: build.largestMB, largestWhat: build.largestWhat, phases: build.phases, exportMB: dirSize(out) / 2 ** 20, pageBytes: pageWeight('docs/page-1/', out), pageJs: pageScripts('docs/page-1/', out) };
  } finally {
    fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
  }
}

/**
 * Lighthouse on the floor: a page of the bare Next.js + @next/mdx site (scripts/bench/floor.mjs),
 * with 17 generated pages like the plain site's count, served and measured like ours.
 */
async function floorLighthouse() {
  const { writeFloorSite, FLOOR_DIR } = await import('./floor.mjs');
  writeFloorSite(17);
  try {
    await timedBuild({ cwd: FLOOR_DIR, command: [process.execPath, path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'build'] });
    const out = path.join(FLOOR_DIR, 'out');
    fs.writeFileSync(path.join(FLOOR_DIR, 'serve.json'), JSON.stringify({ cleanUrls: true }));
    const server = await serveOut(out, '../serve.json');
    try {
      return { js: pageScripts('docs/page-1/', out), scores: await lighthouseScores(server.base, ['/docs/page-1/']) };
    } finally {
      server.stop();
    }
  } finally {
    fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
  }
}

/**
 * The scale runs (issue 13): `npm run build` with N realistic generated pages added to the
 * project (scripts/bench/pages.mjs; Turbopack compiles nothing outside the project root):
 * build time, peak memory of the build's process tree, export size, the weight of a docs
 * page against the plain site, and a rebuild after one page is edited; then the same pages in
 * a bare Next.js site (the floor). The generated pages are removed and the plain site rebuilt
 * at the end.
 */
async function scaleRuns(counts) {
  const { addPages, removePages, pageId } = await import('./pages.mjs');
  const plainBuild = await timedBuild();
  const plain = { seconds: plainBuild.seconds, peakMB: plainBuild.peakMB, largestMB: plainBuild.largestMB, welcome: pageWeight('docs/welcome/'), welcomeJs: pageScripts('docs/welcome/'), exportMB: dirSize('out') / 2 ** 20 };
  console.log(JSON.stringify(plain));
  const rows = [];
  try {
    for (const extra of counts) {
      addPages(extra);
      const first = await timedBuild();
      const edited = path.join('content', 'docs', `${pageId(1, extra)}.mdx`);
      const row = {
        pages: extra,
        seconds: first.seconds,
        peakMB: first.peakMB,
        largestMB: first.largestMB,
        largestWhat: first.largestWhat,
        phases: first.phases,
        // When each line of the build's output appeared (seconds from the start): the postbuild steps' share.
        stamps: first.stamps,
        exportMB: dirSize('out') / 2 ** 20,
        welcomeRatio: pageWeight('docs/welcome/') / plain.welcome,
        generatedPageBytes: pageWeight(`docs/${pageId(1, extra)}/`),
        generatedPageJs: pageScripts(`docs/${pageId(1, extra)}/`),
      };
      // --no-rebuild: a 10,000-page build takes a quarter of an hour; its rebuild another.
      if (!process.argv.includes('--no-rebuild')) {
        fs.appendFileSync(edited, '\nOne more sentence, edited for the rebuild run.\n');
        const rebuild = await timedBuild();
        row.rebuildSeconds = rebuild.seconds;
        row.rebuildPeakMB = rebuild.peakMB;
        row.rebuildPhases = rebuild.phases;
        row.rebuildStamps = rebuild.stamps;
      }
      rows.push(row);
      console.log(JSON.stringify({ ...row, stamps: undefined, rebuildStamps: undefined }));
    }
  } finally {
    removePages();
  }
  await timedBuild();
  const floor = [];
  for (const extra of counts) {
    floor.push(await floorRun(extra));
    console.log(JSON.stringify(floor.at(-1)));
  }
  return { plain, rows, floor };
}

const onlySandbox = process.argv.includes('--only-sandbox');
if (!onlySandbox && !process.argv.includes('--only-scale') && !fs.existsSync('out/index.html')) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}
fs.mkdirSync(RESULTS_DIR, { recursive: true });
const onlyScale = process.argv.includes('--only-scale') || onlySandbox;
const onlyInspector = process.argv.includes('--only-inspector');
const onlyIntegrations = process.argv.includes('--only-integrations');
const server = onlyScale || onlyIntegrations ? { stop() {} } : await serveOut();
try {
  const results = { date: new Date().toISOString() };
  const onlyOperations = process.argv.includes('--only-operations');
  if (onlyOperations) {
    results.operationPages = await (await import('./operation-pages.mjs')).operationPagesBench(server.base, { lighthouseScores });
  } else if (!onlyScale && !onlyInspector && !onlyIntegrations) {
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
    const floor = await floorLighthouse();
    console.log(`\nThe floor, a page of a bare Next.js + @next/mdx site (scripts/bench/floor.mjs): JS ${kB(floor.js)} gzip (vs ${kB(pageScripts(DOCS_PAGE.slice(1)))} on ${DOCS_PAGE})\n`);
    for (const r of floor.scores) console.log(`| floor ${r.page} | ${r.performance} (${r.performanceRuns.join(', ')}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.tbt} ms | ${r.cls.toFixed(3)} |`);
    const axe = await axeWithElementsOpen(server.base);
    console.log('\naxe (WCAG 2.0/2.1/2.2 A and AA + best practices) on /api/ with Elements open on an operation\n');
    console.log('| mode | width | violations |');
    console.log('| --- | --- | --- |');
    for (const r of axe) console.log(`| ${r.mode} | ${r.width} px | ${r.violations}${r.rules.length ? ` (${r.rules.join(', ')})` : ''} |`);
    const tap = await tapToShown(server.base);
    const t = MOBILE_THROTTLING;
    console.log(`\nTap on "Try it" of an operation page -> Elements shows the operation (412 px, ${t.latencyMs} ms latency, ${t.downloadKbps} kbit/s, CPU ${t.cpuSlowdown}x, cold cache): median ${tap.median} ms (runs: ${tap.times.join(', ')} ms)`);
    const hoverClick = await tapToShown(server.base, { hover: true });
    console.log(`Click after resting the mouse on it for 1 s -> Elements shows it (same conditions): median ${hoverClick.median} ms (runs: ${hoverClick.times.join(', ')} ms)`);
    const search = await (await import('./search.mjs')).searchBench(server.base);
    // The operation pages (issue 20): taps, JS, weight, Lighthouse beside a docs page.
    const operationPages = await (await import('./operation-pages.mjs')).operationPagesBench(server.base, { lighthouseScores });
    Object.assign(results, { bytes, apiBeforeIntent, scores, floor, axe, tapToShown: tap, hoverClickToShown: hoverClick, search, operationPages });
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
  const scaleArg = process.argv.indexOf('--scale');
  if (scaleArg > 0) {
    const counts = (process.argv[scaleArg + 1] ?? '1000').split(',').map(Number);
    results.scale = await scaleRuns(counts);
    const { plain } = results.scale;
    console.log(`\nScale (npm run build with generated pages, 2 cores; load average at start ${os.loadavg()[0].toFixed(1)})\n`);
    console.log(`Plain site: build ${plain.seconds.toFixed(0)} s, peak ${plain.peakMB} MB (largest process ${plain.largestMB} MB), export ${plain.exportMB.toFixed(1)} MB, /docs/welcome/ HTML + payload ${kB(plain.welcome)} gzip, JS ${kB(plain.welcomeJs)} gzip\n`);
    console.log('| extra pages | build | peak memory, sum (largest process) | export | /docs/welcome/ weight vs plain | a generated page: HTML + payload, JS | rebuild after one edit |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const r of results.scale.rows) {
      console.log(`| ${r.pages} | ${r.seconds.toFixed(0)} s | ${r.peakMB} MB (${r.largestMB} MB) | ${r.exportMB.toFixed(1)} MB | ${r.welcomeRatio.toFixed(2)} × | ${kB(r.generatedPageBytes)}, ${kB(r.generatedPageJs)} | ${r.rebuildSeconds === undefined ? 'not run' : `${r.rebuildSeconds.toFixed(0)} s`} |`);
    }
    const phaseLine = (phases) => Object.entries(phases).filter(([, value]) => value !== undefined).map(([name, value]) => `${name} ${value} s`).join(', ');
    console.log('\nPhases of each build (s): next build\'s compile, page data and static pages, then each postbuild step\n');
    for (const r of results.scale.rows) console.log(`- ${r.pages} pages: ${phaseLine(r.phases)}; largest process: ${r.largestWhat}`);
    for (const r of results.scale.floor) console.log(`- floor, ${r.pages} pages: ${phaseLine(r.phases)}; largest process: ${r.largestWhat}`);
    console.log('\nThe floor: a bare Next.js + @next/mdx site with the same generated pages (scripts/bench/floor.mjs)\n');
    console.log('| pages | build | peak memory, sum (largest process) | export | a page: HTML + payload, JS |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const r of results.scale.floor) {
      console.log(`| ${r.pages} | ${r.seconds.toFixed(0)} s | ${r.peakMB} MB (${r.largestMB} MB) | ${r.exportMB.toFixed(1)} MB | ${kB(r.pageBytes)}, ${kB(r.pageJs)} |`);
    }
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
