// @vitest-environment node
/**
 * The sandbox starts from the description it was last bundled from while openapi/ is unchanged,
 * and never from a stale one: an edit to any file of the description is in the next start.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSandboxDocument } from './sandbox.mjs';

const work = await mkdtemp(path.join(os.tmpdir(), 'sandbox-start-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe('the description a sandbox starts from', () => {
  it('is the same document twice in a row, and the edited one after an edit', async () => {
    const dir = path.join(work, 'openapi');
    await cp('openapi', dir, { recursive: true });
    const first = await loadSandboxDocument(dir);
    expect((first.info as { title: string }).title).toBe('Staking API');
    expect(await loadSandboxDocument(dir)).toEqual(first);

    const main = path.join(dir, 'openapi.yaml');
    const source = await readFile(main, 'utf8');
    await writeFile(
      main,
      source.replace('  title: Staking API\n', '  title: Staking API (edited)\n'),
    );
    const edited = await loadSandboxDocument(dir);
    expect((edited.info as { title: string }).title).toBe('Staking API (edited)');

    await writeFile(main, source);
    expect(await loadSandboxDocument(dir)).toEqual(first);
  });
});
