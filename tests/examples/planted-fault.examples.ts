// The run of the example programs can fail: a copy of openapi/ with a renamed field makes the
// sandbox refuse what a program sends (Prism's 422), or answer with a field the program no longer
// finds, and either way the program exits non-zero.
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
    const required = doc.getIn(['components', 'schemas', schema, 'required']) as { items: { value: string }[] };
    for (const item of required.items) if (item.value === from) item.value = to;
    writeFileSync(path.join(dir, file), doc.toString());
    return;
  }
  throw new Error(`No schema ${schema}`);
}

/** Renames a key everywhere in the copy (schemas and examples): the API answering under a new name. */
function renameKeyEverywhere(from: string, to: string): void {
  for (const sub of ['components', 'paths']) {
    for (const file of readdirSync(path.join(openapiDir, sub))) {
      const full = path.join(openapiDir, sub, file);
      const text = readFileSync(full, 'utf8');
      writeFileSync(full, text.replace(new RegExp(`^(\\s*(?:- )?)${from}(:|$)`, 'gm'), `$1${to}$2`));
    }
  }
}

beforeAll(async () => {
  cpSync(path.resolve('openapi'), openapiDir, { recursive: true });
  // A request field renamed: the Solana staking program still sends `delegatorAddress`.
  renameSchemaProperty('SolStakeRequest', 'delegatorAddress', 'walletAddress');
  // An answer field renamed, in the schema and in every example: the Cosmos program reads `signDirect`.
  renameKeyEverywhere('signDirect', 'directSignDoc');
  rig = await startExampleRig({ openapiDir });
});
afterAll(async () => {
  await rig?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('a planted fault in the description fails the run', () => {
  it('a request the description rejects: the sandbox answers 422 and the program exits non-zero', async () => {
    const result = await rig.run('sol-staking-example.ts', { env: { AMOUNT_SOL: '10' } });
    const forge = result.exchanges.find((e) => e.url === '/v1/transactions/SOL/forge/stake');
    expect(forge?.status).toBe(422);
    expect(JSON.stringify(forge?.violations)).toContain("must have required property 'walletAddress'");
    expect(result.stderr).toContain('answered 422');
    expect(result.code).not.toBe(0);
  });

  it('an answer the program mis-reads: the forge succeeds, the program fails before signing', async () => {
    const result = await rig.run('cosmos-staking-example.ts', { env: { AMOUNT_ATOM: '25' } });
    const forge = result.exchanges.find((e) => e.url === '/v1/transactions/ATOM/forge/stake');
    expect(forge?.status).toBe(200);
    expect(Object.keys(forge?.responseBody.transaction ?? {})).toContain('directSignDoc');
    // The program's check of the answer (check-transaction.mjs) refuses it before anything is signed.
    expect(result.stderr).toContain('signDirect is missing: every Tendermint forge answer carries it.');
    expect(result.code).not.toBe(0);
    // Nothing was broadcast.
    expect(result.exchanges.some((e) => e.url.endsWith('/broadcast'))).toBe(false);
  });
});
