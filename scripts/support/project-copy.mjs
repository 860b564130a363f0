// A copy of this project to build in, so a build with other content (the fixture site, the
// bench's generated pages) never changes the author's own tree: not even when it is stopped
// half-way. The copy sits in a folder of the project (ignored by git) and is its own Turbopack
// root (next.config.mjs); node_modules is hard-linked, not copied (a few seconds, no disk), and
// not symlinked, which Turbopack does not follow.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What a build makes or a tool keeps: never part of a copy. */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  '.next',
  'out',
  'out-staking-docs',
  'out.root-build',
  '.fixture-build',
  '.bench-floor',
  '.bench-docusaurus',
  '.bench-scale',
  'bench-results',
  'test-results',
  '.screenshots',
]);

/**
 * Copies the project at `root` into `work` (emptied first), all but `skip` and what a build makes.
 * @param {string} root the project
 * @param {string} work the copy's folder
 * @param {{ skip?: string[] }} [options] top-level entries not to copy either (the caller writes its own)
 */
export function copyProject(root, work, { skip = [] } = {}) {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    if (NOT_COPIED.has(entry) || skip.includes(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(work, entry), { recursive: true });
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(work, 'node_modules')]);
}
