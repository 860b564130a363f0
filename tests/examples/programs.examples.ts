// Every example program of content/examples/ runs end to end against the sandbox, through Prism as
// the referee of every answer: forge, the program's own checks, sign, broadcast or send and submit
// the hash, follow until SUCCESS. With the public test keys (each program against a fresh sandbox,
// as its page shows), then with keys the sandbox's snapshot does not know, in one sandbox whose
// state carries from program to program. Chain nodes are the loopback stand-in of
// scripts/examples/rpc-stand-in.mjs, which reads the sandbox's chain state.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Keypair } from '@solana/web3.js';
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';
import {
  EXAMPLE_RUNS,
  OWN_KEY_RUNS,
  printedStakeAccount,
  runEntry,
  startExampleRig,
  type Exchange,
  type RunResult,
} from '../../scripts/examples/run-examples.mjs';
import { allOperationIds, calledOperations } from '../../scripts/examples/called-operations.mjs';
import * as keys from '../../scripts/examples/test-keys.mjs';
import { compareAnswer, curlBlocks, runCurl } from '../../scripts/examples/guide-curl.mjs';
import { freePort, waitUntilUp } from '../../scripts/support/local.mjs';
import { signForgedTransaction } from '../../content/examples/sol-sign-with-kit';
import { assetHub } from '../../lib/chains/polkadot/forge';
import { finalizedHead } from '../../scripts/sandbox/chains/polkadot.mjs';
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { EXAMPLE } from '../../scripts/sandbox/snapshot.mjs';
import * as EVM_FACTS from '../../lib/chains/evm/facts';
import { Interface, Transaction as EvmTransaction, type Result as AbiResult } from 'ethers';
import * as NEAR_FACTS from '../../lib/chains/near/facts';

const VAULT = new Interface(['function enterExitQueue(uint256 shares, address receiver)']);
const CXT_STAKING = new Interface([
  'function redeemAllRewards(uint128 validatorId, address beneficiary)',
]);

type Result = RunResult;

let rig: Awaited<ReturnType<typeof startExampleRig>>;
const results = new Map<string, Result>();
/** What every program run of this file sent, with the test keys and with keys of their own. */
const sentByPrograms: Exchange[] = [];

beforeAll(async () => {
  rig = await startExampleRig();
});
afterAll(async () => {
  await rig?.stop();
});

function expectRan(result: Result, fails: boolean | undefined) {
  const refused = result.exchanges.filter(
    (exchange) => exchange.status >= 400 || exchange.refereeRefused,
  );
  expect(refused, JSON.stringify(refused, null, 2)).toEqual([]);
  if (fails) {
    // Its own check stops it, with a message and exit code 1, before anything is forged.
    expect(result.stderr).not.toBe('');
    expect(result.code).toBe(1);
    expect(result.exchanges.filter((e) => e.method === 'POST')).toEqual([]);
  } else {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.exchanges.length).toBeGreaterThan(0);
  }
}

