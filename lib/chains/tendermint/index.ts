// The Cosmos SDK chains (the 33 Tendermint-type identifiers) as the registry (../registry.ts) lists
// them: the shape of their forge answer, their forge operations (one route for every chain, which
// takes the identifier as `{stakingIdentifier}`), loaders of their check, forge and check of signed
// transactions, and their facts.
import { OPERATIONS } from './operations';
import type { ForgeFamilyDefinition } from '../base/definition';

const KB = 1024;

/**
 * The signing formats of the forge answer: signDirect on every chain, the others where the chain
 * accepts them, null elsewhere.
 */
const SIGNING_FORMATS = ['signDirect', 'signAmino', 'signEIP712', 'signEIP712CosmosTxV0'];

export const definition: ForgeFamilyDefinition = {
  name: 'Cosmos SDK chains',
  answer: {
    markers: [['signDirect'], ['signAmino']],
    named: 'signDirect',
    described: 'a Cosmos SDK transaction (signDirect, signAmino, signEIP712, signEIP712CosmosTxV0)',
    encoded: SIGNING_FORMATS.map((object) => ({
      object,
      fields: ['bodyBytes', 'authInfoBytes'],
      encoding: 'base64' as const,
      ...(object === 'signDirect' ? { required: 'every Tendermint forge answer carries it' } : {}),
    })),
    size: { json: 64 * KB },
    library: 'cosmjs-types and CosmJS',
    packages: [
      'cosmjs-types',
      '@cosmjs/encoding',
      '@cosmjs/amino',
      '@cosmjs/crypto',
      '@cosmjs/proto-signing',
      '@cosmjs/stargate',
      'ethers',
    ],
  },
  operations: OPERATIONS,
  check: () => import('./check'),
  forge: () => import('./forge'),
  signed: () => import(/* webpackIgnore: true */ './signed'),
  facts: () => import('./identifiers'),
};
