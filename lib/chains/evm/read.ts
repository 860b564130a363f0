// An EVM-type forge answer read with ethers, and the parts of an Ethereum transaction as the check
// compares them.
import { Interface, Transaction, getAddress, type Result } from 'ethers';
import { InspectError, reason } from '../base/inspect-error';
import { fromJson, num, text, type Tree } from '../base/tree';
import { ABI } from './forge';

/** Every method a forge call of an EVM-type chain calls: the forge's own ABI. */
export const FORGE_INTERFACE = new Interface(
  Object.values(ABI).flatMap((iface) => iface.fragments),
);

/** A decoded call: the method and its arguments by name (numbers as bigint, addresses checksummed). */
export interface Call {
  method: string;
  signature: string;
  args: Record<string, bigint | string>;
}

export interface EvmAnswer {
  tx: Transaction;
  /** The call, when its data is exactly one of the forge's methods with its arguments. */
  call: Call | undefined;
  /** Fields of the transaction object beyond serializedUnsignedTx. */
  extras: Record<string, unknown>;
}

/** The data of a call as one of the forge's methods, when it encodes back to the same bytes. */
export function parseCall(data: string, value: bigint): Call | undefined {
  const parsed = FORGE_INTERFACE.parseTransaction({ data, value });
  if (!parsed) return undefined;
  const args = parsed.args as Result;
  if (
    FORGE_INTERFACE.encodeFunctionData(parsed.fragment, args).toLowerCase() !== data.toLowerCase()
  )
    return undefined;
  return {
    method: parsed.name,
    signature: parsed.signature,
    args: Object.fromEntries(
      parsed.fragment.inputs.map((input, i) => [
        input.name,
        input.type === 'address' ? getAddress(String(args[i])) : (args[i] as bigint),
      ]),
    ),
  };
}

export function read(transaction: Record<string, unknown>): EvmAnswer {
  const { serializedUnsignedTx: hex, ...extras } = transaction;
  let tx: Transaction;
  try {
    tx = Transaction.from(hex as string);
  } catch (error) {
    throw new InspectError(
      'malformed',
      `serializedUnsignedTx does not decode as an Ethereum transaction (${reason(error)}). ` +
        `It may have been cut off or edited.`,
    );
  }
  const again = tx.signature ? tx.serialized : tx.unsignedSerialized;
  if (again.toLowerCase() !== String(hex).toLowerCase())
    throw new InspectError(
      'malformed',
      'serializedUnsignedTx does not encode back to the same bytes: it holds bytes an Ethereum transaction does not.',
    );
  return { tx, call: parseCall(tx.data, tx.value), extras };
}

/** Every part of an Ethereum transaction. */
export function treeOf(
  tx: Transaction,
  call: Call | undefined,
  extras: Record<string, unknown> = {},
): Tree {
  const bigint = (value: bigint | null) => (value === null ? 'null' : num(value));
  return {
    type: num(tx.type ?? 0),
    chainId: num(tx.chainId),
    nonce: num(tx.nonce),
    maxPriorityFeePerGas: bigint(tx.maxPriorityFeePerGas),
    maxFeePerGas: bigint(tx.maxFeePerGas),
    ...(tx.gasPrice !== null && tx.type !== 2 ? { gasPrice: bigint(tx.gasPrice) } : {}),
    gasLimit: num(tx.gasLimit),
    to: tx.to ? text(getAddress(tx.to)) : 'null',
    value: num(tx.value),
    data: call
      ? {
          method: text(call.signature),
          args: Object.fromEntries(
            Object.entries(call.args).map(([name, value]) => [
              name,
              typeof value === 'bigint' ? num(value) : text(value),
            ]),
          ),
        }
      : text(tx.data),
    accessList: fromJson(tx.accessList ?? []),
    ...(tx.signature ? { signature: text(tx.signature.serialized) } : {}),
    ...(Object.keys(extras).length ? { answer: fromJson(extras) } : {}),
  };
}
