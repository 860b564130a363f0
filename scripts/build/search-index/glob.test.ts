// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, describe, expect, it } from 'vitest';
import { indexedPages } from '@/tests/pagefind';
import { ALL_PAGES, htmlGlobWithout } from './glob.mjs';

const dirs: string[] = [];
afterAll(async () => {
  await pagefind.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** An export of `files`, each an indexable page named after its path. */
function site(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-glob-'));
  dirs.push(dir);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const body = file.endsWith('.html')
      ? `<html lang="en"><body><main data-pagefind-body><h1>Page ${file}</h1></main></body></html>`
      : 'not a page';
    fs.writeFileSync(path.join(dir, file), body);
  }
  return dir;
}

/** The URLs Pagefind indexes from `dir` with `glob`. */
async function indexedUrls(dir: string, glob: string): Promise<string[]> {
  return (await indexedPages((index) => index.addDirectory({ path: dir, glob }))).map(
    (page) => page.url,
  );
}

const OPERATIONS = [
  'api/operations/getStatus/index.html',
  'api/operations/forgeSolStake/index.html',
];

describe('the glob of the pages Pagefind reads from disk', () => {
  it('names every page beside the left-out ones, as alternatives holding folders', () => {
    const dir = site([
      'index.html',
      '404.html',
      'docs/welcome/index.html',
      'api/index.html',
      'api/schemas/index.html',
      'api/operations/getStatus.md',
      ...OPERATIONS,
    ]);
    expect(htmlGlobWithout(dir, OPERATIONS)).toBe(
      '{404.html,api/index.html,api/schemas/**/*.html,docs/**/*.html,index.html}',
    );
  });

  it('reads every page but the left-out ones with it, through Pagefind', async () => {
    const dir = site([
      'index.html',
      '404.html',
      'docs/index.html',
      'docs/welcome/index.html',
      'docs/a/b/index.html',
      'api/index.html',
      'api/schemas/index.html',
      'api/operations/index.html',
      'fr/docs/welcome/index.html',
      ...OPERATIONS,
    ]);
    expect(await indexedUrls(dir, htmlGlobWithout(dir, OPERATIONS)!)).toEqual([
      '/',
      '/404.html',
      '/api/',
      '/api/operations/',
      '/api/schemas/',
      '/docs/',
      '/docs/a/b/',
      '/docs/welcome/',
      '/fr/docs/welcome/',
    ]);
    expect(await indexedUrls(dir, ALL_PAGES)).toEqual([
      '/',
      '/404.html',
      '/api/',
      '/api/operations/',
      '/api/operations/forgeSolStake/',
      '/api/operations/getStatus/',
      '/api/schemas/',
      '/docs/',
      '/docs/a/b/',
      '/docs/welcome/',
      '/fr/docs/welcome/',
    ]);
  });

  it('reads a file or folder named with glob characters as it is (Pagefind encodes braces in the URL)', async () => {
    const dir = site([
      'a,b/index.html',
      '{x}/index.html',
      '[y]*/index.html',
      'c(d).html',
      'api/operations/getStatus/index.html',
    ]);
    expect(
      await indexedUrls(dir, htmlGlobWithout(dir, ['api/operations/getStatus/index.html'])!),
    ).toEqual(['/%7Bx%7D/', '/[y]*/', '/a,b/', '/c(d).html']);
  });

  it('reads everything when nothing is left out, and nothing when everything is', () => {
    const dir = site(['index.html', ...OPERATIONS]);
    expect(htmlGlobWithout(dir, [])).toBe(ALL_PAGES);
    expect(htmlGlobWithout(dir, ['index.html', ...OPERATIONS])).toBeUndefined();
  });
});
