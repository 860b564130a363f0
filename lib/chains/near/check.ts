// Checks the forge answer of NEAR: the transaction skeleton (signerId, receiverId, actions). Each
// action is built with @near-js/transactions' actionCreators and the transaction encoded in Borsh
// and decoded again, as a wallet does when it signs; the skeleton is compared with the one the
// API's forge code (forge.ts) makes of the request.
import {
  actionCreators,
  createTransaction,
  decodeTransaction,
  encodeTransaction,
} from '@near-js/transactions';
import { PublicKey } from '@near-js/crypto';
import { InvalidRequest } from '../base/errors';
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
import { fromJson } from '../base/tree';
import type { Action, TransactionSummary } from '../base/types';
import { amountDetail, formatUnits, type Unit } from '../base/amounts';
import { GAS } from './facts';
import * as NEAR from './forge';

const NEAR_UNIT: Unit = { symbol: 'NEAR', decimals: 24, base: 'yoctoNEAR' };
const TGAS = 10n ** 12n;
/**
 * The fee ceiling of a staking-pool call: the gas the forge attaches, the most one call can attach
 * (the protocol's), which a wallet may choose, and what that gas costs at the network's gas price.
 */
export function feeCeiling(): { gas: bigint; gasLimit: bigint; fee: bigint } {
  return { gas: GAS.perCall, gasLimit: GAS.maxPerCall, fee: GAS.maxPerCall * GAS.price };
}
/** The most one call can cost. */
const mostNear = `${formatUnits(feeCeiling().fee, 24)} NEAR`;

/**
 * NEAR account ids: 2 to 64 characters, lowercase letters and digits joined by single `-`, `_` or
 * `.` (nearcore's rule).
 */
