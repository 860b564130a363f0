// NEAR as the registry (../registry.mjs) lists it: the shape of its forge answer, its forge
// operations, loaders of its check and forge, and its facts.
import { OPERATIONS } from './operations.mjs';
/** @import { ForgeFamilyDefinition } from '../base/definition' */

const KB = 1024;

/** @type {ForgeFamilyDefinition} */
export const definition = {
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
  forge: () => import('./forge.mjs'),
  facts: () => import('./identifiers.mjs'),
};
