// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commitDates, LAST_UPDATED_CACHE, readCommitDates } from './last-updated';

const git = (cwd: string, args: string[], date?: string) =>
  execFileSync('git', args, {
    cwd,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'T',
      GIT_AUTHOR_EMAIL: 't@example.com',
      GIT_COMMITTER_NAME: 'T',
      GIT_COMMITTER_EMAIL: 't@example.com',
      ...(date && { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }),
    },
  });

function write(root: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/**
 * A repository with three commits: 2024-01-10 adds welcome.mdx and reporting.mdx, 2025-06-01
 * edits reporting.mdx, 2026-11-20 adds support.mdx (and a file outside content/).
 */
function repository(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-'));
  git(root, ['init', '-q', '-b', 'main']);
  write(root, 'content/docs/welcome.mdx', 'a');
  write(root, 'content/docs/reporting.mdx', 'b');
  git(root, ['add', '.']);
  git(root, ['commit', '-q', '-m', 'first'], '2024-01-10T09:00:00+00:00');
  write(root, 'content/docs/reporting.mdx', 'b, edited');
  git(root, ['commit', '-q', '-am', 'second'], '2025-06-01T12:00:00+00:00');
  write(root, 'content/docs/support.mdx', 'c');
  write(root, 'README.md', 'r');
  git(root, ['add', '.']);
  git(root, ['commit', '-q', '-m', 'third'], '2026-11-20T08:30:00+00:00');
  return root;
}

function shallowClone(root: string, depth: number): string {
  const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-clone-'));
  git(clone, [
    '-c',
    'protocol.file.allow=always',
    'clone',
    '-q',
    `--depth=${depth}`,
    `file://${root}`,
    '.',
  ]);
  return clone;
}

describe("the date of each page's last commit", () => {
  const root = repository();

  it('is the committer date of the last commit that changed the file, for every file under content/', () => {
    expect(readCommitDates(root)).toEqual({
      available: true,
      shallow: false,
      dates: {
        'content/docs/welcome.mdx': '2024-01-10T09:00:00+00:00',
        'content/docs/reporting.mdx': '2025-06-01T12:00:00+00:00',
        'content/docs/support.mdx': '2026-11-20T08:30:00+00:00',
      },
      undated: [],
    });
  });

  it('in a shallow clone, is exact for files changed in the commits it holds and unknown for the others', () => {
    // --depth=2 holds "third" and "second"; "second" is its oldest and shows every file as added.
    expect(readCommitDates(shallowClone(root, 2))).toEqual({
      available: true,
      shallow: true,
      dates: { 'content/docs/support.mdx': '2026-11-20T08:30:00+00:00' },
      undated: ['content/docs/reporting.mdx', 'content/docs/welcome.mdx'],
    });
  });

  it('in a clone of depth 1, is unknown for every file rather than the date of that one commit', () => {
    const { dates, undated } = readCommitDates(shallowClone(root, 1));
    expect(dates).toEqual({});
    expect(undated).toEqual([
      'content/docs/reporting.mdx',
      'content/docs/support.mdx',
      'content/docs/welcome.mdx',
    ]);
  });

  it('is unknown for every file outside a git checkout', () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-plain-'));
    write(plain, 'content/docs/welcome.mdx', 'a');
    expect(readCommitDates(plain)).toEqual({
      available: false,
      shallow: false,
      dates: {},
      undated: [],
    });
  });

  it('is read from the file the prebuild step keeps, without asking git again', () => {
    const kept = fs.mkdtempSync(path.join(os.tmpdir(), 'last-updated-kept-'));
    write(
      kept,
      LAST_UPDATED_CACHE,
      JSON.stringify({
        available: true,
        shallow: false,
        dates: { 'content/docs/welcome.mdx': '2023-05-05T00:00:00Z' },
        undated: [],
      }),
    );
    expect(commitDates(kept).dates).toEqual({ 'content/docs/welcome.mdx': '2023-05-05T00:00:00Z' });
  });
});
