// The contracts, methods and networks of the EVM-type forge calls, in the shapes the transaction
// check (check.ts) reads them: derived from the one home of these facts, facts.ts (plain data,
// no library, so the checker in the browser and the forge read the same addresses).
import { CONTRACTS, METHODS, NETWORK_OF, NETWORKS, NETWORKS_BY_CHAIN_ID, TOKENS } from './facts';

/**
 * Contract addresses by name: POL token and StakeManagerProxy, Chiliz's staking system contract,
 * CXT token and staking contract.
 */
export const EVM_CONTRACTS: Readonly<Record<keyof typeof CONTRACTS, string>> = Object.freeze(
  Object.fromEntries(
    Object.entries(CONTRACTS).map(([name, { address }]) => [name, address]),
  ) as Record<keyof typeof CONTRACTS, string>,
);

/** Every method a forge call of an EVM-type chain calls, as human-readable ABI. */
export const EVM_METHODS: readonly string[] = Object.freeze(Object.values(METHODS).flat());

/** The networks of the EVM-type staking identifiers, by EIP-155 chain id. */
export const EVM_NETWORKS: Readonly<Record<string, { name: string; currency: string }>> =
  NETWORKS_BY_CHAIN_ID;

/** Chain id and the token staked, per staking identifier. */
export const EVM_IDENTIFIERS: Readonly<Record<string, { chainId: string; token: string }>> =
  Object.freeze(
    Object.fromEntries(
      Object.entries(NETWORK_OF).map(([identifier, network]) => [
        identifier,
        {
          chainId: NETWORKS[network].chainId,
          token: TOKENS[identifier as keyof typeof TOKENS].symbol,
        },
      ]),
    ),
  );
