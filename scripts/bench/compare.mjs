// /docs/welcome/ beside the same page in the bare Next.js site (the floor, scripts/bench/floor.mjs)
// and in Docusaurus (scripts/bench/docusaurus.mjs), in one run (npm run bench -- --compare):
// Lighthouse (mobile, simulated throttling; first contentful paint and performance, median of
// --runs), the HTML's transfer size as Lighthouse saw it, and the page's HTML and payload, gzip.
// Each of the three is built with the site's welcome page and 17 generated pages (the plain
// site's count of docs) and served the same way, one after the other.
import fs from 'node:fs';
import path from 'node:path';
import { kB, lighthouseScores, pageScripts, serveOut, timedBuild } from './measure.mjs';
import { gzipSync } from 'node:zlib';

const PAGE = '/docs/welcome/';
const PAGES = 17;

const gzip = (file) =>
  fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;

/** Lighthouse and the page's bytes, for an export served from `outDir`. */
async function measureSite(label, outDir, config) {
  const server = await serveOut(outDir, config);
  try {
    const [scores] = await lighthouseScores(server.base, [PAGE]);
    const dir = path.join(outDir, PAGE);
    return {
      label,
      ...scores,
      html: gzip(path.join(dir, 'index.html')),
      payload: gzip(path.join(dir, 'index.txt')),
      js: pageScripts(PAGE.slice(1), outDir),
    };
  } finally {
    server.stop();
  }
}

export async function compareWelcome({ docusaurus = true } = {}) {
  if (!fs.existsSync('out/index.html')) throw new Error('Run `npm run build` first.');
  const rows = [await measureSite('ours', 'out', '../serve.json')];
  const { writeFloorSite, FLOOR_DIR } = await import('./floor.mjs');
  await writeFloorSite(PAGES);
  try {
    await timedBuild({
      cwd: FLOOR_DIR,
      command: [
        process.execPath,
        path.join('node_modules', 'next', 'dist', 'bin', 'next'),
        'build',
      ],
    });
    fs.writeFileSync(path.join(FLOOR_DIR, 'serve.json'), JSON.stringify({ cleanUrls: true }));
    rows.push(
      await measureSite(
        'the floor (bare Next.js + @next/mdx)',
        path.join(FLOOR_DIR, 'out'),
        '../serve.json',
      ),
    );
  } finally {
    fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
  }
  if (docusaurus) {
    const { writeDocusaurusSite, DOCUSAURUS_DIR, DOCUSAURUS_BUILD } =
      await import('./docusaurus.mjs');
    await writeDocusaurusSite(PAGES);
    await timedBuild({ cwd: DOCUSAURUS_DIR, command: DOCUSAURUS_BUILD });
    fs.writeFileSync(path.join(DOCUSAURUS_DIR, 'serve.json'), JSON.stringify({ cleanUrls: true }));
    rows.push(await measureSite(`Docusaurus`, path.join(DOCUSAURUS_DIR, 'build'), '../serve.json'));
  }
  return rows;
}

export function printCompare(rows) {
  console.log(
    `\n${PAGE} in one run (Lighthouse mobile, simulated throttling; median, runs in brackets)\n`,
  );
  console.log(
    '| site | first contentful paint | performance | HTML sent (Lighthouse) | HTML, payload file (gzip) | JS (gzip) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.fcp} ms (${r.fcpRuns.join(', ')}) | ${r.performance} ` +
        `(${r.performanceRuns.join(', ')}) | ${kB(r.htmlTransfer)} | ${kB(r.html)}, ` +
        `${kB(r.payload)} | ${kB(r.js)} |`,
    );
}
