// Checks the forge answer of MultiversX: the plain transaction object, read with
// @multiversx/sdk-core's Transaction.newFromPlainObject (addresses, amounts and data as the SDK
// reads them before it signs) and rebuilt with the API's forge code (forge.ts) from the request
// and the answer's nonce.
// The SDK's modules expect a global Buffer, which its globals module provides in a browser.
import '@multiversx/sdk-core/out/core/globals.js';
import { Address } from '@multiversx/sdk-core/out/core/address.js';
import { Transaction } from '@multiversx/sdk-core/out/core/transaction.js';
import { InspectError, reason } from '../base/inspect-error';
import type {
  Bounded,
  Context,
  FamilyChecker,
  FamilyInput,
  PartName,
  Rebuilt,
} from '../base/family';
import { runFamily } from '../base/run';
import { NONCE_RISK, stateValue } from '../base/chain-state';
import { belowForgeGas } from '../base/gas';
import { fromJson, text, type Tree } from '../base/tree';
import type { TransactionSummary, Detail } from '../base/types';
import { amountDetail, type Unit } from '../base/amounts';
import * as EGLD from './forge';

const EGLD_UNIT: Unit = { symbol: 'EGLD', decimals: 18, base: 'atto-EGLD' };
/** Chain ids of the MultiversX networks. */
const NETWORKS: Record<string, string> = {
  '1': 'MultiversX mainnet',
  D: 'MultiversX devnet',
  T: 'MultiversX testnet',
};

interface EgldAnswer {
  plain: Record<string, unknown>;
  tx: Transaction;
}

function read(transaction: Record<string, unknown>): EgldAnswer {
  try {
    for (const field of ['nonce', 'gasPrice', 'gasLimit']) {
      if (!/^\d+$/.test(String(transaction[field])))
        throw new Error(`${field} is not a whole number`);
    }
    if (!/^\d*$/.test(String(transaction.value ?? '')))
      throw new Error('value is not a whole number of atto-EGLD');
    if (typeof transaction.data === 'string' && !/^[A-Za-z0-9+/]*={0,2}$/.test(transaction.data))
      throw new Error('data is not base64');
    const tx = Transaction.newFromPlainObject(
      transaction as unknown as Parameters<typeof Transaction.newFromPlainObject>[0],
    );
    return { plain: transaction, tx };
  } catch (error) {
    throw new InspectError(
      'malformed',
      `The MultiversX transaction does not read (${reason(error)}).`,
    );
  }
}

/** The data field (base64 of "function@arg@arg") as the function and its hex arguments. */
function dataTree(data: unknown): Tree {
  if (typeof data !== 'string') return fromJson(data);
  const raw = new TextDecoder('utf-8', { fatal: false }).decode(
    Uint8Array.from(atob(data), (c) => c.charCodeAt(0)),
  );
  const [fn = '', ...args] = raw.split('@');
  return { function: text(fn), arguments: args.map(text) };
}

function treeOf(plain: Record<string, unknown>): Tree {
  const { data, ...rest } = plain;
  return { ...(fromJson(rest) as Record<string, Tree>), data: dataTree(data ?? '') };
}

function describe(path: string): PartName {
  const argument = /^data\.arguments\[(\d+)\]$/.exec(path)?.[1];
  if (argument !== undefined) {
    return {
      label: `Argument ${Number(argument) + 1} of the call (hex)`,
      show: (hex) =>
        /^([0-9a-f]{2})+$/i.test(hex)
          ? `${hex} (${amountDetail('', BigInt(`0x${hex}`), EGLD_UNIT).value} as an amount)`
          : hex,
    };
  }
  const names: Record<string, PartName> = {
    nonce: { label: 'Nonce' },
    value: { label: 'EGLD sent with the call (value)', unit: EGLD_UNIT },
    receiver: { label: 'Delegation contract (receiver)' },
    sender: { label: 'Sender (signer)' },
    receiverUsername: { label: 'Receiver username' },
    senderUsername: { label: 'Sender username' },
    guardian: { label: 'Guardian' },
    relayer: { label: 'Relayer (pays the fee of a relayed transaction)' },
    gasPrice: { label: 'Gas price', unit: EGLD_UNIT },
    gasLimit: { label: 'Gas limit' },
    data: { label: 'Data' },
    'data.function': { label: 'Function of the delegation contract' },
    'data.arguments': { label: 'Arguments of the call' },
    chainID: { label: 'Chain id' },
    version: { label: 'Version' },
    options: { label: 'Options (1: signs the hash, 2: guarded)' },
    signature: { label: 'Signature (an unsigned transaction has none)' },
    guardianSignature: { label: 'Guardian signature' },
    relayerSignature: { label: 'Relayer signature' },
  };
  return names[path] ?? { label: `${path} (not a field of a MultiversX transaction of the API)` };
}

