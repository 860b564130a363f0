/**
 * The Polkadot Asset Hub part of the RPC stand-in: the Substrate JSON-RPC methods @polkadot/api
 * calls over HTTP to start, read the pools and sign (dot-pool-example), answered from the
 * sandbox's chain state in the encoding of the Asset Hub runtime that the forge builds with
 * (@polkadot/types-support's metadata). Nothing is sent through it: the programs broadcast through
 * the API, and author_submitExtrinsic is not among these methods.
 * Storage answered (state_getStorage, state_queryStorageAt): System.Account (nonce and free
 * balance), NominationPools.PoolMembers, BondedPools and MinJoinBond, Staking.CurrentEra; any other
 * key reads as empty. Runtime calls answered: the metadata, AccountNonceApi.account_nonce,
 * NominationPoolsApi.pending_rewards.
 */
import { createHash } from 'node:crypto';
import { expandMetadata } from '@polkadot/types/metadata';
import { hexToU8a, u8aToHex } from '@polkadot/util';
import { encodeAddress } from '@polkadot/util-crypto';
import metadataAnswer from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-hex';
import runtimeVersion from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-ver';
import { NETWORK, SS58_PREFIX, TOKEN } from '../../../lib/chains/polkadot/facts';
import * as POLKADOT from '../../../lib/chains/polkadot/forge';
import {
  finalizedHead,
  knownBlocks,
  minJoinBond,
  poolKey,
  poolOf,
} from '../../sandbox/chains/polkadot.mjs';
import { RpcError } from './rpc-error.mjs';
/** @import { SandboxChain } from '../../sandbox/chain.mjs' */

/** The metadata versions the runtime offers through Metadata_metadata_at_version. */
const METADATA_VERSIONS = [14, 15];

/** An example address for a pool's depositor, derived from a label. @param {number} poolId */
const depositorOf = (poolId) =>
  encodeAddress(
    createHash('sha256').update(`sandbox pool ${poolId} depositor`).digest(),
    SS58_PREFIX.prefix,
  );

/**
 * The Asset Hub methods, by JSON-RPC method name.
 * @param {() => SandboxChain} chain the sandbox's chain, read at each call
 * @returns {Record<string, (params: any[]) => unknown>}
 */
