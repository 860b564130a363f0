// Steps after `next build`, on the exported out/ folder.
import { execFileSync } from 'node:child_process';

// What the export holds twice and no browser fetches (issue 13).
execFileSync(process.execPath, ['scripts/prune-export.mjs', 'out'], { stdio: 'inherit' });

execFileSync(process.execPath, ['scripts/check-links.mjs', 'out'], { stdio: 'inherit' });

// The static search index (out/pagefind/): the docs pages split at their headings, and
// every API operation as its own record.
execFileSync(process.execPath, ['scripts/search-index.mjs', 'out'], { stdio: 'inherit' });

// The docs for machines: Markdown copies of the docs pages, llms.txt and llms-full.txt,
// with every link in them checked.
execFileSync(process.execPath, ['scripts/llms.mjs', 'out'], { stdio: 'inherit' });

// The size budget of docs pages (scripts/size-budget.json, issue 13), measured on the root
// export; a sub-path build (BASE_PATH, npm run build:subpath) is the same site with longer URLs.
if (!process.env.BASE_PATH) execFileSync(process.execPath, ['scripts/check-budget.mjs', 'out'], { stdio: 'inherit' });

// Last (DECISIONS D6), once every HTML file is final: the Content Security Policy of each
// page (hashes of its inline scripts) as a <meta> tag, and out/_headers and out/serve.json
// with that policy and the security headers for static hosts and `npm start`.
execFileSync(process.execPath, ['scripts/csp.mjs', 'out'], { stdio: 'inherit' });
