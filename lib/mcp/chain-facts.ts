/**
 * The chains the API stakes on, as the MCP server's list_chains tool gives them: one adapter over
 * the modules that hold the facts today (the Tendermint chains' list, the EVM identifiers), so
 * that moving to other chain-facts modules changes this file only.
 */
import { CHAINS } from '../chains/tendermint/chains.mjs';
import { EVM_IDENTIFIERS, EVM_NETWORKS } from '../chains/evm/contracts';

export type ChainFamily = 'tendermint' | 'evm' | 'solana' | 'near' | 'polkadot' | 'multiversx';

export interface ChainFacts {
  identifier: string;
  name: string;
  family: ChainFamily;
  /** The network the transactions go to, and its chain id where it has one. */
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

/**
 * The other families' facts. Their forge modules (lib/chains/<family>/forge.mjs) hold the same
 * decimals but load the chain's library and are not typed yet, and no module exports the base
 * units' names (the checker's decoders, lib/chains/<family>/decode.ts, hold them privately);
 * chain-facts.test.ts holds this table equal to both.
 */
const OTHER_CHAINS: ChainFacts[] = [
  { identifier: 'SOL', name: 'Solana', family: 'solana', network: 'Solana mainnet', token: 'SOL', decimals: 9, baseUnit: 'lamports', broadcastThroughApi: true },
  { identifier: 'NEAR', name: 'NEAR', family: 'near', network: 'NEAR mainnet', token: 'NEAR', decimals: 24, baseUnit: 'yoctoNEAR', broadcastThroughApi: false },
  { identifier: 'EGLD', name: 'MultiversX', family: 'multiversx', network: 'MultiversX mainnet', chainId: '1', token: 'EGLD', decimals: 18, baseUnit: 'atto-EGLD', broadcastThroughApi: true },
  { identifier: 'DOT', name: 'Polkadot', family: 'polkadot', network: 'Polkadot Asset Hub (nomination pools)', token: 'DOT', decimals: 10, baseUnit: 'planck', broadcastThroughApi: true },
];

const EVM_NAMES: Record<string, string> = { CHILIZ: 'Chiliz Chain', CXT: 'Covalent (CXT)', POL: 'Polygon (POL)', STAKEWISE: 'StakeWise v3 vaults' };
/** The four EVM-type tokens (CHZ, CXT, POL, ETH) have 18 decimals. */
const EVM_DECIMALS = 18;

const tendermint = Object.entries(CHAINS).map(([identifier, chain]): ChainFacts => ({
  identifier,
  name: chain.name,
  family: 'tendermint',
  network: chain.name,
  chainId: chain.chainId,
  token: identifier,
  decimals: chain.decimals,
  baseUnit: chain.denom,
  addressPrefix: chain.prefix,
  validatorPrefix: ('valoperPrefix' in chain ? chain.valoperPrefix : undefined) ?? `${chain.prefix}valoper`,
  ethereumKeys: 'pubkeyTypeUrl' in chain,
  broadcastThroughApi: true,
}));

const evm = Object.entries(EVM_IDENTIFIERS).map(([identifier, { chainId, token }]): ChainFacts => ({
  identifier,
  name: EVM_NAMES[identifier] ?? identifier,
  family: 'evm',
  network: EVM_NETWORKS[chainId]?.name ?? `EVM chain ${chainId}`,
  chainId,
  token,
  decimals: EVM_DECIMALS,
  baseUnit: 'wei',
  broadcastThroughApi: false,
}));

/** Every chain the API forges for: the EVM-type ones, SOL, NEAR, EGLD, DOT, then the Tendermint chains. */
export const CHAIN_FACTS: readonly ChainFacts[] = Object.freeze([...evm, ...OTHER_CHAINS, ...tendermint]);
