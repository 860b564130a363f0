import type { CatalogExample, CatalogGroup, CatalogNetwork } from '@/lib/chains/check/catalog';

/** What the check is given, read at build time (index.tsx): the form and its loader both take it. */
export interface TransactionCheckProps {
  groups: CatalogGroup[];
  examples: CatalogExample[];
  /** The Tendermint staking identifiers to choose from, with their network's name. */
  networks: CatalogNetwork[];
}
