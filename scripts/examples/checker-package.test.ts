// @vitest-environment node
// The check-transaction package as a reader gets it: `npm pack` makes a tarball of the checker's
// single file, its types, its README and its command; unpacked beside a project's node_modules,
// the command exits 0 for a match, 1 for a difference, 2 for an open value and 3 for bad input.
// The pages link to the tarball of the package's current version.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Transaction } from 'ethers';
import { forgeExamples } from '../../lib/chains/check/examples';
import { loadApiDocument } from '../../lib/openapi/document/load';
import { CHECKER_FILES } from './checker-bundle.mjs';
import { checkerPackage, packChecker } from './checker-package.mjs';

const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'check-transaction-package-'));
let tarball = '';

beforeAll(async () => {
  tarball = await packChecker();
  await run('tar', ['-xzf', tarball, '-C', work]);
  // The chain libraries a reader installs: this project's.
  symlinkSync(path.resolve('node_modules'), path.join(work, 'node_modules'), 'dir');
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  if (tarball) rmSync(path.dirname(tarball), { recursive: true, force: true });
});

/** Runs the unpacked command; its exit code and output. */
async function command(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [
      path.join(work, 'package/bin/check-transaction.mjs'),
      ...args,
    ]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}
const file = (name: string, value: unknown) => {
  const at = path.join(work, name);
  writeFileSync(at, typeof value === 'string' ? value : JSON.stringify(value));
  return at;
};

describe('the check-transaction package', () => {
  it('holds the checker the examples import, its types, its README and its command, named by its version', async () => {
    const { name, version, tarball: expected } = await checkerPackage();
    expect(path.basename(tarball)).toBe(expected);
    const manifest = JSON.parse(readFileSync(path.join(work, 'package/package.json'), 'utf8'));
    expect(manifest).toMatchObject({
      name,
      version,
      bin: { 'check-transaction': 'bin/check-transaction.mjs' },
      exports: { '.': { types: './check-transaction.d.mts', default: './check-transaction.mjs' } },
    });
    expect(readFileSync(path.join(work, 'package/check-transaction.mjs'), 'utf8')).toBe(
      readFileSync(CHECKER_FILES.js, 'utf8'),
    );
    expect(readFileSync(path.join(work, 'package/check-transaction.d.mts'), 'utf8')).toBe(
      readFileSync(CHECKER_FILES.types, 'utf8'),
    );
    expect(readFileSync(path.join(work, 'package/README.md'), 'utf8')).toMatch(
      /^# staking-api-check-transaction\n/,
    );
  });

  it('its command: 0 for a match, 1 for a difference, 2 for an open value, 3 for bad input', async () => {
    const pol = forgeExamples(loadApiDocument()).find((e) => e.operationId === 'forgePolStake')!;
    const cxt = forgeExamples(loadApiDocument()).find((e) => e.operationId === 'forgeCxtStake')!;
    const tampered = Transaction.from(pol.answer.transaction.serializedUnsignedTx as string);
    tampered.value = 1n;
    const matches = await command([
      '-o',
      'forgePolStake',
      '-r',
      file('pol-request.json', pol.request),
      '-a',
      file('pol-answer.json', pol.answer),
    ]);
    expect(matches).toMatchObject({ code: 0, stderr: '' });
    expect(matches.stdout.split('\n')[0]).toBe(
      'MATCHES: every part of the transaction is explained by the request',
    );
    const differs = await command([
      '-o',
      'forgePolStake',
      '-r',
      file('pol-request.json', pol.request),
      '-a',
      file('bad-answer.json', {
        transaction: { serializedUnsignedTx: tampered.unsignedSerialized },
      }),
    ]);
    expect(differs.code).toBe(1);
    expect(differs.stdout).toContain(
      '  ETH sent with the call: DIFFERS: expected 0 ETH (0 wei), the transaction has 0.000000000000000001 ETH (1 wei)',
    );
    const open = await command([
      '--input',
      file('cxt.json', { operationId: 'forgeCxtStake', request: cxt.request, answer: cxt.answer }),
    ]);
    expect(open.code).toBe(2);
    expect(open.stdout.split('\n')[0]).toBe('OPEN: confirm the values below before signing');
    const bad = await command([
      '-o',
      'forgePolStake',
      '-r',
      file('pol-request.json', pol.request),
      '-a',
      file('cut.json', '{"transaction": {"serializedUnsignedTx": "0x02f8'),
    ]);
    expect(bad.code).toBe(3);
    expect(bad.stderr).toMatch(/^check-transaction: The answer \(.*cut\.json\) is not JSON/);
  });

  it('the pages offer the tarball of the current version beside the single file', async () => {
    const { tarball: name } = await checkerPackage();
    for (const page of [
      'content/docs/check-a-transaction.mdx',
      'content/docs/examples/index.mdx',
    ]) {
      expect(readFileSync(page, 'utf8'), page).toContain(`[${name}](/downloads/${name})`);
    }
  });
});
