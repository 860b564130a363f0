// NEAR's facts as the identifiers index (../facts.mjs) reads them, loaded
// through the definition (index.mjs): each staking identifier's facts, how the family's forge
// answers are signed and sent, and what its chain page adds.
import { code } from '../base/fact-text.mjs';
import { singleChain } from '../base/identifier.mjs';
import * as FACTS from './facts.mjs';
import { OPERATIONS } from './operations.mjs';
/** @import { FamilyFacts } from '../base/fact-types.mjs' */

/** @type {FamilyFacts} */
export const FAMILY_FACTS = {
  position: 2,
  aliases: [],
  signing: FACTS.SIGNING,
  sendOperation: FACTS.SEND_OPERATION,
  identifiers: [singleChain('NEAR', FACTS)],
  sheet: {
    builds(operationId) {
      const { action } = OPERATIONS[operationId];
      const call = Object.hasOwn(FACTS.POOL_METHODS, action) ? FACTS.POOL_METHODS[/** @type {keyof typeof FACTS.POOL_METHODS} */ (action)] : undefined;
      return call ? { text: ['calls ', code(call)], source: FACTS.POOL_METHODS.source } : undefined;
    },
  },
};
