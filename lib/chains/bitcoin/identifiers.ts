// Bitcoin's facts as the identifiers index (../facts.ts) reads them, loaded
// through the definition (index.ts): each staking identifier's facts, how the family's forge
// answers are signed and sent, and what its chain page adds.
import * as FACTS from './facts';
import type { FamilyFacts } from '../base/fact-types';

export const FAMILY_FACTS: FamilyFacts = {
  position: 6,
  aliases: [],
  signing: null,
  sendOperation: null,
  identifiers: [
    {
      identifier: 'BTC',
      name: FACTS.NAME,
      aliases: [],
      token: FACTS.TOKEN,
      network: null,
      explorer: null,
      timing: null,
      limits: [],
      yieldMeaning: FACTS.YIELD_MEANING,
      offered: FACTS.OFFERED,
    },
  ],
  sheet: {},
};
