// What the API's EVM forge (forge.ts) makes of a request, with the nonce the answer carries, its
// fees where they are within the ceilings below, and the chain-state values only the chain can
// confirm taken from the answer and marked open. Also: which operation a call looks like, read
// from the forge itself.
import { formatUnits, type Transaction } from 'ethers';
import type { Bounded, Context, Rebuilt } from '../base/family';
import type { Detail } from '../base/types';
import { amountDetail, type Unit } from '../base/amounts';
import { toBaseUnits } from '../base/units';
import { NONCE_RISK, stateValue } from '../base/chain-state';
import { belowForgeGas } from '../base/gas';
import * as EVM from './forge';
import { EVM_IDENTIFIERS } from './contracts';
import { parseCall, treeOf, type EvmAnswer } from './read';

const WEI_DECIMALS = 18;
export const nativeUnit = (identifier: string | undefined): Unit => ({
  symbol: identifier === 'CHILIZ' ? 'CHZ' : 'ETH',
  decimals: WEI_DECIMALS,
  base: 'wei',
});
export const tokenUnit = (identifier: string | undefined): Unit =>
  identifier && EVM_IDENTIFIERS[identifier]
    ? { symbol: EVM_IDENTIFIERS[identifier]!.token, decimals: WEI_DECIMALS, base: 'wei' }
    : nativeUnit(identifier);
export const gweiUnit = (_native: Unit): Unit => ({ symbol: 'gwei', decimals: 9, base: 'wei' });
const gwei = (wei: bigint) => `${formatUnits(wei, 'gwei')} gwei`;

type Operation = (typeof EVM.OPERATIONS)[keyof typeof EVM.OPERATIONS];
const operationOf = (operationId: string): Operation =>
  EVM.OPERATIONS[operationId as keyof typeof EVM.OPERATIONS]!;

/**
 * How much more than the forge's a wallet may set: MetaMask and most wallets raise a gas estimate
 * by 20 to 50 %, which stays within twice it, and the gas a transaction does not use is refunded
 * in full. A wallet's faster settings raise the priority fee the same way; what the priority fee
 * can cost is bounded by the max fee, which the fee ceiling bounds.
 */
const ALLOWANCE = 2n;

/**
 * The fee ceiling of an operation, the most its signer can pay: twice the gas of the forge's
 * table (`gasLimit`, the most a gas limit may be) at the max fee per gas the forge offers on its
 * network, so a wallet's ordinary choices of more gas or a higher max fee pass as long as
 * gas limit × max fee stays within it. The priority fee is at most twice the forge's, and at
 * most the max fee.
 */
export function feeCeiling(operationId: string): {
  gas: bigint;
  gasLimit: bigint;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
  fee: bigint;
  network: string;
} {
  const operation = operationOf(operationId);
  const network = EVM.NETWORK_OF[operation.identifier as keyof typeof EVM.NETWORK_OF];
  const offered = EVM.NETWORKS[network as keyof typeof EVM.NETWORKS];
  const gasLimit = operation.gasLimit * ALLOWANCE;
  return {
    gas: operation.gasLimit,
    gasLimit,
    maxFeePerGas: offered.maxFeePerGas,
    maxPriorityFeePerGas: offered.maxPriorityFeePerGas * ALLOWANCE,
    fee: gasLimit * offered.maxFeePerGas,
    network,
  };
}

// ------------------------------------------------------------------ the forge's own calls

/**
 * A request and chain state that every EVM operation accepts: only to learn which method and
 * contract each one calls.
 */
const SAMPLE_REQUEST = {
  delegatorAddress: '0x0000000000000000000000000000000000000001',
  validatorAddress: '0x0000000000000000000000000000000000000002',
  fromValidatorAddress: '0x0000000000000000000000000000000000000003',
  toValidatorAddress: '0x0000000000000000000000000000000000000004',
  vaultAddress: '0x0000000000000000000000000000000000000005',
  amount: '1',
  unstakeID: 0,
  unbondNonce: 0,
  unstakeTxHash: `0x${'00'.repeat(32)}`,
};
const SAMPLE_STATE = {
  nonce: 0,
  cxtValidatorId: () => 1n,
  polValidatorId: (address: string) => (address === SAMPLE_REQUEST.toValidatorAddress ? 9n : 8n),
  stakewiseVault: () => ({ totalAssets: 1n, totalShares: 1n }),
  stakewiseExit: () => ({ positionTicket: 0n, timestamp: 0n, exitQueueIndex: 0n }),
  cxtUnstaking: () => 2n ** 128n - 1n,
};

