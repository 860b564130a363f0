#!/usr/bin/env node
/**
 * Runs every example program in content/examples/ end to end against the sandbox
 * (scripts/sandbox/), as a user runs it (`tsx program.ts`), with its own checks before signing; a
 * non-zero exit fails the run. The chain nodes the programs also talk to are the JSON-RPC stand-in
 * (rpc-stand-in.mjs), which answers from the sandbox's own chain state.
 *
 * Between the programs and the sandbox sit, in this order: a recording pass-through (so a test can
 * check what a program sent and what it got), and Stoplight Prism as a referee (`prism proxy
 * --errors`): every answer of the sandbox is validated against the description, and one the
 * description does not allow is replaced by Prism's own error, which fails the run.
 *
 * The runs of EXAMPLE_RUNS use the public test keys of test-keys.mjs, each against a fresh sandbox
 * (as a reader starts one): their output is what the example pages show. OWN_KEY_RUNS use keys the
 * sandbox's snapshot does not know (a new mnemonic, the test mnemonic's second account) in one
 * sandbox whose state carries from program to program: stake, then unstake the new stake account,
 * then try to withdraw it.
 *
 * Usage: tsx scripts/examples/run-examples.mjs [--openapi-dir openapi]   (prints each program's output)
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Bip39, Random } from '@cosmjs/crypto';
import { bundleForSandbox, startPrism, startSandbox } from '../sandbox/sandbox.mjs';
import { SANDBOX_MASTER_KEY, INVITATION_CODES } from '../sandbox/store.mjs';
import { EXAMPLE } from '../sandbox/snapshot.mjs';
import { SOL_ACTIVE_SEED, SOL_INACTIVE_SEED } from '../sandbox/chains/solana.mjs';
import { seedAddress } from '../../lib/chains/solana/forge';
import { NETWORKS as EVM_NETWORKS } from '../../lib/chains/evm/facts';
import { loadBundledDocument } from '../build/generate-api-types.mjs';
import { freePort, loopbackServer } from '../support/local.mjs';
import { UserPem } from '@multiversx/sdk-core';
import { MULTIVERSX_GATEWAY_PATH, createRpcStandIn } from './rpc-stand-in.mjs';
import * as keys from './test-keys.mjs';
/** @import { Sandbox } from '../sandbox/app.mjs' */
/** @import { RpcStandIn, SentEthereum as StandInSentEthereum } from './rpc-stand-in.mjs' */
/** @import { AddressInfo } from 'node:net' */
/** @import { UserSecretKey } from '@multiversx/sdk-core' */

/**
 * One request a program made through the recording pass-through: what it sent, the answer it got,
 * and what the referee (Prism) found in that answer against the description.
 * @typedef {object} Exchange
 * @property {string} method
 * @property {string} url
 * @property {number} status
 * @property {any} requestBody
 * @property {any} responseBody
 * @property {Record<string, string | string[] | undefined>} headers
 * @property {{ location?: string[], message?: string }[]} violations
 * @property {boolean} refereeRefused
 */
/**
 * The results of the runs before this one, by label.
 * @typedef {Map<string, RunResult>} Earlier
 */
/**
 * @typedef {object} RunOptions
 * @property {string[]} [args]
 * @property {Record<string, string> | ((earlier: Earlier) => Record<string, string | undefined>)} [env]
 *   Extra environment of the program: values, or a function of the earlier runs' results (a value
 *   left undefined is not set).
 * @property {boolean} [fresh]
 * @property {boolean} [fails]
 */
/**
 * A transaction a program sent to the Ethereum stand-in.
 * @typedef {StandInSentEthereum} SentEthereum
 */
/**
 * What a program did: its exit code and output.
 * @typedef {{ code: number, stdout: string, stderr: string }} ProgramResult
 */
/**
 * @typedef {ProgramResult & { exchanges: Exchange[], sentEthereum: SentEthereum[] }} RunResult
 *   `sentEthereum`: the Ethereum transactions the run sent to the RPC stand-in.
 */
/**
 * @typedef {object} ExampleRig
 * @property {any} document
 * @property {Sandbox} sandbox
 * @property {string} apiUrl
 * @property {string} sandboxUrl
 * @property {string} rpcUrl
 * @property {RpcStandIn} rpc
 * @property {RpcStandIn} chilizRpc The Chiliz Chain node (chain id 88888): a stand-in of its own, for its own nonces.
 * @property {{ exchanges: Exchange[], tamper: ((url: string, body: any) => any) | null }} proxy `tamper(url, body)`, when set, replaces an answer before the program gets it.
 * @property {Record<string, string>} env
 * @property {Record<string, string>} ownEnv
 * @property {{ active: string, inactive: string, ownSol: string, ownEvm: string, ownEgld: string, ownNear: string, evmosValidator: string }} accounts
 * @property {(file: string, options?: RunOptions & { base?: Record<string, string> }, earlier?: Earlier) => Promise<RunResult>} run
 * @property {() => Promise<void>} stop
 */
