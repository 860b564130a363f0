// Every forge operation of the API, from its family's table (the family's facts.mjs, through the
// registry): its family, its staking identifier (none where the route takes it as
// `{stakingIdentifier}`), the action and sub-action it records, and the fields of its request. The
// check, the sandbox, the example generator and the chain pages read this one table; a test holds
// it equal to the forge operations of the API description (lib/chains/facts.test.ts).
import { FAMILIES } from './registry.mjs';
/** @import { ForgeFamilyDefinition, ForgeOperationOf, OperationRow } from './base/definition' */
/** @import { Family, ForgeFamily } from './registry.mjs' */

/** @typedef {ForgeOperationOf<ForgeFamily>} ForgeOperation */

/**
 * @param {Family} family
 * @returns {family is ForgeFamily}
 */
export const isForgeFamily = (family) => 'answer' in FAMILIES[family];

/**
 * The families with forge operations, by name, each with its definition.
 * @type {Readonly<Record<ForgeFamily, ForgeFamilyDefinition>>}
 */
export const FORGE_FAMILIES = Object.freeze(
  /** @type {Record<ForgeFamily, ForgeFamilyDefinition>} */ (
    Object.fromEntries(
      /** @type {Family[]} */ (Object.keys(FAMILIES))
        .filter(isForgeFamily)
        .map((family) => [family, FAMILIES[family]]),
    )
  ),
);

/**
 * A row of a family's table as the one table holds it: `fields` ("delegatorAddress amount holder?")
 * split into the required fields and the optional ones.
 * @param {ForgeFamily} family
 * @param {OperationRow} row
 * @returns {ForgeOperation}
 */
function operationOf(family, { identifier, action, subAction, fields }) {
  const names = fields.split(' ');
  return Object.freeze({
    family,
    identifier,
    action,
    ...(subAction ? { subAction } : {}),
    required: Object.freeze(names.filter((name) => !name.endsWith('?'))),
    optional: Object.freeze(names.filter((name) => name.endsWith('?')).map((name) => name.slice(0, -1))),
  });
}

/**
 * Every forge operation of the description, by operationId, in the order of the families.
 * @type {Readonly<Record<string, ForgeOperation>>}
 */
export const FORGE_OPERATIONS = Object.freeze(
  Object.fromEntries(
    Object.entries(FORGE_FAMILIES).flatMap(([family, definition]) =>
      Object.entries(definition.operations).map(([operationId, row]) => [operationId, operationOf(/** @type {ForgeFamily} */ (family), row)]),
    ),
  ),
);

/**
 * A forge operation's family, staking identifier (the path's, for a route that takes it as
 * `{stakingIdentifier}`) and the action and sub-action it records; null for another operation.
 * @param {string} operationId
 * @param {string} [stakingIdentifier] the `{stakingIdentifier}` of the path
 * @returns {{ family: ForgeFamily, identifier: string, action: string, subAction: string | null } | null}
 */
export function describeForgeOperation(operationId, stakingIdentifier) {
  const operation = Object.hasOwn(FORGE_OPERATIONS, operationId) ? FORGE_OPERATIONS[operationId] : undefined;
  if (!operation) return null;
  return { family: operation.family, identifier: operation.identifier ?? String(stakingIdentifier), action: operation.action, subAction: operation.subAction ?? null };
}
