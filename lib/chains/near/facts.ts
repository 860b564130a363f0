// NEAR: plain data, no chain library, so the forge (forge.ts), the sandbox, search, the
// transaction check and the chain pages read the one list. Each fact group names its primary source.
import type { Explorer, Limit, Network, Signing, Timing, Token } from '../base/fact-types';

const STAKING_POOL = 'https://github.com/near/core-contracts/blob/HEAD/staking-pool/src/lib.rs';

export const TOKEN: Token = /* @__PURE__ */ Object.freeze({
  symbol: 'NEAR',
  decimals: 24,
  baseUnit: 'yoctoNEAR',
  source: 'https://docs.near.org/tools/near-api-js/utils',
});

export const NETWORK: Network = /* @__PURE__ */ Object.freeze({
  name: 'NEAR mainnet',
  chainId: 'mainnet',
  source: 'https://docs.near.org/protocol/network/epoch',
});

export const EXPLORER: Explorer = /* @__PURE__ */ Object.freeze({
  transactionUrl: 'https://nearblocks.io/txns/',
  source: 'https://nearblocks.io',
});

/**
 * Gas attached to every staking-pool call: 75 Tgas, what NEAR's own lockup contract attaches to each
 * staking-pool call (3 × BASE_GAS of 25 Tgas). The pool reserves 20 Tgas (ON_STAKE_ACTION_GAS) for
 * its callback on every call that restakes; 30 Tgas, which some staking examples attach, is known to fail.
 *
 * A wallet may attach more, up to the protocol's most for one call (`maxPerCall`, 300 Tgas): the
 * signer buys the attached gas at the network's gas price (`price`, yoctoNEAR per gas: the
 * minimum, 0.0001 NEAR per Tgas) and gets back what the call did not burn, so a call costs at most
 * maxPerCall × price, 0.03 NEAR.
 */
export const GAS = /* @__PURE__ */ Object.freeze({
  perCall: 75_000_000_000_000n,
  maxPerCall: 300_000_000_000_000n,
  price: 100_000_000n,
  source: 'https://github.com/near/core-contracts/blob/HEAD/lockup/src/gas.rs',
  limitsSource: 'https://docs.near.org/protocol/gas',
});

/** The staking pool's methods the forge calls, per action. */
export const POOL_METHODS = /* @__PURE__ */ Object.freeze({
  stake: 'deposit_and_stake (payable)',
  unstake: 'unstake({ amount })',
  withdraw: 'withdraw({ amount }) or withdraw_all()',
  source: STAKING_POOL,
});

export const TIMING = /* @__PURE__ */ Object.freeze({
  kind: 'unlock',
  period:
    '4 epochs after the epoch of the unstake (NUM_EPOCHS_TO_UNLOCK; 3 to 4 full epochs in ' +
    'practice); an epoch is 43,200 blocks, about 7.2 hours at 0.6 s blocks',
  days: 1.2,
  meanwhile:
    'The unstaked NEAR stay in the pool and earn nothing; the pool keeps one unlock epoch ' +
    'per account, and each new unstake sets it again for everything unstaked and not yet ' +
    'withdrawn. is_account_unstaked_balance_available tells when withdraw works.',
  source: STAKING_POOL,
  verified: true,
  count: { value: 4, unit: 'epochs' },
  epochLength: { value: 43_200, unit: 'blocks' },
} as Timing);

export const LIMITS: readonly Limit[] = /* @__PURE__ */ Object.freeze([
  {
    rule: 'amounts in the pool call are yoctoNEAR integer strings (U128), never numbers',
    source: STAKING_POOL,
    verified: true,
  },
  {
    rule:
      'each unstake resets the unlock epoch of everything unstaked in that pool: withdraw what ' +
      'is free before unstaking again',
    source: STAKING_POOL,
    verified: true,
  },
]);

/** NEAR has no broadcast call: the client sends the transaction and submits its hash. */
export const SEND_OPERATION = 'submitTransactionHash';

export const SIGNING: Signing = /* @__PURE__ */ Object.freeze({
  formats: [
    'signerId, receiverId and actions (one FunctionCall with methodName, args, gas and ' +
      'deposit); the signer adds nonce, public key and a recent block hash',
  ],
  libraries: [
    { name: 'near-api-js (@near-js/transactions)', package: '@near-js/transactions' },
    { name: '@near-js/crypto', package: '@near-js/crypto' },
  ],
  send: 'submitHash',
  encodedTransaction:
    'base64 of the Borsh-encoded SignedTransaction, sent with your own RPC (send_tx); then its hash to submitHash',
  hash: { base58Bytes: 32, text: 'base58 of 32 bytes' },
});

/** How the APR is earned on NEAR. */
export const YIELD_MEANING =
  "Rewards are restaked by the pool every epoch, after the pool's fee: the value of the pool " +
  'shares grows, with no claim transaction.';

export const NAME = 'NEAR';