/** @typedef {[label: string, file: string, options: RunOptions]} RunEntry */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const EXAMPLES_DIR = path.join(ROOT, 'content', 'examples');
const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
/** The api-key the programs use: the master key of the account the sandbox starts with. */
export const SANDBOX_API_KEY = SANDBOX_MASTER_KEY;
/**
 * How long a sent transaction stays PENDING in the runs: more than a program needs from its
 * broadcast to its first look-up, less than the 4 s it waits before the next, so each program
 * prints one PENDING line, then SUCCESS, as against the API.
 */
export const EXAMPLES_SETTLE_MS = 2_500;

/**
 * The request example of an operation: the one named `name` if there is one, else its first.
 * @param {any} document
 * @param {string} route
 * @param {string} [name]
 * @returns {any}
 */
export function requestExample(document, route, name) {
  const content = document.paths[route].post.requestBody.content['application/json'];
  return (
    content.examples?.[/** @type {string} */ (name)]?.value ??
    content.example ??
    Object.values(content.examples)[0].value
  );
}

/**
 * A pass-through to `target` that records each exchange: what was sent, the answer, and whether
 * the referee (Prism) found the answer against the description (its `sl-violations` on the
 * response, or its own problem+json error instead of the sandbox's answer). A test may set
 * `tamper(url, body)` to hand the program another answer than the API's, as an attacker between
 * them would; the exchange records the answer the program got.
 */
/** @param {string} target */
function recordingProxy(target) {
  /** @type {Exchange[]} */
  const exchanges = [];
  const proxy = {
    exchanges,
    /** @type {string | null} */
    url: null,
    /** @type {((url: string, body: any) => any) | null} */
    tamper: null,
    server: loopbackServer((req, res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers = { ...req.headers, host: new URL(target).host };
        const upstream = http.request(
          new URL(/** @type {string} */ (req.url), target),
          // A connection of its own for each call: Node's shared agent keeps idle connections
          // for the same 5 s after which Prism's server closes them, so a reused one can be
          // closed under the call.
          { method: req.method, headers, agent: false },
          (answer) => {
            /** @type {Buffer[]} */
            const parts = [];
            answer.on('data', (chunk) => parts.push(chunk));
            answer.on('end', () => {
              const received = Buffer.concat(parts).toString('utf8');
              const type = answer.headers['content-type'] ?? '';
              const text =
                proxy.tamper && /json/.test(type)
                  ? JSON.stringify(
                      proxy.tamper(/** @type {string} */ (req.url), safeJson(received)),
                    )
                  : received;
              const violations = answer.headers['sl-violations']
                ? JSON.parse(/** @type {string} */ (answer.headers['sl-violations']))
                : [];
              exchanges.push({
                method: /** @type {string} */ (req.method),
                url: /** @type {string} */ (req.url),
                requestBody: body.length ? safeJson(body.toString('utf8')) : null,
                status: /** @type {number} */ (answer.statusCode),
                responseBody: text && /json/.test(type) ? safeJson(text) : null,
                headers: answer.headers,
                violations,
                refereeRefused:
                  /problem\+json/.test(type) ||
                  violations.some(
                    (/** @type {Exchange['violations'][number]} */ v) =>
                      v.location?.[0] === 'response',
                  ),
              });
              const sentHeaders = { ...answer.headers };
              if (text !== received)
                sentHeaders['content-length'] = String(Buffer.byteLength(text));
              res.writeHead(answer.statusCode ?? 502, sentHeaders).end(text);
            });
          },
        );
        upstream.on('error', (error) => res.writeHead(502).end(String(error)));
        upstream.end(body);
      });
    }),
  };
  return proxy;
}

/** @param {string} text */
function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Runs one program with tsx; resolves to { code, stdout, stderr }. Never rejects on a failing program.
 * @param {string} file
 * @param {{ args?: string[], env?: Record<string, string | undefined>, timeoutMs?: number }} [options]
 * @returns {Promise<ProgramResult>}
 */
export function runProgram(file, { args = [], env = {}, timeoutMs = 90_000 } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSX_CLI, path.join(EXAMPLES_DIR, file), ...args], {
      cwd: EXAMPLES_DIR,
      // Next's types make NODE_ENV a required key of an environment; a program's has none.
      env: /** @type {NodeJS.ProcessEnv} */ (
        /** @type {unknown} */ ({
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_NO_WARNINGS: '1',
          ...env,
        })
      ),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      // Said in the output, or a program stopped for its time reads as one that printed nothing.
      if (killed) stderr += `\n[stopped: still running after ${timeoutMs / 1000} s]\n`;
      resolve({ code: code ?? (signal ? 128 : 1), stdout, stderr });
    });
  });
}

