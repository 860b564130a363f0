// NEAR's facts as the identifiers index (../facts.ts) reads them, loaded
// through the definition (index.ts): each staking identifier's facts, how the family's forge
// answers are signed and sent, and what its chain page adds.
import { code } from '../base/fact-text';
import { singleChain } from '../base/identifier';
import * as FACTS from './facts';
import { OPERATIONS } from './operations';
import type { FamilyFacts } from '../base/fact-types';

export const FAMILY_FACTS: FamilyFacts = {
  position: 2,
  aliases: [],
  signing: FACTS.SIGNING,
  sendOperation: FACTS.SEND_OPERATION,
  identifiers: [singleChain('NEAR', FACTS)],
  sheet: {
    builds(operationId) {
      const { action } = OPERATIONS[operationId];
      const call = Object.hasOwn(FACTS.POOL_METHODS, action)
        ? FACTS.POOL_METHODS[action as keyof typeof FACTS.POOL_METHODS]
        : undefined;
      return call ? { text: ['calls ', code(call)], source: FACTS.POOL_METHODS.source } : undefined;
    },
  },
};
