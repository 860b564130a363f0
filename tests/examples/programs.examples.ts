// Every example program of content/examples/ runs end to end against the sandbox (Prism mocking
// the bundled description, request validation on) with the public test keys: forge, the
// program's own checks, sign, broadcast or send and submit the hash, follow. Chain nodes are the
// loopback stand-in of scripts/examples/rpc-stand-in.mjs.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Keypair } from '@solana/web3.js';
import { EXAMPLE_RUNS, startExampleRig } from '../../scripts/examples/run-examples.mjs';
import * as keys from '../../scripts/examples/test-keys.mjs';
import { signForgedTransaction } from '../../content/examples/sol-sign-with-kit';

type Exchange = { method: string; url: string; status: number; requestBody: any; responseBody: any; violations: unknown[] };
type Result = { code: number; stdout: string; stderr: string; exchanges: Exchange[] };

let rig: Awaited<ReturnType<typeof startExampleRig>>;
const results = new Map<string, Result>();

beforeAll(async () => {
  rig = await startExampleRig();
});
afterAll(async () => {
  await rig?.stop();
});

/** The request example of `route` whose uuid is `uuid`, if the description has one. */
function broadcastExample(route: string, uuid: string): { encodedTransaction: string } | undefined {
  const content = rig.document.paths[route].post.requestBody.content['application/json'];
  const all = content.examples ? Object.values(content.examples).map((e: any) => e.value) : [content.example];
  return all.find((example: any) => example.uuid === uuid);
}

