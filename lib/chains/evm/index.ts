// The Ethereum-type chains (CHILIZ, CXT, POL, STAKEWISE) as the registry (../registry.ts) lists
// them: the shape of their forge answer, their forge operations, loaders of their check and forge,
// and their facts.
import { OPERATIONS } from './operations';
import type { ForgeFamilyDefinition } from '../base/definition';

const KB = 1024;

export const definition: ForgeFamilyDefinition = {
  name: 'Ethereum-type chains',
  answer: {
    markers: [['serializedUnsignedTx']],
    named: 'serializedUnsignedTx',
    described: 'an Ethereum-type transaction (serializedUnsignedTx)',
    encoded: [{ field: 'serializedUnsignedTx', encoding: 'hex' }],
    size: {
      json: 8 * KB,
      bytes: {
        field: 'serializedUnsignedTx',
        max: 2 * KB,
        encoding: 'hex',
        why: 'an Ethereum staking call is a few hundred bytes',
      },
    },
    library: 'ethers',
    packages: ['ethers'],
  },
  operations: OPERATIONS,
  check: () => import('./check'),
  forge: () => import('./forge'),
  facts: () => import('./identifiers'),
};
