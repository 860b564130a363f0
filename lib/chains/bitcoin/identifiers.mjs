// Bitcoin's facts as the identifiers index (../facts.mjs) reads them, loaded
// through the definition (index.mjs): each staking identifier's facts, how the family's forge
// answers are signed and sent, and what its chain page adds.
import * as FACTS from './facts.mjs';
/** @import { FamilyFacts } from '../base/fact-types.mjs' */

/** @type {FamilyFacts} */
export const FAMILY_FACTS = {
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
