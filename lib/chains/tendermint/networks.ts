// The 33 Tendermint-type staking identifiers of the API with their network, as the transaction
// check shows and matches them: chain id, address prefixes, base denom and its decimals, and
// whether keys are Ethereum-style (ethsecp256k1: the address is the bech32 form of the Ethereum
// address). Read from the one list the forge uses (facts.ts): browser-safe data, no library.
import { CHAINS } from './facts';

export interface TendermintNetwork {
  identifier: string;
  name: string;
  chainId: string;
  prefix: string;
  /** Operator address prefix: the account prefix + "valoper", except on Crypto.org Chain and IRISnet. */
  valoperPrefix: string;
  denom: string;
  decimals: number;
  ethKeys: boolean;
}

export const TENDERMINT_NETWORKS: readonly TendermintNetwork[] = Object.freeze(
  Object.entries(CHAINS).map(([identifier, chain]) =>
    Object.freeze({
      identifier,
      name: chain.name,
      chainId: chain.chainId,
      prefix: chain.prefix,
      valoperPrefix:
        ('valoperPrefix' in chain ? chain.valoperPrefix : undefined) ?? `${chain.prefix}valoper`,
      denom: chain.denom,
      decimals: chain.decimals,
      ethKeys: 'pubkeyTypeUrl' in chain,
    }),
  ),
);

export function networkByIdentifier(identifier: string): TendermintNetwork | undefined {
  return TENDERMINT_NETWORKS.find((network) => network.identifier === identifier);
}

export function networkByChainId(chainId: string): TendermintNetwork | undefined {
  return TENDERMINT_NETWORKS.find((network) => network.chainId === chainId);
}

/** The network whose account prefix an address has ("cosmos1…" → ATOM). */
export function networkByAddress(address: string): TendermintNetwork | undefined {
  const separator = address.lastIndexOf('1');
  if (separator < 1) return undefined;
  const prefix = address.slice(0, separator);
  return TENDERMINT_NETWORKS.find((network) => network.prefix === prefix);
}