let forgeCalls: Map<string, { method: string; fixedTo: string | undefined }> | undefined;
/** Per operation: the method the forge calls, and its contract when the forge fixes it (not taken from the request). */
function callsOfTheForge() {
  forgeCalls ??= new Map(
    Object.entries(EVM.OPERATIONS).map(([operationId, operation]) => {
      const call = operation.call(SAMPLE_REQUEST, SAMPLE_STATE);
      const fromRequest = Object.values(SAMPLE_REQUEST).some(
        (value) => typeof value === 'string' && value.toLowerCase() === call.to.toLowerCase(),
      );
      return [
        operationId,
        {
          method: parseCall(call.data, (call as { value?: bigint }).value ?? 0n)!.method,
          fixedTo: fromRequest ? undefined : call.to.toLowerCase(),
        },
      ];
    }),
  );
  return forgeCalls;
}

/** The operation whose forge calls the method the answer calls (and, for approve, on the same token). */
export function detectOperation({ tx, call }: EvmAnswer): string | undefined {
  if (!call) return undefined;
  const candidates = [...callsOfTheForge()].filter(([, forged]) => forged.method === call.method);
  const exact = candidates.find(
    ([, forged]) => forged.fixedTo !== undefined && forged.fixedTo === tx.to?.toLowerCase(),
  );
  return (exact ?? (candidates.length === 1 ? candidates[0] : undefined))?.[0];
}

// ------------------------------------------------------------------ the rebuild

const MAX_UINT128 = 2n ** 128n - 1n;
const sameAddress = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();

export async function rebuild(
  answer: EvmAnswer,
  { operationId, request, chainState }: Context,
): Promise<Rebuilt> {
  const { tx, call } = answer;
  const forged = callsOfTheForge().get(operationId)!;
  const sameMethod = call?.method === forged.method;
  const argument = (name: string) =>
    sameMethod && typeof call.args[name] === 'bigint' ? (call.args[name] as bigint) : undefined;
  let assets = 1n;
  try {
    assets = toBaseUnits(request.amount, WEI_DECIMALS);
  } catch {
    // The forge names the bad amount itself.
  }
  // Chain state the forge reads: each value as the answer has it, so that only what the request
  // decides can differ; the values only the chain can confirm are marked open below.
  const state = {
    nonce: tx.nonce,
    cxtValidatorId: () => argument('validatorId') ?? 1n,
    polValidatorId: (address: string) =>
      sameAddress(address, request.toValidatorAddress)
        ? (argument('toValidatorId') ?? 9n)
        : sameAddress(address, request.fromValidatorAddress)
          ? (argument('fromValidatorId') ?? 8n)
          : 8n,
    stakewiseVault: () => ({ totalAssets: assets, totalShares: argument('shares') ?? assets }),
    stakewiseExit: () => ({
      positionTicket: argument('positionTicket') ?? 0n,
      timestamp: argument('timestamp') ?? 0n,
      exitQueueIndex: argument('exitQueueIndex') ?? 0n,
    }),
    cxtUnstaking: () => (request.amount === undefined ? (argument('amount') ?? 1n) : MAX_UINT128),
  };
  const expected = EVM.forgeTransaction(operationId, request, state);
  const bounded: Bounded[] = [
    stateValue({
      label: 'Nonce',
      paths: ['nonce'],
      actual: String(tx.nonce),
      must: "your account's next nonce (its count of sent transactions)",
      read: chainState.nonce,
      wellFormed: true,
      note: 'The API reads it from the network; the chain accepts the transaction only at that nonce, once.',
      risk: NONCE_RISK,
    }),
    ...fees(answer, operationId, expected),
    ...(sameMethod ? openValues(answer, operationId, request, chainState) : []),
  ];
  return { expected: treeOf(expected, parseCall(expected.data, expected.value)), bounded };
}

