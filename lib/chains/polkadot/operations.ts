// The forge operations of the Polkadot pools: one row each, with the action of the path and the
// fields of the request. Plain data: the definition (index.ts), the forge and the chain page read it.
import type { OperationRow } from '../base/definition';

/**
 * The forge operations: the action of the path and the fields of the request.
 */
export const OPERATIONS: Readonly<Record<string, OperationRow & { identifier: 'DOT' }>> =
  /* @__PURE__ */ Object.freeze({
    forgeDotPoolStake: {
      identifier: 'DOT',
      action: 'stake',
      fields: 'delegatorAddress poolId amount',
    },
    forgeDotPoolAddToStake: {
      identifier: 'DOT',
      action: 'addToStake',
      fields: 'delegatorAddress amount',
    },
    forgeDotPoolRestakeRewards: {
      identifier: 'DOT',
      action: 'restakeRewards',
      fields: 'delegatorAddress poolMemberAddress?',
    },
    forgeDotPoolUnstake: {
      identifier: 'DOT',
      action: 'unstake',
      fields: 'delegatorAddress memberAccount? amount',
    },
    forgeDotPoolWithdraw: {
      identifier: 'DOT',
      action: 'withdraw',
      fields: 'delegatorAddress memberAccount?',
    },
    forgeDotPoolClaimRewards: {
      identifier: 'DOT',
      action: 'claimRewards',
      fields: 'delegatorAddress poolMemberAddress?',
    },
  });
