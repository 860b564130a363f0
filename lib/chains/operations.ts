// Every forge operation of the API, from its family's table (the family's facts.ts, through the
// registry): its family, its staking identifier (none where the route takes it as
// `{stakingIdentifier}`), the action and sub-action it records, and the fields of its request. The
// check, the sandbox, the example generator and the chain pages read this one table; a test holds
// it equal to the forge operations of the API description (lib/chains/facts.test.ts).
import { FAMILIES } from './registry';
import type { ForgeFamilyDefinition, ForgeOperationOf, OperationRow } from './base/definition';
import type { Family, ForgeFamily } from './registry';

export type ForgeOperation = ForgeOperationOf<ForgeFamily>;
export const isForgeFamily = (family: Family): family is ForgeFamily =>
  'answer' in FAMILIES[family];

/**
 * The families with forge operations, by name, each with its definition.
 */
export const FORGE_FAMILIES: Readonly<Record<ForgeFamily, ForgeFamilyDefinition>> = Object.freeze(
  Object.fromEntries(
    (Object.keys(FAMILIES) as Family[])
      .filter(isForgeFamily)
      .map((family) => [family, FAMILIES[family]]),
  ) as Record<ForgeFamily, ForgeFamilyDefinition>,
);

/**
 * A row of a family's table as the one table holds it: `fields` ("delegatorAddress amount holder?")
 * split into the required fields and the optional ones.
 */
function operationOf(
  family: ForgeFamily,
  { identifier, action, subAction, fields }: OperationRow,
): ForgeOperation {
  const names = fields.split(' ');
  return Object.freeze({
    family,
    identifier,
    action,
    ...(subAction ? { subAction } : {}),
    required: Object.freeze(names.filter((name) => !name.endsWith('?'))),
    optional: Object.freeze(
      names.filter((name) => name.endsWith('?')).map((name) => name.slice(0, -1)),
    ),
  });
}

/**
 * Every forge operation of the description, by operationId, in the order of the families.
 */
export const FORGE_OPERATIONS: Readonly<Record<string, ForgeOperation>> = Object.freeze(
  Object.fromEntries(
    Object.entries(FORGE_FAMILIES).flatMap(([family, definition]) =>
      Object.entries(definition.operations).map(([operationId, row]) => [
        operationId,
        operationOf(family as ForgeFamily, row),
      ]),
    ),
  ),
);

/**
 * The forge operation a caller names, or undefined: an own entry of the table only, so that a name
 * such as `constructor` or `__proto__` is an unknown operation like any other, never the table's
 * own machinery.
 */
export function forgeOperationNamed(name: unknown): ForgeOperation | undefined {
  return typeof name === 'string' && Object.hasOwn(FORGE_OPERATIONS, name)
    ? FORGE_OPERATIONS[name]
    : undefined;
}

/**
 * The staking identifiers of a family's operations, or undefined for a family whose routes take
 * the identifier as `{stakingIdentifier}` (its check knows its chains).
 */
export function fixedIdentifiersOf(family: ForgeFamily): readonly string[] | undefined {
  const identifiers = Object.values(FORGE_OPERATIONS)
    .filter((operation) => operation.family === family)
    .map((operation) => operation.identifier);
  return identifiers.every((identifier) => identifier !== undefined)
    ? [...new Set(identifiers)]
    : undefined;
}

/**
 * A forge operation's family, staking identifier (the path's, for a route that takes it as
 * `{stakingIdentifier}`) and the action and sub-action it records; null for another operation.
 * @param stakingIdentifier the `{stakingIdentifier}` of the path
 */
export function describeForgeOperation(
  operationId: string,
  stakingIdentifier?: string,
): { family: ForgeFamily; identifier: string; action: string; subAction: string | null } | null {
  const operation = forgeOperationNamed(operationId);
  if (!operation) return null;
  return {
    family: operation.family,
    identifier: operation.identifier ?? String(stakingIdentifier),
    action: operation.action,
    subAction: operation.subAction ?? null,
  };
}
