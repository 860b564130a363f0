// MultiversX's facts as the identifiers index (../facts.mjs) reads them, loaded
// through the definition (index.mjs): each staking identifier's facts, how the family's forge
// answers are signed and sent, and what its chain page adds.
import { code } from '../base/fact-text.mjs';
import { singleChain } from '../base/identifier.mjs';
import * as FACTS from './facts.mjs';
import { OPERATIONS } from './operations.mjs';
/** @import { FamilyFacts } from '../base/fact-types.mjs' */

/** @type {FamilyFacts} */
export const FAMILY_FACTS = {
  position: 3,
  aliases: [],
  signing: FACTS.SIGNING,
  sendOperation: FACTS.BROADCAST_OPERATION,
  identifiers: [singleChain('EGLD', FACTS)],
  sheet: {
    builds(operationId) {
      const { action } = OPERATIONS[operationId];
      const call = Object.hasOwn(FACTS.CALLS, action) ? FACTS.CALLS[/** @type {keyof typeof FACTS.CALLS} */ (action)] : undefined;
      return call ? { text: ['data ', code(call)], source: FACTS.CALLS.source } : undefined;
    },
  },
};