/**
 * A Solana keypair file (solana-keygen's JSON array) for `secretKey` in `dir`.
 * @param {string} dir
 * @param {string} name
 * @param {ArrayLike<number>} secretKey
 * @returns {Promise<string>}
 */
async function keypairFile(dir, name, secretKey) {
  const file = path.join(dir, `${name}.json`);
  await writeFile(file, JSON.stringify(Array.from(secretKey)));
  return file;
}

/**
 * A MultiversX PEM file (as mxpy writes it) for a sdk-core UserSecretKey in `dir`.
 * @param {string} dir
 * @param {string} name
 * @param {UserSecretKey} secretKey
 * @returns {Promise<string>}
 */
async function pemFile(dir, name, secretKey) {
  const file = path.join(dir, `${name}.pem`);
  const address = secretKey.generatePublicKey().toAddress('erd').toBech32();
  await writeFile(file, new UserPem(address, secretKey).toText());
  return file;
}

/**
 * Starts the sandbox for `openapiDir` (default openapi/) in this process, Prism as its referee,
 * the recording pass-through and the RPC stand-in. Returns
 * { document, sandbox, apiUrl, rpcUrl, rpc, proxy, env, ownEnv, run(program), stop() }.
 * @param {{ openapiDir?: string, settleMs?: number }} [options]
 * @returns {Promise<ExampleRig>}
 */
