// The forge operations of the Polkadot pools: one row each, with the action of the path and the
// fields of the request. Plain data: the definition (index.mjs), the forge and the chain page read it.
/** @import { OperationRow } from '../base/definition' */

/**
 * The forge operations: the action of the path and the fields of the request.
 * @type {Readonly<Record<string, OperationRow & { identifier: 'DOT' }>>}
 */
export const OPERATIONS = /* @__PURE__ */ Object.freeze({
  forgeDotPoolStake: { identifier: 'DOT', action: 'stake', fields: 'delegatorAddress poolId amount' },
  forgeDotPoolAddToStake: { identifier: 'DOT', action: 'addToStake', fields: 'delegatorAddress amount' },
  forgeDotPoolRestakeRewards: { identifier: 'DOT', action: 'restakeRewards', fields: 'delegatorAddress poolMemberAddress?' },
  forgeDotPoolUnstake: { identifier: 'DOT', action: 'unstake', fields: 'delegatorAddress memberAccount? amount' },
  forgeDotPoolWithdraw: { identifier: 'DOT', action: 'withdraw', fields: 'delegatorAddress memberAccount?' },
  forgeDotPoolClaimRewards: { identifier: 'DOT', action: 'claimRewards', fields: 'delegatorAddress poolMemberAddress?' },
});
