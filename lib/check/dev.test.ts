// @vitest-environment node
/**
 * The content check as the dev server runs it: a page with a broken link fails with the check's
 * line, and an edit that mends it is seen on the next render, with no restart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mdxParser } from '../mdx/remark-page-data';
import { assertNoContentProblems, ContentProblems, currentProblems } from './dev';

const FIXTURE = path.join(process.cwd(), 'tests/fixtures/versioned-site');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-dev-'));
fs.cpSync(FIXTURE, path.join(root, 'content'), { recursive: true });
fs.mkdirSync(path.join(root, 'public'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const PAGE = 'content/docs/a.mdx';
const write = (body: string) =>
  fs.writeFileSync(
    path.join(root, PAGE),
    `---\ntitle: A\ndescription: A page.\nunlisted: true\n---\n\n${body}\n`,
  );

describe('the content check in npm run dev', () => {
  it("fails the page's render with the check's line, then passes once the author mends it", async () => {
    write('Read [the concepts](/docs/core-concept).');
    const failure = await assertNoContentProblems(PAGE, root).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentProblems);
    expect((failure as Error).message).toBe(
      'The content check found 1 problem:\n' +
        'content/docs/a.mdx:7:6: the link "/docs/core-concept" leads to no page; did you mean ' +
        '"/docs/core-concepts/"?',
    );

    write('Read [the concepts](/docs/core-concepts).');
    await expect(assertNoContentProblems(PAGE, root)).resolves.toBeUndefined();
  });

  it('fails only the page whose source has the problem', async () => {
    write('![A diagram](/img/missing.png)');
    await expect(assertNoContentProblems('content/docs/core-concepts.mdx', root)).resolves.toBe(
      undefined,
    );
    await expect(assertNoContentProblems(PAGE, root)).rejects.toThrow(
      'content/docs/a.mdx:7:1: the image "/img/missing.png" does not exist (no ' +
        'public/img/missing.png); add the file there or correct the path',
    );
  });

  it('after an edit, parses again only the edited page', async () => {
    write('Read [the concepts](/docs/core-concepts).');
    await expect(assertNoContentProblems(PAGE, root)).resolves.toBeUndefined();
    const parse = vi.spyOn(mdxParser, 'parse');
    try {
      write('Read [the concepts](/docs/core-concept).');
      await expect(assertNoContentProblems(PAGE, root)).rejects.toThrow(
        'content/docs/a.mdx:7:6: the link "/docs/core-concept" leads to no page',
      );
      expect(parse.mock.calls.map(([source]) => String(source))).toEqual([
        '---\ntitle: A\ndescription: A page.\nunlisted: true\n---\n\n' +
          'Read [the concepts](/docs/core-concept).\n',
      ]);
      // A page not edited keeps the problems found when it was parsed.
      fs.writeFileSync(path.join(root, 'public/other.txt'), 'x');
      await expect(assertNoContentProblems(PAGE, root)).rejects.toThrow('/docs/core-concept');
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });

  it('checks again only when a file changed', async () => {
    const first = currentProblems(root);
    expect(currentProblems(root)).toBe(first);
    fs.writeFileSync(path.join(root, 'public/new.txt'), 'x');
    expect(currentProblems(root)).not.toBe(first);
  });
});
