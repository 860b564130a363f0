// `npm run build:subpath`: the site built for hosting under /staking-docs/, into
// out-staking-docs/, leaving the root build in out/ as it was. tests/e2e/subpath.e2e.ts serves
// it under that sub-path. Next always exports to out/, so the root build steps aside meanwhile.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const SUBPATH = '/staking-docs';
export const SUBPATH_OUT = 'out-staking-docs';
const ASIDE = 'out.root-build';

const hadRootBuild = fs.existsSync('out');
if (hadRootBuild) fs.renameSync('out', ASIDE);
try {
  execFileSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, BASE_PATH: SUBPATH },
  });
  fs.rmSync(SUBPATH_OUT, { recursive: true, force: true });
  fs.renameSync('out', SUBPATH_OUT);
} finally {
  if (hadRootBuild) {
    fs.rmSync('out', { recursive: true, force: true });
    fs.renameSync(ASIDE, 'out');
  }
}
console.log(`Built for ${SUBPATH}/ into ${SUBPATH_OUT}/.`);
