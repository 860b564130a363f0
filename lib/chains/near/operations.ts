// The forge operations of NEAR: one row each, with the action of the path and the fields of the
// request. Plain data: the definition (index.ts), the forge and the chain page read it.
import type { OperationRow } from '../base/definition';

/**
 * The forge operations: the action of the path and the fields of the request.
 */
export const OPERATIONS: Readonly<Record<string, OperationRow & { identifier: 'NEAR' }>> =
  /* @__PURE__ */ Object.freeze({
    forgeNearStake: {
      identifier: 'NEAR',
      action: 'stake',
      fields: 'delegatorAddress validatorAddress amount',
    },
    forgeNearUnstake: {
      identifier: 'NEAR',
      action: 'unstake',
      fields: 'delegatorAddress validatorAddress amount',
    },
    forgeNearWithdraw: {
      identifier: 'NEAR',
      action: 'withdraw',
      fields: 'delegatorAddress validatorAddress amount?',
    },
  });