// ------------------------------------------------------------------ the forge

const SAMPLE_REQUEST = {
  delegatorAddress: 'erd1kye70xvv7y7s8tut8zgcpxe0vwpd5vmgwldjag09vks2juh4zdfsx4rfrg',
  validatorAddress: 'erd1qqqqqqqqqqqqqqqpqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqp0llls5uh2yt',
  amount: '1',
};
let forgeFunctions: Map<string, string> | undefined;
/** Per operation, the function its forge calls (as a part of the tree: quoted). */
function functionsOfTheForge(): Map<string, string> {
  forgeFunctions ??= new Map(
    Object.keys(EGLD.OPERATIONS).map((id) => [
      id,
      (dataTree(EGLD.forge(id, SAMPLE_REQUEST, { nonce: 0 }).data) as { function: string })
        .function,
    ]),
  );
  return forgeFunctions;
}

/**
 * How much more gas than the forge's a wallet may set: MultiversX wallets commonly send more gas
 * than a call needs, and the network refunds most of what it does not use; twice the forge's
 * covers their margins.
 */
const GAS_ALLOWANCE = 2n;

/**
 * The fee ceiling of an operation, the most its signer can pay: twice the gas of the forge's table
 * (`gasLimit`, the most a gas limit may be) at the forge's gas price, the network's lowest, which
 * is the price MultiversX wallets send; a higher price is no wallet's ordinary choice.
 */
export function feeCeiling(operationId: string): {
  gas: bigint;
  gasLimit: bigint;
  gasPrice: bigint;
  fee: bigint;
} {
  const { gasLimit: gas } = EGLD.OPERATIONS[operationId as keyof typeof EGLD.OPERATIONS]!;
  const gasLimit = gas * GAS_ALLOWANCE;
  return { gas, gasLimit, gasPrice: EGLD.NETWORK.gasPrice, fee: gasLimit * EGLD.NETWORK.gasPrice };
}

/** The most a MultiversX transaction's gas limit or gas price can be (a uint64). */
const UINT64_MAX = 2n ** 64n - 1n;
const wholeNumber = (value: unknown, max: bigint) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && BigInt(value) <= max;

async function rebuild(
  { plain }: EgldAnswer,
  { operationId, request, chainState }: Context,
): Promise<Rebuilt> {
  const nonce =
    typeof plain.nonce === 'number' && Number.isSafeInteger(plain.nonce) && plain.nonce >= 0
      ? plain.nonce
      : undefined;
  const nonceWithin = nonce !== undefined;
  const expected: Record<string, unknown> = EGLD.forge(operationId, request, { nonce: nonce ?? 0 });
  const ceiling = feeCeiling(operationId);
  const gasLimitWithin = wholeNumber(plain.gasLimit, ceiling.gasLimit);
  const gasPriceWithin =
    wholeNumber(plain.gasPrice, ceiling.gasPrice) &&
    typeof plain.gasLimit === 'number' &&
    Number.isSafeInteger(plain.gasLimit) &&
    BigInt(plain.gasLimit) * BigInt(plain.gasPrice as number) <= ceiling.fee;
  if (gasPriceWithin) expected.gasPrice = plain.gasPrice;
  if (gasLimitWithin) expected.gasLimit = plain.gasLimit;
  const egld = (atto: bigint) => amountDetail('', atto, EGLD_UNIT).value;
  const fee =
    wholeNumber(plain.gasPrice, UINT64_MAX) && wholeNumber(plain.gasLimit, UINT64_MAX)
      ? `; the fee is at most ` +
        `${egld(BigInt(plain.gasPrice as number) * BigInt(plain.gasLimit as number))} ` +
        '(gas limit × gas price)'
      : '';
  const bounded: Bounded[] = [
    stateValue({
      label: 'Nonce',
      paths: ['nonce'],
      actual: String(plain.nonce),
      must: "your account's next nonce (a whole number)",
      read: chainState.nonce,
      wellFormed: nonceWithin,
      note: 'The API reads it from the network; the chain accepts the transaction only at that nonce, once.',
      risk: NONCE_RISK,
    }),
    {
      kind: 'fee',
      label: 'Gas limit',
      paths: ['gasLimit'],
      actual: String(plain.gasLimit),
      bound:
        `at most ${ceiling.gasLimit} ` +
        `(twice the forge's gas for ${operationId}, ${ceiling.gas})`,
      within: gasLimitWithin,
      ...(gasLimitWithin && BigInt(plain.gasLimit as number) < ceiling.gas
        ? { note: belowForgeGas(ceiling.gas) }
        : {}),
    },
    {
      kind: 'fee',
      label: 'Gas price',
      paths: ['gasPrice'],
      actual: `${typeof plain.gasPrice === 'number' ? egld(BigInt(plain.gasPrice)) : String(plain.gasPrice)} per gas${fee}`,
      bound:
        `at most ${egld(ceiling.gasPrice)} per gas, the network's lowest, and gas limit × gas ` +
        `price at most ${egld(ceiling.fee)} (${ceiling.gasLimit} gas × that price)`,
      within: gasPriceWithin,
    },
  ];
  return { expected: treeOf(expected), bounded };
}

