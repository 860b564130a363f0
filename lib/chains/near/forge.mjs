// NEAR: the forge answer is a transaction skeleton (signerId, receiverId, actions). The actions
// are made with @near-js/transactions' actionCreators and written out as the API's JSON. It reads
// no chain state: the signer adds nonce, public key and block hash.
import { actionCreators } from '@near-js/transactions';
import { toBaseUnits } from '../base/units.mjs';
import * as FACTS from './facts.mjs';
import { OPERATIONS as ROWS } from './operations.mjs';
/** @import { Action } from '@near-js/transactions' */
/** @import { ForgeRequest } from '../base/forge-request.mjs' */

/** Gas attached to every staking-pool call: 75 Tgas (facts.mjs says why). */
export const GAS = FACTS.GAS.perCall;
export const DECIMALS = FACTS.TOKEN.decimals;

/**
 * A NEAR amount (decimal string) in yoctoNEAR.
 * @param {unknown} amount
 */
export function yocto(amount) {
  return toBaseUnits(amount, DECIMALS, { unit: 'NEAR' });
}

/**
 * Per operation: its facts (the action of its path), and the staking-pool call it makes.
 * @type {Record<string, { action: string, build: (request: ForgeRequest) => Action }>}
 */
export const OPERATIONS = {
  forgeNearStake: { ...ROWS.forgeNearStake, build: (request) => actionCreators.functionCall('deposit_and_stake', {}, GAS, yocto(request.amount)) },
  forgeNearUnstake: { ...ROWS.forgeNearUnstake, build: (request) => actionCreators.functionCall('unstake', { amount: yocto(request.amount).toString() }, GAS, 0n) },
  forgeNearWithdraw: {
    ...ROWS.forgeNearWithdraw,
    build: (request) =>
      request.amount === undefined
        ? actionCreators.functionCall('withdraw_all', {}, GAS, 0n)
        : actionCreators.functionCall('withdraw', { amount: yocto(request.amount).toString() }, GAS, 0n),
  },
};

/**
 * One action of the forge answer: a FunctionCall with its arguments as JSON and its gas and
 * deposit as integer strings.
 * @typedef {{ type: 'FunctionCall', params: { methodName: string, args: Record<string, unknown>, gas: string, deposit: string } }} NearActionJson
 */

/**
 * The API's JSON form of a FunctionCall action made by actionCreators.
 * @param {Action} action
 * @returns {NearActionJson}
 */
export function actionToJson(action) {
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
 * @param {string} operationId
 * @param {ForgeRequest} request
 */
export function forge(operationId, request) {
  const op = OPERATIONS[operationId];
  if (!op) throw new Error(`no NEAR forge rule for ${operationId}`);
  return {
    signerId: request.delegatorAddress,
    receiverId: request.validatorAddress,
    actions: [actionToJson(op.build(request))],
  };
}
