// What the bench measures with, shared by its parts: builds timed with their phases and peak
// memory, folders and pages weighed, exports served, Lighthouse runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileOfRoute } from '@/lib/urls';
import { linkedAssets } from '../build/check-budget.mjs';
import { CHROME_FLAGS, CHROME_PATH, serveFolder } from '../support/local.mjs';
import { median } from './api.mjs';

const runsArg = process.argv.indexOf('--runs');
/** Lighthouse runs per page (median reported; default 3). */
export const LIGHTHOUSE_RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * Serves an export folder (default out/) with `serve` on a free loopback port; the config is
 * relative to the folder.
 */
export async function serveOut(dir = 'out', config = '../serve.json') {
  const { origin, stop } = await serveFolder(dir, { config });
  return { base: origin, stop };
}

/** One Lighthouse run (mobile preset, simulated throttling) of a page, in a fresh Chromium. */
export async function lighthouseRun(base, page) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS],
  });
  try {
    const result = await lighthouse(base + page, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    const c = result.lhr.categories;
    const requests = result.lhr.audits['network-requests'].details?.items ?? [];
    const pathOf = (url) => new URL(url).pathname;
    return {
      // Lighthouse's own breakdown of what came before the first paint: the critical request
      // chain (each request with those it led to) and the render-blocking resources.
      criticalChain: chainLines(
        result.lhr.audits['critical-request-chains'].details?.chains,
        pathOf,
      ),
      renderBlocking: (result.lhr.audits['render-blocking-resources'].details?.items ?? []).map(
        (item) => `${pathOf(item.url)} (${Math.round(item.wastedMs ?? 0)} ms)`,
      ),
      fcp: Math.round(result.lhr.audits['first-contentful-paint'].numericValue),
      lcp: Math.round(result.lhr.audits['largest-contentful-paint'].numericValue),
      // The page's HTML as sent (compressed), as Lighthouse saw it.
      htmlTransfer:
        requests.find((request) => request.resourceType === 'Document')?.transferSize ?? 0,
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

/** A critical request chain as lines, each request indented under the one that led to it. */
function chainLines(chains = {}, pathOf, depth = 0) {
  return Object.values(chains).flatMap(({ request, children }) => [
    `${'  '.repeat(depth)}${pathOf(request.url)} (${Math.round(
      (request.endTime - request.startTime) * 1000,
    )} ms, ${kB(request.transferSize)})`,
    ...chainLines(children, pathOf, depth + 1),
  ]);
}

/** Median of LIGHTHOUSE_RUNS runs per page, each score on its own, with the spread of performance. */
export async function lighthouseScores(base, pages) {
  const rows = [];
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseRun(base, page));
    const pick = (key) => median(runs.map((run) => run[key]));
    rows.push({
      page,
      performance: pick('performance'),
      performanceRuns: runs.map((run) => run.performance),
      fcp: pick('fcp'),
      fcpRuns: runs.map((run) => run.fcp),
      lcp: pick('lcp'),
      htmlTransfer: pick('htmlTransfer'),
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
export function treeRss(rootPid) {
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
  const postbuild = Object.fromEntries(
    [...output.matchAll(/^postbuild: (.+) ([\d.]+) s$/gm)].map((m) => [m[1], Number(m[2])]),
  );
  return {
    compile: seconds(/Compiled successfully in ([\d.]+)(min|m?s)/),
    pageData:
      collecting !== undefined && generating !== undefined
        ? Number((generating - collecting).toFixed(1))
        : undefined,
    staticPages: seconds(/Generating static pages[^\n]*?in ([\d.]+)(min|m?s)/),
    ...postbuild,
  };
}

/**
 * Runs `npm run build` (or `command` in `cwd`); resolves to its wall time, its phases and the
 * peak memory of its whole process tree (summed, and of its largest process).
 */
export function timedBuild({ cwd = '.', command = ['npm', 'run', 'build'] } = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    // Without the bench's NODE_ENV: a production build run with NODE_ENV=development fails to prerender.
    const { NODE_ENV: _ignored, ...env } = process.env;
    const child = spawn(command[0], command.slice(1), {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    let output = '';
    const stamps = [];
    child.stdout.on('data', (chunk) => {
      output += chunk;
      for (const line of String(chunk).split('\n'))
        if (line.trim())
          stamps.push({ at: (Date.now() - started) / 1000, line: line.trim().slice(0, 100) });
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
      if (code !== 0)
        reject(new Error(`${command.join(' ')} failed (${code}):\n${output.slice(-4000)}`));
      else
        resolve({
          seconds: (Date.now() - started) / 1000,
          peakMB: Math.round(peak / 2 ** 20),
          largestMB: Math.round(largest / 2 ** 20),
          largestWhat,
          phases: buildPhases(output, stamps),
          stamps,
        });
    });
  });
}

export function dirSize(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? dirSize(full) : fs.statSync(full).size);
  }, 0);
}

export const gzipSize = (file) =>
  fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;

/** Gzip bytes of a page's HTML plus its RSC payload file (what its size depends on). */
export function pageWeight(route, outDir = 'out') {
  const dir = path.join(outDir, route);
  return gzipSize(path.join(dir, 'index.html')) + gzipSize(path.join(dir, 'index.txt'));
}

/**
 * Gzip bytes of the scripts a page loads in a current browser (no `noModule` polyfills): those
 * its HTML links or preloads, as the size budget counts them (scripts/build/check-budget.mjs).
 */
export function pageScripts(route, outDir = 'out') {
  const html = fs.readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
  return linkedAssets(html).js.reduce(
    (sum, src) => sum + gzipSize(path.join(outDir, fileOfRoute(src))),
    0,
  );
}
