// What the "Check a transaction" page offers, read from the API description at build time: each
// forge operation with its summary, path and request fields, and one example answer per shape
// to try. Node only (reads openapi/); the page passes the result to its client part.
import { groupOperationsByTag, loadApiDocument, type JsonObject } from '../openapi';
import { forgeExamples } from './examples';
import { FORGE_OPERATIONS } from './operations';

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

export interface CatalogExample {
  label: string;
  operationId: string;
  stakingIdentifier?: string;
  request: string;
  answer: string;
}

/** One example per shape of spec §3 (the Tendermint one with a legacy EIP-712 variant). */
const TRY_EXAMPLES: [operationId: string, name: string | undefined, label: string, stakingIdentifier?: string][] = [
  ['forgePolStake', undefined, 'POL stake (Ethereum transaction)'],
  ['forgeTendermintStake', 'INJ', 'INJ stake (Cosmos SDK, four signing formats)', 'INJ'],
  ['forgeSolStake', undefined, 'SOL stake (Solana wire transaction)'],
  ['forgeDotPoolStake', undefined, 'DOT pool join (Polkadot extrinsic)'],
  ['forgeNearStake', undefined, 'NEAR stake (NEAR actions)'],
  ['forgeEgldStake', undefined, 'EGLD stake (MultiversX transaction)'],
];

function requestFields(document: JsonObject, operationId: string): CatalogField[] {
  const resolve = (node: unknown): JsonObject => {
    const ref = (node as { $ref?: string } | undefined)?.$ref;
    if (!ref) return (node ?? {}) as JsonObject;
    return resolve(ref.slice(2).split('/').reduce<unknown>((at, part) => (at as JsonObject)[part], document));
  };
  for (const pathItem of Object.values(document.paths as Record<string, { post?: JsonObject }>)) {
    const op = pathItem.post as { operationId?: string; requestBody?: unknown } | undefined;
    if (op?.operationId !== operationId) continue;
    const body = resolve(op.requestBody) as { content: Record<string, { schema: unknown }> };
    const schema = resolve(body.content['application/json']!.schema) as { properties?: JsonObject; required?: string[] };
    return Object.keys(schema.properties ?? {}).map((name) => ({ name, required: (schema.required ?? []).includes(name) }));
  }
  throw new Error(`${operationId}: no request schema`);
}

export function transactionCheckCatalog(document: JsonObject = loadApiDocument()): { groups: CatalogGroup[]; examples: CatalogExample[] } {
  const groups = groupOperationsByTag(document)
    .map(({ tag, operations }) => ({
      tag: tag.name,
      operations: operations
        .filter((op) => op.operationId in FORGE_OPERATIONS)
        .map((op) => ({ operationId: op.operationId, summary: op.summary, path: op.path, fields: requestFields(document, op.operationId) })),
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
  return { groups, examples };
}
