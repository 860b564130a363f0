// NEAR: the forge answer is a transaction skeleton (signerId, receiverId, actions). The actions
// are made with @near-js/transactions' actionCreators and written out as the API's JSON. It reads
// no chain state: the signer adds nonce, public key and block hash.
import { actionCreators } from '@near-js/transactions';
import { toBaseUnits } from '../base/units';
import * as FACTS from './facts';
import { OPERATIONS as ROWS } from './operations';
import type { Action } from '@near-js/transactions';
import type { ForgeRequest } from '../base/forge-request';

/** Gas attached to every staking-pool call: 75 Tgas (facts.ts says why). */
export const GAS = FACTS.GAS.perCall;
export const DECIMALS = FACTS.TOKEN.decimals;

/**
 * A NEAR amount (decimal string) in yoctoNEAR.
 */
export function yocto(amount: unknown) {
  return toBaseUnits(amount, DECIMALS, { unit: 'NEAR' });
}

/**
 * Per operation: its facts (the action of its path), and the staking-pool call it makes.
 */
export const OPERATIONS: Record<
  string,
  { action: string; build: (request: ForgeRequest) => Action }
> = {
  forgeNearStake: {
    ...ROWS.forgeNearStake,
    build: (request) =>
      actionCreators.functionCall('deposit_and_stake', {}, GAS, yocto(request.amount)),
  },
  forgeNearUnstake: {
    ...ROWS.forgeNearUnstake,
    build: (request) =>
      actionCreators.functionCall('unstake', { amount: yocto(request.amount).toString() }, GAS, 0n),
  },
  forgeNearWithdraw: {
    ...ROWS.forgeNearWithdraw,
    build: (request) =>
      request.amount === undefined
        ? actionCreators.functionCall('withdraw_all', {}, GAS, 0n)
        : actionCreators.functionCall(
            'withdraw',
            { amount: yocto(request.amount).toString() },
            GAS,
            0n,
          ),
  },
};

/**
 * One action of the forge answer: a FunctionCall with its arguments as JSON and its gas and
 * deposit as integer strings.
 */
export type NearActionJson = {
  type: 'FunctionCall';
  params: { methodName: string; args: Record<string, unknown>; gas: string; deposit: string };
};

/**
 * The API's JSON form of a FunctionCall action made by actionCreators.
 */
export function actionToJson(action: Action): NearActionJson {
  const call = action.functionCall;
  if (!call) throw new Error('only FunctionCall actions are forged');
  return {
    type: 'FunctionCall',
    params: {
      methodName: call.methodName,
      args: JSON.parse(new TextDecoder().decode(call.args)),
      gas: call.gas.toString(),
      deposit: call.deposit.toString(),
    },
  };
}

/**
 * The forge answer's `transaction`: the skeleton the signer completes with nonce, public key and
 * block hash.
 */
export function forge(operationId: string, request: ForgeRequest) {
  const op = OPERATIONS[operationId];
  if (!op) throw new Error(`no NEAR forge rule for ${operationId}`);
  return {
    signerId: request.delegatorAddress,
    receiverId: request.validatorAddress,
    actions: [actionToJson(op.build(request))],
  };
}
