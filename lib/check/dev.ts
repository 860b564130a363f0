// The content check inside `npm run dev`: a page whose source has a problem the check knows (a
// broken link or anchor, a missing image, …) fails to render with the check's own lines, so the
// dev server's error overlay shows them, and its terminal prints them, as they appear in
// `npm run check`.
import fs from 'node:fs';
import path from 'node:path';
import { checkContent, formatProblem, type ParseCache, type Problem } from './content';

/** The folders whose files the check reads. */
const WATCHED = ['content', 'public', 'openapi'];

/** Each file under the folders above with its size and time of change: it changes with any edit. */
function fingerprint(root: string): string {
  const parts: string[] = [];
  const walk = (folder: string) => {
    const full = path.join(root, folder);
    if (!fs.existsSync(full)) return;
    for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else {
        const { size, mtimeMs } = fs.statSync(path.join(root, relative));
        parts.push(`${relative}:${size}:${mtimeMs}`);
      }
    }
  };
  for (const folder of WATCHED) walk(folder);
  return parts.join('\n');
}

/**
 * The dev server's check of one project, kept for its life (on globalThis: the server may load
 * this module again after an edit): the docs it has parsed, so that the check after an edit parses
 * only the files whose text changed, and the last result, checked again when a file has changed.
 */
const kept = globalThis as {
  contentCheck?: {
    root: string;
    cache: ParseCache;
    last?: { fingerprint: string; problems: Promise<Problem[]> };
  };
};

/** Every problem of the project's content, checked again only when one of its files changed. */
export function currentProblems(root = process.cwd()): Promise<Problem[]> {
  if (kept.contentCheck?.root !== root) kept.contentCheck = { root, cache: new Map() };
  const check = kept.contentCheck;
  const now = fingerprint(root);
  if (check.last?.fingerprint !== now)
    check.last = { fingerprint: now, problems: checkContent(root, check.cache) };
  return check.last.problems;
}

/** The error a page with problems fails with: the check's lines for its own file. */
export class ContentProblems extends Error {
  constructor(problems: Problem[]) {
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    super(`The content check found ${count}:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ContentProblems';
  }
}

/** Throws ContentProblems when the check finds a problem in `file` (as "content/docs/a.mdx"). */
export async function assertNoContentProblems(file: string, root = process.cwd()): Promise<void> {
  const own = (await currentProblems(root)).filter((problem) => problem.file === file);
  if (own.length) throw new ContentProblems(own);
}
