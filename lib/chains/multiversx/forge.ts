// MultiversX: the forge answer is the plain transaction object of @multiversx/sdk-core.
//
// forge(operationId, request, state) builds it for the request's own addresses and amount;
// state.nonce is the sender's next nonce, from the caller (the sandbox's chain, or the
// generator's fixed example state).
// The SDK's core modules by path: its index also loads the wallet and network modules, which need
// Node's fs and crypto, so the transaction check in a browser could not load this forge.
import { Address } from '@multiversx/sdk-core/out/core/address.js';
import { Transaction } from '@multiversx/sdk-core/out/core/transaction.js';
import { InvalidRequest } from '../base/errors';
import { toBaseUnits } from '../base/units';
import * as FACTS from './facts';
import { OPERATIONS as ROWS } from './operations';
import type { ForgeRequest } from '../base/forge-request';

/** The chain id and the gas price the forged transactions carry: mainnet's, and its lowest gas price (facts.ts). */
export const NETWORK = Object.freeze({
  chainID: FACTS.NETWORK.chainId,
  gasPrice: FACTS.MIN_GAS_PRICE.attoEgld,
});
export const DECIMALS = FACTS.TOKEN.decimals;

/**
 * A call argument: big-endian hex of even length.
 */
function hexArg(n: bigint) {
  const hex = n.toString(16);
  return hex.length % 2 ? '0' + hex : hex;
}

/**
 * `request[field]` as a MultiversX Address (bech32, erd1…), or an InvalidRequest naming the field.
 */
export function address(request: Record<string, unknown>, field: string) {
  try {
    const value = Address.newFromBech32(request[field] as string);
    if (value.getHrp() !== 'erd') throw new Error('not erd');
    return value;
  } catch {
    throw new InvalidRequest(field, `${field} is not a valid MultiversX address (bech32, erd1…)`);
  }
}

const egld = (request: ForgeRequest) => toBaseUnits(request.amount, DECIMALS, { unit: 'EGLD' });

/**
 * Per operation: its facts (the action of its path), the gas limit, and the value and data of the call.
 */
export const OPERATIONS: Record<
  string,
  {
    action: string;
    gasLimit: bigint;
    call: (request: ForgeRequest) => { value?: bigint; data: string };
  }
> = {
  forgeEgldStake: {
    ...ROWS.forgeEgldStake,
    gasLimit: 12_000_000n,
    call: (request) => ({ value: egld(request), data: 'delegate' }),
  },
  forgeEgldUnstake: {
    ...ROWS.forgeEgldUnstake,
    gasLimit: 12_000_000n,
    call: (request) => ({ data: `unDelegate@${hexArg(egld(request))}` }),
  },
  forgeEgldWithdraw: {
    ...ROWS.forgeEgldWithdraw,
    gasLimit: 12_000_000n,
    call: () => ({ data: 'withdraw' }),
  },
  forgeEgldClaimRewards: {
    ...ROWS.forgeEgldClaimRewards,
    gasLimit: 6_000_000n,
    call: () => ({ data: 'claimRewards' }),
  },
  forgeEgldRestakeRewards: {
    ...ROWS.forgeEgldRestakeRewards,
    gasLimit: 12_000_000n,
    call: () => ({ data: 'reDelegateRewards' }),
  },
};

/**
 * The unsigned transaction of `operationId` for `r`, at the sender's next nonce `state.nonce`.
 */
export function forgeTransaction(
  operationId: string,
  request: ForgeRequest,
  state: { nonce: number | bigint },
) {
  const op = OPERATIONS[operationId];
  if (!op) throw new Error(`no EGLD forge rule for ${operationId}`);
  const sender = address(request, 'delegatorAddress');
  const receiver = address(request, 'validatorAddress');
  const { value = 0n, data } = op.call(request);
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

/**
 * The plain object of a transaction with every field of the API's shape (sdk-core leaves out empty ones).
 */
export function plainOf(tx: Transaction) {
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

/**
 * The forge answer's `transaction`: the plain transaction object.
 */
export function forge(
  operationId: string,
  request: ForgeRequest,
  state: { nonce: number | bigint },
) {
  return plainOf(forgeTransaction(operationId, request, state));
}
