// Checks the forge answer of an EVM-type chain (CHILIZ, CXT, POL, STAKEWISE): `serializedUnsignedTx`,
// an unsigned EIP-1559 transaction, decoded with ethers and rebuilt with the API's forge code
// (forge.ts) from the request and the answer's nonce (rebuild.ts).
import { getAddress, type Transaction } from 'ethers';
import type { FamilyChecker, FamilyInput, PartName } from '../base/family';
import { runFamily } from '../base/run';
import type { Action, TransactionSummary, Detail } from '../base/types';
import { amountDetail } from '../base/amounts';
import { CONTRACTS } from './forge';
import { EVM_IDENTIFIERS, EVM_NETWORKS } from './contracts';
import { read, treeOf, type Call, type EvmAnswer } from './read';
import { detectOperation, feeRows, gweiUnit, nativeUnit, rebuild, tokenUnit } from './rebuild';

/** The arguments that hold an amount of the staked token. */
export const ARGUMENT_AMOUNTS = ['amount', '_amount', 'claimAmount', 'maximumSharesToBurn'];

function describe(path: string, identifier: string | undefined): PartName {
  const token = tokenUnit(identifier);
  const native = nativeUnit(identifier);
  const argument = /^data\.args\.(\w+)$/.exec(path)?.[1];
  if (argument)
    return {
      label: `Argument ${argument} of the call`,
      ...(ARGUMENT_AMOUNTS.includes(argument) ? { unit: token } : {}),
    };
  const names: Record<string, PartName> = {
    type: { label: 'Transaction type' },
    chainId: { label: 'Chain id' },
    nonce: { label: 'Nonce' },
    maxPriorityFeePerGas: { label: 'Max priority fee per gas', unit: gweiUnit(native) },
    maxFeePerGas: { label: 'Max fee per gas', unit: gweiUnit(native) },
    gasPrice: { label: 'Gas price (legacy transaction)', unit: gweiUnit(native) },
    gasLimit: { label: 'Gas limit' },
    to: { label: 'Contract called (to)' },
    value: {
      label: `${native.symbol} sent with the call`,
      unit: native,
      note: `Amounts sent with the call travel as the transaction's value.`,
    },
    data: { label: 'Call data' },
    'data.method': { label: 'Contract method' },
    accessList: { label: 'Access list' },
    signature: { label: 'Signature (an unsigned transaction has none)' },
  };
  if (names[path]) return names[path]!;
  if (path.startsWith('answer'))
    return {
      label: `${path.replace(/^answer\.?/, '') || 'Fields'} (beside serializedUnsignedTx: not in an answer of the API)`,
    };
  return { label: path };
}

function summarize(
  { tx, call }: EvmAnswer,
  operationId: string | undefined,
  identifier: string | undefined,
): TransactionSummary {
  const chainId = tx.chainId.toString();
  const native = nativeUnit(
    identifier ?? (chainId === EVM_IDENTIFIERS.CHILIZ!.chainId ? 'CHILIZ' : undefined),
  );
  const token = tokenUnit(identifier);
  const action: Action = {
    kind: 'contract method',
    name: call ? call.signature : unknownMethod(tx.data),
    known: Boolean(call),
    details: [
      { label: 'Contract', value: tx.to ? getAddress(tx.to) : '(none: it creates a contract)' },
      ...Object.entries(call?.args ?? {}).map(([label, value]) =>
        typeof value === 'bigint' && ARGUMENT_AMOUNTS.includes(label)
          ? amountDetail(label, value, token)
          : { label, value: String(value) },
      ),
      amountDetail(`${native.symbol} sent with the call`, tx.value, native),
    ],
  };
  const amountArg = ARGUMENT_AMOUNTS.slice(0, 3)
    .map((name) => call?.args[name])
    .find((v): v is bigint => typeof v === 'bigint');
  const amount =
    amountArg !== undefined
      ? amountDetail('Amount', amountArg, token)
      : tx.value > 0n
        ? amountDetail('Amount (sent with the call)', tx.value, native)
        : undefined;
  const validator = validatorOf(tx, call, identifier);
  return {
    shape: 'serializedUnsignedTx',
    decodedWith: 'ethers 6 (Transaction.from, Interface.parseTransaction)',
    network: [
      { label: 'Chain id', value: describeChain(chainId) },
      {
        label: 'Transaction type',
        value: `${tx.type} (${tx.type === 2 ? 'EIP-1559' : 'legacy or EIP-2930'})`,
      },
    ],
    signer: {
      label: 'Signer',
      value:
        'Not in the transaction: an unsigned Ethereum transaction names no sender. Whoever ' +
        'signs it sends it and pays the gas.',
    },
    feePayer: { label: 'Fee payer', value: 'The signer.' },
    actions: [action],
    ...(validator ? { validator } : {}),
    ...(amount ? { amount } : {}),
    fee: feeRows(tx, operationId, identifier),
    staleness: [
      {
        label: 'Nonce',
        value:
          `${tx.nonce}: the transaction can only be mined as the sender's transaction number ` +
          `${tx.nonce}; once another transaction uses that nonce, this one never can.`,
      },
    ],
  };
}

