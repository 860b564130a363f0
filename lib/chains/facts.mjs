// The index of the chain facts: every staking identifier of spec §9 (BTC included) with its family,
// token, decimals, network, explorer, unbonding and operations, read from each family's facts module
// (lib/chains/<family>/facts.mjs). Plain data and small lookups, no chain library: the browser, the
// sandbox, search, the description's tests and the chain pages read it, so a fact changed in its
// family's module changes everywhere.
import * as BITCOIN from './bitcoin/facts.mjs';
import * as EVM from './evm/facts.mjs';
import * as MULTIVERSX from './multiversx/facts.mjs';
import * as NEAR from './near/facts.mjs';
import * as POLKADOT from './polkadot/facts.mjs';
import * as SOLANA from './solana/facts.mjs';
import * as TENDERMINT from './tendermint/facts.mjs';
/** @import { Explorer, Family, IdentifierFacts, Signing } from './base/fact-types.mjs' */

/**
 * The families, in the order the reference lists them, with their names and how their forge answers
 * are signed and sent.
 * @type {Readonly<Record<Family, { name: string, signing: Signing | null }>>}
 */
export const FAMILIES = Object.freeze({
  evm: { name: 'Ethereum-type chains', signing: EVM.SIGNING },
  solana: { name: 'Solana', signing: SOLANA.SIGNING },
  near: { name: 'NEAR', signing: NEAR.SIGNING },
  multiversx: { name: 'MultiversX', signing: MULTIVERSX.SIGNING },
  polkadot: { name: 'Polkadot pools', signing: POLKADOT.SIGNING },
  tendermint: { name: 'Cosmos SDK chains', signing: TENDERMINT.SIGNING },
  bitcoin: { name: 'Bitcoin', signing: null },
});

/**
 * Every forge operation of the description, with its family and the action (and sub-action) it
 * records; the Tendermint operations take their identifier from the path.
 * @type {Readonly<Record<string, { family: Family, identifier?: string, action: string, subAction?: string }>>}
 */
export const FORGE_OPERATIONS = Object.freeze(
  Object.fromEntries(
    /** @type {[Family, Record<string, { identifier?: string, action: string, subAction?: string }>][]} */ ([
      ['evm', EVM.OPERATIONS],
      ['solana', SOLANA.OPERATIONS],
      ['near', NEAR.OPERATIONS],
      ['multiversx', MULTIVERSX.OPERATIONS],
      ['polkadot', POLKADOT.OPERATIONS],
      ['tendermint', TENDERMINT.OPERATIONS],
    ]).flatMap(([family, operations]) =>
      Object.entries(operations).map(([operationId, { identifier, action, subAction }]) => [
        operationId,
        { family, action, ...(identifier ? { identifier } : {}), ...(subAction ? { subAction } : {}) },
      ]),
    ),
  ),
);

/**
 * @param {Family} family
 * @param {string} [identifier]
 */
const forgeOperationsOf = (family, identifier) =>
  Object.entries(FORGE_OPERATIONS)
    .filter(([, operation]) => operation.family === family && (identifier === undefined || operation.identifier === undefined || operation.identifier === identifier))
    .map(([operationId]) => operationId);

/**
 * The facts of an identifier of a family with one identifier.
 * @param {string} identifier
 * @param {Family} family
 * @param {{ NAME: string, TOKEN: IdentifierFacts['token'], NETWORK: IdentifierFacts['network'], EXPLORER: Explorer, TIMING: IdentifierFacts['timing'], LIMITS: readonly IdentifierFacts['limits'][number][], YIELD_MEANING: string }} facts
 * @param {string} sendOperation
 * @param {string[]} [aliases]
 * @returns {IdentifierFacts}
 */
function singleChain(identifier, family, facts, sendOperation, aliases = []) {
  return {
    identifier,
    family,
    name: facts.NAME,
    aliases,
    token: facts.TOKEN,
    network: facts.NETWORK,
    explorer: facts.EXPLORER,
    timing: facts.TIMING,
    limits: [...facts.LIMITS],
    yieldMeaning: facts.YIELD_MEANING,
    operations: [...forgeOperationsOf(family, identifier), sendOperation],
  };
}

/**
 * @param {'CHILIZ' | 'CXT' | 'POL' | 'STAKEWISE'} identifier
 * @returns {IdentifierFacts}
 */
function evmChain(identifier) {
  const facts = EVM.IDENTIFIERS[identifier];
  const network = EVM.NETWORKS[facts.network];
  return {
    identifier,
    family: 'evm',
    name: facts.name,
    aliases: [...facts.aliases],
    token: facts.token,
    network: { name: network.name, chainId: network.chainId, source: network.source },
    explorer: network.explorer,
    timing: facts.timing,
    limits: [...facts.limits],
    yieldMeaning: facts.yieldMeaning,
    operations: [...forgeOperationsOf('evm', identifier), EVM.SEND_OPERATION],
  };
}

/**
 * @param {string} identifier
 * @returns {IdentifierFacts}
 */
