// The size budget (issue 13): the gzip size of a page's HTML, its RSC payload and the JS and CSS
// its HTML links must stay under the numbers in scripts/build/size-budget.json. Run after the link
// check by scripts/build/postbuild.mjs; scripts/build/check-budget.test.ts checks the checker and out/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// A path built from this module's own path: under the unit tests' jsdom environment a URL
// object is jsdom's, which fs refuses.
export const BUDGET_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'size-budget.json');

const gzipSize = (file) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The export's file of a URL path ("/docs/welcome/" → out/docs/welcome/index.html). */
function fileOf(outDir, urlPath) {
  const clean = decodeURIComponent(urlPath.split(/[?#]/)[0]).replace(/^\/+/, '');
  return path.join(outDir, clean);
}

/** The assets an HTML page loads: <script src> (not noModule) and <link rel="stylesheet" href>, under basePath. */
export function linkedAssets(html, basePath = '') {
  const strip = (url) => (basePath && url.startsWith(basePath) ? url.slice(basePath.length) : url);
  const local = (url) => url.startsWith('/') && !url.startsWith('//');
  // noModule scripts (Next's legacy polyfills) are skipped by every browser that runs modules.
  const js = [...html.matchAll(/<script\b([^>]*)>/g)]
    .filter((m) => !/\bnomodule\b/i.test(m[1]))
    .map((m) => /\bsrc="([^"]+)"/.exec(m[1])?.[1])
    .filter(Boolean)
    .map(strip)
    .filter(local);
  const css = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"|<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="stylesheet"/g)]
    .map((m) => strip(m[1] ?? m[2]))
    .filter(local);
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

/** Gzip bytes of one exported page: html, payload, js, css. */
export function measurePage(outDir, route, basePath = '') {
  const dir = path.join(outDir, route.replace(/^\/+/, ''));
  const htmlFile = path.join(dir, 'index.html');
  const html = fs.readFileSync(htmlFile, 'utf8');
  const { js, css } = linkedAssets(html, basePath);
  const payloadFile = path.join(dir, 'index.txt');
  const sum = (urls) => urls.reduce((total, url) => total + gzipSize(fileOf(outDir, url)), 0);
  return {
    html: gzipSize(htmlFile),
    payload: fs.existsSync(payloadFile) ? gzipSize(payloadFile) : 0,
    js: sum(js),
    css: sum(css),
  };
}

/** Every number past its budget, as "page kind: measured > budget" lines. */
export function overBudget(measured, budgets) {
  const problems = [];
  for (const [route, limits] of Object.entries(budgets.pages)) {
    const sizes = measured[route];
    // A site without that page (the versioned fixture site builds its own content) has nothing to check there.
    if (!sizes) continue;
    for (const [kind, limit] of Object.entries(limits)) {
      if (sizes[kind] > limit) problems.push(`${route} ${kind}: ${sizes[kind]} B gzip > budget ${limit} B (scripts/build/size-budget.json)`);
    }
  }
  return problems;
}

export function readBudgets() {
  return JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8'));
}

/** Measures every budgeted page of outDir and returns the measures and the problems. */
export function checkBudgets(outDir, budgets = readBudgets(), basePath = process.env.BASE_PATH ?? '') {
  const measured = {};
  for (const route of Object.keys(budgets.pages)) {
    if (fs.existsSync(path.join(outDir, route.replace(/^\/+/, ''), 'index.html'))) measured[route] = measurePage(outDir, route, basePath);
  }
  return { measured, problems: overBudget(measured, budgets) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  const { measured, problems } = checkBudgets(outDir);
  const missing = Object.keys(readBudgets().pages).filter((route) => !measured[route]);
  if (missing.length) console.warn(`Size budget: not in this export, not checked: ${missing.join(', ')}`);
  if (problems.length) {
    console.error(`Size budget exceeded:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exit(1);
  }
  const line = (route, s) => `${route} html ${s.html}, payload ${s.payload}, js ${s.js}, css ${s.css}`;
  console.log(`Size budget kept (gzip bytes): ${Object.entries(measured).map(([r, s]) => line(r, s)).join('; ')}`);
}
