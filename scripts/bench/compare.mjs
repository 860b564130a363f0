// A docs page and an example page beside the same pages in the bare Next.js site (the floor,
// scripts/bench/floor.mjs) and in Docusaurus (scripts/bench/docusaurus.mjs), in one run
// (npm run bench -- --compare): Lighthouse (mobile, simulated throttling; first and largest
// contentful paint, performance, blocking time, median of --runs), its breakdown of what came
// before the first paint (critical request chain, render-blocking resources), the HTML's transfer
// size as Lighthouse saw it, and the page's HTML, payload and JavaScript, gzip. Each site is built
// with the site's two pages and 17 generated pages (the plain site's count of docs) and served
// the same way; the runs are interleaved (each round loads every page of every site once), so a
// busy moment of the machine falls on all of them alike. `--compare-with <dir>` adds another
// export of ours (say, one built before a change) to the same run.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { median } from './api.mjs';
import {
  kB,
  LIGHTHOUSE_RUNS,
  lighthouseRun,
  pageScripts,
  serveOut,
  timedBuild,
} from './measure.mjs';

/** The pages compared: a guide, and an example page with its programs. */
export const COMPARED_PAGES = ['welcome', 'examples/sol-staking-example'];
const PAGES = 17;

const gzip = (file) =>
  fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;

/** Builds the floor and Docusaurus with the compared pages; returns each site's export. */
async function buildOthers({ docusaurus }) {
  const sites = [];
  const { writeFloorSite, FLOOR_DIR } = await import('./floor.mjs');
  await writeFloorSite(PAGES, COMPARED_PAGES);
  await timedBuild({
    cwd: FLOOR_DIR,
    command: [process.execPath, path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'build'],
  });
  fs.writeFileSync(path.join(FLOOR_DIR, 'serve.json'), JSON.stringify({ cleanUrls: true }));
  sites.push({ label: 'the floor (bare Next.js + @next/mdx)', dir: path.join(FLOOR_DIR, 'out') });
  if (docusaurus) {
    const { writeDocusaurusSite, DOCUSAURUS_DIR, DOCUSAURUS_BUILD } =
      await import('./docusaurus.mjs');
    await writeDocusaurusSite(PAGES, COMPARED_PAGES);
    await timedBuild({ cwd: DOCUSAURUS_DIR, command: DOCUSAURUS_BUILD });
    fs.writeFileSync(path.join(DOCUSAURUS_DIR, 'serve.json'), JSON.stringify({ cleanUrls: true }));
    sites.push({ label: 'Docusaurus', dir: path.join(DOCUSAURUS_DIR, 'build') });
  }
  return { sites, cleanUp: () => fs.rmSync(FLOOR_DIR, { recursive: true, force: true }) };
}

export async function compareWelcome({ docusaurus = true, alsoOurs } = {}) {
  if (!fs.existsSync('out/index.html')) throw new Error('Run `npm run build` first.');
  const ours = [{ label: 'ours', dir: 'out' }];
  if (alsoOurs) ours.push({ label: `ours (${path.basename(alsoOurs)})`, dir: alsoOurs });
  const others = await buildOthers({ docusaurus });
  const sites = [...ours, ...others.sites];
  const servers = [];
  try {
    for (const site of sites) {
      // Each with clean URLs: ours with the project's serve.json, the others with theirs.
      const config = site.label.startsWith('ours')
        ? path.relative(site.dir, path.resolve('serve.json'))
        : '../serve.json';
      const server = await serveOut(site.dir, config);
      servers.push(server);
      site.base = server.base;
    }
    const runs = new Map();
    for (let round = 0; round < LIGHTHOUSE_RUNS; round++)
      for (const page of COMPARED_PAGES)
        for (const site of sites) {
          const key = `${site.label} ${page}`;
          runs.set(key, [
            ...(runs.get(key) ?? []),
            await lighthouseRun(site.base, `/docs/${page}/`),
          ]);
        }
    return COMPARED_PAGES.flatMap((page) =>
      sites.map((site) => {
        const done = runs.get(`${site.label} ${page}`);
        const pick = (key) => median(done.map((run) => run[key]));
        const dir = path.join(site.dir, 'docs', page);
        return {
          label: site.label,
          page: `/docs/${page}/`,
          fcp: pick('fcp'),
          fcpRuns: done.map((run) => run.fcp),
          lcp: pick('lcp'),
          lcpRuns: done.map((run) => run.lcp),
          performance: pick('performance'),
          tbt: pick('tbt'),
          htmlTransfer: pick('htmlTransfer'),
          html: gzip(path.join(dir, 'index.html')),
          payload: gzip(path.join(dir, 'index.txt')),
          js: pageScripts(`docs/${page}/`, site.dir),
          // The breakdown of the last run.
          criticalChain: done.at(-1).criticalChain,
          renderBlocking: done.at(-1).renderBlocking,
        };
      }),
    );
  } finally {
    for (const server of servers) server.stop();
    others.cleanUp();
  }
}

export function printCompare(rows) {
  console.log(
    `\nIn one run (Lighthouse mobile, simulated throttling; median of ${LIGHTHOUSE_RUNS}, ` +
      'runs in brackets, interleaved)\n',
  );
  console.log(
    '| page | site | first contentful paint | largest contentful paint | performance | ' +
      'blocking time | HTML sent (Lighthouse) | HTML, payload file (gzip) | JS (gzip) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| \`${r.page}\` | ${r.label} | ${r.fcp} ms (${r.fcpRuns.join(', ')}) | ${r.lcp} ms ` +
        `(${r.lcpRuns.join(', ')}) | ${r.performance} | ${r.tbt} ms | ${kB(r.htmlTransfer)} | ` +
        `${kB(r.html)}, ${kB(r.payload)} | ${kB(r.js)} |`,
    );
  for (const r of rows) {
    console.log(
      `\n${r.page}, ${r.label}: render-blocking ${r.renderBlocking.join(', ') || 'none'}`,
    );
    console.log(
      `critical request chain:\n${r.criticalChain.map((line) => `  ${line}`).join('\n')}`,
    );
  }
}
