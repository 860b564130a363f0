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
import { InvalidRequest } from '../base/errors';
import { toBaseUnits } from '../base/units';
import * as FACTS from './facts';
import { OPERATIONS as ROWS } from './operations';
import type { Call, Extrinsic } from '@polkadot/types/interfaces';
import type { DecoratedMeta } from '@polkadot/types/metadata/decorate/types';
import type { ForgeRequest } from '../base/forge-request';

export const RUNTIME = Object.freeze({
  specName: runtimeVersion.specName,
  specVersion: runtimeVersion.specVersion,
  transactionVersion: runtimeVersion.transactionVersion,
  // Genesis hash of Polkadot Asset Hub: the network's id in the facts.
  genesisHash: FACTS.NETWORK.chainId,
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

export const DECIMALS = FACTS.TOKEN.decimals;
export const SS58_PREFIX = FACTS.SS58_PREFIX.prefix;

let hub: { registry: TypeRegistry; metadata: Metadata; tx: DecoratedMeta['tx'] } | undefined;
/** A registry with the Asset Hub metadata, the metadata, and the decorated calls of that runtime (built once). */
export function assetHub() {
  if (!hub) {
    const registry = new TypeRegistry();
    // The file holds the answer of Metadata_metadata_at_version: Option<OpaqueMetadata>.
    const [, bytes] = compactStripLength(hexToU8a(metadataHex).subarray(1));
    const metadata = new Metadata(registry, bytes);
    registry.setMetadata(metadata);
    hub = { registry, metadata, tx: expandMetadata(registry, metadata).tx };
  }
  return hub;
}

/**
 * `request[field]` checked as a Polkadot address (SS58, prefix 0); an InvalidRequest otherwise.
 */
export function address(request: Record<string, unknown>, field: string): string {
  const value = request[field] as string;
  try {
    if (encodeAddress(decodeAddress(value, false, SS58_PREFIX), SS58_PREFIX) !== value)
      throw new Error('not prefix 0');
    return value;
  } catch {
    throw new InvalidRequest(
      field,
      `${field} is not a valid Polkadot address (SS58 with prefix 0, starting with 1)`,
    );
  }
}

function planck(amount: unknown) {
  return toBaseUnits(amount, DECIMALS, { unit: 'DOT' });
}

/**
 * The member a claim or restake acts for: poolMemberAddress, or the signer itself.
 */
function memberOf(request: ForgeRequest) {
  return request.poolMemberAddress === undefined
    ? address(request, 'delegatorAddress')
    : address(request, 'poolMemberAddress');
}

/**
 * The member an unbond or withdraw acts for: memberAccount, or the signer itself.
 */
function unbondingMember(request: ForgeRequest) {
  return request.memberAccount === undefined
    ? address(request, 'delegatorAddress')
    : address(request, 'memberAccount');
}

/**
 * Per operation: its facts (the action of its path), and the `nominationPools` call it makes.
 */
export const OPERATIONS: Record<
  string,
  { action: string; call: (tx: DecoratedMeta['tx'], request: ForgeRequest) => Call }
> = {
  forgeDotPoolStake: {
    ...ROWS.forgeDotPoolStake,
    call: (tx, request) => tx.nominationPools.join(planck(request.amount), request.poolId),
  },
  forgeDotPoolAddToStake: {
    ...ROWS.forgeDotPoolAddToStake,
    call: (tx, request) => tx.nominationPools.bondExtra({ FreeBalance: planck(request.amount) }),
  },
  forgeDotPoolRestakeRewards: {
    ...ROWS.forgeDotPoolRestakeRewards,
    call: (tx, request) =>
      memberOf(request) !== request.delegatorAddress
        ? tx.nominationPools.bondExtraOther(memberOf(request), 'Rewards')
        : tx.nominationPools.bondExtra('Rewards'),
  },
  forgeDotPoolUnstake: {
    ...ROWS.forgeDotPoolUnstake,
    call: (tx, request) =>
      tx.nominationPools.unbond(unbondingMember(request), planck(request.amount)),
  },
  // num_slashing_spans: 0 for an account that was never slashed.
  forgeDotPoolWithdraw: {
    ...ROWS.forgeDotPoolWithdraw,
    call: (tx, request) => tx.nominationPools.withdrawUnbonded(unbondingMember(request), 0),
  },
  forgeDotPoolClaimRewards: {
    ...ROWS.forgeDotPoolClaimRewards,
    call: (tx, request) =>
      memberOf(request) !== request.delegatorAddress
        ? tx.nominationPools.claimPayoutOther(memberOf(request))
        : tx.nominationPools.claimPayout(),
  },
};

/**
 * The unsigned extrinsic of `operationId` for `request`, with the registry it was made in.
 */
export function extrinsic(
  operationId: string,
  request: ForgeRequest,
): { registry: TypeRegistry; ext: Extrinsic } {
  const op = OPERATIONS[operationId];
  if (!op) throw new Error(`no DOT forge rule for ${operationId}`);
  address(request, 'delegatorAddress');
  const { registry, tx } = assetHub();
  return { registry, ext: registry.createType('Extrinsic', op.call(tx, request)) };
}

/**
 * The forge answer's `transaction`: the unsigned extrinsic, 0x hex.
 */
export function forge(operationId: string, request: ForgeRequest) {
  return { extrinsicHex: extrinsic(operationId, request).ext.toHex() };
}
