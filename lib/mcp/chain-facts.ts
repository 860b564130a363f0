/**
 * The chains the API stakes on, as the MCP server's list_chains tool gives them: a view of the
 * chain facts (lib/chains/facts.mjs, the one home of each chain fact), for every identifier with
 * transaction calls (BTC has reports and yield only).
 */
import { FAMILIES, IDENTIFIERS, STAKING_IDENTIFIERS } from '../chains/facts.mjs';
import { CHAINS as TENDERMINT_CHAINS } from '../chains/tendermint/facts.mjs';

export type ChainFamily = 'tendermint' | 'evm' | 'solana' | 'near' | 'polkadot' | 'multiversx';

export interface ChainFacts {
  identifier: string;
  name: string;
  family: ChainFamily;
  /** The network the transactions go to, and its chain id. */
  network: string;
  chainId?: string;
  /** The token an `amount` is in, and the base unit the transaction carries. */
  token: string;
  decimals: number;
  baseUnit: string;
  /** Tendermint chains: the address prefixes. */
  addressPrefix?: string;
  validatorPrefix?: string;
  /** Tendermint chains whose keys are Ethereum-style (ethsecp256k1, keccak256). */
  ethereumKeys?: boolean;
  /** Whether the API broadcasts the signed transaction; if not, send it yourself and submit its hash. */
  broadcastThroughApi: boolean;
}

/** The EVM-type identifiers first, then SOL, NEAR, EGLD, DOT, then the Tendermint chains. */
const FAMILY_ORDER: readonly ChainFamily[] = ['evm', 'solana', 'near', 'multiversx', 'polkadot', 'tendermint'];

function chainFacts(identifier: string): ChainFacts | undefined {
  const facts = IDENTIFIERS[identifier];
  if (facts.family === 'bitcoin' || !facts.network) return undefined;
  const tendermint = facts.family === 'tendermint' ? TENDERMINT_CHAINS[identifier] : undefined;
  return {
    identifier,
    name: facts.name,
    family: facts.family,
    network: facts.network.name,
    chainId: facts.network.chainId,
    token: facts.token.symbol,
    decimals: facts.token.decimals,
    baseUnit: facts.token.baseUnit,
    ...(tendermint
      ? { addressPrefix: tendermint.prefix, validatorPrefix: tendermint.valoperPrefix ?? `${tendermint.prefix}valoper`, ethereumKeys: tendermint.pubkeyTypeUrl !== undefined }
      : {}),
    broadcastThroughApi: FAMILIES[facts.family].signing?.send === 'broadcast',
  };
}

const chains = STAKING_IDENTIFIERS.map(chainFacts).filter((chain): chain is ChainFacts => chain !== undefined);

/** Every chain the API forges for: the EVM-type ones, SOL, NEAR, EGLD, DOT, then the Tendermint chains. */
export const CHAIN_FACTS: readonly ChainFacts[] = Object.freeze(
  FAMILY_ORDER.flatMap((family) => chains.filter((chain) => chain.family === family)),
);
