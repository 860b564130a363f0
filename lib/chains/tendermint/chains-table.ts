/**
 * The Cosmos SDK chains as core concepts tables them (its CosmosChains and EthereumKeyIdentifiers):
 * each chain's network, chain id, address prefixes, base denom and decimals, from chain-registry's
 * facts (./facts.ts), and the chains whose keys are Ethereum-style.
 */
import { code, link, type FactTable, type Fact, type Inline } from '../base/fact-text';
import { chainHref } from '@/lib/urls';
import { CHAINS, IDENTIFIERS } from './facts';

const cell = (...text: Inline[]): Fact[] => [{ text }];

/**
 * The Cosmos SDK chains of core concepts: network, chain id, account and operator address prefixes,
 * base denom and decimals.
 */
export function cosmosChainsTable(): FactTable {
  return {
    caption: 'The Cosmos SDK chains',
    columns: ['Identifier', 'Network', 'Chain id', 'Address prefixes', 'Base denom', 'Decimals'],
    rows: IDENTIFIERS.map((identifier) => {
      const chain = CHAINS[identifier];
      const prefixes = [
        code(chain.prefix),
        ', ',
        code(chain.valoperPrefix ?? `${chain.prefix}valoper`),
      ];
      return {
        header: [link(identifier, chainHref('tendermint', identifier), true)],
        cells: [
          cell(chain.name),
          cell(code(chain.chainId)),
          cell(...prefixes),
          cell(code(chain.denom)),
          cell(String(chain.decimals)),
        ],
      };
    }),
  };
}

/**
 * The Cosmos SDK identifiers whose keys are Ethereum-style (ethsecp256k1, keccak256), in the order
 * of the API's list.
 */
export function ethereumKeyIdentifiers(): string[] {
  return IDENTIFIERS.filter((identifier) => CHAINS[identifier].pubkeyTypeUrl !== undefined);
}
