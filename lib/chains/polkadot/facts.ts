// Polkadot nomination pools (DOT) on Polkadot Asset Hub: plain data, no chain library, so the forge
// (forge.ts), the sandbox, search, the transaction check and the chain pages read the one list.
// Each fact group names its primary source: the Asset Hub runtime (polkadot-fellows/runtimes).
import type { Explorer, Limit, Network, Signing, Timing, Token } from '../base/fact-types';

const ASSET_HUB_RUNTIME =
  'https://github.com/polkadot-fellows/runtimes/blob/HEAD/system-parachains/asset-hubs/asset-hub-polkadot/src';

export const TOKEN: Token = /* @__PURE__ */ Object.freeze({
  symbol: 'DOT',
  decimals: 10,
  baseUnit: 'planck',
  source:
    'https://github.com/polkadot-fellows/runtimes/blob/HEAD/relay/polkadot/constants/src/lib.rs',
});

/**
 * Polkadot Asset Hub, where staking and the pools run since the Asset Hub migration: the network is
 * named by its genesis hash.
 */
export const NETWORK: Network = /* @__PURE__ */ Object.freeze({
  name: 'Polkadot Asset Hub',
  chainId: '0x68d56f15f85d3136970ec16946040bc1752654e906147f7e43e9d539d7c3de2f',
  // The genesis block of Asset Hub: the hash every Asset Hub signature commits to.
  source: 'https://assethub-polkadot.subscan.io/block/0',
});

/** Addresses: SS58 with network prefix 0 (they start with 1). */
export const SS58_PREFIX = /* @__PURE__ */ Object.freeze({
  prefix: 0,
  source: 'https://github.com/paritytech/ss58-registry/blob/HEAD/ss58-registry.json',
});

export const EXPLORER: Explorer = /* @__PURE__ */ Object.freeze({
  transactionUrl: 'https://assethub-polkadot.subscan.io/extrinsic/',
  source: 'https://assethub-polkadot.subscan.io',
});

/** The `nominationPools` call of each forge action. */
export const POOL_CALLS = /* @__PURE__ */ Object.freeze({
  stake: 'join(amount, pool_id)',
  addToStake: 'bond_extra(FreeBalance(amount))',
  restakeRewards: 'bond_extra(Rewards) (bond_extra_other for poolMemberAddress)',
  unstake: 'unbond(member_account, unbonding_points)',
  withdraw: 'withdraw_unbonded(member_account, num_slashing_spans)',
  claimRewards: 'claim_payout() (claim_payout_other for poolMemberAddress)',
  source:
    'https://github.com/paritytech/polkadot-sdk/blob/HEAD/substrate/frame/nomination-pools/src/lib.rs',
});

export const TIMING = /* @__PURE__ */ Object.freeze({
  kind: 'unbonding',
  period:
    "28 eras of 24 hours (BondingDuration), the spec's 28 days, while nominators are " +
    'slashable; 2 eras (NominatorFastUnbondDuration) once governance sets ' +
    'Staking.AreNominatorsSlashable to false',
  days: 28,
  meanwhile:
    'The unbonded DOT stay locked in the pool and earn nothing; withdraw_unbonded moves them ' +
    'to the member once the duration in force when it unbonded has passed. A member holds a ' +
    'limited number of unlocking chunks.',
  source: `${ASSET_HUB_RUNTIME}/staking/mod.rs`,
  verified: true,
  readFrom:
    'api.query.staking.areNominatorsSlashable(), api.consts.staking.bondingDuration and ' +
    'nominatorFastUnbondDuration on Asset Hub',
  count: { value: 28, unit: 'eras' },
} as Timing);

export const LIMITS: readonly Limit[] = /* @__PURE__ */ Object.freeze([
  {
    rule: 'an account is a member of one pool at a time, and the pool must be Open to join',
    source: POOL_CALLS.source,
    verified: true,
  },
  {
    rule: 'joining bonds at least MinJoinBond (a storage value of the pools pallet: read nominationPools.minJoinBond)',
    source: POOL_CALLS.source,
    verified: false,
  },
  {
    rule:
      "keep the existential deposit (0.01 DOT on Asset Hub) in the account's free balance: " +
      'read api.consts.balances.existentialDeposit',
    source:
      'https://github.com/polkadot-fellows/runtimes/tree/HEAD/system-parachains/asset-hubs/asset-hub-polkadot',
    verified: false,
  },
]);

/** The broadcast call of DOT. */
export const BROADCAST_OPERATION = 'broadcastDotTransaction';

export const SIGNING: Signing = /* @__PURE__ */ Object.freeze({
  formats: [
    'extrinsicHex: the unsigned extrinsic (a nominationPools call), 0x hex; the signer adds ' +
      'era, nonce and tip against Asset Hub',
  ],
  libraries: [
    { name: '@polkadot/api', package: '@polkadot/api' },
    { name: 'polkadot-api (PAPI)', package: 'polkadot-api' },
  ],
  send: 'broadcast',
  encodedTransaction: 'the signed extrinsic, 0x hex (not base64)',
  hash: { pattern: '^0x[0-9a-fA-F]{64}$', text: '0x and 64 hex digits' },
});

/** How the APR is earned in a nomination pool. */
export const YIELD_MEANING =
  "The pool's nominations earn era rewards, shared among members by their points after the " +
  "pool's commission; they wait in the pool until claimRewards (claim_payout) pays them or " +
  'restakeRewards (bond_extra Rewards) bonds them. Any bond_extra or unbond pays pending ' +
  'rewards out first.';

export const NAME = 'Polkadot';
