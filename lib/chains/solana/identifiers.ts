// Solana's facts as the identifiers index (../facts.ts) reads them, loaded
// through the definition (index.ts): each staking identifier's facts, how the family's forge
// answers are signed and sent, and what its chain page adds.
import { singleChain } from '../base/identifier';
import * as FACTS from './facts';
import type { FamilyFacts } from '../base/fact-types';

export const FAMILY_FACTS: FamilyFacts = {
  position: 5,
  aliases: [],
  signing: FACTS.SIGNING,
  sendOperation: FACTS.BROADCAST_OPERATION,
  identifiers: [singleChain('SOL', FACTS)],
  sheet: {},
};
