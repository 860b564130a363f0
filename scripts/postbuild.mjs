// Steps after `next build`, on the exported out/ folder.
import { execFileSync } from 'node:child_process';

execFileSync(process.execPath, ['scripts/check-links.mjs', 'out'], { stdio: 'inherit' });

// The static search index (out/pagefind/), read by the search dialog. Only the
// doc articles carry data-pagefind-body, so navigation chrome stays out of it.
execFileSync(process.execPath, ['node_modules/pagefind/lib/runner/bin.cjs', '--site', 'out', '--output-subdir', 'pagefind'], {
  stdio: 'inherit',
});
