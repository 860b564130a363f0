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
 * The last check's result, kept for the life of the dev server (on globalThis: the server may
 * load this module again after an edit), and checked again when a file has changed since; the
 * docs it read, so that the check after an edit parses only the files whose text changed.
 */
const last = globalThis as {
  contentCheck?: { root: string; fingerprint: string; problems: Promise<Problem[]> };
  contentCheckDocs?: { root: string; cache: ParseCache };
};

/** Every problem of the project's content, checked again only when one of its files changed. */
export function currentProblems(root = process.cwd()): Promise<Problem[]> {
  const now = fingerprint(root);
  if (last.contentCheck?.root !== root || last.contentCheck.fingerprint !== now) {
    if (last.contentCheckDocs?.root !== root) last.contentCheckDocs = { root, cache: new Map() };
    last.contentCheck = {
      root,
      fingerprint: now,
      problems: checkContent(root, last.contentCheckDocs.cache),
    };
  }
  return last.contentCheck.problems;
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
