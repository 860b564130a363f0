// The chain state the sandbox starts from: a fixed, documented snapshot of every chain the API
// forges for, as the real API would read it from its nodes (nonces, sequences, account numbers,
// public keys, validators, balances, stakes, unbondings, a recent blockhash, a vault's share
// price). Each family's part is in its module, chains/<family>.mjs (its `snapshot()`), and is
// copied when the family is first used; the copy changes as transactions settle, and a restart
// starts from here again. This module holds what the families share. The guide "Try every call
// without an account" lists what the snapshot holds.
//
// The accounts in it are the public test keys of scripts/examples/test-keys.mjs (never fund them):
// the description's request examples are theirs, and every one of them succeeds against a fresh
// sandbox. Any other well-formed address is an account with DEFAULT_BALANCE of the chain's token
// and nothing staked; on the Tendermint chains its account number is derived from the address.
//
// Validators, pools, vaults and contracts: the description's example values, plus addresses
// derived from sha256 of a label where a chain needs a second one (example values, not real ones).
import { createHash } from 'node:crypto';
import { RESTAKE_BOTS } from '../../lib/chains/tendermint/restake-bots';
/** @import { SnapshotAccount } from './ledger.mjs' */

/** The day the fixed chains (Solana's epoch and blockhash, Asset Hub's head) stand at. */
export const SNAPSHOT_DATE = '2026-01-08';
/** What every address the snapshot does not list holds, in the chain's main unit. */
export const DEFAULT_BALANCE = '10000';

/**
 * The first `length` bytes of sha256 of a label: the seed of an example address or hash.
 * @param {string} label
 * @param {number} length
 */
export function labelBytes(label, length) {
  return createHash('sha256').update(label).digest().subarray(0, length);
}

export const EXAMPLE = Object.freeze({
  chilizValidator: '0x9A4E30474410641EFc10E1dA2eAA96b3981F26AE',
  cxtValidator: '0x2E7ECa7BabDE9AD00914E15233e43B0e587A8615',
  polValidator: '0xf45E1B0165CdA930fE44ffcC95245Da7314A1e3B',
  polValidator2: '0x6ebD37060f92c8512bCa2b3dB91Bf4C31cc7332A',
  stakewiseVault: '0xbB4ECDFD3B4c54E26761DcED760445D3b9593472',
  stakewiseUnstakeTxHash: '0xd0414280f5cb29e585ec0fdd7ea82c8688504d5d01df48bc7e25764722cecafa',
  atomValidator: 'cosmosvaloper123dc8a7lddwhu8eq938rzj7hu2rryq7vz7z04p',
  atomValidator2: 'cosmosvaloper1vyku6rgj9ftg6tjgx766qktlfvh3thg6ks8cmn',
  atomRestakeBot: RESTAKE_BOTS.ATOM,
  injValidator: 'injvaloper15e6gcvnq0mtsxjxh4f0jmjw34sxs2j0yqkhl5g',
  solVoteAccount: 'Adr41dSaGqHZg5XcdELczSfWUWtKU4zvrseJBHiubQbD',
  solVoteAccount2: '6QnC9KyVWxconLxxw64dE69CnfdTTMSVj5zDajBzZjuN',
  nearPool: 'example-validator.poolv1.near',
  egldProvider: 'erd1qqqqqqqqqqqqqqqpqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqp0llls5uh2yt',
  dotPool: 42,
});

/** Since when the snapshot's stakes have earned (reporting accrues rewards from this day). */
export const STAKED_SINCE = '2025-06-01';

/**
 * The order in which the ledger, and so every report, lists the identifiers the snapshot holds,
 * whichever family is used first; an identifier first used later comes after these. The reporting
 * example's expected output (content/docs/examples/reporting-dashboard-example.mdx) shows it.
 */
export const HOLDINGS_ORDER = Object.freeze([
  'CHILIZ',
  'CXT',
  'POL',
  'STAKEWISE',
  'NEAR',
  'EGLD',
  'DOT',
  'SOL',
  'ATOM',
  'INJ',
]);

/**
 * A family's part of the snapshot (chains/<family>.mjs `snapshot()`): what its nodes hold besides
 * the ledger, its identifiers' rows of the ledger (identifier → wallet → holdings, amounts as
 * decimal strings in the chain's main unit), and the wallets ("identifier:wallet") the sandbox's
 * account holds besides those rows.
 * @template [State=object]
 * @typedef {object} FamilySnapshot
 * @property {State} state
 * @property {Record<string, Record<string, SnapshotAccount>>} ledger
 * @property {string[]} [wallets]
 */
