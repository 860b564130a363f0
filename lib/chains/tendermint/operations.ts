// The forge operations of the Cosmos SDK chains: one row each, with the action of the path, the
// message built and the fields of the request. Plain data: the definition (index.ts), the forge and
// the chain page read it.
import type { OperationRow } from '../base/definition';

/**
 * The forge operations of the Tendermint route (`/v1/transactions/{stakingIdentifier}/forge/…`),
 * each with the message it builds (its protobuf type URL and amino name) and the fields of the
 * request; the route's `{stakingIdentifier}` names the chain.
 */
export const OPERATIONS: Readonly<
  Record<string, OperationRow & { typeUrl: string; aminoType: string }>
> = /* @__PURE__ */ Object.freeze({
  forgeTendermintStake: {
    action: 'stake',
    typeUrl: '/cosmos.staking.v1beta1.MsgDelegate',
    aminoType: 'cosmos-sdk/MsgDelegate',
    fields: 'delegatorAddress validatorAddress amount',
  },
  forgeTendermintUnstake: {
    action: 'unstake',
    typeUrl: '/cosmos.staking.v1beta1.MsgUndelegate',
    aminoType: 'cosmos-sdk/MsgUndelegate',
    fields: 'delegatorAddress validatorAddress amount',
  },
  forgeTendermintRedelegate: {
    action: 'redelegate',
    typeUrl: '/cosmos.staking.v1beta1.MsgBeginRedelegate',
    aminoType: 'cosmos-sdk/MsgBeginRedelegate',
    fields: 'delegatorAddress fromValidatorAddress toValidatorAddress amount',
  },
  forgeTendermintClaimRewards: {
    action: 'claimRewards',
    typeUrl: '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
    aminoType: 'cosmos-sdk/MsgWithdrawDelegationReward',
    fields: 'delegatorAddress validatorAddress',
  },
  // Enabling grants the restake bot a StakeAuthorization (an allow list of validators); disabling
  // grants it again without the validator, or revokes it with the last one.
  forgeTendermintAutoRestakeEnable: {
    action: 'auto-restake-rewards',
    subAction: 'enable',
    typeUrl: '/cosmos.authz.v1beta1.MsgGrant',
    aminoType: 'cosmos-sdk/MsgGrant',
    fields: 'delegatorAddress validatorAddress expirationDate?',
  },
  forgeTendermintAutoRestakeDisable: {
    action: 'auto-restake-rewards',
    subAction: 'disable',
    typeUrl: '/cosmos.authz.v1beta1.MsgRevoke',
    aminoType: 'cosmos-sdk/MsgRevoke',
    fields: 'delegatorAddress validatorAddress',
  },
});
