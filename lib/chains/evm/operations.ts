// The forge operations of the Ethereum-type chains: one row each, with the identifier, the action
// of the path, the contract method called and the fields of the request. Plain data: the definition
// (index.ts), the forge and the chain page read it.
import type { OperationRow } from '../base/definition';

/**
 * The forge operations: the identifier, the action of the path, the contract method called, and the
 * fields of the request (base/definition.ts, OperationRow, says how they are written).
 */
export const OPERATIONS: Readonly<
  Record<
    string,
    OperationRow & { identifier: 'CHILIZ' | 'CXT' | 'POL' | 'STAKEWISE'; method: string }
  >
> = /* @__PURE__ */ Object.freeze({
  forgeChilizStake: {
    identifier: 'CHILIZ',
    action: 'stake',
    method: 'delegate',
    fields: 'delegatorAddress validatorAddress amount',
  },
  forgeChilizUnstake: {
    identifier: 'CHILIZ',
    action: 'unstake',
    method: 'undelegate',
    fields: 'delegatorAddress validatorAddress amount',
  },
  forgeChilizWithdraw: {
    identifier: 'CHILIZ',
    action: 'withdraw',
    method: 'claimPendingUndelegates',
    fields: 'delegatorAddress validatorAddress',
  },
  forgeCxtApprove: {
    identifier: 'CXT',
    action: 'approve',
    method: 'approve',
    fields: 'delegatorAddress amount',
  },
  forgeCxtStake: {
    identifier: 'CXT',
    action: 'stake',
    method: 'stake',
    fields: 'delegatorAddress validatorAddress amount',
  },
  forgeCxtUnstake: {
    identifier: 'CXT',
    action: 'unstake',
    method: 'unstake',
    fields: 'delegatorAddress validatorAddress amount',
  },
  forgeCxtUnstakeAll: {
    identifier: 'CXT',
    action: 'unstakeAll',
    method: 'unstakeAll',
    fields: 'delegatorAddress validatorAddress',
  },
  forgeCxtWithdraw: {
    identifier: 'CXT',
    action: 'withdraw',
    method: 'transferUnstakedOut',
    fields: 'delegatorAddress validatorAddress unstakeID amount?',
  },
  forgeCxtClaimRewards: {
    identifier: 'CXT',
    action: 'claimRewards',
    method: 'redeemAllRewards',
    fields: 'delegatorAddress validatorAddress beneficiaryAddress?',
  },
  forgePolApprove: {
    identifier: 'POL',
    action: 'approve',
    method: 'approve',
    fields: 'delegatorAddress amount',
  },
  forgePolStake: {
    identifier: 'POL',
    action: 'stake',
    method: 'buyVoucherPOL',
    fields: 'delegatorAddress validatorAddress amount',
  },
  forgePolUnstake: {
    identifier: 'POL',
    action: 'unstake',
    method: 'sellVoucher_newPOL',
    fields: 'delegatorAddress validatorAddress amount',
  },
  forgePolWithdraw: {
    identifier: 'POL',
    action: 'withdraw',
    method: 'unstakeClaimTokens_newPOL',
    fields: 'delegatorAddress validatorAddress unbondNonce',
  },
  forgePolClaimRewards: {
    identifier: 'POL',
    action: 'claimRewards',
    method: 'withdrawRewardsPOL',
    fields: 'delegatorAddress validatorAddress',
  },
  forgePolRestakeRewards: {
    identifier: 'POL',
    action: 'restakeRewards',
    method: 'restakePOL',
    fields: 'delegatorAddress validatorAddress',
  },
  forgePolRedelegate: {
    identifier: 'POL',
    action: 'redelegate',
    method: 'migrateDelegation',
    fields: 'delegatorAddress fromValidatorAddress toValidatorAddress amount',
  },
  forgeStakeWiseStake: {
    identifier: 'STAKEWISE',
    action: 'stake',
    method: 'deposit',
    fields: 'delegatorAddress vaultAddress amount holder?',
  },
  forgeStakeWiseUnstake: {
    identifier: 'STAKEWISE',
    action: 'unstake',
    method: 'enterExitQueue',
    fields: 'delegatorAddress vaultAddress amount holder?',
  },
  forgeStakeWiseWithdraw: {
    identifier: 'STAKEWISE',
    action: 'withdraw',
    method: 'claimExitedAssets',
    fields: 'delegatorAddress vaultAddress unstakeTxHash',
  },
});