describe('example programs against the sandbox', () => {
  for (const [label, file, options] of EXAMPLE_RUNS) {
    it(`${label} (${file}) runs as its page says`, async () => {
      const result = (await rig.run(file, options)) as Result;
      results.set(label, result);
      const refused = result.exchanges.filter((exchange) => exchange.status >= 400);
      expect(refused, JSON.stringify(refused, null, 2)).toEqual([]);
      if ((options as { fails?: boolean }).fails) {
        // Its own check stops it, with a message and exit code 1, before anything is forged.
        expect(result.stderr).not.toBe('');
        expect(result.code).toBe(1);
        expect(result.exchanges.filter((e) => e.method === 'POST')).toEqual([]);
      } else {
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        expect(result.exchanges.length).toBeGreaterThan(0);
      }
    });
  }

  it('the signed transactions are the description\'s broadcast examples, byte for byte', () => {
    const checks: [string, string, string][] = [
      ['Solana staking', '/v1/transactions/SOL/broadcast', 'SOL'],
      ['Cosmos staking', '/v1/transactions/{stakingIdentifier}/broadcast', 'ATOM'],
      ['quick start', '/v1/transactions/{stakingIdentifier}/broadcast', 'ATOM'],
    ];
    for (const [label, route] of checks) {
      const sent = results.get(label)?.exchanges.find((e) => e.method === 'POST' && /\/broadcast$/.test(e.url));
      expect(sent, label).toBeDefined();
      const example = broadcastExample(route, sent!.requestBody.uuid);
      expect(example, `${label}: a broadcast example with the forged uuid`).toBeDefined();
      expect(sent!.requestBody.encodedTransaction, label).toBe(example!.encodedTransaction);
    }
  });

  it('Polygon: the node received both transactions signed by the test key, and their hashes were submitted', () => {
    const sent = rig.rpc.sentEthereum;
    expect(sent.map((entry: any) => entry.transaction.from)).toEqual([keys.evm.address, keys.evm.address]);
    const submitted = results
      .get('Polygon staking')!
      .exchanges.filter((e) => e.url === '/v1/transaction/submitHash')
      .map((e) => e.requestBody.txHash);
    expect(submitted).toEqual(sent.map((entry: any) => entry.transaction.hash));
    // The stake's hash is the one the description's submitHash example reports.
    const example = rig.document.paths['/v1/transaction/submitHash'].post.requestBody.content['application/json'].example;
    expect(submitted).toContain(example.txHash);
  });

  it('Solana unstaking prints the account it deactivates: the new split account when AMOUNT_SOL is set', () => {
    const whole = results.get('Solana unstaking, whole account')!.stdout;
    const part = results.get('Solana unstaking, part of it')!.stdout;
    expect(whole).toContain(`Deactivating stake account ${rig.env.STAKE_ACCOUNT}`);
    const split = /Deactivating stake account (\w+)/.exec(part)?.[1];
    expect(split).toBeDefined();
    expect(split).not.toBe(rig.env.STAKE_ACCOUNT);
    expect(part).toContain(`STAKE_ACCOUNT=${split} npx tsx sol-withdraw-example.ts`);
  });

  it('@solana/kit signs the same bytes as web3.js, and refuses a transaction another wallet pays', async () => {
    const forged = await fetch(`${rig.apiUrl}/v1/transactions/SOL/forge/stake`, {
      method: 'POST',
      headers: { 'api-key': rig.env.STAKING_API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({
        delegatorAddress: keys.sol.address,
        validatorAddress: rig.env.VALIDATOR_VOTE_ACCOUNT,
        amount: '10',
      }),
    }).then((response) => response.json());
    const encoded = await signForgedTransaction(forged, Uint8Array.from(keys.sol.secretKey));
    const web3 = results.get('Solana staking')!.exchanges.find((e) => e.url.endsWith('/broadcast'))!;
    expect(encoded).toBe(web3.requestBody.encodedTransaction);
    const stranger = Keypair.generate().secretKey;
    await expect(signForgedTransaction(forged, stranger)).rejects.toThrow('not paid by this wallet');
  });

  it('each example page shows the output its program prints against the sandbox', () => {
    const pages: [string, string[]][] = [
      ['cosmos-staking-example', ['Cosmos staking']],
      ['polygon-staking-example', ['Polygon staking']],
      ['sol-staking-example', ['Solana staking']],
      ['sol-unstaking-example', ['Solana unstaking, whole account', 'Solana unstaking, part of it']],
      ['sol-withdraw-example', ['Solana withdraw', 'Solana withdraw, still deactivating']],
    ];
    for (const [page, labels] of pages) {
      const mdx = readFileSync(path.join('content', 'docs', 'examples', `${page}.mdx`), 'utf8');
      const section = mdx.split('## Expected output')[1]?.split(/\n## /)[0] ?? '';
      const blocks = [...section.matchAll(/```text\n([\s\S]*?)```/g)].map((match) => match[1]!.trimEnd());
      expect(blocks.length, page).toBe(labels.length);
      labels.forEach((label, index) => {
        const result = results.get(label)!;
        const printed = (result.code === 0 ? result.stdout : result.stdout + result.stderr).trimEnd();
        expect(blocks[index], `${page}: ${label}`).toBe(printed);
      });
    }
  });
});

describe('the sandbox page', () => {
  it('every curl command on it gets the answer the page describes from the sandbox', async () => {
    // Asynchronous: the recording pass-through answers from this same process.
    const run = promisify(execFile);
    const mdx = readFileSync(path.join('content', 'docs', 'try-without-an-account.mdx'), 'utf8');
    // The blocks that are one curl command (the others start the sandbox or set variables).
    const calls = [...mdx.matchAll(/```bash([^\n]*)\n([\s\S]*?)```/g)]
      .filter(([, , code]) => code!.trimStart().startsWith('curl '))
      .map(([, meta, code]) => ({ code: code!, rejected: /\brejected\b/.test(meta!) }));
    expect(calls.length).toBeGreaterThanOrEqual(4);
    for (const { code, rejected } of calls) {
      // The block as written, run by bash, with curl printing only the status code.
      const script = `curl() { command curl "$@" -s -o /dev/null -w '%{http_code}'; }\n${code.replaceAll('http://127.0.0.1:4010', rig.apiUrl)}`;
      const status = Number((await run('bash', ['-c', script], { encoding: 'utf8' })).stdout);
      if (rejected) expect(status, code).toBe(422);
      else expect(status >= 200 && status < 300, `${code} answered ${status}`).toBe(true);
    }
  });
});
