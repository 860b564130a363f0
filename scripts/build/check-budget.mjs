// The size budget (issue 13): the gzip size of a page's HTML, its RSC payload and the JS and CSS
// its HTML links must stay under the numbers in scripts/build/size-budget.json. Run after the link
// check by scripts/build/postbuild.mjs; scripts/build/check-budget.test.ts checks the checker, and
// tests/e2e/export.e2e.ts the export CI builds.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { basePathFromEnv, fileOfRoute, sitePathOf } from '../../lib/url-form.mjs';

/**
 * @typedef {{ html: number, payload: number, js: number, css: number }} PageSizes gzip bytes of one page
 * @typedef {{ pages: Record<string, Partial<PageSizes>> }} Budgets the budget of each page (scripts/build/size-budget.json)
 */

// A path built from this module's own path: under the unit tests' jsdom environment a URL
// object is jsdom's, which fs refuses.
export const BUDGET_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'size-budget.json');

/** @param {string} file */
const gzipSize = (file) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * The assets an HTML page loads: <script src> (not noModule) and <link rel="stylesheet" href>,
 * as site paths (the base path taken off).
 * @param {string} html
 * @param {string} [basePath]
 * @returns {{ js: string[], css: string[] }}
 */
export function linkedAssets(html, basePath = '') {
  /** @param {string} url */
  const local = (url) => url.startsWith('/') && !url.startsWith('//');
  /** @param {string | undefined} url @returns {string[]} */
  const sitePaths = (url) => {
    const sitePath = url && local(url) ? sitePathOf(url, basePath) : null;
    return sitePath === null ? [] : [sitePath];
  };
  // noModule scripts (Next's legacy polyfills) are skipped by every browser that runs modules.
  const js = [...html.matchAll(/<script\b([^>]*)>/g)]
    .filter((m) => !/\bnomodule\b/i.test(m[1]))
    .flatMap((m) => sitePaths(/\bsrc="([^"]+)"/.exec(m[1])?.[1]));
  const css = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"|<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="stylesheet"/g)]
    .flatMap((m) => sitePaths(m[1] ?? m[2]));
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

/**
 * Gzip bytes of one exported page: html, payload, js, css.
 * @param {string} outDir
 * @param {string} route
 * @param {string} [basePath]
 * @returns {PageSizes}
 */
export function measurePage(outDir, route, basePath = '') {
  const htmlFile = path.join(outDir, fileOfRoute(route));
  const html = fs.readFileSync(htmlFile, 'utf8');
  const { js, css } = linkedAssets(html, basePath);
  // The RSC payload a client-side navigation fetches, beside the page's HTML.
  const payloadFile = path.join(path.dirname(htmlFile), 'index.txt');
  /** @param {string[]} urls */
  const sum = (urls) => urls.reduce((total, url) => total + gzipSize(path.join(outDir, fileOfRoute(url))), 0);
  return {
    html: gzipSize(htmlFile),
    payload: fs.existsSync(payloadFile) ? gzipSize(payloadFile) : 0,
    js: sum(js),
    css: sum(css),
  };
}

/**
 * Every number past its budget, as "page kind: measured > budget" lines.
 * @param {Record<string, PageSizes>} measured
 * @param {Budgets} budgets
 * @returns {string[]}
 */
export function overBudget(measured, budgets) {
  const problems = [];
  for (const [route, limits] of Object.entries(budgets.pages)) {
    const sizes = measured[route];
    // A site without that page (the versioned fixture site builds its own content) has nothing to check there.
    if (!sizes) continue;
    for (const [kind, limit] of /** @type {[keyof PageSizes, number][]} */ (Object.entries(limits))) {
      if (sizes[kind] > limit) problems.push(`${route} ${kind}: ${sizes[kind]} B gzip > budget ${limit} B (scripts/build/size-budget.json)`);
    }
  }
  return problems;
}

/** @returns {Budgets} */
export function readBudgets() {
  return JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8'));
}

/**
 * Measures every budgeted page of outDir and returns the measures and the problems.
 * @param {string} outDir
 * @param {Budgets} [budgets]
 * @param {string} [basePath] the sub-path the export is built for (BASE_PATH)
 * @returns {{ measured: Record<string, PageSizes>, problems: string[] }}
 */
export function checkBudgets(outDir, budgets = readBudgets(), basePath = basePathFromEnv()) {
  /** @type {Record<string, PageSizes>} */
  const measured = {};
  for (const route of Object.keys(budgets.pages)) {
    if (fs.existsSync(path.join(outDir, fileOfRoute(route)))) measured[route] = measurePage(outDir, route, basePath);
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
  /** @param {string} route @param {PageSizes} s */
  const line = (route, s) => `${route} html ${s.html}, payload ${s.payload}, js ${s.js}, css ${s.css}`;
  console.log(`Size budget kept (gzip bytes): ${Object.entries(measured).map(([r, s]) => line(r, s)).join('; ')}`);
}
