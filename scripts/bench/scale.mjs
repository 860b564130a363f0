// The scale runs of `npm run bench -- --scale 1000` (or --scale 100,1000,10000): `npm run build`
// with N generated pages as authors write them (scripts/bench/pages.mjs), in a copy of the
// project (.bench-scale/, scripts/support/project-copy.mjs: the author's tree and out/ are never
// changed, even by a run stopped half-way; a run starts by replacing what one stopped before left
// there), then the same pages in a bare Next.js site (the floor, scripts/bench/floor.mjs) and,
// with --docusaurus, in Docusaurus (scripts/bench/docusaurus.mjs). For each build: its time and
// phases (each step after `next build` on its own), its peak memory, its export (bytes, files,
// files a page), what one page's files cost, and the largest page.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { copyProject } from '../support/project-copy.mjs';
import { exportCensus, pageFiles } from './page-anatomy.mjs';
import { kB, pageScripts, pageWeight, timedBuild } from './measure.mjs';

/** The copy of the project the scale runs build in (ignored by git). */
export const SCALE_DIR = '.bench-scale';

const gzip = (file, level = 9) =>
  fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level }).length : 0;

/**
 * The heaviest page of an export: HTML plus the payload beside it (index.txt), gzip. Every page is
 * weighed at a fast level, the heaviest few again at the level the rest of the bench uses.
 */
