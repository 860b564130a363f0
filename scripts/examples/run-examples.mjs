#!/usr/bin/env node
/**
 * Runs every example program in content/examples/ end to end against the sandbox: Prism mocking
 * the bundled description (scripts/sandbox/sandbox.mjs) on a free loopback port, the chain nodes replaced
 * by the JSON-RPC stand-in (scripts/examples/rpc-stand-in.mjs), and the public test keys of
 * scripts/examples/test-keys.mjs as the programs' keys. Each program runs as a user runs it
 * (`tsx program.ts`), with its own checks before signing; a non-zero exit fails the run.
 *
 * Between the programs and Prism sits a recording pass-through: it records every request and
 * answer (so a test can check what a program sent and that nothing was refused), and adds
 * Prism's `Prefer: example=<name>` header for the runs that need a named example.
 *
 * Usage: node scripts/examples/run-examples.mjs [--openapi-dir openapi]   (prints each program's output)
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForSandbox, startPrism } from '../sandbox/sandbox.mjs';
import { freePort } from '../support/local.mjs';
import { createRpcStandIn } from './rpc-stand-in.mjs';
import { StakeInstruction, StakeProgram, Transaction } from '@solana/web3.js';
import * as keys from './test-keys.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const EXAMPLES_DIR = path.join(ROOT, 'content', 'examples');
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
/** Any non-empty key: the sandbox checks that the header is there, not what it holds. */
export const SANDBOX_API_KEY = 'sandbox-key';

/** The request example of an operation: the one named `name` if there is one, else its first. */
export function requestExample(document, route, name) {
  const content = document.paths[route].post.requestBody.content['application/json'];
  return content.examples?.[name]?.value ?? content.example ?? Object.values(content.examples)[0].value;
}

/** The stake account that a forged Solana transaction deactivates. */
function deactivatedAccount(forgeAnswer) {
  const transaction = Transaction.from(Buffer.from(forgeAnswer.transaction.hash, 'base64'));
  const deactivate = transaction.instructions.find(
    (ix) => ix.programId.equals(StakeProgram.programId) && StakeInstruction.decodeInstructionType(ix) === 'Deactivate',
  );
  return StakeInstruction.decodeDeactivate(deactivate).stakePubkey.toBase58();
}

/** The response example of an operation: the one named `name` if there is one, else its first. */
function responseExample(document, route, name) {
  const content = document.paths[route].post.responses['200'].content['application/json'];
  return content.examples?.[name]?.value ?? content.example ?? Object.values(content.examples)[0].value;
}

/**
 * A pass-through to `target` that records each exchange and asks Prism for a named example
 * (`Prefer: example=<name>`) on the paths listed in `prefer` ({ path: exampleName }).
 */
function recordingProxy(target) {
  const exchanges = [];
  const proxy = {
    exchanges,
    prefer: {},
    url: null,
    server: http.createServer((req, res) => {
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers = { ...req.headers, host: new URL(target).host };
        const example = proxy.prefer[new URL(req.url, target).pathname];
        if (example) headers.prefer = `example=${example}`;
        const upstream = http.request(new URL(req.url, target), { method: req.method, headers }, (answer) => {
          const parts = [];
          answer.on('data', (chunk) => parts.push(chunk));
          answer.on('end', () => {
            const text = Buffer.concat(parts).toString('utf8');
            exchanges.push({
              method: req.method,
              url: req.url,
              requestBody: body.length ? JSON.parse(body.toString('utf8')) : null,
              status: answer.statusCode,
              responseBody: text && /json/.test(answer.headers['content-type'] ?? '') ? JSON.parse(text) : null,
              violations: answer.headers['sl-violations'] ? JSON.parse(answer.headers['sl-violations']) : [],
            });
            res.writeHead(answer.statusCode ?? 502, answer.headers).end(text);
          });
        });
        upstream.on('error', (error) => res.writeHead(502).end(String(error)));
        upstream.end(body);
      });
    }),
  };
  return proxy;
}

