// Drops what the export holds twice and no browser fetches (issue 13): next build writes each
// page's full RSC payload both as index.txt (fetched on client-side navigation) and as
// __next._full.txt, a byte-identical copy that only a server uses; the client's segment cache
// fetches __next._tree.txt and the per-segment files, never _full. About a fifth of a large
// export. A copy that differs from its index.txt is kept.
import fs from 'node:fs';
import path from 'node:path';

export const DUPLICATE_PAYLOAD = '__next._full.txt';

/**
 * Removes every __next._full.txt identical to the index.txt beside it; returns the bytes saved.
 * @param {string} outDir
 * @returns {{ saved: number, files: number }}
 */
export function pruneExport(outDir) {
  let saved = 0;
  let files = 0;
  /** @param {string} dir */
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name === DUPLICATE_PAYLOAD) {
        const index = path.join(dir, 'index.txt');
        const copy = fs.readFileSync(full);
        if (fs.existsSync(index) && copy.equals(fs.readFileSync(index))) {
          fs.rmSync(full);
          saved += copy.length;
          files += 1;
        }
      }
    }
  };
  visit(outDir);
  return { saved, files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { saved, files } = pruneExport(path.resolve(process.argv[2] ?? 'out'));
  console.log(`Export pruned: ${files} duplicate payload files, ${(saved / 2 ** 20).toFixed(1)} MB.`);
}
