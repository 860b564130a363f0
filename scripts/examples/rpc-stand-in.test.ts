// @vitest-environment node
/**
 * The RPC stand-in the example programs talk to, as an attacker and a careless client would use it:
 * NEAR's send_tx takes only a transaction signed by an access key of its signer, naming the last
 * final block, with a nonce above the key's (and below the chain's bound), and answers its real
 * hash; the contract reads and events the NEAR, StakeWise, Chiliz and CXT programs check before they
 * sign, or print after, come from the sandbox's chain state.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Interface, Transaction as EvmTransaction, getAddress } from 'ethers';
import { KeyPair } from '@near-js/crypto';
import { KeyPairSigner } from '@near-js/signers';
import { actionCreators, createTransaction, encodeTransaction } from '@near-js/transactions';
import { baseDecode, baseEncode } from '@near-js/utils';
import { SandboxChain } from '../sandbox/chain.mjs';
import { EXAMPLE } from '../sandbox/snapshot.mjs';
import { forge as forgeEvm } from '../../lib/chains/evm/forge';
import { accountKeys, evm, evmWallet, near, nearKeyPair } from './test-keys.mjs';
import { createRpcStandIn } from './rpc-stand-in.mjs';
import type { ParsedJson } from '../sandbox/test-support';

let chain: SandboxChain;
let rpc: ReturnType<typeof createRpcStandIn>;
let url: string;
let own: Awaited<ReturnType<typeof accountKeys>>;

beforeAll(async () => {
  rpc = createRpcStandIn({ chain: () => chain, ethereum: { chainId: 1, blockNumber: 21_000_000 } });
  url = await rpc.listen();
  own = await accountKeys(1);
});
beforeEach(async () => {
  chain = await SandboxChain.create({ now: () => new Date('2026-01-08T09:30:00Z') });
});
afterAll(() => rpc.close());

/** One JSON-RPC call: its result, or its error. */
async function call(
  method: string,
  params: unknown,
): Promise<{ result?: ParsedJson; error?: ParsedJson }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return response.json();
}