// ------------------------------------------------------------------ what it says

function summarize({ tx }: EgldAnswer, operationId: string | undefined): TransactionSummary {
  const data = new TextDecoder().decode(tx.data);
  const [fn = '', ...args] = data.split('@');
  const sender = tx.sender.toBech32();
  const relayer = tx.relayer.isEmpty() ? undefined : tx.relayer.toBech32();
  const amount =
    tx.value > 0n
      ? amountDetail('Amount', tx.value, EGLD_UNIT)
      : fn === 'unDelegate' && args[0] && /^[0-9a-f]+$/i.test(args[0])
        ? amountDetail('Amount', BigInt(`0x${args[0]}`), EGLD_UNIT)
        : undefined;
  const details: Detail[] = [
    { label: 'Data', value: data || '(empty)' },
    ...args.map((a, i) => ({ label: `Argument ${i + 1} (hex)`, value: a })),
    amountDetail('Value', tx.value, EGLD_UNIT),
  ];
  const ceiling =
    operationId && operationId in EGLD.OPERATIONS ? feeCeiling(operationId) : undefined;
  return {
    shape: 'plain transaction',
    decodedWith: '@multiversx/sdk-core (Transaction.newFromPlainObject)',
    network: [
      {
        label: 'Chain id',
        value: `${tx.chainID} (${(Object.hasOwn(NETWORKS, tx.chainID) && NETWORKS[tx.chainID]) || 'not a MultiversX network'})`,
      },
      {
        label: 'Version and options',
        value:
          `version ${tx.version}, options ` +
          `${tx.options}${tx.options & 1 ? ' (signs the hash)' : ''}${tx.options & 2 ? ' (guarded)' : ''}`,
      },
    ],
    signer: { label: 'Signer (sender)', value: sender },
    feePayer: {
      label: 'Fee payer',
      value: relayer ? `${relayer} (the relayer)` : `${sender} (the sender)`,
    },
    actions: [
      {
        kind: 'function call',
        name: fn || '(no function)',
        known: [...functionsOfTheForge().values()].includes(text(fn)),
        details,
      },
    ],
    validator: { label: 'Delegation contract', value: tx.receiver.toBech32() },
    ...(amount ? { amount } : {}),
    fee: [
      {
        label: 'Gas limit',
        value: `${tx.gasLimit}${ceiling ? ` (ceiling ${ceiling.gasLimit})` : ''}`,
      },
      amountDetail('Gas price', tx.gasPrice, EGLD_UNIT),
      amountDetail('Fee at most (gas limit × gas price)', tx.gasLimit * tx.gasPrice, EGLD_UNIT),
      ...(ceiling ? [amountDetail('Fee ceiling of this operation', ceiling.fee, EGLD_UNIT)] : []),
    ],
    staleness: [
      {
        label: 'Nonce',
        value:
          `${tx.nonce}: the sender's account must still be at this nonce; once another ` +
          `transaction uses it, this one fails.`,
      },
    ],
  };
}

/** Another erd1 address: the same public key with its last byte changed. */
function perturb(_field: string, value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('erd1')) return undefined;
  try {
    const key = Address.newFromBech32(value).getPublicKey();
    key[key.length - 1] ^= 1;
    return new Address(key).toBech32();
  } catch {
    return undefined;
  }
}

const checker: FamilyChecker<EgldAnswer> = {
  read,
  identifier: () => 'EGLD',
  detect: ({ plain }) => {
    const fn = (dataTree(plain.data ?? '') as { function?: string }).function;
    return [...functionsOfTheForge()].find(([, forged]) => forged === fn)?.[0];
  },
  tree: ({ plain }) => treeOf(plain),
  summarize: (answer, operationId) => summarize(answer, operationId),
  rebuild,
  perturb,
  describe,
  unit: () => EGLD_UNIT,
  absentNotes: {},
};

export const inspect = (input: FamilyInput) => runFamily(checker, input);
