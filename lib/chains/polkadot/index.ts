// Polkadot's nomination pools (DOT) as the registry (../registry.ts) lists them: the shape of
// their forge answer, their forge operations, loaders of their check, forge and check of signed
// transactions, and their facts.
import { OPERATIONS } from './operations';
import type { ForgeFamilyDefinition } from '../base/definition';

const KB = 1024;

export const definition: ForgeFamilyDefinition = {
  name: 'Polkadot pools',
  answer: {
    markers: [['extrinsicHex']],
    named: 'extrinsicHex',
    described: 'a Polkadot extrinsic (extrinsicHex)',
    encoded: [{ field: 'extrinsicHex', encoding: 'hex' }],
    size: {
      json: 8 * KB,
      bytes: {
        field: 'extrinsicHex',
        max: 2 * KB,
        encoding: 'hex',
        why: 'a nomination-pools call is under a hundred bytes',
      },
    },
    library: '@polkadot/types and the Polkadot Asset Hub metadata',
    packages: [
      '@polkadot/types',
      '@polkadot/types-support',
      '@polkadot/util',
      '@polkadot/util-crypto',
    ],
  },
  operations: OPERATIONS,
  check: () => import('./check'),
  forge: () => import('./forge'),
  signed: () => import(/* webpackIgnore: true */ './signed'),
  facts: () => import('./identifiers'),
};
