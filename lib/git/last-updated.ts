// "Last updated" of every page: the date of the last commit that changed its file, read from
// git once per build. `npm run build` (and `npm run dev`) run scripts/build/prebuild.mjs, which
// writes the dates of every file under content/ to .next/cache/last-updated.json; each build
// process reads that file instead of asking git again. Without it (unit tests, a bare
// `next build`), a process asks git once for itself.
//
// A shallow clone (CI often clones with --depth) holds only its last commits. Its oldest commit
// shows every file it contains as added, so for a file last changed in that commit (or before)
// git cannot tell the date: such a file gets no date, and its page shows no "Last updated"
// rather than a wrong one. Files changed in the commits the clone does hold keep their exact
// dates. Outside a git checkout (a source archive) no page has a date.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface CommitDates {
  /** whether the root is in a git checkout with git installed */
  available: boolean;
  /** whether the clone is shallow */
  shallow: boolean;
  /** the last commit date of each file, keyed by its path from the root */
  dates: Record<string, string>;
  /** files whose date a shallow clone cannot tell */
  undated: string[];
}

export const LAST_UPDATED_CACHE = path.join('.next', 'cache', 'last-updated.json');

const git = (root: string, args: string[]) =>
  execFileSync('git', ['-C', root, '-c', 'core.quotePath=false', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 256 * 1024 * 1024,
  });

/**
 * The commits a shallow clone ends at: their parents are missing, so their file lists are whole trees.
 */
function shallowBoundary(root: string) {
  if (git(root, ['rev-parse', '--is-shallow-repository']).trim() !== 'true') return undefined;
  const file = path.resolve(root, git(root, ['rev-parse', '--git-path', 'shallow']).trim());
  return new Set(
    fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [],
  );
}

/**
 * The last commit date (ISO 8601, the committer's) of every file under `folder`, keyed by its
 * path relative to `root` ("content/docs/welcome.mdx"), from one `git log`.
 * `available`: whether `root` is in a git checkout with git installed; `shallow`: whether the
 * clone is shallow; `undated`: files whose date a shallow clone cannot tell.
 */
export function readCommitDates(root = process.cwd(), folder = 'content'): CommitDates {
  let boundary;
  let log;
  try {
    boundary = shallowBoundary(root);
    // %x00 starts each commit: "<hash> <date>", then the files it changed, one per line.
    log = git(root, ['log', '--format=%x00%H %cI', '--name-only', '--relative', '--', folder]);
  } catch {
    return { available: false, shallow: false, dates: {}, undated: [] };
  }
  const dates: Record<string, string> = {};
  const undated: Set<string> = new Set();
  for (const chunk of log.split('\0').slice(1)) {
    const [head, ...files] = chunk.split('\n').filter(Boolean);
    const [hash, date] = head.split(' ');
    for (const file of files) {
      if (file in dates || undated.has(file)) continue; // newest commit first: the first one is the last change
      if (boundary?.has(hash)) undated.add(file);
      else dates[file] = date;
    }
  }
  return { available: true, shallow: boundary !== undefined, dates, undated: [...undated].sort() };
}

/**
 * Reads the dates from git and keeps them for the build's other processes; returns them.
 */
export function writeCommitDates(root = process.cwd()): CommitDates {
  const result = readCommitDates(root);
  const file = path.join(root, LAST_UPDATED_CACHE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(result));
  return result;
}

const known: Map<string, CommitDates> = new Map();

/**
 * The dates of this build: as the prebuild step kept them, else from git, once per process.
 */
export function commitDates(root = process.cwd()): CommitDates {
  const kept = known.get(root);
  if (kept) return kept;
  let result: CommitDates;
  try {
    result = JSON.parse(fs.readFileSync(path.join(root, LAST_UPDATED_CACHE), 'utf8'));
  } catch {
    result = readCommitDates(root);
  }
  known.set(root, result);
  return result;
}

/**
 * The date of the last commit of a file ("content/docs/welcome.mdx"), or undefined when git cannot tell.
 */
export function lastUpdatedOf(file: string, root = process.cwd()): string | undefined {
  return commitDates(root).dates[file];
}