describe('NEAR', () => {
  const head = () => chain.state.near.head;
  const accessKey = (account_id: string, public_key: string) =>
    call('query', { request_type: 'view_access_key', finality: 'final', account_id, public_key });

  /** A stake of 1 NEAR in the example pool, signed; `change` edits the transaction before signing. */
  async function signedStake(
    keyPair: KeyPair,
    signerId: string,
    nonce: bigint,
    blockHash = head().hash,
  ) {
    const action = actionCreators.functionCall(
      'deposit_and_stake',
      {},
      75_000_000_000_000n,
      10n ** 24n,
    );
    const transaction = createTransaction(
      signerId,
      keyPair.getPublicKey(),
      EXAMPLE.nearPool,
      nonce,
      [action],
      baseDecode(blockHash),
    );
    const [, signed] = await new KeyPairSigner(keyPair).signTransaction(transaction);
    return {
      signed,
      hash: baseEncode(createHash('sha256').update(encodeTransaction(transaction)).digest()),
    };
  }
  const send = (signed: { encode(): Uint8Array }) =>
    call('send_tx', {
      signed_tx_base64: Buffer.from(signed.encode()).toString('base64'),
      wait_until: 'EXECUTED_OPTIMISTIC',
    });

  it(
    "view_access_key answers the test key's nonce and the last final block; a key the account " +
      'does not have is UNKNOWN_ACCESS_KEY',
    async () => {
      const { result } = await accessKey(near.accountId, near.publicKey);
      expect(result).toEqual({
        nonce: 152_437_211_000_007,
        permission: 'FullAccess',
        block_height: 181_352_006,
        block_hash: head().hash,
      });
      const stranger = KeyPair.fromRandom('ed25519').getPublicKey().toString();
      const { error } = await accessKey(near.accountId, stranger);
      expect(error.cause.name).toBe('UNKNOWN_ACCESS_KEY');
      expect((await accessKey('alice.near', near.publicKey)).error.cause.name).toBe(
        'UNKNOWN_ACCESS_KEY',
      );
    },
  );

  it('an implicit account has its own key, added at the block before the head: nonce (height - 1) × 10^6', async () => {
    const { result } = await accessKey(
      own.near.accountId,
      own.near.keyPair.getPublicKey().toString(),
    );
    expect(result.nonce).toBe(181_352_005_000_000);
    // The same key does not open another implicit account.
    expect(
      (await accessKey(near.accountId, own.near.keyPair.getPublicKey().toString())).error.cause
        .name,
    ).toBe('UNKNOWN_ACCESS_KEY');
  });

  it(
    'send_tx takes a transaction signed by the key, answers its hash, moves the nonce on, and ' +
      'refuses it a second time',
    async () => {
      const { signed, hash } = await signedStake(
        nearKeyPair(),
        near.accountId,
        152_437_211_000_008n,
      );
      const sent = await send(signed);
      expect(sent.result.transaction.hash).toBe(hash);
      expect(sent.result.status).toEqual({ SuccessValue: '' });
      expect((await accessKey(near.accountId, near.publicKey)).result.nonce).toBe(
        152_437_211_000_008,
      );
      expect(rpc.sentNear.map((entry) => entry.hash)).toContain(hash);
      const again = await send(signed);
      expect(again.error.data).toBe(
        'InvalidNonce: tx_nonce 152437211000008, ak_nonce 152437211000008',
      );
    },
  );

  it(
    'send_tx refuses a signature by another key, a key the signer does not have, an old block ' +
      'and a nonce beyond the bound',
    async () => {
      const other = KeyPair.fromRandom('ed25519');
      // The test account's public key in the transaction, signed by another key.
      const action = actionCreators.functionCall(
        'deposit_and_stake',
        {},
        75_000_000_000_000n,
        10n ** 24n,
      );
      const forged = createTransaction(
        near.accountId,
        nearKeyPair().getPublicKey(),
        EXAMPLE.nearPool,
        152_437_211_000_008n,
        [action],
        baseDecode(head().hash),
      );
      const { SignedTransaction, Signature } = await import('@near-js/transactions');
      const digest = createHash('sha256').update(encodeTransaction(forged)).digest();
      const wrongSignature = new SignedTransaction({
        transaction: forged,
        signature: new Signature({ keyType: 0, data: other.sign(digest).signature }),
      });
      expect((await send(wrongSignature)).error.data).toMatch(/^InvalidSignature/);

      const notTheAccounts = await signedStake(other, near.accountId, 152_437_211_000_008n);
      expect((await send(notTheAccounts.signed)).error.data).toMatch(/^InvalidAccessKeyError/);

      const stale = await signedStake(
        nearKeyPair(),
        near.accountId,
        152_437_211_000_008n,
        baseEncode(createHash('sha256').update('an old block').digest()),
      );
      expect((await send(stale.signed)).error.data).toMatch(/^Expired/);

      const tooLarge = await signedStake(nearKeyPair(), near.accountId, 181_352_006_000_000n);
      expect((await send(tooLarge.signed)).error.data).toBe(
        'NonceTooLarge: tx_nonce 181352006000000',
      );
      expect(
        rpc.sentNear.filter(
          (entry) =>
            entry.hash === notTheAccounts.hash ||
            entry.hash === stale.hash ||
            entry.hash === tooLarge.hash,
        ),
      ).toEqual([]);
    },
  );

  it(
    "the pool's get_account view reads the ledger: 500 staked, 100 unstaked that can be " +
      'withdrawn; a locked part makes all of it locked',
    async () => {
      const view = async (account_id: string) => {
        const args_base64 = Buffer.from(JSON.stringify({ account_id })).toString('base64');
        const { result } = await call('query', {
          request_type: 'call_function',
          finality: 'final',
          account_id: EXAMPLE.nearPool,
          method_name: 'get_account',
          args_base64,
        });
        return JSON.parse(Buffer.from(result.result).toString('utf8'));
      };
      expect(await view(near.accountId)).toEqual({
        account_id: near.accountId,
        staked_balance: '500000000000000000000000000',
        unstaked_balance: '100000000000000000000000000',
        can_withdraw: true,
      });
      chain.ledger
        .account('NEAR', near.accountId)
        .unbonding.push({ validator: EXAMPLE.nearPool, amount: 10n ** 24n, claimable: false });
      expect(await view(near.accountId)).toMatchObject({
        unstaked_balance: '101000000000000000000000000',
        can_withdraw: false,
      });
      expect(await view('nobody.near')).toEqual({
        account_id: 'nobody.near',
        staked_balance: '0',
        unstaked_balance: '0',
        can_withdraw: true,
      });
      const notAPool = await call('query', {
        request_type: 'call_function',
        finality: 'final',
        account_id: 'wrap.near',
        method_name: 'get_account',
        args_base64: '',
      });
      expect(notAPool.error.cause.name).toBe('UNKNOWN_ACCOUNT');
    },
  );
});

