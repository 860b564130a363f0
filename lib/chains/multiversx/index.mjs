// MultiversX (EGLD) as the registry (../registry.mjs) lists it: the shape of its forge answer, its
// forge operations, loaders of its check, forge and check of signed transactions, and its facts.
import { OPERATIONS } from './operations.mjs';
/** @import { ForgeFamilyDefinition } from '../base/definition' */

const KB = 1024;

/** @type {ForgeFamilyDefinition} */
export const definition = {
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
  forge: () => import('./forge.mjs'),
  signed: () => import(/* webpackIgnore: true */ './signed.mjs'),
  facts: () => import('./identifiers.mjs'),
};