describe('example programs against the sandbox, with the public test keys', () => {
  for (const entry of EXAMPLE_RUNS) {
    const [label, file, options] = entry;
    it(`${label} (${file}) runs as its page says`, async () => {
      const result = (await runEntry(rig, entry)) as Result;
      results.set(label, result);
      sentByPrograms.push(...result.exchanges);
      expectRan(result, (options as { fails?: boolean }).fails);
    });
  }

  it("a program's transaction moves: one PENDING look-up, then SUCCESS, verified", () => {
    const moving = [
      'quick start',
      'Cosmos staking',
      'Polygon staking',
      'Solana staking',
      'Solana withdraw',
      'Polkadot pool: join',
      'Polkadot pool: unbond',
      'MultiversX: delegate',
      'MultiversX: withdraw',
    ];
    moving.push(
      'Cosmos: redelegate',
      'Cosmos auto-restake: disable',
      'Evmos staking, signed as MetaMask signs',
      'Polygon: withdraw',
      'Solana redelegate',
    );
    moving.push('NEAR staking', 'StakeWise unstaking', 'Chiliz withdraw', 'CXT unstaking all');
    for (const label of moving) {
      const lookups = results
        .get(label)!
        .exchanges.filter((e) => e.url.startsWith('/v1/transaction?uuid='));
      expect(
        lookups.map((e) => `${e.responseBody.txStatus} ${e.responseBody.verified}`),
        label,
      ).toEqual(['PENDING false', 'SUCCESS true']);
    }
  });

  it("the signed transactions are the description's broadcast examples, byte for byte", () => {
    const checks: [string, string][] = [
      ['Solana staking', '/v1/transactions/SOL/broadcast'],
      ['Cosmos staking', '/v1/transactions/{stakingIdentifier}/broadcast'],
      ['quick start', '/v1/transactions/{stakingIdentifier}/broadcast'],
      ['MultiversX: delegate', '/v1/transactions/EGLD/broadcast'],
    ];
    for (const [label, route] of checks) {
      const exchanges = results.get(label)!.exchanges;
      const sent = exchanges.find((e) => e.method === 'POST' && /\/broadcast$/.test(e.url))!;
      const forged = exchanges.find((e) => /\/forge\//.test(e.url))!;
      const example = rig.document.paths[route].post.requestBody.content['application/json']
        .example as { encodedTransaction: string };
      expect(sent.requestBody.uuid, label).toBe(forged.responseBody.uuid);
      expect(sent.requestBody.encodedTransaction, label).toBe(example.encodedTransaction);
    }
  });

  it(
    'Polygon: the node received both transactions signed by the test key, their hashes were ' +
      'submitted, the sandbox follows them',
    () => {
      const exchanges = results.get('Polygon staking')!.exchanges;
      const sent = results
        .get('Polygon staking')!
        .sentEthereum.filter((entry) => entry.transaction.from === keys.evm.address);
      expect(sent.map((entry) => entry.transaction.nonce)).toEqual([12, 13]);
      const submitted = exchanges
        .filter((e) => e.url === '/v1/transaction/submitHash')
        .map((e) => e.requestBody.txHash);
      expect(submitted).toEqual(sent.map((entry) => entry.transaction.hash));
      const last = exchanges.filter((e) => e.url.startsWith('/v1/transaction?uuid=')).at(-1)!;
      expect(last.responseBody.txHash).toBe(submitted[1]);
    },
  );

  it(
    'Polkadot: each extrinsic is the forged call, signed with @polkadot/api at the finalized ' +
      'head by the account the program names, at its nonce; none went to the node',
    () => {
      const { registry } = assetHub();
      const head = finalizedHead().header.number;
      const signed: [string, number][] = [
        ['Polkadot pool: join', 0],
        ['Polkadot pool: bond more', 3],
        ['Polkadot pool: claim', 3],
        ['Polkadot pool: restake', 3],
        ['Polkadot pool: withdraw', 3],
        ['Polkadot pool: unbond', 4],
      ];
      for (const [label, nonce] of signed) {
        const { exchanges, stdout } = results.get(label)!;
        const forged = exchanges.find((e) => /\/pool\/forge\//.test(e.url))!;
        const sent = registry.createType(
          'Extrinsic',
          exchanges.find((e) => e.url === '/v1/transactions/DOT/broadcast')!.requestBody
            .encodedTransaction,
        );
        expect(sent.method.toHex(), label).toBe(
          registry
            .createType('Extrinsic', forged.responseBody.transaction.extrinsicHex)
            .method.toHex(),
        );
        expect(
          [sent.signer.toString(), sent.nonce.toNumber(), sent.era.asMortalEra.birth(head)],
          label,
        ).toEqual([forged.requestBody.delegatorAddress, nonce, head]);
        expect(stdout, label).toContain(
          `Account ${forged.requestBody.delegatorAddress} on Polkadot Asset Hub`,
        );
      }
      // The bond-more extrinsic calls what the description's DOT broadcast example calls.
      const example = rig.document.paths['/v1/transactions/DOT/broadcast'].post.requestBody.content[
        'application/json'
      ].example as { encodedTransaction: string };
      const bondMore = results
        .get('Polkadot pool: bond more')!
        .exchanges.find((e) => e.url === '/v1/transactions/DOT/broadcast')!;
      expect(
        registry.createType('Extrinsic', bondMore.requestBody.encodedTransaction).method.toHex(),
      ).toBe(registry.createType('Extrinsic', example.encodedTransaction).method.toHex());
      expect(rig.rpc.calls.filter((call) => call.method.startsWith('author_'))).toEqual([]);
    },
  );

  it('MultiversX: the program reads the delegation contract through the gateway and sends nothing to it', () => {
    const gatewayCalls = rig.rpc.calls
      .map((call) => call.method)
      .filter((method) => method.includes('/multiversx/'));
    expect(new Set(gatewayCalls)).toEqual(
      new Set([`GET /multiversx/address/${keys.egld.address}`, 'POST /multiversx/vm-values/query']),
    );
  });

  it('the withdrawals stop before forging while the unbonding runs, naming the era or the epochs left', () => {
    expect(results.get('Polkadot pool: withdraw, still unbonding')!.stderr.trim()).toBe(
      'Still unbonding in era 2041: 10 DOT can be withdrawn from era 2069 on.',
    );
    expect(results.get('MultiversX: withdraw, still unbonding')!.stderr.trim()).toBe(
      'Still unbonding: 10 EGLD can be withdrawn in 10 epochs.',
    );
  });

  it(
    'Polygon lifecycle: each transaction went to the contract its action calls, signed by the ' +
      'test key, its hash submitted',
    () => {
      const expected: [string, string][] = [
        ['Polygon: claim rewards', EXAMPLE.polValidator],
        ['Polygon: restake rewards', EXAMPLE.polValidator],
        ['Polygon: unstake', EXAMPLE.polValidator],
        ['Polygon: withdraw', EXAMPLE.polValidator],
        ['Polygon: redelegate', EVM_FACTS.CONTRACTS.POL_STAKE_MANAGER!.address],
      ];
      for (const [label, contract] of expected) {
        const { exchanges, sentEthereum } = results.get(label)!;
        const submitted = exchanges
          .filter((e) => e.url === '/v1/transaction/submitHash')
          .map((e) => e.requestBody.txHash);
        expect(
          sentEthereum.map((entry) => [
            entry.transaction.hash,
            entry.transaction.from,
            entry.transaction.to,
          ]),
          label,
        ).toEqual([[submitted[0], keys.evm.address, contract]]);
      }
      const withdraw = results
        .get('Polygon: withdraw')!
        .exchanges.find((e) => e.url === '/v1/transactions/POL/forge/withdraw');
      expect(withdraw?.requestBody.unbondNonce).toBe(3);
    },
  );

  it('auto-restake: the grant names the expiration given, then it is revoked', () => {
    const forge = (label: string) =>
      results.get(label)!.exchanges.find((e) => /\/forge\//.test(e.url))!;
    expect(forge('Cosmos auto-restake: enable until a date').requestBody.expirationDate).toBe(
      '2030-06-30T00:00:00Z',
    );
    expect(results.get('Cosmos auto-restake: enable until a date')!.stdout).toContain(
      'until 2030-06-30T00:00:00Z.',
    );
    expect(forge('Cosmos auto-restake: disable').url).toBe(
      '/v1/transactions/ATOM/forge/auto-restake-rewards/disable',
    );
    expect(results.get('Cosmos auto-restake: disable')!.stdout).toContain('Revokes the grant of');
  });

  it(
    'Evmos: the TxRaw carries the 65-byte typed-data signature with the forged bodyBytes, in ' +
      'SIGN_MODE_LEGACY_AMINO_JSON',
    () => {
      const exchanges = results.get('Evmos staking, signed as MetaMask signs')!.exchanges;
      const forged = exchanges.find((e) => /\/forge\//.test(e.url))!.responseBody.transaction
        .signEIP712;
      const raw = TxRaw.decode(
        Buffer.from(
          exchanges.find((e) => e.url.endsWith('/broadcast'))!.requestBody.encodedTransaction,
          'base64',
        ),
      );
      expect(raw.signatures.map((signature) => signature.length)).toEqual([65]);
      expect(Buffer.from(raw.bodyBytes).toString('base64')).toBe(forged.bodyBytes);
      expect(AuthInfo.decode(raw.authInfoBytes).signerInfos[0]!.modeInfo?.single?.mode).toBe(
        SignMode.SIGN_MODE_LEGACY_AMINO_JSON,
      );
    },
  );

  it('Solana unstaking prints the account it deactivates: the new split account when AMOUNT_SOL is set', () => {
    const whole = results.get('Solana unstaking, whole account')!.stdout;
    const part = results.get('Solana unstaking, part of it')!.stdout;
    expect(whole).toContain(`Deactivating stake account ${rig.accounts.active}`);
    const split = /Deactivating stake account (\w+)/.exec(part)?.[1];
    expect(split).toBeDefined();
    expect(split).not.toBe(rig.accounts.active);
    expect(part).toContain(`STAKE_ACCOUNT=${split} npx tsx sol-withdraw-example.ts`);
  });

  it('@solana/kit signs the same bytes as web3.js, and refuses a transaction another wallet pays', async () => {
    await rig.sandbox.reset();
    const forged = await fetch(`${rig.apiUrl}/v1/transactions/SOL/forge/stake`, {
      method: 'POST',
      headers: { 'api-key': rig.env.STAKING_API_KEY!, 'content-type': 'application/json' },
      body: JSON.stringify({
        delegatorAddress: keys.sol.address,
        validatorAddress: rig.env.VALIDATOR_VOTE_ACCOUNT,
        amount: '10',
      }),
    }).then((response) => response.json());
    const encoded = await signForgedTransaction(forged, Uint8Array.from(keys.sol.secretKey));
    const web3 = results
      .get('Solana staking')!
      .exchanges.find((e) => e.url.endsWith('/broadcast'))!;
    expect(encoded).toBe(web3.requestBody.encodedTransaction);
    await expect(signForgedTransaction(forged, Keypair.generate().secretKey)).rejects.toThrow(
      'not paid by this wallet',
    );
  });

  it('each example page shows the output its program prints against the sandbox', () => {
    const pages: [string, string[]][] = [
      ['cosmos-staking-example', ['Cosmos staking']],
      ['polygon-staking-example', ['Polygon staking']],
      ['sol-staking-example', ['Solana staking']],
      [
        'sol-unstaking-example',
        ['Solana unstaking, whole account', 'Solana unstaking, part of it'],
      ],
      ['sol-withdraw-example', ['Solana withdraw', 'Solana withdraw, still deactivating']],
      [
        'dot-pool-example',
        [
          'Polkadot pool: join',
          'Polkadot pool: bond more',
          'Polkadot pool: claim',
          'Polkadot pool: restake',
          'Polkadot pool: withdraw',
          'Polkadot pool: unbond',
          'Polkadot pool: withdraw, still unbonding',
        ],
      ],
      [
        'egld-delegation-example',
        [
          'MultiversX: delegate',
          'MultiversX: claim',
          'MultiversX: restake',
          'MultiversX: withdraw',
          'MultiversX: undelegate',
          'MultiversX: withdraw, still unbonding',
        ],
      ],
      [
        'cosmos-lifecycle-example',
        ['Cosmos: claim rewards', 'Cosmos: redelegate', 'Cosmos: unstake'],
      ],
      [
        'cosmos-auto-restake-example',
        [
          'Cosmos auto-restake: enable until a date',
          'Cosmos auto-restake: disable',
          'Cosmos auto-restake: an expiration in the past',
        ],
      ],
      ['evmos-eip712-example', ['Evmos staking, signed as MetaMask signs']],
      [
        'polygon-lifecycle-example',
        [
          'Polygon: claim rewards',
          'Polygon: restake rewards',
          'Polygon: unstake',
          'Polygon: withdraw, still unbonding',
          'Polygon: withdraw',
          'Polygon: redelegate',
        ],
      ],
      ['sol-redelegate-example', ['Solana redelegate', 'Solana redelegate, still active']],
      ['reporting-dashboard-example', ['reporting dashboard']],
      [
        'near-staking-example',
        ['NEAR staking', 'NEAR unstaking', 'NEAR withdraw, still locked', 'NEAR withdraw'],
      ],
      [
        'stakewise-staking-example',
        ['StakeWise staking', 'StakeWise unstaking', 'StakeWise withdraw'],
      ],
      [
        'chiliz-staking-example',
        [
          'Chiliz staking',
          'Chiliz unstaking',
          'Chiliz withdraw',
          'Chiliz staking, finer than 10^10 wei',
        ],
      ],
      [
        'cxt-staking-example',
        [
          'CXT staking',
          'CXT claim rewards',
          'CXT unstaking part',
          'CXT unstaking all',
          'CXT withdraw',
        ],
      ],
    ];
    for (const [page, labels] of pages) {
      const mdx = readFileSync(path.join('content', 'docs', 'examples', `${page}.mdx`), 'utf8');
      const section = mdx.split('## Expected output')[1]?.split(/\n## /)[0] ?? '';
      const blocks = [...section.matchAll(/```text\n([\s\S]*?)```/g)].map((match) =>
        match[1]!.trimEnd(),
      );
      expect(blocks.length, page).toBe(labels.length);
      labels.forEach((label, index) => {
        const result = results.get(label)!;
        const printed = (
          result.code === 0 ? result.stdout : result.stdout + result.stderr
        ).trimEnd();
        // The uuid and the time are new on each run; everything else is the program's output as printed.
        const varying = (text: string) =>
          text
            .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
            .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/g, '<time>');
        expect(varying(blocks[index]!), `${page}: ${label}`).toBe(varying(printed));
      });
    }
  });
});

describe('the NEAR, StakeWise, Chiliz and CXT programs, with the public test keys', () => {
  const printed = (label: string) => results.get(label)!.stdout;
  const submitted = (label: string) =>
    results
      .get(label)!
      .exchanges.filter((e) => e.url === '/v1/transaction/submitHash')
      .map((e) => e.requestBody.txHash);

  it(
    'NEAR: the node took each transaction signed by the test key, nonce after nonce, and its ' +
      "hash is the one submitted; an unstake locks the pool's unlocked NEAR again",
    () => {
      const sent = rig.rpc.sentNear.filter(
        (entry) => entry.signedTransaction.transaction.signerId === keys.near.accountId,
      );
      // stake and unstake on one sandbox, then withdraw on a fresh one: the key's nonce starts again.
      expect(sent.map((entry) => entry.signedTransaction.transaction.nonce)).toEqual([
        152_437_211_000_008n,
        152_437_211_000_009n,
        152_437_211_000_008n,
      ]);
      expect(sent.map((entry) => entry.hash)).toEqual(
        ['NEAR staking', 'NEAR unstaking', 'NEAR withdraw'].flatMap(submitted),
      );
      expect(printed('NEAR unstaking')).toContain('560 NEAR staked, 140 NEAR unstaked (locked).');
      expect(printed('NEAR unstaking')).toContain(
        `It unlocks ${NEAR_FACTS.TIMING.count!.value} epochs after this one`,
      );
      expect(results.get('NEAR withdraw, still locked')!.stderr.trim()).toBe(
        '140 NEAR unstaked in example-validator.poolv1.near, still locked: the pool unlocks it ' +
          '4 epochs after your last unstake.',
      );
      const withdraw = results
        .get('NEAR withdraw')!
        .exchanges.find((e) => /\/forge\//.test(e.url))!;
      expect(withdraw.responseBody.transaction.actions[0].params.methodName).toBe('withdraw_all');
    },
  );

  it(
    'StakeWise: the exit is the shares 0.25 ETH is worth at the vault price, and the hash to ' +
      'claim it with is the one the node took',
    () => {
      const unstake = results.get('StakeWise unstaking')!;
      const forged = unstake.exchanges.find((e) => /\/forge\/unstake$/.test(e.url))!.responseBody
        .transaction.serializedUnsignedTx;
      const [shares] = VAULT.decodeFunctionData('enterExitQueue', EvmTransaction.from(forged).data);
      // 0.25 ETH at 1,036 ETH per 1,000 shares, rounded down.
      expect(shares).toBe((25n * 10n ** 16n * 1_000n) / 1_036n);
      const [hash] = submitted('StakeWise unstaking');
      expect(rig.rpc.sentEthereum.map((entry) => entry.transaction.hash)).toContain(hash);
      expect(unstake.stdout).toContain(
        `UNSTAKE_TX_HASH=${hash} npx tsx stakewise-staking-example.ts withdraw`,
      );
      const withdraw = results
        .get('StakeWise withdraw')!
        .exchanges.find((e) => /\/forge\//.test(e.url))!;
      expect(withdraw.requestBody.unstakeTxHash).toBe(EXAMPLE.stakewiseUnstakeTxHash);
    },
  );

  it(
    'Chiliz: the transactions went to the Chiliz Chain node (chain id 88888), the unbonding is ' +
      "the chain's 7 epochs of 28,800 blocks, and a ninth decimal is refused",
    () => {
      const sent = rig.chilizRpc.sentEthereum.filter(
        (entry) => entry.transaction.from === keys.evm.address,
      );
      expect(sent.map((entry) => [entry.transaction.chainId, entry.transaction.nonce])).toEqual([
        [88_888n, 4],
        [88_888n, 5],
        [88_888n, 6],
      ]);
      expect(sent.map((entry) => entry.transaction.hash)).toEqual(
        ['Chiliz staking', 'Chiliz unstaking', 'Chiliz withdraw'].flatMap(submitted),
      );
      expect(rig.rpc.sentEthereum.filter((entry) => entry.transaction.chainId === 88_888n)).toEqual(
        [],
      );
      const { count, epochLength } = EVM_FACTS.IDENTIFIERS.CHILIZ.timing;
      expect(printed('Chiliz unstaking')).toContain(
        `It unbonds for ${count!.value} epochs of ${epochLength!.value} blocks after the ` +
          `current epoch, at most about 8 days`,
      );
      expect(results.get('Chiliz staking, finer than 10^10 wei')!.stderr).toContain(
        `not a whole number of 0.00000001 CHZ (10^10 wei)`,
      );
    },
  );

  it(
    "CXT: one approval before the first stake, unstakeIDs 1 and 2 after the account's 0, and " +
      'the withdrawal of 0 names it',
    () => {
      const forges = (label: string) =>
        results
          .get(label)!
          .exchanges.filter((e) => /\/forge\//.test(e.url))
          .map((e) => e.url.split('/').pop());
      expect(forges('CXT staking')).toEqual(['approve', 'stake']);
      expect(printed('CXT unstaking part')).toContain('Unstaked 1000.0 CXT: unstakeID 1.');
      expect(printed('CXT unstaking all')).toContain('Unstaked 14000.0 CXT: unstakeID 2.');
      const withdraw = results.get('CXT withdraw')!.exchanges.find((e) => /\/forge\//.test(e.url))!;
      expect(withdraw.requestBody.unstakeID).toBe(0);
      for (const label of [
        'CXT staking',
        'CXT claim rewards',
        'CXT unstaking part',
        'CXT unstaking all',
        'CXT withdraw',
      ]) {
        expect(printed(label), label).toContain(
          `Confirmed on chain: validator id 3 is ${EXAMPLE.cxtValidator} (getValidatorMetadata on the staking contract).`,
        );
      }
    },
  );
});

describe('the NEAR, StakeWise and CXT programs refuse to sign an answer an attacker changed', () => {
  /** A forged transaction as parsed, changed at any depth: a wrong path fails the test. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON, changed in place
  type Forged = any;
  /**
   * Runs a program while `change` rewrites the forge answer of `route`; returns the run and what
   * the nodes took meanwhile.
   */
  async function runTampered(
    file: string,
    args: string[],
    env: Record<string, string>,
    route: RegExp,
    change: (transaction: Forged) => Forged,
  ) {
    const before = { near: rig.rpc.sentNear.length, ethereum: rig.rpc.sentEthereum.length };
    rig.proxy.tamper = (url, body) =>
      route.test(url) && body?.transaction
        ? { ...body, transaction: change(body.transaction) }
        : body;
    try {
      const result = await rig.run(file, { args, env });
      return {
        result,
        sentNear: rig.rpc.sentNear.slice(before.near),
        sentEthereum: rig.rpc.sentEthereum.slice(before.ethereum),
      };
    } finally {
      rig.proxy.tamper = null;
    }
  }
  const expectRefused = (
    { result, sentNear, sentEthereum }: Awaited<ReturnType<typeof runTampered>>,
    message: string,
  ) => {
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect([sentNear, sentEthereum]).toEqual([[], []]);
    expect(result.exchanges.filter((e) => e.url === '/v1/transaction/submitHash')).toEqual([]);
  };
  /** An unsigned EVM transaction with its calldata re-encoded by `edit`. */
  const withCall =
    (iface: Interface, name: string, edit: (args: ReturnType<AbiResult['toArray']>) => unknown[]) =>
    (transaction: { serializedUnsignedTx: string }) => {
      const tx = EvmTransaction.from(transaction.serializedUnsignedTx);
      tx.data = iface.encodeFunctionData(
        name,
        edit(iface.decodeFunctionData(name, tx.data).toArray()),
      );
      return { serializedUnsignedTx: tx.unsignedSerialized };
    };

  it('NEAR: a deposit ten times the amount is caught by the checker', async () => {
    const run = await runTampered(
      'near-staking-example.ts',
      ['stake'],
      { AMOUNT_NEAR: '100' },
      /\/NEAR\/forge\/stake$/,
      (transaction) => {
        const [action] = transaction.actions;
        return {
          ...transaction,
          actions: [
            { ...action, params: { ...action.params, deposit: `${action.params.deposit}0` } },
          ],
        };
      },
    );
    expectRefused(run, 'Refusing to sign');
  });

  it(
    "StakeWise: an exit of twice the shares is caught by the vault's convertToShares, before " +
      'the checker is asked',
    async () => {
      const run = await runTampered(
        'stakewise-staking-example.ts',
        ['unstake'],
        { AMOUNT_ETH: '0.25' },
        /\/STAKEWISE\/forge\/unstake$/,
        withCall(VAULT, 'enterExitQueue', ([shares, receiver]) => [shares * 2n, receiver]),
      );
      expect(run.result.stdout).not.toContain('Checked against the request');
      expectRefused(
        run,
        'Refusing to sign: the exit is 0.482625482625482624 shares, but 0.25 ETH is ' +
          "0.241312741312741312 shares at the vault's price.",
      );
    },
  );

  it(
    'StakeWise: an exit of fewer shares than the vault gives is refused by the checker, as the ' +
      'shares confirmed on chain differ',
    async () => {
      const run = await runTampered(
        'stakewise-staking-example.ts',
        ['unstake'],
        { AMOUNT_ETH: '0.25' },
        /\/STAKEWISE\/forge\/unstake$/,
        withCall(VAULT, 'enterExitQueue', ([shares, receiver]) => [shares - 1n, receiver]),
      );
      expect(run.result.stdout).not.toContain('Confirmed on chain');
      expectRefused(
        run,
        'Refusing to sign: a value in the forged transaction must be confirmed first.',
      );
    },
  );

  it(
    "CXT: another validator's id is caught by the staking contract's getValidatorMetadata, and " +
      'never confirmed to the checker',
    async () => {
      const other = Object.entries(rig.sandbox.state.chain.state.evm.cxtValidators).find(
        ([, id]) => id === 5n,
      )![0];
      const run = await runTampered(
        'cxt-staking-example.ts',
        ['claim'],
        {},
        /\/CXT\/forge\/claimRewards$/,
        withCall(CXT_STAKING, 'redeemAllRewards', ([, beneficiary]) => [5n, beneficiary]),
      );
      expect(run.result.stdout).not.toContain('Checked against the request');
      expectRefused(
        run,
        `Refusing to sign: validator id 5 is ${other} on the staking contract, not ${EXAMPLE.cxtValidator}.`,
      );
    },
  );
});

describe('example programs with keys the sandbox does not know, state carried from program to program', () => {
  const earlier = new Map<string, Result>();
  /** When each run started and ended (ms since the epoch). */
  const ranDuring = new Map<string, [number, number]>();
  for (const entry of OWN_KEY_RUNS) {
    const [label, file, options] = entry;
    it(`${label} (${file})`, async () => {
      const started = Date.now();
      const result = (await runEntry(rig, entry, { own: true, earlier })) as Result;
      ranDuring.set(label, [started, Date.now()]);
      earlier.set(label, result);
      sentByPrograms.push(...result.exchanges);
      expectRan(result, (options as { fails?: boolean }).fails);
    });
  }

  it("each forge was for the program's own address, not the test wallet's, and each transaction settled", async () => {
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(rig.ownEnv.COSMOS_MNEMONIC!, {
      prefix: 'cosmos',
    });
    const [{ address: cosmos }] = await wallet.getAccounts();
    const forges = (label: string) =>
      earlier.get(label)!.exchanges.filter((e) => /\/forge\//.test(e.url));
    expect(forges('own keys: Cosmos staking')[0]!.requestBody.delegatorAddress).toBe(cosmos);
    expect(cosmos).not.toBe(keys.tendermint.ATOM!.address);
    expect(forges('own keys: Polygon staking').map((e) => e.requestBody.delegatorAddress)).toEqual([
      rig.accounts.ownEvm,
      rig.accounts.ownEvm,
    ]);
    expect(forges('own keys: Solana staking')[0]!.requestBody.delegatorAddress).toBe(
      rig.accounts.ownSol,
    );
    for (const label of [
      'own keys: Cosmos staking',
      'own keys: Polygon staking',
      'own keys: Solana staking',
      'own keys: Solana unstaking the new stake account',
    ]) {
      const last = earlier
        .get(label)!
        .exchanges.filter((e) => e.url.startsWith('/v1/transaction?uuid='))
        .at(-1)!;
      expect(last.responseBody.txStatus, label).toBe('SUCCESS');
    }
  });

  it(
    'Polkadot and MultiversX: each forge was for the new account, each transaction settled, ' +
      'and the withdrawal waits for the unbonding',
    () => {
      const forgesOf = (label: string) =>
        earlier.get(label)!.exchanges.filter((e) => /\/forge\//.test(e.url));
      const dotAccount = /^Account (1\w+) on Polkadot Asset Hub$/m.exec(
        earlier.get('own keys: Polkadot pool join')!.stdout,
      )?.[1];
      expect(dotAccount).toBeDefined();
      expect(dotAccount).not.toBe(keys.dot.address);
      for (const label of [
        'own keys: Polkadot pool join',
        'own keys: Polkadot pool bond more',
        'own keys: Polkadot pool unbond all',
      ]) {
        expect(
          forgesOf(label).map((e) => e.requestBody.delegatorAddress),
          label,
        ).toEqual([dotAccount]);
      }
      for (const label of ['own keys: MultiversX delegate', 'own keys: MultiversX undelegate']) {
        expect(
          forgesOf(label).map((e) => e.requestBody.delegatorAddress),
          label,
        ).toEqual([rig.accounts.ownEgld]);
      }
      for (const label of [
        'own keys: Polkadot pool join',
        'own keys: Polkadot pool bond more',
        'own keys: Polkadot pool unbond all',
        'own keys: MultiversX delegate',
        'own keys: MultiversX undelegate',
      ]) {
        const last = earlier
          .get(label)!
          .exchanges.filter((e) => e.url.startsWith('/v1/transaction?uuid='))
          .at(-1)!;
        expect(last.responseBody.txStatus, label).toBe('SUCCESS');
      }
      expect(earlier.get('own keys: Polkadot pool withdraw, still unbonding')!.stderr.trim()).toBe(
        'Still unbonding in era 2041: 7.5 DOT can be withdrawn from era 2069 on.',
      );
      expect(earlier.get('own keys: MultiversX withdraw, still unbonding')!.stderr.trim()).toBe(
        'Still unbonding: 1.5 EGLD can be withdrawn in 10 epochs.',
      );
    },
  );

  it('auto-restake without a date: the API makes the grant end one year from now', () => {
    const run = earlier.get('own keys: Cosmos auto-restake enable')!;
    expect(run.exchanges.find((e) => /\/forge\//.test(e.url))!.requestBody).not.toHaveProperty(
      'expirationDate',
    );
    const until = Date.parse(/until (\S+)\./.exec(run.stdout)![1]!);
    // One year after the forge, which happened while the program ran (the printed date has whole seconds).
    const oneYearAfter = (time: number) => {
      const date = new Date(time);
      date.setUTCFullYear(date.getUTCFullYear() + 1);
      return date.getTime();
    };
    const [started, ended] = ranDuring.get('own keys: Cosmos auto-restake enable')!;
    expect(until).toBeGreaterThanOrEqual(oneYearAfter(started) - 1_000);
    expect(until).toBeLessThanOrEqual(oneYearAfter(ended) + 1_000);
  });

  it(
    "Evmos with a new key: the account's first transaction carries the public key recovered " +
      'from the signature',
    async () => {
      const exchanges = earlier.get(
        "own keys: Evmos staking, the account's first transaction",
      )!.exchanges;
      const forged = exchanges.find((e) => /\/forge\//.test(e.url))!.responseBody.transaction
        .signEIP712;
      expect(
        AuthInfo.decode(Buffer.from(forged.authInfoBytes, 'base64')).signerInfos[0]!.publicKey,
      ).toBeUndefined();
      const raw = TxRaw.decode(
        Buffer.from(
          exchanges.find((e) => e.url.endsWith('/broadcast'))!.requestBody.encodedTransaction,
          'base64',
        ),
      );
      const key = AuthInfo.decode(raw.authInfoBytes).signerInfos[0]!.publicKey!;
      expect(key.typeUrl).toBe('/ethermint.crypto.v1.ethsecp256k1.PubKey');
      const own = await keys.accountKeys(1);
      expect('0x' + Buffer.from(PubKey.decode(key.value).key).toString('hex')).toBe(
        own.evm.publicKey,
      );
    },
  );

  it(
    "NEAR, StakeWise, Chiliz and CXT forged for the new wallet's own accounts, settled, and " +
      'the NEAR withdraw waits for the unlock',
    () => {
      const delegators = (label: string) =>
        earlier
          .get(label)!
          .exchanges.filter((e) => /\/forge\//.test(e.url))
          .map((e) => e.requestBody.delegatorAddress);
      expect(delegators('own keys: NEAR staking')).toEqual([rig.accounts.ownNear]);
      expect(rig.accounts.ownNear).not.toBe(keys.near.accountId);
      expect(
        [
          'own keys: StakeWise staking',
          'own keys: Chiliz staking',
          'own keys: CXT staking',
          'own keys: CXT unstaking all',
        ].flatMap(delegators),
      ).toEqual(Array(5).fill(rig.accounts.ownEvm));
      for (const label of [
        'own keys: NEAR unstaking',
        'own keys: StakeWise unstaking',
        'own keys: Chiliz unstaking',
        'own keys: CXT claim rewards',
        'own keys: CXT unstaking all',
      ]) {
        const last = earlier
          .get(label)!
          .exchanges.filter((e) => e.url.startsWith('/v1/transaction?uuid='))
          .at(-1)!;
        expect(last.responseBody.txStatus, label).toBe('SUCCESS');
      }
      // The new implicit account's key starts at (head height - 1) x 10^6 on the NEAR node.
      const nonces = rig.rpc.sentNear
        .filter((entry) => entry.signedTransaction.transaction.signerId === rig.accounts.ownNear)
        .map((entry) => entry.signedTransaction.transaction.nonce);
      expect(nonces).toEqual([181_352_005_000_001n, 181_352_005_000_002n]);
      expect(earlier.get('own keys: CXT unstaking part')!.stdout).toContain('unstakeID 0.');
      expect(earlier.get('own keys: CXT unstaking all')!.stdout).toContain('unstakeID 1.');
      expect(earlier.get('own keys: NEAR withdraw, still locked')!.stderr.trim()).toBe(
        '1 NEAR unstaked in example-validator.poolv1.near, still locked: the pool unlocks it 4 ' +
          'epochs after your last unstake.',
      );
    },
  );

  it('the stake account the new wallet created is the one it unstaked, and the withdraw waits for the epoch', () => {
    const account = printedStakeAccount(earlier.get('own keys: Solana staking')!.stdout)!;
    expect(earlier.get('own keys: Solana unstaking the new stake account')!.stdout).toContain(
      `Deactivating stake account ${account}`,
    );
    expect(earlier.get('own keys: Solana withdraw, still deactivating')!.stderr.trim()).toBe(
      'Still deactivating in epoch 900: withdraw from epoch 901 on.',
    );
  });
});

describe('the sandbox page', () => {
  it('every curl command on it gets, in order, the status and the answer the page documents', async () => {
    await rig.sandbox.reset();
    const blocks = curlBlocks(
      readFileSync(path.join('content', 'docs', 'try-without-an-account.mdx'), 'utf8'),
    );
    expect(blocks.length).toBeGreaterThanOrEqual(12);
    const from = rig.proxy.exchanges.length;
    for (const block of blocks) {
      const compared = compareAnswer(block, await runCurl(block.code, rig.apiUrl));
      expect(compared.ok, `${block.code}\n${compared.why}`).toBe(true);
    }
    // Every answer passed the referee.
    expect(rig.proxy.exchanges.slice(from).filter((e) => e.refereeRefused)).toEqual([]);
  });

  it(
    'npm run sandbox listens where SANDBOX_HOST and SANDBOX_PORT say, prints the key, and ' +
      'stops on SIGTERM',
    async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/sandbox/sandbox.mjs'], {
        env: { ...process.env, SANDBOX_HOST: '127.0.0.1', SANDBOX_PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let printed = '';
      child.stdout.on('data', (chunk) => (printed += chunk));
      try {
        await waitUntilUp(`http://127.0.0.1:${port}/status`, { timeoutMs: 60_000 });
        expect(printed).toContain(`Sandbox on http://127.0.0.1:${port}`);
        expect(printed).toContain('mk_sandbox_0000000000000000000000000000000000000000');
        expect(printed).toContain('staging:  sk_sandbox_1111111111111111111111111111111111111111');
        expect((await fetch(`http://127.0.0.1:${port}/status`)).status).toBe(204);
      } finally {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
      }
    },
  );
});

describe('every operation of the API description is called by a program that runs here', () => {
  it('each of the 60 operations was called, and answered with a success, by at least one program run above', () => {
    const operations = allOperationIds(rig.document);
    expect(operations).toHaveLength(60);
    const called = calledOperations(rig.document, sentByPrograms);
    expect(
      operations.filter((operationId) => !called.has(operationId)),
      'called by no program',
    ).toEqual([]);
  });
});
