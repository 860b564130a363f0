// Drops the files of the export no browser of this site fetches (and, at 10,000 pages,
// the files a static host counts): next build writes, beside each page's index.html and its
// payload (index.txt, which a client-side navigation fetches and the page's HTML loads, see
// html-payload.mjs), the per-segment files of Next's prefetching: __next._tree.txt, one
// __next.<segment>.txt per layout and page segment, and __next._full.txt (the whole payload
// again). The site's links never prefetch (components/Link/PageLink.client.tsx), so nothing asks
// for them: three to five files a page, a quarter of a large export's bytes.
import fs from 'node:fs';
import path from 'node:path';

/** A per-segment prefetch file of `next build`'s export: __next._tree.txt, __next.!KHNpdGUp.txt, … */
export const isPrefetchFile = (/** @type {string} */ name) =>
  name.startsWith('__next.') && name.endsWith('.txt');

/**
 * Removes every per-segment prefetch file under outDir; returns the bytes and files removed.
 * @param {string} outDir
 * @returns {{ saved: number, files: number }}
 */
export function pruneExport(outDir) {
  let saved = 0;
  let files = 0;
  for (const entry of fs.readdirSync(outDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !isPrefetchFile(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    saved += fs.statSync(file).size;
    fs.rmSync(file);
    files += 1;
  }
  return { saved, files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { saved, files } = pruneExport(path.resolve(process.argv[2] ?? 'out'));
  console.log(`Export pruned: ${files} prefetch files, ${(saved / 2 ** 20).toFixed(1)} MB.`);
}
