// NEAR: the forge answer is a transaction skeleton (signerId, receiverId, actions). The actions
// are made with @near-js/transactions' actionCreators and written out as the API's JSON. It reads
// no chain state: the signer adds nonce, public key and block hash.
import { actionCreators } from '@near-js/transactions';
import { toBaseUnits } from '../units.mjs';

/**
 * Gas attached to every staking-pool call: 75 Tgas, what NEAR's own lockup contract attaches to
 * each staking-pool call (near/core-contracts lockup/src/gas.rs: 3 × BASE_GAS of 25 Tgas). The
 * pool reserves 20 Tgas for its on_stake_action callback alone (staking-pool/src/lib.rs
 * ON_STAKE_ACTION_GAS), on every call that restakes.
 */
export const GAS = 75_000_000_000_000n;
export const DECIMALS = 24;

export function yocto(amount) {
  return toBaseUnits(amount, DECIMALS, { unit: 'NEAR' });
}

export const OPERATIONS = {
  forgeNearStake: { action: 'stake', build: (r) => actionCreators.functionCall('deposit_and_stake', {}, GAS, yocto(r.amount)) },
  forgeNearUnstake: { action: 'unstake', build: (r) => actionCreators.functionCall('unstake', { amount: yocto(r.amount).toString() }, GAS, 0n) },
  forgeNearWithdraw: {
    action: 'withdraw',
    build: (r) =>
      r.amount === undefined
        ? actionCreators.functionCall('withdraw_all', {}, GAS, 0n)
        : actionCreators.functionCall('withdraw', { amount: yocto(r.amount).toString() }, GAS, 0n),
  },
};

/** The API's JSON form of a FunctionCall action made by actionCreators. */
export function actionToJson(action) {
  const f = action.functionCall;
  return {
    type: 'FunctionCall',
    params: {
      methodName: f.methodName,
      args: JSON.parse(new TextDecoder().decode(f.args)),
      gas: f.gas.toString(),
      deposit: f.deposit.toString(),
    },
  };
}

export function forge(operationId, request) {
  const op = OPERATIONS[operationId];
  if (!op) throw new Error(`no NEAR forge rule for ${operationId}`);
  return {
    signerId: request.delegatorAddress,
    receiverId: request.validatorAddress,
    actions: [actionToJson(op.build(request))],
  };
}
