// Solana (SOL): plain data, no chain library, so the forge (forge.ts), the sandbox, search, the
// transaction check and the chain pages read the one list. Each fact group names its primary source.
import type { Explorer, Limit, Network, Signing, Timing, Token } from '../base/fact-types';

const SOLANA_SDK = 'https://github.com/anza-xyz/solana-sdk/blob/HEAD';

export const TOKEN: Token = /* @__PURE__ */ Object.freeze({
  symbol: 'SOL',
  decimals: 9,
  baseUnit: 'lamports',
  source: `${SOLANA_SDK}/native-token/src/lib.rs`,
});

export const NETWORK: Network = /* @__PURE__ */ Object.freeze({
  name: 'Solana mainnet-beta',
  chainId: 'mainnet-beta',
  source: 'https://solana.com/docs/references/clusters',
});

export const EXPLORER: Explorer = /* @__PURE__ */ Object.freeze({
  transactionUrl: 'https://explorer.solana.com/tx/',
  source: 'https://solana.com/docs/references/clusters',
});

/** The Stake program, which owns every stake account. */
export const STAKE_PROGRAM = /* @__PURE__ */ Object.freeze({
  address: 'Stake11111111111111111111111111111111111111',
  source: `${SOLANA_SDK}/sdk-ids/src/lib.rs`,
});

/**
 * The rent-exempt reserve of a 200-byte stake account: (128 + 200) bytes × 6,960 lamports per byte
 * (DEFAULT_LAMPORTS_PER_BYTE, and ACCOUNT_STORAGE_OVERHEAD = 128 in the SDK's rent module).
 */
export const STAKE_RENT_EXEMPT_RESERVE = /* @__PURE__ */ Object.freeze({
  lamports: 2_282_880,
  source: `${SOLANA_SDK}/rent/src/lib.rs`,
});

/**
 * An epoch: 432,000 slots (DEFAULT_SLOTS_PER_EPOCH) of 400 ms (DEFAULT_MS_PER_SLOT), about 2 days;
 * a blockhash is accepted for 150 blocks (MAX_PROCESSING_AGE), about a minute.
 */
export const CLOCK = /* @__PURE__ */ Object.freeze({
  slotsPerEpoch: 432_000,
  msPerSlot: 400,
  blockhashMaxAge: 150,
  source: `${SOLANA_SDK}/clock/src/lib.rs`,
});

export const TIMING = /* @__PURE__ */ Object.freeze({
  kind: 'deactivation',
  period:
    'until the end of the epoch of the unstake (an epoch is 432,000 slots, about 2 days); a ' +
    'network-wide rate limit can spread a very large deactivation over more epochs',
  days: 2,
  meanwhile:
    'The stake account deactivates at the next epoch boundary and earns nothing after it; ' +
    'until then it can only be delegated again to the same validator (which cancels the ' +
    'unstake); once inactive, withdraw moves its lamports to the wallet, and withdrawing ' +
    'everything closes the account.',
  source: `${SOLANA_SDK}/clock/src/lib.rs`,
  verified: true,
  count: { value: 1, unit: 'epochs' },
  epochLength: { value: 432_000, unit: 'slots' },
} as Timing);

export const LIMITS: readonly Limit[] = /* @__PURE__ */ Object.freeze([
  {
    rule:
      'a new stake account holds the rent-exempt reserve (0.00228288 SOL) on top of the amount ' +
      'staked; a partial unstake prefunds the split account with it too',
    source: `${SOLANA_SDK}/rent/src/lib.rs`,
    verified: true,
  },
  {
    rule: 'withdraw only from an inactive stake account (after the deactivation epoch)',
    source: STAKE_PROGRAM.source,
    verified: true,
  },
  {
    rule: 'sign and send within 150 blocks of the blockhash the transaction carries (about a minute), or forge again',
    source: `${SOLANA_SDK}/clock/src/lib.rs`,
    verified: true,
  },
]);

/** The broadcast call of SOL. */
export const BROADCAST_OPERATION = 'broadcastSolTransaction';

export const SIGNING: Signing = /* @__PURE__ */ Object.freeze({
  formats: [
    'hash: base64 of the unsigned wire transaction (legacy message); the wallet is the fee payer and the only signer',
  ],
  libraries: [
    { name: '@solana/web3.js 1.x', package: '@solana/web3.js' },
    { name: '@solana/kit', package: '@solana/kit' },
  ],
  send: 'broadcast',
  encodedTransaction: 'base64 of the signed wire transaction',
  hash: { base58Bytes: 64, text: 'base58 of 64 bytes' },
});

/** How the APR is earned on Solana. */
export const YIELD_MEANING =
  'Inflation rewards are paid into each active stake account at the start of every epoch, ' +
  "after the validator's commission: they compound into the stake with no claim transaction.";

export const NAME = 'Solana';
