// The forge operations of Solana: one row each, with the action of the path and the fields of the
// request. Plain data: the definition (index.ts), the forge and the chain page read it.
import type { OperationRow } from '../base/definition';

/**
 * The forge operations: the action of the path and the fields of the request.
 */
export const OPERATIONS: Readonly<Record<string, OperationRow & { identifier: 'SOL' }>> =
  /* @__PURE__ */ Object.freeze({
    forgeSolStake: {
      identifier: 'SOL',
      action: 'stake',
      fields: 'delegatorAddress validatorAddress amount',
    },
    forgeSolUnstake: {
      identifier: 'SOL',
      action: 'unstake',
      fields: 'delegatorAddress stakeAccountAddress amount?',
    },
    forgeSolWithdraw: {
      identifier: 'SOL',
      action: 'withdraw',
      fields: 'delegatorAddress stakeAccountAddress amount?',
    },
    forgeSolRedelegate: {
      identifier: 'SOL',
      action: 'redelegate',
      fields: 'delegatorAddress stakeAccountAddress newValidatorAddress',
    },
  });
