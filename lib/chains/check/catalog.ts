// What the "Check a transaction" page offers, read from the API description at build time through
// the one walk (lib/openapi/document/walk.ts): each forge operation with its summary, path and request
// fields, and one example answer per shape to try; and the staking identifiers a route takes as its
// `{stakingIdentifier}`, to choose from. The caller passes the description (loadApiDocument);
// the page passes the result to its client part, so the form's code carries none of the
// chains' facts.
import { IDENTIFIERS, PATH_PARAMETER_IDENTIFIERS } from '../facts';
import { FORGE_OPERATIONS } from '../operations';
import { findOperation, resolveObject, type JsonObject } from '../../openapi/document/walk';
import { groupOperationsByTag } from '../../openapi/pages/operation-list';
import { forgeExamples } from './examples';

export interface CatalogField {
  name: string;
  required: boolean;
}

export interface CatalogOperation {
  operationId: string;
  summary: string;
  path: string;
  fields: CatalogField[];
}

export interface CatalogGroup {
  tag: string;
  operations: CatalogOperation[];
}

/**
 * A staking identifier a route takes as `{stakingIdentifier}`, and its network's name: {
 * identifier: 'ATOM', name: 'Cosmos Hub' }.
 */
export interface CatalogNetwork {
  identifier: string;
  name: string;
}

export interface CatalogExample {
  label: string;
  operationId: string;
  stakingIdentifier?: string;
  request: string;
  answer: string;
}

/** One example per shape of forge answer (the Cosmos SDK one with a legacy EIP-712 variant). */
const TRY_EXAMPLES: [
  operationId: string,
  name: string | undefined,
  label: string,
  stakingIdentifier?: string,
][] = [
  ['forgePolStake', undefined, 'POL stake (Ethereum transaction)'],
  ['forgeTendermintStake', 'INJ', 'INJ stake (Cosmos SDK, four signing formats)', 'INJ'],
  ['forgeSolStake', undefined, 'SOL stake (Solana wire transaction)'],
  ['forgeDotPoolStake', undefined, 'DOT pool join (Polkadot extrinsic)'],
  ['forgeNearStake', undefined, 'NEAR stake (NEAR actions)'],
  ['forgeEgldStake', undefined, 'EGLD stake (MultiversX transaction)'],
];

/** The fields of an operation's JSON request body, each required or not, as the description lists them. */
export function requestFields(document: JsonObject, operationId: string): CatalogField[] {
  const operation = findOperation(document, operationId)?.operation;
  const body = resolveObject(document, operation?.requestBody);
  const media = resolveObject(
    document,
    resolveObject(document, body?.content)?.['application/json'],
  );
  const schema = resolveObject(document, media?.schema);
  if (!schema) throw new Error(`${operationId}: no JSON request schema in the description`);
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  return Object.keys(resolveObject(document, schema.properties) ?? {}).map((name) => ({
    name,
    required: required.includes(name),
  }));
}

export function transactionCheckCatalog(document: JsonObject): {
  groups: CatalogGroup[];
  examples: CatalogExample[];
  networks: CatalogNetwork[];
} {
  const groups = groupOperationsByTag(document)
    .map(({ tag, operations }) => ({
      tag: tag.name,
      operations: operations
        .filter((op) => op.operationId in FORGE_OPERATIONS)
        .map((op) => ({
          operationId: op.operationId,
          summary: op.summary,
          path: op.path,
          fields: requestFields(document, op.operationId),
        })),
    }))
    .filter((group) => group.operations.length > 0);
  const all = forgeExamples(document);
  const examples = TRY_EXAMPLES.map(([operationId, name, label, stakingIdentifier]) => {
    const e = all.find((x) => x.operationId === operationId && x.name === name);
    if (!e) throw new Error(`no example ${operationId} ${name ?? ''}`);
    return {
      label,
      operationId,
      ...(stakingIdentifier ? { stakingIdentifier } : {}),
      request: JSON.stringify(e.request, null, 2),
      answer: JSON.stringify(e.answer, null, 2),
    };
  });
  const networks = PATH_PARAMETER_IDENTIFIERS.map((identifier) => ({
    identifier,
    name: IDENTIFIERS[identifier].name,
  }));
  return { groups, examples, networks };
}