/**
 * Gas limit, max fee and priority fee against the operation's ceiling; within it, the answer's
 * values go into the rebuilt transaction.
 */
function fees({ tx }: EvmAnswer, operationId: string, expected: Transaction): Bounded[] {
  const ceiling = feeCeiling(operationId);
  const gasWithin = tx.gasLimit > 0n && tx.gasLimit <= ceiling.gasLimit;
  const maxFee = tx.maxFeePerGas;
  const priority = tx.maxPriorityFeePerGas;
  const maxFeeWithin = maxFee !== null && maxFee > 0n && tx.gasLimit * maxFee <= ceiling.fee;
  const priorityWithin =
    priority !== null &&
    maxFee !== null &&
    priority <= ceiling.maxPriorityFeePerGas &&
    priority <= maxFee;
  if (gasWithin) expected.gasLimit = tx.gasLimit;
  if (maxFeeWithin) expected.maxFeePerGas = maxFee;
  if (priorityWithin) expected.maxPriorityFeePerGas = priority;
  const native = nativeUnit(operationOf(operationId).identifier);
  const total =
    maxFee === null
      ? ''
      : `; the fee is at most ${amountDetail('', tx.gasLimit * maxFee, native).value} (gas limit × max fee)`;
  return [
    {
      kind: 'fee',
      label: 'Gas limit',
      paths: ['gasLimit'],
      actual: tx.gasLimit.toString(),
      bound:
        `at most ${ceiling.gasLimit} ` +
        `(twice the forge's gas for ${operationId}, ${ceiling.gas})`,
      within: gasWithin,
      ...(gasWithin && tx.gasLimit < ceiling.gas ? { note: belowForgeGas(ceiling.gas) } : {}),
    },
    {
      kind: 'fee',
      label: 'Max fee per gas',
      paths: ['maxFeePerGas'],
      actual:
        maxFee === null ? '(not set: not an EIP-1559 transaction)' : `${gwei(maxFee)}${total}`,
      bound:
        `gas limit × max fee at most ${amountDetail('', ceiling.fee, native).value} ` +
        `(${ceiling.gasLimit} gas × the high max fee, ${gwei(ceiling.maxFeePerGas)})`,
      within: maxFeeWithin,
    },
    {
      kind: 'fee',
      label: 'Max priority fee per gas',
      paths: ['maxPriorityFeePerGas'],
      actual: priority === null ? '(not set)' : gwei(priority),
      bound: `at most ${gwei(ceiling.maxPriorityFeePerGas)}, and at most the max fee`,
      within: priorityWithin,
    },
  ];
}

