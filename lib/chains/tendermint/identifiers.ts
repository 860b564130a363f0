// The Cosmos SDK chains' facts as the identifiers index (../facts.ts) reads them, loaded
// through the definition (index.ts): each staking identifier's facts, how the family's forge
// answers are signed and sent, and what its chain page adds.
import * as FACTS from './facts';
import { SHEET } from './tables';
import type { FamilyFacts, IdentifierEntry } from '../base/fact-types';
function chainFacts(identifier: string): IdentifierEntry {
  const chain = FACTS.CHAINS[identifier];
  const registry = `${chain.registry}/chain.json`;
  return {
    identifier,
    name: chain.name,
    aliases: [...chain.aliases],
    token: {
      symbol: identifier,
      decimals: chain.decimals,
      baseUnit: chain.denom,
      source: `${chain.registry}/assetlist.json`,
    },
    network: { name: chain.name, chainId: chain.chainId, source: registry },
    explorer: { transactionUrl: chain.explorer, source: registry },
    timing: FACTS.unbondingOf(identifier),
    limits: [...FACTS.LIMITS],
    yieldMeaning: FACTS.YIELD_MEANING,
    addresses: {
      prefix: chain.prefix,
      validatorPrefix: chain.valoperPrefix ?? `${chain.prefix}valoper`,
    },
    ethereumKeys: chain.pubkeyTypeUrl !== undefined,
  };
}

export const FAMILY_FACTS: FamilyFacts = {
  position: 4,
  aliases: ['Cosmos', 'Cosmos SDK', 'Tendermint'],
  signing: FACTS.SIGNING,
  sendOperation: FACTS.BROADCAST_OPERATION,
  identifiers: FACTS.IDENTIFIERS.map(chainFacts),
  sheet: SHEET,
};