export function largestPage(outDir) {
  const pages = [];
  for (const entry of fs.readdirSync(outDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const dir = entry.parentPath;
    pages.push({
      dir,
      quick: gzip(path.join(dir, 'index.html'), 1) + gzip(path.join(dir, 'index.txt'), 1),
    });
  }
  const weighed = pages
    .sort((a, b) => b.quick - a.quick)
    .slice(0, 5)
    .map(({ dir }) => ({
      page: `/${path.relative(outDir, dir).split(path.sep).join('/')}/`.replace(/\/+$/, '/'),
      html: gzip(path.join(dir, 'index.html')),
      payload: gzip(path.join(dir, 'index.txt')),
    }));
  return weighed.sort((a, b) => b.html + b.payload - (a.html + a.payload))[0];
}

/** What one build of a site with n generated pages measures, for the table. */
function measureExport(outDir, build, n, pageId) {
  const census = exportCensus(outDir);
  const generated = pageId(1, n);
  return {
    pages: n,
    seconds: build.seconds,
    phases: build.phases,
    peakMB: build.peakMB,
    largestMB: build.largestMB,
    largestWhat: build.largestWhat,
    exportMB: census.bytes / 2 ** 20,
    files: census.files,
    htmlPages: census.pages,
    filesPerPage: census.filesPerPage,
    generatedPage: pageFiles(outDir, `docs/${generated}/`),
    generatedJs: pageScripts(`docs/${generated}/`, outDir),
    welcome: pageWeight('docs/welcome/', outDir),
    largest: largestPage(outDir),
  };
}

/** Ours with n generated pages, in a copy of the project. */
async function oursAt(n, { rebuild }) {
  const { addPages, pageId, MOST_USED_OPERATION } = await import('./pages.mjs');
  const out = path.join(SCALE_DIR, 'out');
  try {
    copyProject('.', SCALE_DIR);
    addPages(n, SCALE_DIR);
    const build = await timedBuild({ cwd: SCALE_DIR });
    const row = {
      ...measureExport(out, build, n, pageId),
      mostUsedOperation: pageWeight(`api/operations/${MOST_USED_OPERATION}/`, out),
    };
    if (rebuild) {
      fs.appendFileSync(
        path.join(SCALE_DIR, 'content', 'docs', `${pageId(1, n)}.mdx`),
        '\nOne more sentence, edited for the rebuild run.\n',
      );
      const again = await timedBuild({ cwd: SCALE_DIR });
      Object.assign(row, { rebuildSeconds: again.seconds, rebuildPhases: again.phases });
    }
    return row;
  } finally {
    fs.rmSync(SCALE_DIR, { recursive: true, force: true });
  }
}

/** The floor with n generated pages. */
async function floorAt(n) {
  const { pageId } = await import('./pages.mjs');
  const { writeFloorSite, FLOOR_DIR } = await import('./floor.mjs');
  await writeFloorSite(n);
  try {
    const build = await timedBuild({
      cwd: FLOOR_DIR,
      command: [
        process.execPath,
        path.join('node_modules', 'next', 'dist', 'bin', 'next'),
        'build',
      ],
    });
    return measureExport(path.join(FLOOR_DIR, 'out'), build, n, pageId);
  } finally {
    fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
  }
}

/**
 * Ours, the floor and (with --docusaurus) Docusaurus with n generated pages each, for each n in
 * the order given: ours and the floor at one count back to back, so each pair shares the
 * machine's load, and a run stopped early has whole pairs (give the largest count first).
 */
export async function scaleRuns(counts, { docusaurus = false, rebuild = false } = {}) {
  const { pageId } = await import('./pages.mjs');
  const rows = [];
  const floor = [];
  for (const n of counts) {
    rows.push(await oursAt(n, { rebuild }));
    console.log(JSON.stringify(rows.at(-1)));
    floor.push(await floorAt(n));
    console.log(JSON.stringify(floor.at(-1)));
  }

  const others = [];
  if (docusaurus) {
    const { writeDocusaurusSite, DOCUSAURUS_DIR, DOCUSAURUS_BUILD } =
      await import('./docusaurus.mjs');
    for (const n of counts) {
      await writeDocusaurusSite(n);
      const build = await timedBuild({ cwd: DOCUSAURUS_DIR, command: DOCUSAURUS_BUILD });
      others.push(measureExport(path.join(DOCUSAURUS_DIR, 'build'), build, n, pageId));
      console.log(JSON.stringify(others.at(-1)));
    }
  }
  const byPages = (a, b) => a.pages - b.pages;
  return { rows: rows.sort(byPages), floor: floor.sort(byPages), docusaurus: others.sort(byPages) };
}

const MB = (mb) => `${Math.round(mb)} MB`;
const phaseLine = (phases) =>
  Object.entries(phases)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name} ${value} s`)
    .join(', ');

/** The runs as the README's tables. */
export function printScale({ rows, floor, docusaurus }) {
  const sites = [
    ['ours', rows],
    ['the floor', floor],
    ['Docusaurus', docusaurus],
  ].filter(([, runs]) => runs.length);
  console.log(
    '\n| site, extra pages | build | peak memory, largest process (sum) | export | files (a ' +
      'page) | a generated page: HTML, payload, prefetch, Markdown, search (gzip) | largest ' +
      'page, HTML + payload (gzip) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [site, runs] of sites) {
    for (const r of runs) {
      const g = r.generatedPage;
      console.log(
        `| ${site}, ${r.pages} | ${r.seconds.toFixed(0)} s | ${MB(r.largestMB)} ` +
          `(${MB(r.peakMB)}) | ${MB(r.exportMB)} | ${r.files} (${r.filesPerPage.toFixed(2)}) | ` +
          `${kB(g.html.gzip)}, ${kB(g.payload.gzip)}, ${kB(g.prefetch.gzip)} in ` +
          `${g.prefetch.files}, ${kB(g.markdown.gzip)}, ${kB(g['search fragment'].gzip)} | ` +
          `${r.largest.page} ${kB(r.largest.html + r.largest.payload)} |`,
      );
    }
  }
  console.log(
    "\nPhases (s): next build's compile, page data, static pages, then each step after it\n",
  );
  for (const [site, runs] of sites)
    for (const r of runs)
      console.log(
        `- ${site}, ${r.pages} pages: ${phaseLine(r.phases)}; largest process: ${r.largestWhat}`,
      );
  if (rows.length > 1) {
    // The issue's two ratios: each step at the largest run against a tenth of its pages (10,000
    // vs 1,000), and the largest page against the smallest run (10,000 vs 100).
    const last = rows.at(-1);
    const tenth = rows.find((r) => r.pages * 10 === last.pages) ?? rows[0];
    console.log(`\nSteps after next build, ${last.pages} vs ${tenth.pages} pages:`);
    for (const step of Object.keys(last.phases).filter(
      (name) => !['compile', 'pageData', 'staticPages'].includes(name),
    )) {
      console.log(
        `- ${step}: ${last.phases[step]} s vs ${tenth.phases[step]} s: ` +
          `${(last.phases[step] / tenth.phases[step]).toFixed(1)} ×`,
      );
    }
    const first = rows[0];
    const weight = (r) => r.largest.html + r.largest.payload;
    console.log(
      `Largest page: ${kB(weight(last))} (${last.largest.page}) at ${last.pages} vs ` +
        `${kB(weight(first))} (${first.largest.page}) at ${first.pages}: ` +
        `${(weight(last) / weight(first)).toFixed(3)} ×`,
    );
  }
  for (const r of rows)
    console.log(
      `- ${r.pages} pages: the most used operation's page ${kB(r.mostUsedOperation)}; ` +
        `/docs/welcome/ ` +
        `${kB(r.welcome)}${r.rebuildSeconds ? `; rebuild after one edit ${r.rebuildSeconds.toFixed(0)} s (${phaseLine(r.rebuildPhases)})` : ''}`,
    );
}