/** The values the contract takes as ids or chain-state figures, which the check cannot confirm offline. */
function openValues(
  { call }: EvmAnswer,
  operationId: string,
  request: Context['request'],
  chainState: Context['chainState'],
): Bounded[] {
  const args = call!.args;
  const open = (label: string, names: string[], bound: string, note: string): Bounded => ({
    kind: 'open',
    label,
    paths: names.map((name) => `data.args.${name}`),
    actual: names.map((name) => `${name} ${String(args[name])}`).join(', '),
    bound,
    within: true,
    note,
  });
  const identifier = operationOf(operationId).identifier;
  if (identifier === 'CXT' && typeof args.validatorId === 'bigint') {
    const rows = [
      open(
        'CXT validator id',
        ['validatorId'],
        `the id the CXT staking contract gives ${String(request.validatorAddress)}`,
        `The staking contract names validators by number, which the check cannot map to ` +
          `validatorAddress without the chain. Before signing, call ` +
          `getValidatorMetadata(${args.validatorId}) on the staking contract ` +
          `(${EVM.CONTRACTS.CXT_STAKING}) and check that the address it returns is the ` +
          `validator you chose.`,
      ),
    ];
    if (
      operationId === 'forgeCxtWithdraw' &&
      request.amount === undefined &&
      typeof args.amount === 'bigint'
    ) {
      const shown = (value: bigint) => amountDetail('', value, tokenUnit('CXT')).value;
      rows.push(
        stateValue({
          kind: 'open',
          label: 'Amount withdrawn (what is left in the unstaking entry)',
          paths: ['data.args.amount'],
          actual: shown(args.amount),
          must: `what is left in your unstaking entry ${String(request.unstakeID)}, paid to you`,
          read:
            chainState.wholeAmount === undefined
              ? undefined
              : shown(BigInt(chainState.wholeAmount)),
          wellFormed: args.amount > 0n,
          note:
            'Without an amount the API withdraws what is left in the entry, as it reads it; the ' +
            'contract pays it to the address that signs.',
          risk:
            'Any amount would pass for "everything": read what is left in the entry on the ' +
            'staking contract and pass it as chainState.wholeAmount, in wei, or the entry may ' +
            'keep what the transaction leaves in it.',
        }),
      );
    }
    return rows;
  }
  if (operationId === 'forgePolRedelegate') {
    return [
      open(
        'Polygon validator ids',
        ['fromValidatorId', 'toValidatorId'],
        'the ids StakeManager gives fromValidatorAddress and toValidatorAddress',
        `StakeManager names validators by number, which the check cannot map to the ` +
          `ValidatorShare contracts of your request without the chain. Before signing, call ` +
          `getValidatorContract(${String(args.fromValidatorId)}) and ` +
          `getValidatorContract(${String(args.toValidatorId)}) on StakeManager ` +
          `(${EVM.CONTRACTS.POL_STAKE_MANAGER}): they must return fromValidatorAddress and ` +
          `toValidatorAddress.`,
      ),
    ];
  }
  if (operationId === 'forgeStakeWiseUnstake') {
    return [
      open(
        'Vault shares to exit',
        ['shares'],
        `the vault shares worth ${String(request.amount)} ETH at the vault's share price`,
        `The vault exits shares, which the API converts from your amount at the share price ` +
          `it reads. Before signing, call ` +
          `convertToShares(${toBaseUnits(String(request.amount), WEI_DECIMALS)}) on the vault: ` +
          `it must return ${String(args.shares)}, or the transaction exits another amount.`,
      ),
    ];
  }
  if (operationId === 'forgeStakeWiseWithdraw') {
    return [
      open(
        'Exit-queue position',
        ['positionTicket', 'timestamp', 'exitQueueIndex'],
        'the position, block time and queue index of the exit that unstakeTxHash entered',
        `The claim names the exit-queue entry your unstake transaction created, which the ` +
          `API reads from its receipt. Before signing, check that the ExitQueueEntered event ` +
          `of ${String(request.unstakeTxHash)} has positionTicket ` +
          `${String(args.positionTicket)}, that its block's timestamp is ` +
          `${String(args.timestamp)}, and that ` +
          `getExitQueueIndex(${String(args.positionTicket)}) on the vault is ` +
          `${String(args.exitQueueIndex)}.`,
      ),
    ];
  }
  return [];
}

/** The fee rows of the decoded transaction: in gwei and in the chain's main unit, with the ceiling. */
export function feeRows(
  tx: Transaction,
  operationId: string | undefined,
  identifier: string | undefined,
): Detail[] {
  const native = nativeUnit(identifier);
  const maxFee = tx.maxFeePerGas ?? tx.gasPrice;
  const ceiling =
    operationId && operationId in EVM.OPERATIONS ? feeCeiling(operationId) : undefined;
  return [
    {
      label: 'Gas limit',
      value: `${tx.gasLimit}${ceiling ? ` (ceiling ${ceiling.gasLimit})` : ''}`,
    },
    {
      label: 'Max fee per gas',
      value:
        maxFee === null
          ? 'not set'
          : `${gwei(maxFee)}${ceiling ? ` (high max fee ${gwei(ceiling.maxFeePerGas)})` : ''}`,
    },
    ...(tx.maxPriorityFeePerGas !== null
      ? [
          {
            label: 'Max priority fee per gas',
            value: `${gwei(tx.maxPriorityFeePerGas)}${ceiling ? ` (ceiling ${gwei(ceiling.maxPriorityFeePerGas)})` : ''}`,
          },
        ]
      : []),
    ...(maxFee !== null
      ? [amountDetail('Fee at most (gas limit × max fee per gas)', tx.gasLimit * maxFee, native)]
      : []),
    ...(ceiling ? [amountDetail('Fee ceiling of this operation', ceiling.fee, native)] : []),
  ];
}
