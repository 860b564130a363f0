// NEAR as the registry (../registry.ts) lists it: the shape of its forge answer, its forge
// operations, loaders of its check and forge, and its facts.
import { OPERATIONS } from './operations';
import type { ForgeFamilyDefinition } from '../base/definition';

const KB = 1024;

export const definition: ForgeFamilyDefinition = {
  name: 'NEAR',
  answer: {
    markers: [['actions', 'receiverId']],
    named: 'signerId/receiverId/actions',
    described: 'a NEAR transaction (signerId, receiverId, actions)',
    encoded: [],
    size: { json: 16 * KB },
    library: '@near-js/transactions',
    packages: ['@near-js/transactions', '@near-js/crypto'],
  },
  operations: OPERATIONS,
  check: () => import('./check'),
  forge: () => import('./forge'),
  facts: () => import('./identifiers'),
};
