// Polkadot nomination pools on Polkadot Asset Hub: the forge answer is an unsigned extrinsic
// (`nominationPools` call), built offline with @polkadot/types against the Asset Hub runtime
// metadata that @polkadot/types-support ships (statemint spec version 2000000, metadata v15).
import { TypeRegistry, Metadata } from '@polkadot/types';
import { expandMetadata } from '@polkadot/types/metadata';
import { compactStripLength, hexToU8a } from '@polkadot/util';
import { parseUnits } from 'ethers';
import metadataHex from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-hex';
import runtimeVersion from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-ver';

export const RUNTIME = Object.freeze({
  specName: runtimeVersion.specName,
  specVersion: runtimeVersion.specVersion,
  transactionVersion: runtimeVersion.transactionVersion,
  // Genesis hash of Polkadot Asset Hub.
  genesisHash: '0x68d56f15f85d3136970ec16946040bc1752654e906147f7e43e9d539d7c3de2f',
});

export const STATE = Object.freeze({
  // Mortal era: checkpoint block and its hash (fixed so the examples are deterministic).
  eraBlock: 9_800_000,
  eraPeriod: 64,
  blockHash: '0x4e2f9b7c1a0d83e56f4b2c9a7d1e0f3b8c6a5d4e2f1b0c9a8d7e6f5a4b3c2d1e',
  nonce: 3,
});

/** A registry with the Asset Hub metadata, and the decorated calls of that runtime. */
export function assetHub() {
  const registry = new TypeRegistry();
  // The file holds the answer of Metadata_metadata_at_version: Option<OpaqueMetadata>.
  const [, bytes] = compactStripLength(hexToU8a(metadataHex).subarray(1));
  const metadata = new Metadata(registry, bytes);
  registry.setMetadata(metadata);
  return { registry, tx: expandMetadata(registry, metadata).tx };
}

function planck(amount) {
  return parseUnits(amount, 10);
}

export const OPERATIONS = {
  forgeDotPoolStake: (tx, r) => tx.nominationPools.join(planck(r.amount), r.poolId),
  forgeDotPoolAddToStake: (tx, r) => tx.nominationPools.bondExtra({ FreeBalance: planck(r.amount) }),
  forgeDotPoolRestakeRewards: (tx, r) =>
    r.poolMemberAddress && r.poolMemberAddress !== r.delegatorAddress
      ? tx.nominationPools.bondExtraOther(r.poolMemberAddress, 'Rewards')
      : tx.nominationPools.bondExtra('Rewards'),
  forgeDotPoolUnstake: (tx, r) => tx.nominationPools.unbond(r.memberAccount ?? r.delegatorAddress, planck(r.amount)),
  // num_slashing_spans: 0 for an account that was never slashed.
  forgeDotPoolWithdraw: (tx, r) => tx.nominationPools.withdrawUnbonded(r.memberAccount ?? r.delegatorAddress, 0),
  forgeDotPoolClaimRewards: (tx, r) =>
    r.poolMemberAddress && r.poolMemberAddress !== r.delegatorAddress
      ? tx.nominationPools.claimPayoutOther(r.poolMemberAddress)
      : tx.nominationPools.claimPayout(),
};

export function extrinsic(operationId, request) {
  const rule = OPERATIONS[operationId];
  if (!rule) throw new Error(`no DOT forge rule for ${operationId}`);
  const { registry, tx } = assetHub();
  return { registry, ext: registry.createType('Extrinsic', rule(tx, request)) };
}

export function forge(operationId, request) {
  return { extrinsicHex: extrinsic(operationId, request).ext.toHex() };
}
