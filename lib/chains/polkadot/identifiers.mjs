// The Polkadot pools' facts as the identifiers index (../facts.mjs) reads them, loaded
// through the definition (index.mjs): each staking identifier's facts, how the family's forge
// answers are signed and sent, and what its chain page adds.
import { code } from '../base/fact-text.mjs';
import { singleChain } from '../base/identifier.mjs';
import * as FACTS from './facts.mjs';
import { OPERATIONS } from './operations.mjs';
/** @import { FamilyFacts } from '../base/fact-types.mjs' */

/** @type {FamilyFacts} */
export const FAMILY_FACTS = {
  position: 7,
  aliases: [],
  signing: FACTS.SIGNING,
  sendOperation: FACTS.BROADCAST_OPERATION,
  identifiers: [singleChain('DOT', FACTS)],
  sheet: {
    builds(operationId) {
      const { action } = OPERATIONS[operationId];
      const call = Object.hasOwn(FACTS.POOL_CALLS, action) ? FACTS.POOL_CALLS[/** @type {keyof typeof FACTS.POOL_CALLS} */ (action)] : undefined;
      return call ? { text: ['calls ', code(`nominationPools.${call}`)], source: FACTS.POOL_CALLS.source } : undefined;
    },
  },
};
