// MultiversX's facts as the identifiers index (../facts.ts) reads them, loaded
// through the definition (index.ts): each staking identifier's facts, how the family's forge
// answers are signed and sent, and what its chain page adds.
import { code } from '../base/fact-text';
import { singleChain } from '../base/identifier';
import * as FACTS from './facts';
import { OPERATIONS } from './operations';
import type { FamilyFacts } from '../base/fact-types';

export const FAMILY_FACTS: FamilyFacts = {
  position: 3,
  aliases: [],
  signing: FACTS.SIGNING,
  sendOperation: FACTS.BROADCAST_OPERATION,
  identifiers: [singleChain('EGLD', FACTS)],
  sheet: {
    builds(operationId) {
      const { action } = OPERATIONS[operationId];
      const call = Object.hasOwn(FACTS.CALLS, action)
        ? FACTS.CALLS[action as keyof typeof FACTS.CALLS]
        : undefined;
      return call ? { text: ['data ', code(call)], source: FACTS.CALLS.source } : undefined;
    },
  },
};