export function assetHubMethods(chain) {
  const { registry, metadata } = POLKADOT.assetHub();
  const { query } = expandMetadata(registry, metadata);
  const head = finalizedHead();
  // SCALE bytes as hex (a number's toHex() is its big-endian value, not its encoding).
  const encode = (/** @type {string} */ type, /** @type {unknown} */ value) =>
    u8aToHex(registry.createType(type, value).toU8a());
  const accountOf = (/** @type {Uint8Array} */ bytes) => encodeAddress(bytes, SS58_PREFIX.prefix);
  const dot = () => chain().state.polkadot;
  const ledgerAccount = (/** @type {string} */ address) => chain().ledger.accounts.DOT?.[address];

  /** What a pool member's PoolMembers entry holds, or null when the account is in no pool. @param {string} address */
  function poolMember(address) {
    const poolId = poolOf(chain(), address);
    if (poolId === null) return null;
    const key = poolKey(poolId);
    const account = ledgerAccount(address);
    /** @type {Map<number, bigint>} */
    const unbondingEras = new Map();
    for (const entry of account?.unbonding ?? []) {
      if (entry.validator !== key || entry.era === undefined) continue;
      unbondingEras.set(entry.era, (unbondingEras.get(entry.era) ?? 0n) + entry.amount);
    }
    return {
      poolId,
      points: account?.staked.get(key) ?? 0n,
      lastRecordedRewardCounter: 0,
      unbondingEras,
    };
  }

  /** A pool's BondedPools entry, or null. @param {number} poolId */
  function bondedPool(poolId) {
    const state = dot().pools[poolId];
    if (!state) return null;
    const key = poolKey(poolId);
    const members = Object.values(chain().ledger.accounts.DOT ?? {}).filter(
      (account) =>
        (account.staked.get(key) ?? 0n) > 0n ||
        account.unbonding.some((entry) => entry.validator === key),
    );
    const points = members.reduce((sum, account) => sum + (account.staked.get(key) ?? 0n), 0n);
    return {
      memberCounter: members.length,
      points,
      roles: { depositor: depositorOf(poolId) },
      state,
    };
  }

  /**
   * The storage items answered, by key prefix: each reads the key's argument from the bytes after
   * the prefix and its hash, and returns the value to encode (null: no value stored).
   * @type {Map<string, { entry: any, hashLength: number, read: (argument: Uint8Array) => unknown }>}
   */
  const storage = new Map();
  const answer = (
    /** @type {any} */ entry,
    /** @type {number} */ hashLength,
    /** @type {(argument: Uint8Array) => unknown} */ read,
  ) => storage.set(u8aToHex(entry.keyPrefix()), { entry, hashLength, read });
  answer(query.system.account, 16, (argument) => {
    const address = accountOf(argument);
    return {
      nonce: dot().nonces[address] ?? 0,
      providers: 1,
      data: { free: chain().ledger.account('DOT', address).balance },
    };
  });
  answer(query.nominationPools.poolMembers, 8, (argument) => poolMember(accountOf(argument)));
  answer(query.nominationPools.bondedPools, 8, (argument) =>
    bondedPool(registry.createType('u32', argument).toNumber()),
  );
  answer(query.nominationPools.minJoinBond, 0, () => minJoinBond(chain()));
  answer(query.staking.currentEra, 0, () => dot().currentEra);

  /** @param {string} key */
  function readStorage(key) {
    const prefix = key.slice(0, 2 + 64);
    const item = storage.get(prefix);
    if (!item) return null;
    const value = item.read(hexToU8a(key).subarray(32 + item.hashLength));
    if (value === null) return null;
    const type = item.entry.meta.type;
    return encode(registry.createLookupType(type.isMap ? type.asMap.value : type.asPlain), value);
  }

  /**
   * Runtime calls, by name: each takes the SCALE-encoded arguments. @type {Record<string, (args:
   * Uint8Array) => string>}
   */
  const runtimeCalls = {
    Metadata_metadata_versions: () => encode('Vec<u32>', METADATA_VERSIONS),
    Metadata_metadata_at_version: (args) => {
      if (registry.createType('u32', args).toNumber() !== 15) return encode('Option<Bytes>', null);
      return metadataAnswer;
    },
    AccountNonceApi_account_nonce: (args) => encode('u32', dot().nonces[accountOf(args)] ?? 0),
    NominationPoolsApi_pending_rewards: (args) => {
      const address = accountOf(args);
      const poolId = poolOf(chain(), address);
      return encode(
        'u128',
        poolId === null ? 0n : chain().ledger.rewards('DOT', address, poolKey(poolId)),
      );
    },
  };

  /**
   * Headers by hash, as chain_getHeader answers them: the finalized head, and its parent, the block
   * the description's examples are signed at. @polkadot/api reads the parent to compare heights
   * only; its fields are example values.
   */
  const example = POLKADOT.STATE;
  /** @type {[string, typeof head.header][]} */
  const knownHeaders = [
    [head.hash, head.header],
    [
      example.blockHash,
      {
        ...head.header,
        parentHash: `0x${createHash('sha256').update('sandbox Asset Hub parent').digest('hex')}`,
        number: example.eraBlock,
      },
    ],
  ];
  const headers = new Map(knownHeaders);
  const headerAnswer = (/** @type {typeof head.header} */ header) => ({
    ...header,
    number: `0x${header.number.toString(16)}`,
  });
  /** @type {Record<string, (params: any[]) => unknown>} */
  const methods = {
    rpc_methods: () => ({ version: 1, methods: Object.keys(methods) }),
    system_chain: () => NETWORK.name,
    system_properties: () => ({
      ss58Format: SS58_PREFIX.prefix,
      tokenDecimals: TOKEN.decimals,
      tokenSymbol: TOKEN.symbol,
    }),
    state_getRuntimeVersion: () => runtimeVersion,
    chain_getBlockHash: ([number]) => {
      if (number === 0) return POLKADOT.RUNTIME.genesisHash;
      if (number === undefined || number === null) return head.hash;
      return knownBlocks().find((block) => block.eraBlock === Number(number))?.blockHash ?? null;
    },
    chain_getFinalizedHead: () => head.hash,
    chain_getHeader: ([hash]) => {
      const header = headers.get(hash ?? head.hash);
      if (!header)
        throw new RpcError(
          -32000,
          `this stand-in knows the headers of blocks ${[...headers.keys()].join(' and ')} only`,
        );
      return headerAnswer(header);
    },
    state_getStorage: ([key]) => readStorage(key),
    state_queryStorageAt: ([keys]) => [
      {
        block: head.hash,
        changes: keys.map((/** @type {string} */ key) => [key, readStorage(key)]),
      },
    ],
    state_call: ([name, args]) => {
      const call = Object.hasOwn(runtimeCalls, name) ? runtimeCalls[name] : null;
      if (!call)
        throw new RpcError(-32000, `this stand-in does not answer the runtime call ${name}`);
      return call(hexToU8a(args));
    },
  };
  return methods;
}
