// MultiversX: the forge answer is the plain transaction object of @multiversx/sdk-core.
import { Address, Transaction } from '@multiversx/sdk-core';
import { parseUnits } from 'ethers';

export const STATE = Object.freeze({ chainID: '1', gasPrice: 1_000_000_000n });

function hexArg(n) {
  const h = n.toString(16);
  return h.length % 2 ? '0' + h : h;
}

/** Per operation: nonce, gas limit, value and data of the call to the delegation contract. */
export const OPERATIONS = {
  forgeEgldStake: { nonce: 42n, gasLimit: 12_000_000n, call: (r) => ({ value: parseUnits(r.amount, 18), data: 'delegate' }) },
  forgeEgldUnstake: { nonce: 43n, gasLimit: 12_000_000n, call: (r) => ({ data: `unDelegate@${hexArg(parseUnits(r.amount, 18))}` }) },
  forgeEgldWithdraw: { nonce: 44n, gasLimit: 12_000_000n, call: () => ({ data: 'withdraw' }) },
  forgeEgldClaimRewards: { nonce: 45n, gasLimit: 6_000_000n, call: () => ({ data: 'claimRewards' }) },
  forgeEgldRestakeRewards: { nonce: 46n, gasLimit: 12_000_000n, call: () => ({ data: 'reDelegateRewards' }) },
};

export function forgeTransaction(operationId, r) {
  const op = OPERATIONS[operationId];
  if (!op) throw new Error(`no EGLD forge rule for ${operationId}`);
  const { value = 0n, data } = op.call(r);
  return new Transaction({
    nonce: op.nonce,
    value,
    sender: Address.newFromBech32(r.delegatorAddress),
    receiver: Address.newFromBech32(r.validatorAddress),
    gasPrice: STATE.gasPrice,
    gasLimit: op.gasLimit,
    data: new TextEncoder().encode(data),
    chainID: STATE.chainID,
    version: 2,
    options: 0,
  });
}

/** The plain object with every field of the API's shape (sdk-core leaves out empty ones). */
export function forge(operationId, request) {
  const plain = forgeTransaction(operationId, request).toPlainObject();
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
