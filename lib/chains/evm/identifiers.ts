// The Ethereum-type chains' facts as the identifiers index (../facts.ts) reads them, loaded
// through the definition (index.ts): each staking identifier's facts, how the family's forge
// answers are signed and sent, and what its chain page adds.
import * as FACTS from './facts';
import { SHEET } from './tables';
import type { FamilyFacts } from '../base/fact-types';

export const FAMILY_FACTS: FamilyFacts = {
  position: 1,
  aliases: [],
  signing: FACTS.SIGNING,
  sendOperation: FACTS.SEND_OPERATION,
  identifiers: Object.entries(FACTS.IDENTIFIERS).map(([identifier, chain]) => {
    const network = FACTS.NETWORKS[chain.network];
    return {
      identifier,
      name: chain.name,
      aliases: [...chain.aliases],
      token: chain.token,
      network: { name: network.name, chainId: network.chainId, source: network.source },
      explorer: network.explorer,
      timing: chain.timing,
      limits: [...chain.limits],
      yieldMeaning: chain.yieldMeaning,
    };
  }),
  sheet: SHEET,
};