function tendermintChain(identifier) {
  const chain = TENDERMINT.CHAINS[identifier];
  const registry = `${chain.registry}/chain.json`;
  return {
    identifier,
    family: 'tendermint',
    name: chain.name,
    aliases: [...chain.aliases],
    token: { symbol: identifier, decimals: chain.decimals, baseUnit: chain.denom, source: `${chain.registry}/assetlist.json` },
    network: { name: chain.name, chainId: chain.chainId, source: registry },
    explorer: { transactionUrl: chain.explorer, source: registry },
    timing: TENDERMINT.unbondingOf(identifier),
    limits: [...TENDERMINT.LIMITS],
    yieldMeaning: TENDERMINT.YIELD_MEANING,
    operations: [...forgeOperationsOf('tendermint'), TENDERMINT.BROADCAST_OPERATION],
  };
}

/** @type {IdentifierFacts} */
const BTC = {
  identifier: 'BTC',
  family: 'bitcoin',
  name: BITCOIN.NAME,
  aliases: [],
  token: BITCOIN.TOKEN,
  network: null,
  explorer: null,
  timing: null,
  limits: [],
  yieldMeaning: BITCOIN.YIELD_MEANING,
  operations: [],
  offered: BITCOIN.OFFERED,
};

/**
 * Every staking identifier of spec §9, in its order, with its facts.
 * @type {Readonly<Record<string, IdentifierFacts>>}
 */
export const IDENTIFIERS = Object.freeze({
  CHILIZ: evmChain('CHILIZ'),
  CXT: evmChain('CXT'),
  POL: evmChain('POL'),
  STAKEWISE: evmChain('STAKEWISE'),
  NEAR: singleChain('NEAR', 'near', NEAR, NEAR.SEND_OPERATION),
  EGLD: singleChain('EGLD', 'multiversx', MULTIVERSX, MULTIVERSX.BROADCAST_OPERATION),
  ...Object.fromEntries(TENDERMINT.IDENTIFIERS.map((identifier) => [identifier, tendermintChain(identifier)])),
  SOL: singleChain('SOL', 'solana', SOLANA, SOLANA.BROADCAST_OPERATION),
  BTC,
  DOT: singleChain('DOT', 'polkadot', POLKADOT, POLKADOT.BROADCAST_OPERATION),
});

/** The staking identifiers of spec §9, in its order. */
export const STAKING_IDENTIFIERS = Object.freeze(Object.keys(IDENTIFIERS));

/** The Tendermint-type identifiers, which share the `{stakingIdentifier}` routes. */
export const TENDERMINT_IDENTIFIERS = TENDERMINT.IDENTIFIERS;

/**
 * The facts of a staking identifier, or undefined for one the API does not support.
 * @param {string} identifier
 */
export function factsOf(identifier) {
  return Object.hasOwn(IDENTIFIERS, identifier) ? IDENTIFIERS[identifier] : undefined;
}

/**
 * The facts of a supported identifier; throws for another.
 * @param {string} identifier
 */
function requireFacts(identifier) {
  const facts = factsOf(identifier);
  if (!facts) throw new Error(`${identifier} is not a staking identifier of the API`);
  return facts;
}

/**
 * The decimals of an identifier's token (12.5 ATOM is 12500000 uatom: 6).
 * @param {string} identifier
 */
export function decimalsOf(identifier) {
  return requireFacts(identifier).token.decimals;
}

/**
 * The ticker of the token an identifier stakes, as reports name it (CHZ for CHILIZ, ETH for
 * STAKEWISE, the identifier itself for the rest).
 * @param {string} identifier
 */
export function tokenOf(identifier) {
  return requireFacts(identifier).token.symbol;
}

/**
 * The explorer's page of a transaction of `identifier`.
 * @param {string} identifier
 * @param {string} txHash
 */
export function explorerUrl(identifier, txHash) {
  const { explorer } = requireFacts(identifier);
  if (!explorer) throw new Error(`${identifier} has no transactions of the API`);
  return explorer.transactionUrl + txHash;
}

/**
 * How the chain of `identifier` writes a transaction hash, for POST /v1/transaction/submitHash.
 * @param {string} identifier
 */
export function hashFormatOf(identifier) {
  const signing = FAMILIES[requireFacts(identifier).family].signing;
  if (!signing) throw new Error(`${identifier} has no transactions of the API`);
  return signing.hash;
}

/**
 * A forge operation's family, staking identifier (the path's, for the Tendermint routes) and the
 * action and sub-action it records; null for another operation.
 * @param {string} operationId
 * @param {string} [stakingIdentifier] the `{stakingIdentifier}` of the path
 * @returns {{ family: Family, identifier: string, action: string, subAction: string | null } | null}
 */
export function describeForgeOperation(operationId, stakingIdentifier) {
  const operation = Object.hasOwn(FORGE_OPERATIONS, operationId) ? FORGE_OPERATIONS[operationId] : undefined;
  if (!operation) return null;
  return { family: operation.family, identifier: operation.identifier ?? String(stakingIdentifier), action: operation.action, subAction: operation.subAction ?? null };
}

/**
 * One row per identifier, as the chain overview lists them: family, token, decimals and base unit,
 * unbonding (or cooldown, unlock, exit queue) and the operations.
 */
export const OVERVIEW = Object.freeze(
  STAKING_IDENTIFIERS.map((identifier) => {
    const facts = IDENTIFIERS[identifier];
    return Object.freeze({
      identifier,
      family: facts.family,
      name: facts.name,
      token: facts.token.symbol,
      decimals: facts.token.decimals,
      baseUnit: facts.token.baseUnit,
      unbonding: facts.timing ? { period: facts.timing.period, days: facts.timing.days, verified: facts.timing.verified } : null,
      operations: facts.operations,
    });
  }),
);
