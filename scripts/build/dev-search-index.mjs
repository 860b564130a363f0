// Search under `npm run dev`: the dev server has no export, so search uses the index of the
// last `npm run build`, copied from out/pagefind/ to public/pagefind/ (ignored by git). A
// build removes that copy first, so an old index never reaches the export. Without a build,
// the search dialog says how to get one.
import fs from 'node:fs';

export function syncDevSearchIndex({ dev }) {
  fs.rmSync('public/pagefind', { recursive: true, force: true });
  if (!dev) return;
  if (fs.existsSync('out/pagefind/pagefind.js')) {
    fs.cpSync('out/pagefind', 'public/pagefind', { recursive: true });
    console.log('Search: using the index of the last build (out/pagefind).');
  } else {
    console.log(
      'Search: no index yet. Run `npm run build` once, then restart `npm run dev`, to search in development.',
    );
  }
}
