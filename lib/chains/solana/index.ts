// Solana (SOL) as the registry (../registry.ts) lists it: the shape of its forge answer, its forge
// operations, loaders of its check, forge and check of signed transactions, and its facts.
import { OPERATIONS } from './operations';
import type { ForgeFamilyDefinition } from '../base/definition';

const KB = 1024;

export const definition: ForgeFamilyDefinition = {
  name: 'Solana',
  answer: {
    markers: [['hash']],
    named: 'hash',
    described: 'a Solana transaction (hash)',
    encoded: [{ field: 'hash', encoding: 'base64' }],
    size: {
      json: 4 * KB,
      bytes: {
        field: 'hash',
        max: 1232,
        encoding: 'base64',
        why: 'a Solana transaction is at most 1,232 bytes (one network packet)',
      },
    },
    library: '@solana/web3.js',
    packages: ['@solana/web3.js'],
  },
  operations: OPERATIONS,
  check: () => import('./check'),
  forge: () => import('./forge'),
  signed: () => import(/* webpackIgnore: true */ './signed'),
  facts: () => import('./identifiers'),
};
