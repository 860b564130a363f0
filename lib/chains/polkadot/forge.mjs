// Polkadot nomination pools on Polkadot Asset Hub: the forge answer is an unsigned extrinsic
// (`nominationPools` call), built offline with @polkadot/types against the Asset Hub runtime
// metadata that @polkadot/types-support ships (statemint spec version 2000000, metadata v15).
// It reads no chain state: the signer adds era, nonce and tip.
import { TypeRegistry, Metadata } from '@polkadot/types';
import { expandMetadata } from '@polkadot/types/metadata';
import { compactStripLength, hexToU8a } from '@polkadot/util';
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto';
import metadataHex from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-hex';
import runtimeVersion from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-ver';
import { InvalidRequest } from '../errors.mjs';
import { toBaseUnits } from '../units.mjs';

export const RUNTIME = Object.freeze({
  specName: runtimeVersion.specName,
  specVersion: runtimeVersion.specVersion,
  transactionVersion: runtimeVersion.transactionVersion,
  // Genesis hash of Polkadot Asset Hub.
  genesisHash: '0x68d56f15f85d3136970ec16946040bc1752654e906147f7e43e9d539d7c3de2f',
});

/**
 * The chain head the examples are signed at: the mortal era's checkpoint block and its hash, and
 * the test key's nonce (fixed, so the examples are deterministic). The sandbox's Asset Hub stands
 * at this block too.
 */
export const STATE = Object.freeze({
  eraBlock: 9_800_000,
  eraPeriod: 64,
  blockHash: '0x4e2f9b7c1a0d83e56f4b2c9a7d1e0f3b8c6a5d4e2f1b0c9a8d7e6f5a4b3c2d1e',
  nonce: 3,
});

export const DECIMALS = 10;
export const SS58_PREFIX = 0;

let hub;
/** A registry with the Asset Hub metadata, and the decorated calls of that runtime (built once). */
export function assetHub() {
  if (!hub) {
    const registry = new TypeRegistry();
    // The file holds the answer of Metadata_metadata_at_version: Option<OpaqueMetadata>.
    const [, bytes] = compactStripLength(hexToU8a(metadataHex).subarray(1));
    const metadata = new Metadata(registry, bytes);
    registry.setMetadata(metadata);
    hub = { registry, tx: expandMetadata(registry, metadata).tx };
  }
  return hub;
}

/** `request[field]` checked as a Polkadot address (SS58, prefix 0); an InvalidRequest otherwise. */
export function address(request, field) {
  const value = request[field];
  try {
    if (encodeAddress(decodeAddress(value, false, SS58_PREFIX), SS58_PREFIX) !== value) throw new Error('not prefix 0');
    return value;
  } catch {
    throw new InvalidRequest(field, `${field} is not a valid Polkadot address (SS58 with prefix 0, starting with 1)`);
  }
}

function planck(amount) {
  return toBaseUnits(amount, DECIMALS, { unit: 'DOT' });
}

/** The member a claim or restake acts for: poolMemberAddress, or the signer itself. */
function memberOf(r) {
  return r.poolMemberAddress === undefined ? r.delegatorAddress : address(r, 'poolMemberAddress');
}

export const OPERATIONS = {
  forgeDotPoolStake: { action: 'stake', call: (tx, r) => tx.nominationPools.join(planck(r.amount), r.poolId) },
  forgeDotPoolAddToStake: { action: 'addToStake', call: (tx, r) => tx.nominationPools.bondExtra({ FreeBalance: planck(r.amount) }) },
  forgeDotPoolRestakeRewards: {
    action: 'restakeRewards',
    call: (tx, r) =>
      memberOf(r) !== r.delegatorAddress ? tx.nominationPools.bondExtraOther(r.poolMemberAddress, 'Rewards') : tx.nominationPools.bondExtra('Rewards'),
  },
  forgeDotPoolUnstake: {
    action: 'unstake',
    call: (tx, r) => tx.nominationPools.unbond(r.memberAccount === undefined ? r.delegatorAddress : address(r, 'memberAccount'), planck(r.amount)),
  },
  // num_slashing_spans: 0 for an account that was never slashed.
  forgeDotPoolWithdraw: {
    action: 'withdraw',
    call: (tx, r) => tx.nominationPools.withdrawUnbonded(r.memberAccount === undefined ? r.delegatorAddress : address(r, 'memberAccount'), 0),
  },
  forgeDotPoolClaimRewards: {
    action: 'claimRewards',
    call: (tx, r) => (memberOf(r) !== r.delegatorAddress ? tx.nominationPools.claimPayoutOther(r.poolMemberAddress) : tx.nominationPools.claimPayout()),
  },
};

export function extrinsic(operationId, request) {
  const op = OPERATIONS[operationId];
  if (!op) throw new Error(`no DOT forge rule for ${operationId}`);
  address(request, 'delegatorAddress');
  const { registry, tx } = assetHub();
  return { registry, ext: registry.createType('Extrinsic', op.call(tx, request)) };
}

export function forge(operationId, request) {
  return { extrinsicHex: extrinsic(operationId, request).ext.toHex() };
}
