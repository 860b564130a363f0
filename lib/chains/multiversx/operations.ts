// The forge operations of MultiversX: one row each, with the action of the path and the fields of
// the request. Plain data: the definition (index.ts), the forge and the chain page read it.
import type { OperationRow } from '../base/definition';

/**
 * The forge operations: the action of the path and the fields of the request.
 */
export const OPERATIONS: Readonly<Record<string, OperationRow & { identifier: 'EGLD' }>> =
  /* @__PURE__ */ Object.freeze({
    forgeEgldStake: {
      identifier: 'EGLD',
      action: 'stake',
      fields: 'delegatorAddress validatorAddress amount',
    },
    forgeEgldUnstake: {
      identifier: 'EGLD',
      action: 'unstake',
      fields: 'delegatorAddress validatorAddress amount',
    },
    forgeEgldWithdraw: {
      identifier: 'EGLD',
      action: 'withdraw',
      fields: 'delegatorAddress validatorAddress',
    },
    forgeEgldClaimRewards: {
      identifier: 'EGLD',
      action: 'claimRewards',
      fields: 'delegatorAddress validatorAddress',
    },
    forgeEgldRestakeRewards: {
      identifier: 'EGLD',
      action: 'restakeRewards',
      fields: 'delegatorAddress validatorAddress',
    },
  });