function validatorOf(
  tx: Transaction,
  call: Call | undefined,
  identifier: string | undefined,
): Detail | undefined {
  const id = call?.args.toValidatorId ?? call?.args.validatorId;
  if (typeof call?.args.validator === 'string')
    return { label: 'Validator', value: call.args.validator };
  if (typeof id === 'bigint') return { label: 'Validator', value: `validator id ${id}` };
  const fixed = Object.values(CONTRACTS).map((a) => a.toLowerCase());
  if (tx.to && !fixed.includes(tx.to.toLowerCase()))
    return {
      label: identifier === 'STAKEWISE' ? 'Vault' : 'Validator (ValidatorShare contract)',
      value: getAddress(tx.to),
    };
  return undefined;
}

export function describeChain(chainId: string): string {
  const network = EVM_NETWORKS[chainId];
  return network ? `${chainId} (${network.name})` : `${chainId} (not a network of the API)`;
}

function unknownMethod(data: string): string {
  return data === '0x'
    ? 'no method (a plain transfer)'
    : `an unknown method (selector ${data.slice(0, 10)})`;
}

/** Another address or hash of the same form: one hex digit changed. */
function perturb(_field: string, value: unknown): unknown {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) return undefined;
  const flipped = `${value.slice(0, -1)}${value.at(-1)!.toLowerCase() === '0' ? '1' : '0'}`;
  return value.length === 42 ? getAddress(flipped.toLowerCase()) : flipped;
}

const checker: FamilyChecker<EvmAnswer> = {
  read,
  identifier: (answer, given) =>
    given ??
    (answer.tx.chainId.toString() === EVM_IDENTIFIERS.CHILIZ!.chainId ? 'CHILIZ' : undefined),
  detect: detectOperation,
  tree: ({ tx, call, extras }) => treeOf(tx, call, extras),
  summarize,
  rebuild,
  perturb,
  describe,
  unit: tokenUnit,
  absentNotes: {
    delegatorAddress:
      'An unsigned Ethereum transaction names no sender: whoever signs it sends it. Sign it ' +
      'with the key of this address.',
    validatorAddress:
      'The contract names validators by a numeric id, which the API looks up for this address (see the open row).',
    fromValidatorAddress:
      'StakeManager names validators by a numeric id, which the API looks up for this address (see the open row).',
    toValidatorAddress:
      'StakeManager names validators by a numeric id, which the API looks up for this address (see the open row).',
    amount:
      "The vault exits shares: the API converts the amount at the vault's share price (see the open row).",
    unstakeTxHash:
      'The claim names the exit-queue position the unstake transaction created, which the ' +
      'API reads from its receipt (see the open rows).',
  },
};

export const inspect = (input: FamilyInput) => runFamily(checker, input);
