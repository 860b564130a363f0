import { code, link, type Fact } from '../base/fact-text';
import { familyFacts } from '../facts';
import { FORGE_OPERATIONS } from '../operations';
import type { Family } from '../registry';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { listOperations, type ApiOperation } from '@/lib/openapi/pages/operation-list';
import { apiOperationPath } from '@/lib/urls';

let byId: Map<string, ApiOperation> | undefined;

/** An operation of the description; throws for an id the description does not have, so the build fails. */
function operation(operationId: string): ApiOperation {
  byId ??= new Map(listOperations(loadApiDocument()).map((entry) => [entry.operationId, entry]));
  const found = byId.get(operationId);
  if (!found)
    throw new Error(
      `The chain facts name the operation ${operationId}, which the API description does not have.`,
    );
  return found;
}

/** What a forge operation builds on its chain, as its family's chain page says it, with the source it names. */
function builds(family: Family, operationId: string): Pick<Fact, 'text' | 'source'> | undefined {
  if (!Object.hasOwn(FORGE_OPERATIONS, operationId)) return undefined;
  return familyFacts(family).sheet.builds?.(operationId);
}

/**
 * One fact per operation: a link to its page named by its summary, its method and path, and what
 * it builds on the chain (the contract method, message, pool call or data field).
 */
export function operationFacts(family: Family, operationIds: readonly string[]): Fact[] {
  return operationIds.map((operationId) => {
    const { summary, method, path } = operation(operationId);
    const built = builds(family, operationId);
    return {
      text: [
        link(summary, apiOperationPath(operationId)),
        ': ',
        code(`${method.toUpperCase()} ${path}`),
        ...(built ? ['; ', ...built.text] : []),
      ],
      ...(built?.source ? { source: built.source } : {}),
    };
  });
}

/** The operation that sends an identifier's signed transactions (its broadcast call, or submitHash). */
export function sendOperationOf(operationIds: readonly string[]): string | undefined {
  return operationIds.find((operationId) => !Object.hasOwn(FORGE_OPERATIONS, operationId));
}

/** The actions of an identifier's forge operations as the paths name them ("auto-restake-rewards/enable"). */
export function actionsOf(operationIds: readonly string[]): string[] {
  return operationIds
    .filter((operationId) => Object.hasOwn(FORGE_OPERATIONS, operationId))
    .map((operationId) => {
      const { action, subAction } = FORGE_OPERATIONS[operationId];
      return subAction ? `${action}/${subAction}` : action;
    });
}