/** Runs one program with tsx; resolves to { code, stdout, stderr }. Never rejects on a failing program. */
export function runProgram(file, { args = [], env = {}, timeoutMs = 90_000 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSX_CLI, path.join(EXAMPLES_DIR, file), ...args], {
      cwd: EXAMPLES_DIR,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_NO_WARNINGS: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr });
    });
  });
}

/**
 * Starts the sandbox for `openapiDir` (default openapi/), the RPC stand-in and the recording
 * pass-through. Returns { document, apiUrl, rpcUrl, rpc, proxy, env, run(program), stop() }.
 */
export async function startExampleRig({ openapiDir } = {}) {
  const work = await mkdtemp(path.join(tmpdir(), 'examples-rig-'));
  const documentPath = await bundleForSandbox(openapiDir, path.join(work, 'openapi.json'));
  const document = (await import(pathToFileURL(documentPath).href, { with: { type: 'json' } })).default;
  // --errors: an example that breaks its own schema is answered with an error, not served.
  const prism = await startPrism({ document: documentPath, port: await freePort(), extraArgs: ['--errors'] });
  try {
    return await wireRig({ work, document, prism });
  } catch (error) {
    await prism.stop();
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

async function wireRig({ work, document, prism }) {
  const proxy = recordingProxy(prism.url);
  await new Promise((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${proxy.server.address().port}`;

  // Chain state the stand-in reports, consistent with the description's examples.
  const solStake = requestExample(document, '/v1/transactions/SOL/forge/stake');
  const solUnstake = requestExample(document, '/v1/transactions/SOL/forge/unstake', 'whole');
  const solWithdraw = requestExample(document, '/v1/transactions/SOL/forge/withdraw');
  const epoch = 900;
  // The account the partial unstake example splits off and deactivates, in the current epoch.
  const splitAccount = deactivatedAccount(responseExample(document, '/v1/transactions/SOL/forge/unstake', 'partial'));
  const rpc = createRpcStandIn({
    solana: {
      epoch,
      slotIndex: 216_000, // half-way through a 432,000-slot epoch
      slotsInEpoch: 432_000,
      balances: { [keys.sol.address]: 12_345_678_900 },
      stakeAccounts: {
        // Deactivated in the previous epoch: withdrawable now.
        [solWithdraw.stakeAccountAddress]: {
          lamports: 10_002_282_880,
          staker: keys.sol.address,
          withdrawer: keys.sol.address,
          voter: solStake.validatorAddress,
          stake: '10000000000',
          activationEpoch: epoch - 10,
          deactivationEpoch: epoch - 1,
        },
        [splitAccount]: {
          lamports: 4_002_282_880,
          staker: keys.sol.address,
          withdrawer: keys.sol.address,
          voter: solStake.validatorAddress,
          stake: '4000000000',
          activationEpoch: epoch - 10,
          deactivationEpoch: epoch,
        },
      },
    },
    ethereum: { chainId: 1, blockNumber: 21_000_000 },
  });
  const rpcUrl = await rpc.listen();

  const keypairFile = path.join(work, 'sol-keypair.json');
  await writeFile(keypairFile, JSON.stringify(keys.sol.secretKey));
  const atomStake = requestExample(document, '/v1/transactions/{stakingIdentifier}/forge/stake', 'ATOM');
  const polStake = requestExample(document, '/v1/transactions/POL/forge/stake');

  const env = {
    STAKING_API_URL: proxy.url,
    STAKING_API_KEY: SANDBOX_API_KEY,
    COSMOS_MNEMONIC: keys.TEST_MNEMONIC,
    VALIDATOR_ADDRESS: atomStake.validatorAddress,
    ETHEREUM_PRIVATE_KEY: keys.evm.privateKey,
    ETHEREUM_RPC_URL: rpcUrl,
    VALIDATOR_SHARE_ADDRESS: polStake.validatorAddress,
    SOLANA_KEYPAIR_PATH: keypairFile,
    SOLANA_RPC_URL: rpcUrl,
    VALIDATOR_VOTE_ACCOUNT: solStake.validatorAddress,
    STAKE_ACCOUNT: solUnstake.stakeAccountAddress,
    INVITATION_CODE: requestExample(document, '/v1/account/activate').invitationCode,
  };

  return {
    document,
    apiUrl: proxy.url,
    rpcUrl,
    rpc,
    proxy,
    env,
    splitAccount,
    /**
     * Runs a program with the rig's environment plus `env` (an object, or a function of
     * { splitAccount }); `prefer` ({ path: exampleName }) names the examples Prism answers with.
     */
    async run(file, { args = [], env: extra = {}, prefer = {} } = {}) {
      proxy.prefer = prefer;
      const from = proxy.exchanges.length;
      try {
        const more = typeof extra === 'function' ? extra({ splitAccount }) : extra;
        const result = await runProgram(file, { args, env: { ...env, ...more } });
        return { ...result, exchanges: proxy.exchanges.slice(from) };
      } finally {
        proxy.prefer = {};
      }
    },
    async stop() {
      await Promise.all([prism.stop(), rpc.close(), new Promise((resolve) => proxy.server.close(resolve))]);
      await rm(work, { recursive: true, force: true });
    },
  };
}

/**
 * Every run of every example program: [label, file, options]. `fails: true` marks a run whose
 * program must stop with an error (its own check refusing to go on), as its page shows.
 */
export const EXAMPLE_RUNS = [
  ['quick start', 'quick-start.ts', {}],
  ['account: activate', 'account-keys.ts', { args: ['activate', 'Northwind Custody'] }],
  ['account: create a key', 'account-keys.ts', { args: ['create', 'reporting-service'] }],
  ['account: delete a key', 'account-keys.ts', { args: ['delete', 'reporting-service'] }],
  ['yield', 'yield.ts', { args: ['ATOM'] }],
  ['earnings by day', 'earnings-by-day-table.ts', { env: { BEG_DATE: '2025-12-01', END_DATE: '2025-12-14' } }],
  ['Cosmos staking', 'cosmos-staking-example.ts', { env: { AMOUNT_ATOM: '25' } }],
  ['Polygon staking', 'polygon-staking-example.ts', { env: { AMOUNT_POL: '1000' } }],
  ['Solana staking', 'sol-staking-example.ts', { env: { AMOUNT_SOL: '10' } }],
  ['Solana unstaking, whole account', 'sol-unstaking-example.ts', {}],
  ['Solana unstaking, part of it', 'sol-unstaking-example.ts', {
      env: { AMOUNT_SOL: '4' },
      prefer: { '/v1/transactions/SOL/forge/unstake': 'partial' },
    },],
  ['Solana withdraw', 'sol-withdraw-example.ts', {}],
  [
    'Solana withdraw, still deactivating',
    'sol-withdraw-example.ts',
    { env: ({ splitAccount }) => ({ STAKE_ACCOUNT: splitAccount }), fails: true },
  ],
];

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const index = process.argv.indexOf('--openapi-dir');
  const rig = await startExampleRig({ openapiDir: index === -1 ? undefined : path.resolve(process.argv[index + 1]) });
  let failed = 0;
  try {
    for (const [label, file, options] of EXAMPLE_RUNS) {
      const started = Date.now();
      const result = await rig.run(file, options);
      const refused = result.exchanges.filter((exchange) => exchange.status >= 400);
      const ok = (options.fails ? result.code !== 0 : result.code === 0) && refused.length === 0;
      if (!ok) failed += 1;
      console.log(`\n${ok ? 'ok  ' : 'FAIL'} ${label} (${file}, ${Date.now() - started} ms)`);
      console.log(result.stdout.trimEnd());
      if (result.stderr.trim()) console.log(result.stderr.trimEnd());
      for (const exchange of refused) console.log(`  ${exchange.method} ${exchange.url} → ${exchange.status}`, exchange.violations);
    }
  } finally {
    await rig.stop();
  }
  process.exitCode = failed ? 1 : 0;
}
