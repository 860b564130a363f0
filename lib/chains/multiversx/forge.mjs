// MultiversX: the forge answer is the plain transaction object of @multiversx/sdk-core.
//
// forge(operationId, request, state) builds it for the request's own addresses and amount;
// state.nonce is the sender's next nonce, from the caller (the sandbox's chain, or the
// generator's fixed example state).
import { Address, Transaction } from '@multiversx/sdk-core';
import { InvalidRequest } from '../errors.mjs';
import { toBaseUnits } from '../units.mjs';

export const NETWORK = Object.freeze({ chainID: '1', gasPrice: 1_000_000_000n });
export const DECIMALS = 18;

function hexArg(n) {
  const h = n.toString(16);
  return h.length % 2 ? '0' + h : h;
}

/** `request[field]` as a MultiversX Address (bech32, erd1…), or an InvalidRequest naming the field. */
export function address(request, field) {
  try {
    const value = Address.newFromBech32(request[field]);
    if (value.getHrp() !== 'erd') throw new Error('not erd');
    return value;
  } catch {
    throw new InvalidRequest(field, `${field} is not a valid MultiversX address (bech32, erd1…)`);
  }
}

const egld = (r) => toBaseUnits(r.amount, DECIMALS, { unit: 'EGLD' });

/** Per operation: the action of its path, the gas limit, and the value and data of the call. */
export const OPERATIONS = {
  forgeEgldStake: { action: 'stake', gasLimit: 12_000_000n, call: (r) => ({ value: egld(r), data: 'delegate' }) },
  forgeEgldUnstake: { action: 'unstake', gasLimit: 12_000_000n, call: (r) => ({ data: `unDelegate@${hexArg(egld(r))}` }) },
  forgeEgldWithdraw: { action: 'withdraw', gasLimit: 12_000_000n, call: () => ({ data: 'withdraw' }) },
  forgeEgldClaimRewards: { action: 'claimRewards', gasLimit: 6_000_000n, call: () => ({ data: 'claimRewards' }) },
  forgeEgldRestakeRewards: { action: 'restakeRewards', gasLimit: 12_000_000n, call: () => ({ data: 'reDelegateRewards' }) },
};

export function forgeTransaction(operationId, r, state) {
  const op = OPERATIONS[operationId];
  if (!op) throw new Error(`no EGLD forge rule for ${operationId}`);
  const sender = address(r, 'delegatorAddress');
  const receiver = address(r, 'validatorAddress');
  const { value = 0n, data } = op.call(r);
  return new Transaction({
    nonce: BigInt(state.nonce),
    value,
    sender,
    receiver,
    gasPrice: NETWORK.gasPrice,
    gasLimit: op.gasLimit,
    data: new TextEncoder().encode(data),
    chainID: NETWORK.chainID,
    version: 2,
    options: 0,
  });
}

/** The plain object of a transaction with every field of the API's shape (sdk-core leaves out empty ones). */
export function plainOf(tx) {
  const plain = tx.toPlainObject();
  return {
    nonce: plain.nonce,
    value: plain.value,
    receiver: plain.receiver,
    sender: plain.sender,
    receiverUsername: plain.receiverUsername ?? '',
    senderUsername: plain.senderUsername ?? '',
    guardian: plain.guardian ?? '',
    relayer: plain.relayer ?? '',
    gasPrice: plain.gasPrice,
    gasLimit: plain.gasLimit,
    data: plain.data ?? '',
    chainID: plain.chainID,
    version: plain.version,
    options: plain.options ?? 0,
    signature: plain.signature ?? '',
    guardianSignature: plain.guardianSignature ?? '',
    relayerSignature: plain.relayerSignature ?? '',
  };
}

export function forge(operationId, request, state) {
  return plainOf(forgeTransaction(operationId, request, state));
}
