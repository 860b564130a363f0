// The size budget a site asks for: the gzip size of a page's HTML, its RSC payload and the JS
// and CSS its HTML links must stay under the numbers of the budget file `sizeBudget` of
// content/site.config.ts names; unset or false, nothing is checked, so a site never fails to
// build because of what its authors wrote unless they asked for a budget. The templates' own
// budget, scripts/build/size-budget.json, is asked for by the fixture site
// (tests/fixtures/versioned-site), whose content is the project's and does not change when
// authors write: CI builds it. Run last by scripts/build/postbuild.mjs;
// scripts/build/check-budget.test.ts checks the checker.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { elementsOf } from '@/lib/links/check';
import { basePathFromEnv, fileOfRoute, sitePathOf } from '@/lib/urls';

/**
 * @typedef {{ html: number, payload: number, js: number, css: number }} PageSizes gzip bytes of one page
 * @typedef {{ pages: Record<string, Partial<PageSizes>> }} Budgets the budget of each page (scripts/build/size-budget.json)
 */

// A path built from this module's own path: under the unit tests' jsdom environment a URL
// object is jsdom's, which fs refuses.
export const BUDGET_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'size-budget.json',
);
/** The project's root, from which the config's sizeBudget path is read. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @param {string} file */
const gzipSize = (file) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

/**
 * The assets an HTML page loads, as site paths (the base path taken off): its scripts (each
 * <script src> but noModule ones, and each script it preloads: a page may run a preloaded script
 * from a loader of its own) and its stylesheets (<link rel="stylesheet">).
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
  /** @type {string[]} */
  const scripts = [];
  /** @type {string[]} */
  const preloads = [];
  /** @type {string[]} */
  const css = [];
  for (const element of elementsOf(html)) {
    const attributes = new Map((element.attrs ?? []).map(({ name, value }) => [name, value]));
    const rels = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    // noModule scripts (Next's legacy polyfills) are skipped by every browser that runs modules.
    if (element.tagName === 'script' && !attributes.has('nomodule'))
      scripts.push(...sitePaths(attributes.get('src')));
    if (element.tagName !== 'link') continue;
    if (rels.includes('preload') && attributes.get('as') === 'script')
      preloads.push(...sitePaths(attributes.get('href')));
    if (rels.includes('stylesheet')) css.push(...sitePaths(attributes.get('href')));
  }
  return { js: [...new Set([...scripts, ...preloads])], css: [...new Set(css)] };
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
  const sum = (urls) =>
    urls.reduce((total, url) => total + gzipSize(path.join(outDir, fileOfRoute(url))), 0);
  return {
    html: gzipSize(htmlFile),
    payload: fs.existsSync(payloadFile) ? gzipSize(payloadFile) : 0,
    js: sum(js),
    css: sum(css),
  };
}

/**
 * Every number past its budget, as "page kind: measured > budget (file)" lines.
 * @param {Record<string, PageSizes>} measured
 * @param {Budgets} budgets
 * @param {string} [file] the budget file, named in each line
 * @returns {string[]}
 */
export function overBudget(measured, budgets, file = 'scripts/build/size-budget.json') {
  const problems = [];
  for (const [route, limits] of Object.entries(budgets.pages)) {
    const sizes = measured[route];
    // A site without that page (the versioned fixture site builds its own content) has nothing to check there.
    if (!sizes) continue;
    for (const [kind, limit] of /** @type {[keyof PageSizes, number][]} */ (
      Object.entries(limits)
    )) {
      if (sizes[kind] > limit)
        problems.push(`${route} ${kind}: ${sizes[kind]} B gzip > budget ${limit} B (${file})`);
    }
  }
  return problems;
}

/** @param {string} [file] @returns {Budgets} */
export function readBudgets(file = BUDGET_FILE) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * Measures every budgeted page of outDir and returns the measures and the problems.
 * @param {string} outDir
 * @param {Budgets} [budgets]
 * @param {string} [basePath] the sub-path the export is built for (BASE_PATH)
 * @param {string} [file] the budget file, named in the problems
 * @returns {{ measured: Record<string, PageSizes>, problems: string[] }}
 */
export function checkBudgets(
  outDir,
  budgets = readBudgets(),
  basePath = basePathFromEnv(),
  file = undefined,
) {
  /** @type {Record<string, PageSizes>} */
  const measured = {};
  for (const route of Object.keys(budgets.pages)) {
    if (fs.existsSync(path.join(outDir, fileOfRoute(route))))
      measured[route] = measurePage(outDir, route, basePath);
  }
  return { measured, problems: overBudget(measured, budgets, file) };
}

/**
 * The check a site's `sizeBudget` setting asks for: none when it is false; else every page of
 * its budget file (a path from the project root) measured. A file that does not exist fails,
 * naming the setting.
 * @param {string} outDir
 * @param {string | false} setting content/site.config.ts `sizeBudget`
 * @param {string} [basePath]
 * @returns {{ off: true } | { off: false, measured: Record<string, PageSizes>, problems: string[], missing: string[] }}
 */
export function checkSiteBudget(outDir, setting, basePath = basePathFromEnv()) {
  if (setting === false) return { off: true };
  const file = path.resolve(ROOT, setting);
  if (!fs.existsSync(file))
    throw new Error(
      `content/site.config.ts: sizeBudget names "${setting}", which does not exist. Give the ` +
        `path of a budget file from the project root, or false for no budget.`,
    );
  const budgets = readBudgets(file);
  const { measured, problems } = checkBudgets(outDir, budgets, basePath, setting);
  return {
    off: false,
    measured,
    problems,
    missing: Object.keys(budgets.pages).filter((route) => !measured[route]),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = path.resolve(process.argv[2] ?? 'out');
  // The site's validated config, loaded only when the check runs: the unit tests import the checker alone.
  const { siteConfig } = await import('@/lib/config');
  const result = checkSiteBudget(outDir, siteConfig.sizeBudget);
  if (result.off) {
    console.log('Size budget: none asked for (sizeBudget of content/site.config.ts).');
    process.exit(0);
  }
  const { measured, problems, missing } = result;
  if (missing.length)
    console.warn(`Size budget: not in this export, not checked: ${missing.join(', ')}`);
  if (problems.length) {
    console.error(`Size budget exceeded:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exit(1);
  }
  /** @param {string} route @param {PageSizes} s */
  const line = (route, s) =>
    `${route} html ${s.html}, payload ${s.payload}, js ${s.js}, css ${s.css}`;
  console.log(
    `Size budget kept (gzip bytes): ${Object.entries(measured)
      .map(([r, s]) => line(r, s))
      .join('; ')}`,
  );
}