describe('Solana', () => {
  it("getBalance answers a stake account's lamports, as a node does, and a wallet's", async () => {
    const balance = async (address: string) =>
      ((await call('getBalance', [address])).result as { value: number }).value;
    const [stakeAccount, account] = Object.entries(
      chain.state.solana.stakeAccounts as Record<string, { lamports: number; withdrawer: string }>,
    )[0]!;
    expect(await balance(stakeAccount)).toBe(10_002_282_880);
    expect(account.lamports).toBe(10_002_282_880);
    expect(await balance(account.withdrawer)).toBe(12_345_678_900);
  });
});

describe('Ethereum-type contracts', () => {
  const coder = new Interface([
    'function getValidatorMetadata(uint128 validatorId) view returns (address _address, ' +
      'uint128 staked, uint128 delegated, uint128 commissionRate, uint256 disabledAtBlock)',
    'function convertToShares(uint256 assets) view returns (uint256)',
    'function convertToAssets(uint256 shares) view returns (uint256)',
    'function getShares(address account) view returns (uint256)',
    'function getUndelegatePeriod() view returns (uint32)',
    'function getEpochBlockInterval() view returns (uint32)',
    'function allowance(address owner, address spender) view returns (uint256)',
    'event Unstaked(uint128 indexed validatorId, address indexed delegator, uint128 amount, uint128 unstakeId)',
  ]);
  const CXT_STAKING = '0x7a1F6B2A836105204cba035bBb3Ee22F233d6E93';
  const CXT_TOKEN = '0x7ABc8A5768E6bE61A6c693a6e4EAcb5B60602C4D';
  async function read(to: string, name: string, args: unknown[] = []) {
    const answer = await call('eth_call', [
      { to, data: coder.encodeFunctionData(name, args) },
      'latest',
    ]);
    return answer.error
      ? answer
      : { result: coder.decodeFunctionResult(name, answer.result).toArray() };
  }
  async function sendSigned(serializedUnsignedTx: string) {
    const tx = EvmTransaction.from(serializedUnsignedTx);
    tx.signature = evmWallet().signingKey.sign(tx.unsignedHash);
    await call('eth_sendRawTransaction', [tx.serialized]);
    return tx.hash;
  }

  it(
    "CXT's getValidatorMetadata names the operator of an id (3 is the example validator); an " +
      'unknown id reverts',
    async () => {
      expect((await read(CXT_STAKING, 'getValidatorMetadata', [3n])).result![0]).toBe(
        getAddress(EXAMPLE.cxtValidator),
      );
      expect((await read(CXT_STAKING, 'getValidatorMetadata', [4n])).error.message).toBe(
        'execution reverted: Invalid validator',
      );
    },
  );

  it(
    'a StakeWise vault converts at its share price (1,036 ETH for 1,000 shares) and reads the ' +
      "test key's 2 ETH as shares",
    async () => {
      expect(
        (await read(EXAMPLE.stakewiseVault, 'convertToShares', [1_036n * 10n ** 18n])).result,
      ).toEqual([1_000n * 10n ** 18n]);
      expect(
        (await read(EXAMPLE.stakewiseVault, 'convertToAssets', [1_000n * 10n ** 18n])).result,
      ).toEqual([1_036n * 10n ** 18n]);
      expect((await read(EXAMPLE.stakewiseVault, 'getShares', [evm.address])).result).toEqual([
        (2n * 10n ** 18n * 1_000n) / 1_036n,
      ]);
      expect((await read(EXAMPLE.stakewiseVault, 'getShares', [own.evm.address])).result).toEqual([
        0n,
      ]);
    },
  );

  it("Chiliz's ChainConfig: an undelegate period of 7 epochs of 28,800 blocks", async () => {
    const config = '0x0000000000000000000000000000000000007003';
    expect((await read(config, 'getUndelegatePeriod')).result).toEqual([7n]);
    expect((await read(config, 'getEpochBlockInterval')).result).toEqual([28_800n]);
  });

  it(
    'a CXT unstake has no receipt until the sandbox settles it; then its Unstaked event ' +
      "carries the sandbox's unstakeID",
    async () => {
      const request = {
        delegatorAddress: evm.address,
        validatorAddress: EXAMPLE.cxtValidator,
        amount: '1000',
      };
      const { transaction, plan } = await chain.forge('forgeCxtUnstake', {}, request);
      const hash = await sendSigned(
        (transaction as { serializedUnsignedTx: string }).serializedUnsignedTx,
      );
      expect((await call('eth_getTransactionReceipt', [hash])).result).toBeNull();
      expect(plan.apply(hash)).toBe(true);
      const receipt = (await call('eth_getTransactionReceipt', [hash])).result;
      expect(receipt.status).toBe('0x1');
      const [log] = receipt.logs;
      expect(getAddress(log.address)).toBe(CXT_STAKING);
      expect(coder.parseLog(log)!.args.toArray()).toEqual([
        3n,
        evm.address,
        1_000n * 10n ** 18n,
        1n,
      ]);
    },
  );

  it(
    "CXT's getDelegatorMetadata gives what is left in each unstaking by its unstakeID: the " +
      "test key's 2,000 CXT in unstaking 0, then 0 once a withdrawal of everything settles",
    async () => {
      const coder = new Interface([
        'function getDelegatorMetadata(address delegator, uint128 validatorId) view returns ' +
          '(uint128 staked, uint128 rewards, uint128 commissionEarned, ' +
          'uint128[] unstakingAmounts, uint128[] unstakingsEndEpochs)',
      ]);
      const unstakings = async () => {
        const answer = await call('eth_call', [
          {
            to: CXT_STAKING,
            data: coder.encodeFunctionData('getDelegatorMetadata', [evm.address, 3n]),
          },
          'latest',
        ]);
        return coder.decodeFunctionResult('getDelegatorMetadata', answer.result)[3].toArray();
      };
      expect(await unstakings()).toEqual([2_000n * 10n ** 18n]);
      const request = {
        delegatorAddress: evm.address,
        validatorAddress: EXAMPLE.cxtValidator,
        unstakeID: 0,
      };
      const { plan } = await chain.forge('forgeCxtWithdraw', {}, request);
      expect(plan.apply('0x' + 'ab'.repeat(32))).toBe(true);
      expect(await unstakings()).toEqual([0n]);
    },
  );

  it('an approval raises the allowance the stake pulls with, and the stake spends it', async () => {
    const allowance = async () =>
      (await read(CXT_TOKEN, 'allowance', [evm.address, CXT_STAKING])).result![0];
    const state = {
      nonce: 12,
      cxtValidatorId: (address: string) =>
        getAddress(address) === getAddress(EXAMPLE.cxtValidator) ? 3n : undefined,
    };
    await sendSigned(
      forgeEvm('forgeCxtApprove', { delegatorAddress: evm.address, amount: '5000' }, state)
        .serializedUnsignedTx,
    );
    expect(await allowance()).toBe(5_000n * 10n ** 18n);
    await sendSigned(
      forgeEvm(
        'forgeCxtStake',
        { delegatorAddress: evm.address, validatorAddress: EXAMPLE.cxtValidator, amount: '3000' },
        { ...state, nonce: 13 },
      ).serializedUnsignedTx,
    );
    expect(await allowance()).toBe(2_000n * 10n ** 18n);
  });
});
