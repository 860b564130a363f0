/**
 * The chains the API stakes on, as the MCP server's list_chains tool gives them: a view of the
 * chain facts (lib/chains/facts.ts, the one home of each chain fact), for every identifier with
 * transaction calls (BTC has reports and yield only), the families in the registry's order. The
 * index is handed in: it waits for every family's facts as it loads, so the server imports it when
 * the tool is called (a CommonJS start of the server, `npm run mcp`, cannot wait while it loads).
 */
import type * as ChainFactsIndex from '../chains/facts';
import { FAMILIES, type Family } from '../chains/registry';

export interface ChainFacts {
  identifier: string;
  name: string;
  family: Family;
  /** The network the transactions go to, and its chain id. */
  network: string;
  chainId?: string;
  /** The token an `amount` is in, and the base unit the transaction carries. */
  token: string;
  decimals: number;
  baseUnit: string;
  /** Chains whose addresses are bech32: the address prefixes. */
  addressPrefix?: string;
  validatorPrefix?: string;
  /** Of those, the chains whose keys are Ethereum-style (ethsecp256k1, keccak256). */
  ethereumKeys?: boolean;
  /** Whether the API broadcasts the signed transaction; if not, send it yourself and submit its hash. */
  broadcastThroughApi: boolean;
}

type Index = typeof ChainFactsIndex;

function chainFacts(
  { familyFacts, IDENTIFIERS }: Index,
  identifier: string,
): ChainFacts | undefined {
  const facts = IDENTIFIERS[identifier];
  if (!facts.network) return undefined;
  return {
    identifier,
    name: facts.name,
    family: facts.family,
    network: facts.network.name,
    chainId: facts.network.chainId,
    token: facts.token.symbol,
    decimals: facts.token.decimals,
    baseUnit: facts.token.baseUnit,
    ...(facts.addresses
      ? {
          addressPrefix: facts.addresses.prefix,
          validatorPrefix: facts.addresses.validatorPrefix,
          ethereumKeys: facts.ethereumKeys === true,
        }
      : {}),
    broadcastThroughApi: familyFacts(facts.family).signing?.send === 'broadcast',
  };
}

/**
 * Every chain the API forges for, family by family: the EVM-type ones, SOL, NEAR, EGLD, DOT, then
 * the Cosmos SDK chains.
 */
export function chainFactsOf(index: Index): readonly ChainFacts[] {
  const chains = index.STAKING_IDENTIFIERS.map((identifier) =>
    chainFacts(index, identifier),
  ).filter((chain): chain is ChainFacts => chain !== undefined);
  return Object.freeze(
    (Object.keys(FAMILIES) as Family[]).flatMap((family) =>
      chains.filter((chain) => chain.family === family),
    ),
  );
}
