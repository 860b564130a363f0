// What only the chain page of the Ethereum-type chains says (the sheet of lib/chains/tables adds
// it): the contracts each identifier's transactions are sent to, and the method each forge call
// calls.
import { code } from '../base/fact-text';
import { CONTRACTS, CONTRACTS_CALLED } from './facts';
import { OPERATIONS } from './operations';
import type { Fact, FactRow } from '../base/fact-text';
import type { FamilySheet } from '../base/fact-types';

/**
 * The contracts an EVM-type identifier's transactions are sent to: an address with its source, or
 * the request field that names it.
 */
function contractRows(identifier: string): FactRow[] {
  const called = CONTRACTS_CALLED[identifier as keyof typeof CONTRACTS_CALLED];
  const facts: Fact[] = called.map((entry) => {
    if ('field' in entry) return { text: [`${entry.name}: the address in `, code(entry.field)] };
    const contract = CONTRACTS[entry.contract];
    // An address no primary source pins is the one the API's own examples use.
    if (contract.source === 'API')
      return {
        text: [`${entry.name}: `, code(contract.address), " (the address of the API's examples)"],
        unverified: { readFrom: 'the "to" of a transaction the API forges' },
      };
    return {
      text: [`${entry.name}: `, code(contract.address)],
      source: contract.source,
      ...(contract.verified ? {} : { unverified: {} }),
    };
  });
  return [{ key: 'contracts', label: 'Contracts', facts }];
}

export const SHEET: FamilySheet = {
  rows: contractRows,
  builds: (operationId) => ({ text: ['calls ', code(OPERATIONS[operationId].method)] }),
};
