// The chain state the sandbox starts from: a fixed, documented snapshot of every chain the API
// forges for, as the real API would read it from its nodes (nonces, sequences, account numbers,
// public keys, validators, balances, stakes, unbondings, a recent blockhash, a vault's share
// price). The sandbox copies it at start and changes the copy as transactions settle; a restart
// starts from here again. The guide "Try every call without an account" lists what it holds.
//
// The accounts in it are the public test keys of scripts/examples/test-keys.mjs (never fund them):
// the description's request examples are theirs, and every one of them succeeds against a fresh
// sandbox. Any other well-formed address is an account with DEFAULT_BALANCE of the chain's token
// and nothing staked; on the Tendermint chains its account number is derived from the address.
//
// Validators, pools, vaults and contracts: the description's example values, plus addresses
// derived from sha256 of a label where a chain needs a second one (example values, not real ones).
import { createHash } from 'node:crypto';
import { toBech32 } from '@cosmjs/encoding';
import { PublicKey } from '@solana/web3.js';
import { getAddress } from 'ethers';
import { baseEncode } from '@near-js/utils';
import { evm, tendermint, sol, near, egld, dot } from '../examples/test-keys.mjs';
import { CHAINS as TM_CHAINS, valoperPrefix } from '../../lib/chains/tendermint/forge.mjs';
import { seedAddress } from '../../lib/chains/solana/forge.mjs';
import { RESTAKE_BOTS } from '../../lib/chains/tendermint/restake-bots.mjs';
/** @import { StakeAccount } from '../../lib/chains/solana/forge.mjs' */
/** @import { SnapshotAccount } from './ledger.mjs' */

/** The day the fixed chains (Solana's epoch and blockhash, Asset Hub's head) stand at. */
export const SNAPSHOT_DATE = '2026-01-08';
/** What every address the snapshot does not list holds, in the chain's main unit. */
export const DEFAULT_BALANCE = '10000';

/**
 * @param {string} label
 * @param {number} length
 */
function labelBytes(label, length) {
  return createHash('sha256').update(label).digest().subarray(0, length);
}
/**
 * An example EVM address derived from a label (checksummed).
 * @param {string} label
 */
export function exampleEvmAddress(label) {
  return getAddress('0x' + labelBytes(label, 20).toString('hex'));
}
/**
 * An example bech32 address with `prefix`, derived from a label.
 * @param {string} prefix
 * @param {string} label
 */
export function exampleBech32(prefix, label) {
  return toBech32(prefix, labelBytes(label, 20));
}
/**
 * An example Solana address derived from a label.
 * @param {string} label
 */
export function exampleSolAddress(label) {
  return new PublicKey(labelBytes(label, 32)).toBase58();
}

/**
 * The account number the sandbox gives a Tendermint account the snapshot does not list.
 * @param {string} address
 */