const ACCOUNT_ID = /^(?=.{2,64}$)(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/;

interface Call {
  method: string;
  argsText: string;
  args: Record<string, unknown>;
  gas: bigint;
  deposit: bigint;
}

interface NearAnswer {
  transaction: Record<string, unknown>;
  signerId: string;
  receiverId: string;
  /** Each action, when it is a function call NEAR can encode. */
  calls: (Call | undefined)[];
  types: string[];
}

function read(transaction: Record<string, unknown>): NearAnswer {
  const { signerId, receiverId, actions } = transaction;
  for (const [field, value] of [
    ['signerId', signerId],
    ['receiverId', receiverId],
  ] as const) {
    if (typeof value !== 'string' || !ACCOUNT_ID.test(value))
      throw new InspectError(
        'malformed',
        `${field} ${JSON.stringify(value)?.slice(0, 80)} is not a NEAR account id.`,
      );
  }
  if (!Array.isArray(actions) || actions.length === 0)
    throw new InspectError('malformed', 'actions must be a list with at least one action.');
  const types = actions.map((raw) => String((raw as { type?: unknown } | null)?.type));
  const built = actions.map((raw, i) => {
    const action = (raw ?? {}) as { type?: unknown; params?: Record<string, unknown> };
    if (action.type !== 'FunctionCall') return undefined;
    const p = action.params ?? {};
    try {
      if (
        typeof p.methodName !== 'string' ||
        typeof p.args !== 'object' ||
        p.args === null ||
        Array.isArray(p.args)
      )
        throw new Error('methodName must be a string and args an object');
      if (!/^\d+$/.test(String(p.gas)) || !/^\d+$/.test(String(p.deposit)))
        throw new Error('gas and deposit must be whole numbers');
      return actionCreators.functionCall(
        p.methodName,
        p.args as object,
        BigInt(String(p.gas)),
        BigInt(String(p.deposit)),
      );
    } catch (error) {
      throw new InspectError(
        'malformed',
        `actions[${i}] is not a function call NEAR can encode (${reason(error)}).`,
      );
    }
  });
  // The bytes a wallet signs, with a placeholder key, nonce and block hash (the wallet adds the real ones).
  const placeholderKey = PublicKey.fromString('ed25519:11111111111111111111111111111111');
  const known = built.filter((a): a is NonNullable<typeof a> => a !== undefined);
  let decoded: ReturnType<typeof decodeTransaction>;
  try {
    decoded = decodeTransaction(
      encodeTransaction(
        createTransaction(
          signerId as string,
          placeholderKey,
          receiverId as string,
          0n,
          known,
          new Uint8Array(32),
        ),
      ),
    );
  } catch (error) {
    throw new InspectError(
      'malformed',
      `The transaction does not encode as NEAR signs it (${reason(error)}).`,
    );
  }
  let next = 0;
  const calls = built.map((action) => {
    if (!action) return undefined;
    const f = decoded.actions[next++]!.functionCall!;
    const argsText = new TextDecoder().decode(Uint8Array.from(f.args as ArrayLike<number>));
    let args: Record<string, unknown> = {};
    try {
      args = JSON.parse(argsText) as Record<string, unknown>;
    } catch {
      args = {};
    }
    return { method: f.methodName, argsText, args, gas: BigInt(f.gas), deposit: BigInt(f.deposit) };
  });
  return {
    transaction,
    signerId: signerId as string,
    receiverId: receiverId as string,
    calls,
    types,
  };
}

function describe(path: string): PartName {
  const action = /^actions\[(\d+)\](?:\.(type|params)(?:\.(\w+))?(?:\.(.+))?)?$/.exec(path);
  if (action) {
    const [, index, part, param, arg] = action;
    const n = `action ${Number(index) + 1}`;
    if (!part) return { label: `Action ${Number(index) + 1}` };
    if (part === 'type') return { label: `Type of ${n}` };
    if (!param) return { label: `Parameters of ${n}` };
    if (param === 'methodName') return { label: 'Method of the staking pool' };
    if (param === 'gas')
      return {
        label: `Gas attached to ${n}`,
        show: (gas) => (/^\d+$/.test(gas) ? `${BigInt(gas) / TGAS} Tgas (${gas} gas)` : gas),
      };
    if (param === 'deposit') return { label: `Deposit attached to ${n}`, unit: NEAR_UNIT };
    if (param === 'args')
      return arg
        ? { label: `Argument ${arg} of the call`, ...(arg === 'amount' ? { unit: NEAR_UNIT } : {}) }
        : { label: `Arguments of the call (${n})` };
    return { label: `${param} of ${n}` };
  }
  const names: Record<string, PartName> = {
    signerId: { label: 'Signer (signerId)' },
    receiverId: { label: 'Staking pool (receiverId)' },
    actions: { label: 'Actions' },
  };
  return names[path] ?? { label: `${path} (not a field of a NEAR forge answer)` };
}

// ------------------------------------------------------------------ the forge

let forgeMethods: Map<string, string> | undefined;
/** Per method the forge calls, its operation (withdraw and unstake with and without an amount). */
function methodsOfTheForge(): Map<string, string> {
  if (!forgeMethods) {
    forgeMethods = new Map();
    for (const operationId of Object.keys(NEAR.OPERATIONS)) {
      for (const amount of ['1', undefined]) {
        try {
          const forged = NEAR.forge(operationId, {
            delegatorAddress: 'a.near',
            validatorAddress: 'b.near',
            ...(amount ? { amount } : {}),
          });
          forgeMethods.set(forged.actions[0]!.params.methodName, operationId);
        } catch {
          // This operation needs an amount.
        }
      }
    }
  }
  return forgeMethods;
}

async function rebuild(answer: NearAnswer, { operationId, request }: Context): Promise<Rebuilt> {
  for (const field of ['delegatorAddress', 'validatorAddress']) {
    if (typeof request[field] !== 'string' || !ACCOUNT_ID.test(request[field] as string))
      throw new InvalidRequest(field, `${field} is not a NEAR account id`);
  }
  const expected = NEAR.forge(operationId, request) as { actions: { params: { gas: string } }[] };
  const bounded: Bounded[] = answer.calls.flatMap((call, i) => {
    if (!call || !expected.actions[i]) return [];
    const within = call.gas > 0n && call.gas <= feeCeiling().gasLimit;
    if (within) expected.actions[i]!.params.gas = call.gas.toString();
    return [
      {
        kind: 'fee' as const,
        label: `Gas attached to ${call.method}`,
        paths: [`actions[${i}].params.gas`],
        actual: `${call.gas / TGAS} Tgas (${call.gas} gas)`,
        bound:
          `at most ${GAS.maxPerCall / TGAS} Tgas (the most one call can attach), so at most ` +
          `${mostNear} for this call`,
        within,
        note: "The signer pays for the gas used at the network's gas price; gas attached and not used is refunded.",
      },
    ];
  });
  return { expected: fromJson(expected), bounded };
}

// ------------------------------------------------------------------ what it says

function summarize(answer: NearAnswer, operationId: string | undefined): TransactionSummary {
  const { signerId, receiverId, calls, types } = answer;
  const first = calls[0];
  const known = [...methodsOfTheForge().keys()];
  const mainAmount =
    first && operationId === 'forgeNearStake'
      ? amountDetail('Amount (attached deposit)', first.deposit, NEAR_UNIT)
      : first && typeof first.args.amount === 'string' && /^\d+$/.test(first.args.amount)
        ? amountDetail('Amount', BigInt(first.args.amount), NEAR_UNIT)
        : undefined;
  const actions: Action[] = calls.map((call, i) =>
    call
      ? {
          kind: 'function call',
          name: call.method,
          known: known.includes(call.method),
          details: [
            { label: 'Arguments', value: call.argsText },
            amountDetail('Attached deposit', call.deposit, NEAR_UNIT),
            { label: 'Gas', value: `${call.gas / TGAS} Tgas (${call.gas} gas)` },
          ],
        }
      : {
          kind: 'function call',
          name: `${types[i]} (not a function call)`,
          known: false,
          details: [],
        },
  );
  const network = receiverId.endsWith('.near')
    ? 'NEAR mainnet, by the account ids (.near)'
    : receiverId.endsWith('.testnet')
      ? 'NEAR testnet, by the account ids (.testnet)'
      : 'Not in the transaction';
  return {
    shape: 'signerId, receiverId, actions',
    decodedWith: '@near-js/transactions (actionCreators, encodeTransaction, decodeTransaction)',
    network: [
      {
        label: 'Network',
        value: `${network}. A NEAR transaction names no network: the wallet signs it for the one it sends to.`,
      },
    ],
    signer: { label: 'Signer', value: signerId },
    feePayer: { label: 'Fee payer', value: `${signerId} (the signer pays for the gas)` },
    actions,
    validator: { label: 'Staking pool', value: receiverId },
    ...(mainAmount ? { amount: mainAmount } : {}),
    fee: calls.flatMap((call) =>
      call
        ? [
            {
              label: `Gas attached to ${call.method}`,
              value: `${call.gas / TGAS} Tgas (${call.gas} gas; ceiling ${GAS.maxPerCall / TGAS} Tgas, ${mostNear})`,
            },
          ]
        : [],
    ),
    staleness: [
      {
        label: 'Nonce and block hash',
        value:
          "Not in the skeleton: your wallet adds the access key's next nonce and a recent " +
          'block hash when it signs, so the skeleton itself does not go stale.',
      },
    ],
  };
}

/** Another account id of the same form. */
function perturb(_field: string, value: unknown): unknown {
  if (typeof value !== 'string' || !ACCOUNT_ID.test(value)) return undefined;
  if (/^[0-9a-f]{64}$/.test(value))
    return `${value.slice(0, -1)}${value.endsWith('0') ? '1' : '0'}`;
  return value.length < 64 ? `x${value}` : undefined;
}

const checker: FamilyChecker<NearAnswer> = {
  read,
  identifier: () => 'NEAR',
  detect: ({ calls }) =>
    calls.length === 1 && calls[0] ? methodsOfTheForge().get(calls[0].method) : undefined,
  tree: ({ transaction }) => fromJson(transaction),
  summarize,
  rebuild,
  perturb,
  describe,
  unit: () => NEAR_UNIT,
  absentNotes: {},
};

export const inspect = (input: FamilyInput) => runFamily(checker, input);
