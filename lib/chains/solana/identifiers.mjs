// Solana's facts as the identifiers index (../facts.mjs) reads them, loaded
// through the definition (index.mjs): each staking identifier's facts, how the family's forge
// answers are signed and sent, and what its chain page adds.
import { singleChain } from '../base/identifier.mjs';
import * as FACTS from './facts.mjs';
/** @import { FamilyFacts } from '../base/fact-types.mjs' */

/** @type {FamilyFacts} */
export const FAMILY_FACTS = {
  position: 5,
  aliases: [],
  signing: FACTS.SIGNING,
  sendOperation: FACTS.BROADCAST_OPERATION,
  identifiers: [singleChain('SOL', FACTS)],
  sheet: {},
};
