// MultiversX (EGLD) as the registry (../registry.ts) lists it: the shape of its forge answer, its
// forge operations, loaders of its check, forge and check of signed transactions, and its facts.
import { OPERATIONS } from './operations';
import type { ForgeFamilyDefinition } from '../base/definition';

const KB = 1024;

export const definition: ForgeFamilyDefinition = {
  name: 'MultiversX',
  answer: {
    markers: [['chainID', 'receiver']],
    named: 'a MultiversX transaction',
    described: 'a MultiversX transaction (sender, receiver, chainID, …)',
    encoded: [],
    size: { json: 16 * KB },
    library: '@multiversx/sdk-core',
    packages: ['@multiversx/sdk-core'],
  },
  operations: OPERATIONS,
  check: () => import('./check'),
  forge: () => import('./forge'),
  signed: () => import(/* webpackIgnore: true */ './signed'),
  facts: () => import('./identifiers'),
};
