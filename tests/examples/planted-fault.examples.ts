// The run of the example programs can fail: with a copy of openapi/ in which a field is renamed,
// the sandbox (which validates from the description) refuses what a program sends, and the
// referee (Prism, validating every answer against the description) refuses what the sandbox
// answers; either way the program exits non-zero.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { startExampleRig } from '../../scripts/examples/run-examples.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'planted-fault-'));
const openapiDir = path.join(work, 'openapi');
let rig: Awaited<ReturnType<typeof startExampleRig>>;

/** Renames a required property of a component schema in the copy. */
function renameSchemaProperty(schema: string, from: string, to: string): void {
  const dir = path.join(openapiDir, 'components');
  for (const file of readdirSync(dir)) {
    const doc = parseDocument(readFileSync(path.join(dir, file), 'utf8'));
    const at = ['components', 'schemas', schema, 'properties'];
    if (!doc.getIn(at)) continue;
    doc.setIn([...at, to], doc.getIn([...at, from]));
    doc.deleteIn([...at, from]);
    const required = doc.getIn(['components', 'schemas', schema, 'required']) as {
      items: { value: string }[];
    };
    for (const item of required.items) if (item.value === from) item.value = to;
    writeFileSync(path.join(dir, file), doc.toString());
    return;
  }
  throw new Error(`No schema ${schema}`);
}

beforeAll(async () => {
  cpSync(path.resolve('openapi'), openapiDir, { recursive: true });
  // A request field renamed: the Solana staking program still sends `delegatorAddress`.
  renameSchemaProperty('SolStakeRequest', 'delegatorAddress', 'walletAddress');
  // An answer field renamed: the sandbox still answers `signDirect`, which the description no longer allows.
  renameSchemaProperty('TendermintUnsignedTransaction', 'signDirect', 'directSignDoc');
  rig = await startExampleRig({ openapiDir });
});
afterAll(async () => {
  await rig?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('a planted fault in the description fails the run', () => {
  it(
    'a request the description rejects: the sandbox answers 400 naming the field, and the ' +
      'program exits non-zero',
    async () => {
      const result = await rig.run('sol-staking-example.ts', { env: { AMOUNT_SOL: '10' } });
      const forge = result.exchanges.find((e) => e.url === '/v1/transactions/SOL/forge/stake');
      expect(forge?.status).toBe(400);
      expect(forge?.responseBody).toMatchObject({
        status: 400,
        field: 'walletAddress',
        message: 'walletAddress is required',
      });
      expect(result.stderr).toContain(
        'answered 400: walletAddress is required (field: walletAddress)',
      );
      expect(result.code).not.toBe(0);
    },
  );

  it(
    'an answer the description does not allow: the referee refuses it, and the program exits ' +
      'before signing',
    async () => {
      const result = await rig.run('cosmos-staking-example.ts', { env: { AMOUNT_ATOM: '25' } });
      const forge = result.exchanges.find((e) => e.url === '/v1/transactions/ATOM/forge/stake');
      expect(forge?.refereeRefused).toBe(true);
      expect(JSON.stringify(forge?.responseBody)).toContain('directSignDoc');
      expect(result.code).not.toBe(0);
      // Nothing was broadcast.
      expect(result.exchanges.some((e) => e.url.endsWith('/broadcast'))).toBe(false);
    },
  );
});
