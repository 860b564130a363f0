// The index of the chain facts: every staking identifier of the API (BTC included) with its family,
// token, decimals, network, explorer, unbonding and operations, from each family's facts, which
// its definition in the registry loads. Plain data and small lookups, no chain library: the
// sandbox, search, the description's tests, the chain pages and the MCP server read it, so a fact
// changed in its family's module changes everywhere. Importing it waits for every family's facts.
import { FAMILIES } from './registry';
import type { FamilyFacts, IdentifierEntry } from './base/fact-types';
import type { Family } from './registry';

/**
 * What the facts say of one staking identifier: what its family gives, with the family and the
 * operationIds of its forge calls and of the call that sends its transactions.
 */
export type IdentifierFacts = IdentifierEntry & { family: Family; operations: string[] };

/**
 * Each family's facts, in the order of the registry.
 */
const BY_FAMILY: Readonly<Record<Family, FamilyFacts>> = Object.freeze(
  Object.fromEntries(
    await Promise.all(
      Object.entries(FAMILIES).map(async ([family, definition]) => [
        family,
        (await definition.facts()).FAMILY_FACTS,
      ]),
    ),
  ) as Record<Family, FamilyFacts>,
);

/**
 * The forge operations of a family's forge calls, by operationId: its definition's table.
 */
const operationsOf = (family: Family): Readonly<Record<string, { identifier?: string }>> => {
  const definition = FAMILIES[family];
  return 'operations' in definition ? definition.operations : {};
};

/**
 * The forge operations of an identifier: those of its family's table that name it, or every one
 * where the table names none (the route takes the identifier as `{stakingIdentifier}`).
 */
const forgeOperationsOf = (family: Family, identifier: string) =>
  Object.entries(operationsOf(family))
    .filter(
      ([, operation]) => operation.identifier === undefined || operation.identifier === identifier,
    )
    .map(([operationId]) => operationId);

/**
 * Every staking identifier of the API, in the order of its list (the description's
 * StakingIdentifier), with its facts.
 */
export const IDENTIFIERS: Readonly<Record<string, IdentifierFacts>> = Object.freeze(
  Object.fromEntries(
    (Object.entries(BY_FAMILY) as [Family, FamilyFacts][])
      .sort(([, a], [, b]) => a.position - b.position)
      .flatMap(([family, facts]) =>
        facts.identifiers.map(({ identifier, ...entry }) => [
          identifier,
          {
            identifier,
            family,
            ...entry,
            operations: [
              ...forgeOperationsOf(family, identifier),
              ...(facts.sendOperation ? [facts.sendOperation] : []),
            ],
          },
        ]),
      ),
  ),
);

/** The staking identifiers of the API, in the order of its list. */
export const STAKING_IDENTIFIERS = Object.freeze(Object.keys(IDENTIFIERS));

/**
 * The identifiers a forge route takes as its `{stakingIdentifier}` path parameter (one route serves
 * every chain of such a family; the Cosmos SDK chains' routes do), in the order of the list.
 */
export const PATH_PARAMETER_IDENTIFIERS = Object.freeze(
  STAKING_IDENTIFIERS.filter((identifier) =>
    Object.values(operationsOf(IDENTIFIERS[identifier].family)).some(
      (operation) => operation.identifier === undefined,
    ),
  ),
);

/**
 * The facts of a family: how it signs and sends, the other names readers give its chains, and what
 * its chain page adds.
 */
export function familyFacts(family: Family) {
  return BY_FAMILY[family];
}

/**
 * The facts of a staking identifier, or undefined for one the API does not support.
 */
export function factsOf(identifier: string) {
  return Object.hasOwn(IDENTIFIERS, identifier) ? IDENTIFIERS[identifier] : undefined;
}

/**
 * The facts of a supported identifier; throws for another.
 */
function requireFacts(identifier: string) {
  const facts = factsOf(identifier);
  if (!facts) throw new Error(`${identifier} is not a staking identifier of the API`);
  return facts;
}

/**
 * The decimals of an identifier's token (12.5 ATOM is 12500000 uatom: 6).
 */
export function decimalsOf(identifier: string) {
  return requireFacts(identifier).token.decimals;
}

/**
 * The ticker of the token an identifier stakes, as reports name it (CHZ for CHILIZ, ETH for
 * STAKEWISE, the identifier itself for the rest).
 */
export function tokenOf(identifier: string) {
  return requireFacts(identifier).token.symbol;
}

/**
 * The explorer's page of a transaction of `identifier`.
 */
export function explorerUrl(identifier: string, txHash: string) {
  const { explorer } = requireFacts(identifier);
  if (!explorer) throw new Error(`${identifier} has no transactions of the API`);
  return explorer.transactionUrl + txHash;
}

/**
 * How the chain of `identifier` writes a transaction hash, for POST /v1/transaction/submitHash.
 */
export function hashFormatOf(identifier: string) {
  const signing = BY_FAMILY[requireFacts(identifier).family].signing;
  if (!signing) throw new Error(`${identifier} has no transactions of the API`);
  return signing.hash;
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
      unbonding: facts.timing
        ? { period: facts.timing.period, days: facts.timing.days, verified: facts.timing.verified }
        : null,
      operations: facts.operations,
    });
  }),
);
