// Steps after `next build`, on the exported out/ folder.
import { execFileSync } from 'node:child_process';

execFileSync(process.execPath, ['scripts/check-links.mjs', 'out'], { stdio: 'inherit' });
