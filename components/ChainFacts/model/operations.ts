import { FORGE_OPERATIONS } from '@/lib/chains/facts.mjs';
import type { Family } from '@/lib/chains/base/fact-types.mjs';
import { OPERATIONS as EVM_OPERATIONS } from '@/lib/chains/evm/facts.mjs';
import { CALLS as EGLD_CALLS } from '@/lib/chains/multiversx/facts.mjs';
import { POOL_METHODS as NEAR_METHODS } from '@/lib/chains/near/facts.mjs';
import { POOL_CALLS as DOT_CALLS } from '@/lib/chains/polkadot/facts.mjs';
import { OPERATIONS as TENDERMINT_OPERATIONS } from '@/lib/chains/tendermint/facts.mjs';
import { listOperations, type ApiOperation } from '@/lib/openapi';
import { apiOperationPath } from '@/lib/urls';
import { code, link, type Fact } from './text';

let byId: Map<string, ApiOperation> | undefined;

/** An operation of the description; throws for an id the description does not have, so the build fails. */
function operation(operationId: string): ApiOperation {
  byId ??= new Map(listOperations().map((entry) => [entry.operationId, entry]));
  const found = byId.get(operationId);
  if (!found) throw new Error(`The chain facts name the operation ${operationId}, which the API description does not have.`);
  return found;
}

/** What a forge operation builds on its chain, from the family's facts module, with the module's source where it names one. */
function builds(family: Family, operationId: string): Pick<Fact, 'text' | 'source'> | undefined {
  const action = FORGE_OPERATIONS[operationId]?.action as string | undefined;
  if (!action) return undefined;
  const callOf = (calls: Record<string, string>) => (Object.hasOwn(calls, action) ? calls[action] : undefined);
  switch (family) {
    case 'evm':
      return { text: ['calls ', code(EVM_OPERATIONS[operationId].method)] };
    case 'tendermint':
      return { text: ['builds ', code(TENDERMINT_OPERATIONS[operationId].typeUrl)] };
    case 'polkadot': {
      const call = callOf(DOT_CALLS);
      return call ? { text: ['calls ', code(`nominationPools.${call}`)], source: DOT_CALLS.source } : undefined;
    }
    case 'multiversx': {
      const call = callOf(EGLD_CALLS);
      return call ? { text: ['data ', code(call)], source: EGLD_CALLS.source } : undefined;
    }
    case 'near': {
      const call = callOf(NEAR_METHODS);
      return call ? { text: ['calls ', code(call)], source: NEAR_METHODS.source } : undefined;
    }
    default:
      return undefined;
  }
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
      text: [link(summary, apiOperationPath(operationId)), ': ', code(`${method.toUpperCase()} ${path}`), ...(built ? ['; ', ...built.text] : [])],
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