export function derivedAccountNumber(address) {
  return 1_000_000n + BigInt(labelBytes(`account ${address}`, 4).readUInt32BE(0) % 9_000_000);
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

/** The two stake accounts of the test wallet: one active, one deactivated before this epoch. */
export const SOL_EPOCH = 900;
export const SOL_ACTIVE_SEED = 'stake:2025-11-20:1';
export const SOL_INACTIVE_SEED = 'stake:2025-11-20:2';

/**
 * Annual percentage rates per staking identifier (sandbox figures, not market data), used for the
 * yield call and to accrue the rewards the reporting calls show. BTC has none: its yield is 404.
 */
export const APR = /** @type {Readonly<Record<string, number | null>>} */ (Object.freeze({
  CHILIZ: 8.2, CXT: 11.5, POL: 4.1, STAKEWISE: 3.0, NEAR: 9.4, EGLD: 7.6, ATOM: 14.73, EVMOS: 10.2, INJ: 11.9,
  OSMO: 5.6, TIA: 10.8, JUNO: 12.4, AXL: 7.3, DYDX: 9.1, STARS: 14.1, AKT: 12.7, DYM: 6.4, LUNA: 11.2, SEI: 5.2,
  FLIX: 15.3, KAVA: 6.9, COREUM: 8.8, SAGA: 9.7, XPRT: 13.5, UX: 10.1, CRO: 8.6, BAND: 12.2, HUAHUA: 16.4,
  FET: 6.1, PASG: 13.9, HEART: 17.2, KYVE: 8.4, SOMM: 7.8, XPLA: 9.9, BTSG: 15.6, IRIS: 10.6, MED: 7.1,
  CTK: 9.3, QSR: 11.1, SOL: 6.82, DOT: 13.4, BTC: null,
}));

/**
 * Where the era and epoch clocks stand (sandbox figures, not the chains' real numbers). The
 * sandbox's clock does not move: an unbonding the snapshot lists as ready was started long enough
 * before these; one started in the sandbox stays unbonding until a restart.
 */
export const DOT_CURRENT_ERA = 2_041;
export const EGLD_EPOCH = 1_988;

/** Since when the snapshot's stakes have earned (reporting accrues rewards from this day). */
export const STAKED_SINCE = '2025-06-01';

/**
 * A Tendermint account as the chain's auth module knows it; `publicKey` (base64, compressed) is
 * null until the account's first transaction records it.
 * @typedef {{ accountNumber: bigint, sequence: number, publicKey: string | null }} TendermintAccount
 */

/**
 * An auto-restake grant: the validators the restake bot may delegate to, and until when.
 * @typedef {{ validators: string[], expiration: Date }} RestakeGrant
 */

/**
 * A StakeWise exit-queue position, by the hash of the unstake that entered it.
 * @typedef {object} StakeWiseExit
 * @property {string} vault
 * @property {string} owner
 * @property {boolean} claimable
 * @property {bigint} positionTicket
 * @property {bigint} timestamp
 * @property {bigint} exitQueueIndex
 */

/**
 * NEAR besides the ledger: the staking pools, the last final block, and the nonce of each access key
 * the snapshot lists (account → public key "ed25519:…" → nonce). The RPC stand-in fills a
 * transaction's nonce and block hash from these and moves the nonce on when it takes one.
 * @typedef {object} NearState
 * @property {string[]} pools
 * @property {{ height: number, hash: string }} head
 * @property {Record<string, Record<string, number>>} accessKeys
 */

/**
 * What the chains hold, per family, besides the ledger: what the real API reads from its nodes.
 * @typedef {object} ChainState
 * @property {object} evm
 * @property {Record<'ETHEREUM' | 'CHILIZ', Record<string, number>>} evm.nonces per network, per address
 * @property {string[]} evm.chilizValidators
 * @property {Record<string, bigint>} evm.cxtValidators operator address → validatorId
 * @property {Record<string, bigint>} evm.polValidators ValidatorShare contract → validator id
 * @property {Record<string, { totalAssets: bigint, totalShares: bigint }>} evm.stakewiseVaults
 * @property {Record<string, StakeWiseExit>} evm.stakewiseExits by the unstake's hash, lower case
 * @property {Record<string, Record<string, number>>} evm.cxtUnstakings per delegator, per validator: how many
 *   unstakings the CXT staking contract has made (the next unstakeID)
 * @property {object} tendermint
 * @property {Record<string, Record<string, TendermintAccount>>} tendermint.accounts per chain, per address
 * @property {Record<string, string[]>} tendermint.validators per chain
 * @property {Record<string, string>} tendermint.grantees per chain: the restake bot
 * @property {Record<string, Record<string, RestakeGrant>>} tendermint.grants per chain, per granter
 * @property {object} solana
 * @property {number} solana.epoch
 * @property {string} solana.recentBlockhash
 * @property {string[]} solana.voteAccounts
 * @property {Record<string, StakeAccount>} solana.stakeAccounts
 * @property {NearState} near
 * @property {object} multiversx
 * @property {Record<string, number>} multiversx.nonces
 * @property {string[]} multiversx.providers delegation contracts
 * @property {number} multiversx.epoch the current epoch
 * @property {object} polkadot
 * @property {Record<string, number>} polkadot.nonces
 * @property {Record<string, 'Open' | 'Blocked' | 'Destroying'>} polkadot.pools
 * @property {number} polkadot.currentEra
 * @property {string} polkadot.minJoinBond the pools' MinJoinBond, in DOT
 * @property {Record<string, Record<string, SnapshotAccount>>} ledger identifier → wallet → holdings
 */

/** @param {string} amount */
const units = (amount) => ({ amount });

/**
 * A fresh copy of the snapshot. Amounts are decimal strings in the chain's main unit; the sandbox
 * converts them with each chain's decimals.
 * @returns {Promise<ChainState>}
 */
export async function createSnapshot() {
  /** @type {ChainState['tendermint']['validators']} */
  const tmValidators = {};
  /** @type {ChainState['tendermint']['grantees']} */
  const tmGrantees = {};
  /** @type {ChainState['tendermint']['accounts']} */
  const tmAccounts = {};
  for (const [id, chain] of Object.entries(TM_CHAINS)) {
    const derived = [1, 2].map((n) => exampleBech32(valoperPrefix(id), `sandbox validator ${id} ${n}`));
    tmValidators[id] = id === 'ATOM' ? [EXAMPLE.atomValidator, EXAMPLE.atomValidator2] : id === 'INJ' ? [EXAMPLE.injValidator, derived[1]] : derived;
    tmGrantees[id] = RESTAKE_BOTS[/** @type {keyof typeof RESTAKE_BOTS} */ (id)];
    const key = tendermint[id];
    const known = /** @type {Record<string, [bigint, number]>} */ ({ ATOM: [1_203_954n, 7], INJ: [58_231n, 3] })[id];
    tmAccounts[id] = {
      [key.address]: {
        accountNumber: known?.[0] ?? derivedAccountNumber(key.address),
        sequence: known?.[1] ?? 0,
        publicKey: key.publicKey,
      },
    };
  }

  const solActive = (await seedAddress(sol.address, SOL_ACTIVE_SEED)).toBase58();
  const solInactive = (await seedAddress(sol.address, SOL_INACTIVE_SEED)).toBase58();
  const polFoundation = exampleEvmAddress('sandbox POL foundation validator 4');
  const chilizValidator2 = exampleEvmAddress('sandbox CHILIZ validator 2');
  const cxtValidator2 = exampleEvmAddress('sandbox CXT validator 5');
  const stakewiseVault2 = exampleEvmAddress('sandbox StakeWise vault 2');
  const egldProvider2 = 'erd1qqqqqqqqqqqqqqqpqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqp0lllqpalj3c';

  return {
    evm: {
      nonces: { ETHEREUM: { [evm.address]: 12 }, CHILIZ: { [evm.address]: 4 } },
      chilizValidators: [EXAMPLE.chilizValidator, chilizValidator2],
      cxtValidators: { [EXAMPLE.cxtValidator]: 3n, [cxtValidator2]: 5n },
      polValidators: { [EXAMPLE.polValidator]: 12n, [EXAMPLE.polValidator2]: 104n, [polFoundation]: 4n },
      stakewiseVaults: {
        // Share price at the snapshot: shares = assets * totalShares / totalAssets.
        [EXAMPLE.stakewiseVault]: { totalAssets: 1_036_000_000_000_000_000_000n, totalShares: 1_000_000_000_000_000_000_000n },
        [stakewiseVault2]: { totalAssets: 2_000_000_000_000_000_000_000n, totalShares: 1_980_000_000_000_000_000_000n },
      },
      // Exit-queue entries by the hash of the unstake transaction that created them.
      stakewiseExits: {
        [EXAMPLE.stakewiseUnstakeTxHash]: {
          vault: EXAMPLE.stakewiseVault, owner: evm.address, claimable: true,
          positionTicket: 1_843_215_720_412_093_401_000_000n, timestamp: 1_767_864_719n, exitQueueIndex: 0n,
        },
      },
      // The ledger's CXT unstaking of the test key has unstakeID 0: the next one is 1.
      cxtUnstakings: { [evm.address]: { [EXAMPLE.cxtValidator]: 1 } },
    },
    tendermint: { accounts: tmAccounts, validators: tmValidators, grantees: tmGrantees, grants: { ATOM: { [tendermint.ATOM.address]: { validators: [EXAMPLE.atomValidator], expiration: new Date('2026-12-01T00:00:00Z') } } } },
    solana: {
      epoch: SOL_EPOCH,
      recentBlockhash: '5y9j9pni49ds9EMRtiwdHP74bNJhWh34y9iEfPDUzT7A',
      voteAccounts: [EXAMPLE.solVoteAccount, EXAMPLE.solVoteAccount2],
      stakeAccounts: {
        [solActive]: { lamports: 10_002_282_880, stake: 10_000_000_000, staker: sol.address, withdrawer: sol.address, voter: EXAMPLE.solVoteAccount, activationEpoch: 880, deactivationEpoch: null },
        [solInactive]: { lamports: 10_002_282_880, stake: 10_000_000_000, staker: sol.address, withdrawer: sol.address, voter: EXAMPLE.solVoteAccount, activationEpoch: 870, deactivationEpoch: SOL_EPOCH - 1 },
      },
    },
    near: {
      pools: [EXAMPLE.nearPool, 'sandbox-validator.poolv1.near'],
      head: { height: 181_352_006, hash: baseEncode(labelBytes('sandbox NEAR final block 181352006', 32)) },
      // A new key's nonce is (the height of the block that added it - 1) x 10^6 (nearcore's
      // ACCESS_KEY_NONCE_RANGE_MULTIPLIER); the test key has sent 7 transactions since.
      accessKeys: { [near.accountId]: { [near.publicKey]: 152_437_211_000_007 } },
    },
    multiversx: { nonces: { [egld.address]: 42 }, providers: [EXAMPLE.egldProvider, egldProvider2], epoch: EGLD_EPOCH },
    polkadot: { nonces: { [dot.address]: 3 }, pools: { [EXAMPLE.dotPool]: 'Open', 7: 'Open', 9: 'Blocked' }, currentEra: DOT_CURRENT_ERA, minJoinBond: '1' },
    // Balances, stakes and unbondings per identifier and wallet. A validator key is the
    // validator's (or pool's, vault's) address as the forge request names it.
    ledger: {
      CHILIZ: { [evm.address]: { balance: '20000', staked: { [EXAMPLE.chilizValidator]: '5000' }, unbonding: [{ validator: EXAMPLE.chilizValidator, ...units('1200'), claimable: true }] } },
      CXT: { [evm.address]: { balance: '20000', staked: { [EXAMPLE.cxtValidator]: '10000' }, unbonding: [{ validator: EXAMPLE.cxtValidator, id: 0, ...units('2000'), claimable: true }] } },
      POL: { [evm.address]: { balance: '5000', staked: { [EXAMPLE.polValidator]: '2000' }, unbonding: [{ validator: EXAMPLE.polValidator, id: 3, ...units('250'), claimable: true }], unbondNonce: 3 } },
      STAKEWISE: { [evm.address]: { balance: '10', staked: { [EXAMPLE.stakewiseVault]: '2' }, unbonding: [] } },
      NEAR: { [near.accountId]: { balance: '1000', staked: { [EXAMPLE.nearPool]: '500' }, unbonding: [{ validator: EXAMPLE.nearPool, ...units('100'), claimable: true }] } },
      // The EGLD undelegation was made 12 epochs ago and the DOT one unlocked 2 eras ago: both are ready.
      EGLD: {
        [egld.address]: {
          balance: '100', staked: { [EXAMPLE.egldProvider]: '50' }, rewards: { [EXAMPLE.egldProvider]: '0.412557' },
          unbonding: [{ validator: EXAMPLE.egldProvider, ...units('5'), claimable: true, epoch: EGLD_EPOCH - 12 }],
        },
      },
      DOT: {
        [dot.address]: {
          balance: '500', staked: { [`pool:${EXAMPLE.dotPool}`]: '100' }, rewards: { [`pool:${EXAMPLE.dotPool}`]: '0.8421356217' },
          unbonding: [{ validator: `pool:${EXAMPLE.dotPool}`, ...units('20'), claimable: true, era: DOT_CURRENT_ERA - 2 }],
        },
      },
      SOL: { [sol.address]: { balance: '12.3456789', staked: {}, unbonding: [] } },
      ATOM: { [tendermint.ATOM.address]: { balance: '500', staked: { [EXAMPLE.atomValidator]: '100' }, unbonding: [] } },
      INJ: { [tendermint.INJ.address]: { balance: '50', staked: {}, unbonding: [] } },
    },
  };
}