export async function startExampleRig({ openapiDir, settleMs = EXAMPLES_SETTLE_MS } = {}) {
  const work = await mkdtemp(path.join(tmpdir(), 'examples-rig-'));
  const document = await loadBundledDocument(openapiDir);
  const documentPath = await bundleForSandbox(openapiDir, path.join(work, 'openapi.json'));
  // Every family from the start: the chain-node stand-in reads the chains' state itself.
  const started = await startSandbox({ document, port: 0, settleMs, everyFamily: true });
  const stops = [() => started.stop()];
  try {
    // --errors: an answer the description does not allow becomes Prism's error; requests are
    // not validated by Prism, so the sandbox's own 400s reach the programs and tests.
    const prism = await startPrism({
      document: documentPath,
      mode: 'proxy',
      upstream: started.url,
      port: await freePort(),
      extraArgs: ['--errors', '--validate-request', 'false'],
    });
    stops.push(() => prism.stop());
    const proxy = recordingProxy(prism.url);
    await /** @type {Promise<void>} */ (
      new Promise((resolve) => proxy.server.listen(0, '127.0.0.1', resolve))
    );
    proxy.url = `http://127.0.0.1:${/** @type {AddressInfo} */ (proxy.server.address()).port}`;
    stops.push(
      () => new Promise((resolve) => proxy.server.close(/** @type {() => void} */ (resolve))),
    );

    const sandbox = started.sandbox;
    const rpc = createRpcStandIn({
      chain: () => sandbox.state.chain,
      ethereum: { chainId: 1, blockNumber: 21_000_000 },
    });
    const rpcUrl = await rpc.listen();
    stops.push(() => rpc.close());
    // Chiliz Chain is a network of its own (its own chain id and nonces): its own node.
    const chilizRpc = createRpcStandIn({
      chain: () => sandbox.state.chain,
      ethereum: { chainId: Number(EVM_NETWORKS.CHILIZ.chainId), blockNumber: 24_000_000 },
    });
    const chilizRpcUrl = await chilizRpc.listen();
    stops.push(() => chilizRpc.close());

    const activeAccount = (await seedAddress(keys.sol.address, SOL_ACTIVE_SEED)).toBase58();
    const inactiveAccount = (await seedAddress(keys.sol.address, SOL_INACTIVE_SEED)).toBase58();
    const own = await keys.accountKeys(1);
    const env = {
      STAKING_API_URL: proxy.url,
      STAKING_API_KEY: SANDBOX_API_KEY,
      COSMOS_MNEMONIC: keys.TEST_MNEMONIC,
      VALIDATOR_ADDRESS: EXAMPLE.atomValidator,
      ETHEREUM_PRIVATE_KEY: keys.evm.privateKey,
      ETHEREUM_RPC_URL: rpcUrl,
      VALIDATOR_SHARE_ADDRESS: EXAMPLE.polValidator,
      SOLANA_KEYPAIR_PATH: await keypairFile(work, 'test-wallet', keys.sol.secretKey),
      SOLANA_RPC_URL: rpcUrl,
      VALIDATOR_VOTE_ACCOUNT: EXAMPLE.solVoteAccount,
      STAKE_ACCOUNT: activeAccount,
      INVITATION_CODE: INVITATION_CODES[0],
      POLKADOT_MNEMONIC: keys.dot.uri,
      POLKADOT_KEY_TYPE: keys.dot.type,
      POLKADOT_RPC_URL: rpcUrl,
      MULTIVERSX_PEM: await pemFile(work, 'egld-test-wallet', keys.egldSecretKey()),
      MULTIVERSX_PROXY_URL: `${rpcUrl}${MULTIVERSX_GATEWAY_PATH}`,
      DELEGATION_CONTRACT: EXAMPLE.egldProvider,
      NEAR_ACCOUNT_ID: keys.near.accountId,
      NEAR_PRIVATE_KEY: keys.near.secretKey,
      NEAR_RPC_URL: rpcUrl,
      NEAR_STAKING_POOL: EXAMPLE.nearPool,
      STAKEWISE_VAULT: EXAMPLE.stakewiseVault,
      CHILIZ_PRIVATE_KEY: keys.evm.privateKey,
      CHILIZ_RPC_URL: chilizRpcUrl,
      CHILIZ_VALIDATOR: EXAMPLE.chilizValidator,
      CXT_VALIDATOR: EXAMPLE.cxtValidator,
    };
    // Keys the snapshot does not know: a mnemonic made now for Cosmos and Polkadot (an sr25519
    // key, as Polkadot wallets make), the test mnemonic's second account for Ethereum, Solana and
    // MultiversX.
    const ownEnv = {
      ...env,
      COSMOS_MNEMONIC: Bip39.encode(Random.getBytes(16)).toString(),
      ETHEREUM_PRIVATE_KEY: own.evm.privateKey,
      CHILIZ_PRIVATE_KEY: own.evm.privateKey,
      SOLANA_KEYPAIR_PATH: await keypairFile(work, 'own-wallet', own.sol.secretKey),
      POLKADOT_MNEMONIC: Bip39.encode(Random.getBytes(16)).toString(),
      POLKADOT_KEY_TYPE: 'sr25519',
      MULTIVERSX_PEM: await pemFile(work, 'egld-own-wallet', own.egld.secretKey),
      NEAR_ACCOUNT_ID: own.near.accountId,
      NEAR_PRIVATE_KEY: own.near.keyPair.toString(),
    };

    return {
      document,
      sandbox,
      apiUrl: proxy.url,
      sandboxUrl: started.url,
      rpcUrl,
      rpc,
      chilizRpc,
      proxy,
      env,
      ownEnv,
      accounts: {
        active: activeAccount,
        inactive: inactiveAccount,
        ownSol: own.sol.publicKey.toBase58(),
        ownEvm: own.evm.address,
        ownEgld: own.egld.address,
        ownNear: own.near.accountId,
        evmosValidator: sandbox.state.chain.state.tendermint.validators.EVMOS[0],
      },
      /**
       * Runs a program with `env` (default: the test keys' env) plus `extra` (an object, or a
       * function of the earlier results by label); `fresh` (default true) starts the sandbox's
       * state again from the snapshot first.
       */
      async run(
        file,
        { args = [], env: extra = {}, base = env, fresh = true } = {},
        earlier = new Map(),
      ) {
        if (fresh) await sandbox.reset();
        const from = proxy.exchanges.length;
        const fromEthereum = rpc.sentEthereum.length;
        const more = typeof extra === 'function' ? extra(earlier) : extra;
        const result = await runProgram(file, { args, env: { ...base, ...more } });
        return {
          ...result,
          exchanges: proxy.exchanges.slice(from),
          sentEthereum: rpc.sentEthereum.slice(fromEthereum),
        };
      },
      async stop() {
        for (const stop of stops.reverse()) await stop();
        await rm(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const stop of stops.reverse()) await stop();
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The delegator address of a run's first forge call.
 * @param {Exchange[]} exchanges
 * @returns {string | undefined}
 */
export const forgedDelegator = (exchanges) =>
  exchanges.find((exchange) => /\/forge\//.test(exchange.url))?.requestBody?.delegatorAddress;

/**
 * The stake account a staking program printed.
 * @param {string} stdout
 * @returns {string | undefined}
 */
export const printedStakeAccount = (stdout) => /Stake account (\w+)/.exec(stdout)?.[1];

/**
 * Every run of the example programs with the test keys, each against a fresh sandbox unless it
 * says `fresh: false` (it continues the run before it): [label, file, options]. `fails: true`
 * marks a run whose program must stop with an error (its own check refusing to go on), as its page
 * shows. Their output is the "Expected output" of the example pages.
 * @type {RunEntry[]}
 */
export const EXAMPLE_RUNS = [
  ['quick start', 'quick-start.ts', {}],
  ['account: activate', 'account-keys.ts', { args: ['activate', 'Northwind Custody'] }],
  ['account: create a key', 'account-keys.ts', { args: ['create', 'reporting-service'] }],
  [
    'account: delete a key',
    'account-keys.ts',
    { args: ['delete', 'reporting-service'], fresh: false },
  ],
  ['yield', 'yield.ts', { args: ['ATOM'] }],
  [
    'earnings by day',
    'earnings-by-day-table.ts',
    { env: { BEG_DATE: '2025-12-01', END_DATE: '2025-12-14' } },
  ],
  [
    'reporting dashboard',
    'reporting-dashboard.ts',
    { env: { BEG_DATE: '2025-12-01', END_DATE: '2025-12-14' } },
  ],
  ['Cosmos staking', 'cosmos-staking-example.ts', { env: { AMOUNT_ATOM: '25' } }],
  ['Cosmos: claim rewards', 'cosmos-lifecycle-example.ts', { args: ['claim'] }],
  [
    'Cosmos: redelegate',
    'cosmos-lifecycle-example.ts',
    { args: ['redelegate', '5', EXAMPLE.atomValidator2] },
  ],
  ['Cosmos: unstake', 'cosmos-lifecycle-example.ts', { args: ['unstake', '5'] }],
  [
    'Cosmos auto-restake: enable until a date',
    'cosmos-auto-restake-example.ts',
    { args: ['enable'], env: { EXPIRATION_DATE: '2030-06-30T00:00:00Z' } },
  ],
  [
    'Cosmos auto-restake: disable',
    'cosmos-auto-restake-example.ts',
    { args: ['disable'], fresh: false },
  ],
  [
    'Cosmos auto-restake: an expiration in the past',
    'cosmos-auto-restake-example.ts',
    { args: ['enable'], env: { EXPIRATION_DATE: '2025-01-01T00:00:00Z' }, fails: true },
  ],
  [
    'Evmos staking, signed as MetaMask signs',
    'evmos-eip712-example.ts',
    { env: { VALIDATOR_ADDRESS: '$evmosValidator', AMOUNT_EVMOS: '2' } },
  ],
  ['Polygon staking', 'polygon-staking-example.ts', { env: { AMOUNT_POL: '1000' } }],
  ['Polygon: claim rewards', 'polygon-lifecycle-example.ts', { args: ['claim'] }],
  ['Polygon: restake rewards', 'polygon-lifecycle-example.ts', { args: ['restake'] }],
  ['Polygon: unstake', 'polygon-lifecycle-example.ts', { args: ['unstake', '100'] }],
  [
    'Polygon: withdraw, still unbonding',
    'polygon-lifecycle-example.ts',
    { args: ['withdraw', '4'], fresh: false, fails: true },
  ],
  ['Polygon: withdraw', 'polygon-lifecycle-example.ts', { args: ['withdraw', '3'] }],
  [
    'Polygon: redelegate',
    'polygon-lifecycle-example.ts',
    { args: ['redelegate', '500', EXAMPLE.polValidator2] },
  ],
  ['Solana staking', 'sol-staking-example.ts', { env: { AMOUNT_SOL: '10' } }],
  ['Solana unstaking, whole account', 'sol-unstaking-example.ts', {}],
  ['Solana withdraw, still deactivating', 'sol-withdraw-example.ts', { fresh: false, fails: true }],
  ['Solana unstaking, part of it', 'sol-unstaking-example.ts', { env: { AMOUNT_SOL: '4' } }],
  ['Solana withdraw', 'sol-withdraw-example.ts', { env: { STAKE_ACCOUNT: '$inactive' } }],
  // The test key is a member of pool 42 already; the test mnemonic's second account joins.
  [
    'Polkadot pool: join',
    'dot-pool-example.ts',
    { args: ['join', '42', '50'], env: { POLKADOT_MNEMONIC: `${keys.dot.uri}//1` } },
  ],
  ['Polkadot pool: bond more', 'dot-pool-example.ts', { args: ['bond-extra', '25'] }],
  ['Polkadot pool: claim', 'dot-pool-example.ts', { args: ['claim'] }],
  ['Polkadot pool: restake', 'dot-pool-example.ts', { args: ['restake'] }],
  ['Polkadot pool: withdraw', 'dot-pool-example.ts', { args: ['withdraw'] }],
  ['Polkadot pool: unbond', 'dot-pool-example.ts', { args: ['unbond', '10'], fresh: false }],
  [
    'Polkadot pool: withdraw, still unbonding',
    'dot-pool-example.ts',
    { args: ['withdraw'], fresh: false, fails: true },
  ],
  ['MultiversX: delegate', 'egld-delegation-example.ts', { args: ['delegate', '10'] }],
  ['MultiversX: claim', 'egld-delegation-example.ts', { args: ['claim'] }],
  ['MultiversX: restake', 'egld-delegation-example.ts', { args: ['restake'] }],
  ['MultiversX: withdraw', 'egld-delegation-example.ts', { args: ['withdraw'] }],
  [
    'MultiversX: undelegate',
    'egld-delegation-example.ts',
    { args: ['undelegate', '10'], fresh: false },
  ],
  [
    'MultiversX: withdraw, still unbonding',
    'egld-delegation-example.ts',
    { args: ['withdraw'], fresh: false, fails: true },
  ],
  [
    'Solana redelegate',
    'sol-redelegate-example.ts',
    { env: { STAKE_ACCOUNT: '$inactive', NEW_VALIDATOR_VOTE_ACCOUNT: EXAMPLE.solVoteAccount2 } },
  ],
  [
    'Solana redelegate, still active',
    'sol-redelegate-example.ts',
    { env: { NEW_VALIDATOR_VOTE_ACCOUNT: EXAMPLE.solVoteAccount2 }, fails: true },
  ],
  ['NEAR staking', 'near-staking-example.ts', { args: ['stake'], env: { AMOUNT_NEAR: '100' } }],
  [
    'NEAR unstaking',
    'near-staking-example.ts',
    { args: ['unstake'], env: { AMOUNT_NEAR: '40' }, fresh: false },
  ],
  [
    'NEAR withdraw, still locked',
    'near-staking-example.ts',
    { args: ['withdraw'], fresh: false, fails: true },
  ],
  ['NEAR withdraw', 'near-staking-example.ts', { args: ['withdraw'] }],
  [
    'StakeWise staking',
    'stakewise-staking-example.ts',
    { args: ['stake'], env: { AMOUNT_ETH: '0.5' } },
  ],
  [
    'StakeWise unstaking',
    'stakewise-staking-example.ts',
    { args: ['unstake'], env: { AMOUNT_ETH: '0.25' }, fresh: false },
  ],
  [
    'StakeWise withdraw',
    'stakewise-staking-example.ts',
    { args: ['withdraw'], env: { UNSTAKE_TX_HASH: EXAMPLE.stakewiseUnstakeTxHash }, fresh: false },
  ],
  [
    'Chiliz staking',
    'chiliz-staking-example.ts',
    { args: ['stake'], env: { AMOUNT_CHZ: '10000' } },
  ],
  [
    'Chiliz unstaking',
    'chiliz-staking-example.ts',
    { args: ['unstake'], env: { AMOUNT_CHZ: '2500' }, fresh: false },
  ],
  ['Chiliz withdraw', 'chiliz-staking-example.ts', { args: ['withdraw'], fresh: false }],
  [
    'Chiliz staking, finer than 10^10 wei',
    'chiliz-staking-example.ts',
    { args: ['stake'], env: { AMOUNT_CHZ: '0.000000001' }, fails: true },
  ],
  ['CXT staking', 'cxt-staking-example.ts', { args: ['stake'], env: { AMOUNT_CXT: '5000' } }],
  ['CXT claim rewards', 'cxt-staking-example.ts', { args: ['claim'], fresh: false }],
  [
    'CXT unstaking part',
    'cxt-staking-example.ts',
    { args: ['unstake'], env: { AMOUNT_CXT: '1000' }, fresh: false },
  ],
  ['CXT unstaking all', 'cxt-staking-example.ts', { args: ['unstake-all'], fresh: false }],
  [
    'CXT withdraw',
    'cxt-staking-example.ts',
    { args: ['withdraw'], env: { UNSTAKE_ID: '0' }, fresh: false },
  ],
];

/**
 * Runs with keys the sandbox's snapshot does not know, in one sandbox whose state carries from
 * program to program (only the first starts it fresh). `env` may be a function of the earlier
 * results, by label.
 * @type {RunEntry[]}
 */
export const OWN_KEY_RUNS = [
  ['own keys: Cosmos staking', 'cosmos-staking-example.ts', { env: { AMOUNT_ATOM: '3.5' } }],
  [
    'own keys: Cosmos claim rewards',
    'cosmos-lifecycle-example.ts',
    { args: ['claim'], fresh: false },
  ],
  [
    'own keys: Cosmos redelegate',
    'cosmos-lifecycle-example.ts',
    { args: ['redelegate', '1', EXAMPLE.atomValidator2], fresh: false },
  ],
  [
    'own keys: Cosmos unstake',
    'cosmos-lifecycle-example.ts',
    { args: ['unstake', '1.5'], fresh: false },
  ],
  [
    'own keys: Cosmos auto-restake enable',
    'cosmos-auto-restake-example.ts',
    { args: ['enable'], fresh: false },
  ],
  [
    'own keys: Cosmos auto-restake disable',
    'cosmos-auto-restake-example.ts',
    { args: ['disable'], fresh: false },
  ],
  [
    "own keys: Evmos staking, the account's first transaction",
    'evmos-eip712-example.ts',
    { env: { VALIDATOR_ADDRESS: '$evmosValidator', AMOUNT_EVMOS: '0.75' }, fresh: false },
  ],
  [
    'own keys: Polygon staking',
    'polygon-staking-example.ts',
    { env: { AMOUNT_POL: '12.5' }, fresh: false },
  ],
  [
    'own keys: Polygon claim rewards',
    'polygon-lifecycle-example.ts',
    { args: ['claim'], fresh: false },
  ],
  [
    'own keys: Polygon unstake',
    'polygon-lifecycle-example.ts',
    { args: ['unstake', '2.5'], fresh: false },
  ],
  [
    'own keys: Polygon withdraw, still unbonding',
    'polygon-lifecycle-example.ts',
    { args: ['withdraw', '1'], fresh: false, fails: true },
  ],
  [
    'own keys: Polygon redelegate',
    'polygon-lifecycle-example.ts',
    { args: ['redelegate', '5', EXAMPLE.polValidator2], fresh: false },
  ],
  [
    'own keys: Solana staking',
    'sol-staking-example.ts',
    { env: { AMOUNT_SOL: '2' }, fresh: false },
  ],
  [
    'own keys: Solana unstaking the new stake account',
    'sol-unstaking-example.ts',
    {
      env: (earlier) => ({
        STAKE_ACCOUNT: printedStakeAccount(
          /** @type {RunResult} */ (earlier.get('own keys: Solana staking')).stdout,
        ),
      }),
      fresh: false,
    },
  ],
  [
    'own keys: Solana withdraw, still deactivating',
    'sol-withdraw-example.ts',
    {
      env: (earlier) => ({
        STAKE_ACCOUNT: printedStakeAccount(
          /** @type {RunResult} */ (earlier.get('own keys: Solana staking')).stdout,
        ),
      }),
      fresh: false,
      fails: true,
    },
  ],
  [
    'own keys: Polkadot pool join',
    'dot-pool-example.ts',
    { args: ['join', '7', '5'], fresh: false },
  ],
  [
    'own keys: Polkadot pool bond more',
    'dot-pool-example.ts',
    { args: ['bond-extra', '2.5'], fresh: false },
  ],
  [
    'own keys: Polkadot pool unbond all',
    'dot-pool-example.ts',
    { args: ['unbond', '7.5'], fresh: false },
  ],
  [
    'own keys: Polkadot pool withdraw, still unbonding',
    'dot-pool-example.ts',
    { args: ['withdraw'], fresh: false, fails: true },
  ],
  [
    'own keys: MultiversX delegate',
    'egld-delegation-example.ts',
    { args: ['delegate', '3.5'], fresh: false },
  ],
  [
    'own keys: MultiversX undelegate',
    'egld-delegation-example.ts',
    { args: ['undelegate', '1.5'], fresh: false },
  ],
  [
    'own keys: MultiversX withdraw, still unbonding',
    'egld-delegation-example.ts',
    { args: ['withdraw'], fresh: false, fails: true },
  ],
  [
    'own keys: reporting dashboard of the new Cosmos wallet',
    'reporting-dashboard.ts',
    {
      env: (earlier) => ({
        WALLET: forgedDelegator(
          /** @type {RunResult} */ (earlier.get('own keys: Cosmos staking')).exchanges,
        ),
      }),
      fresh: false,
    },
  ],
  [
    'own keys: Solana redelegate to another validator, still deactivating',
    'sol-redelegate-example.ts',
    {
      env: (earlier) => ({
        STAKE_ACCOUNT: printedStakeAccount(
          /** @type {RunResult} */ (earlier.get('own keys: Solana staking')).stdout,
        ),
        NEW_VALIDATOR_VOTE_ACCOUNT: EXAMPLE.solVoteAccount2,
      }),
      fresh: false,
      fails: true,
    },
  ],
  [
    'own keys: Solana redelegate to the same validator, cancelling the unstake',
    'sol-redelegate-example.ts',
    {
      env: (earlier) => ({
        STAKE_ACCOUNT: printedStakeAccount(
          /** @type {RunResult} */ (earlier.get('own keys: Solana staking')).stdout,
        ),
        NEW_VALIDATOR_VOTE_ACCOUNT: EXAMPLE.solVoteAccount,
      }),
      fresh: false,
    },
  ],
  [
    'own keys: NEAR staking',
    'near-staking-example.ts',
    { args: ['stake'], env: { AMOUNT_NEAR: '2.5' }, fresh: false },
  ],
  [
    'own keys: NEAR unstaking',
    'near-staking-example.ts',
    { args: ['unstake'], env: { AMOUNT_NEAR: '1' }, fresh: false },
  ],
  [
    'own keys: NEAR withdraw, still locked',
    'near-staking-example.ts',
    { args: ['withdraw'], fresh: false, fails: true },
  ],
  [
    'own keys: StakeWise staking',
    'stakewise-staking-example.ts',
    { args: ['stake'], env: { AMOUNT_ETH: '0.2' }, fresh: false },
  ],
  [
    'own keys: StakeWise unstaking',
    'stakewise-staking-example.ts',
    { args: ['unstake'], env: { AMOUNT_ETH: '0.1' }, fresh: false },
  ],
  [
    'own keys: Chiliz staking',
    'chiliz-staking-example.ts',
    { args: ['stake'], env: { AMOUNT_CHZ: '12.5' }, fresh: false },
  ],
  [
    'own keys: Chiliz unstaking',
    'chiliz-staking-example.ts',
    { args: ['unstake'], env: { AMOUNT_CHZ: '2.5' }, fresh: false },
  ],
  [
    'own keys: CXT staking',
    'cxt-staking-example.ts',
    { args: ['stake'], env: { AMOUNT_CXT: '20' }, fresh: false },
  ],
  ['own keys: CXT claim rewards', 'cxt-staking-example.ts', { args: ['claim'], fresh: false }],
  [
    'own keys: CXT unstaking part',
    'cxt-staking-example.ts',
    { args: ['unstake'], env: { AMOUNT_CXT: '5' }, fresh: false },
  ],
  [
    'own keys: CXT unstaking all',
    'cxt-staking-example.ts',
    { args: ['unstake-all'], fresh: false },
  ],
];

/**
 * Runs one entry of EXAMPLE_RUNS or OWN_KEY_RUNS on `rig`.
 * @param {ExampleRig} rig
 * @param {RunEntry} entry
 * @param {{ own?: boolean, earlier?: Earlier }} [options]
 * @returns {Promise<RunResult>}
 */
export function runEntry(rig, [, file, options], { own = false, earlier = new Map() } = {}) {
  const env = typeof options.env === 'function' ? options.env : { ...options.env };
  // A value `$name` is the rig's account of that name (an address the snapshot makes at start).
  for (const [name, value] of Object.entries(typeof env === 'function' ? {} : env)) {
    if (value.startsWith('$'))
      /** @type {Record<string, string>} */ (env)[name] = /** @type {Record<string, string>} */ (
        rig.accounts
      )[value.slice(1)];
  }
  return rig.run(
    file,
    { ...options, env, base: own ? rig.ownEnv : rig.env, fresh: options.fresh ?? true },
    earlier,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const index = process.argv.indexOf('--openapi-dir');
  const rig = await startExampleRig({
    openapiDir: index === -1 ? undefined : path.resolve(process.argv[index + 1]),
  });
  let failed = 0;
  /** @type {Earlier} */
  const earlier = new Map();
  try {
    for (const [runs, own] of /** @type {[RunEntry[], boolean][]} */ ([
      [EXAMPLE_RUNS, false],
      [OWN_KEY_RUNS, true],
    ])) {
      for (const entry of runs) {
        const [label, file, options] = entry;
        const started = Date.now();
        const result = await runEntry(rig, entry, { own, earlier });
        earlier.set(label, result);
        const refused = result.exchanges.filter(
          (exchange) => exchange.status >= 400 || exchange.refereeRefused,
        );
        const ok = (options.fails ? result.code !== 0 : result.code === 0) && refused.length === 0;
        if (!ok) failed += 1;
        console.log(`\n${ok ? 'ok  ' : 'FAIL'} ${label} (${file}, ${Date.now() - started} ms)`);
        console.log(result.stdout.trimEnd());
        if (result.stderr.trim()) console.log(result.stderr.trimEnd());
        for (const exchange of refused)
          console.log(
            `  ${exchange.method} ${exchange.url} → ${exchange.status}`,
            exchange.responseBody,
            exchange.violations,
          );
      }
    }
  } finally {
    await rig.stop();
  }
  process.exitCode = failed ? 1 : 0;
}
