// Checks the forge answer of NEAR: the transaction skeleton (signerId, receiverId, actions). Each
// action is built with @near-js/transactions' actionCreators and the transaction encoded in Borsh
// and decoded again, as a wallet does when it signs; what is shown is read back from those bytes.
import { CheckList } from '../../inspect/checks';
import { InspectError, reason } from '../../inspect/errors';
import type { FamilyInput, FamilyResult } from '../../inspect/family';
import type { Action, ForgeRequest } from '../../inspect/types';
import { amountDetail, amountOf, formatAmount, type Unit } from '../../inspect/units';

const NEAR: Unit = { symbol: 'NEAR', decimals: 24, base: 'yoctoNEAR' };
const TGAS = 10n ** 12n;

/** NEAR account ids: 2 to 64 characters, lowercase letters and digits joined by single `-`, `_` or `.` (nearcore's rule). */
const ACCOUNT_ID = /^(?=.{2,64}$)(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/;

/**
 * The staking-pool methods an operation may call: without an amount, unstake and withdraw call
 * unstake_all and withdraw_all. Without a request either form fits.
 */
function expectedMethods(operationId: string, request: ForgeRequest | undefined): string[] {
  const whole = request === undefined ? [true, false] : [request.amount === undefined];
  switch (operationId) {
    case 'forgeNearStake':
      return ['deposit_and_stake'];
    case 'forgeNearUnstake':
      return whole.map((w) => (w ? 'unstake_all' : 'unstake'));
    case 'forgeNearWithdraw':
      return whole.map((w) => (w ? 'withdraw_all' : 'withdraw'));
    default:
      return [];
  }
}

const METHOD_OPERATIONS: Record<string, string> = {
  deposit_and_stake: 'forgeNearStake',
  unstake: 'forgeNearUnstake',
  unstake_all: 'forgeNearUnstake',
  withdraw: 'forgeNearWithdraw',
  withdraw_all: 'forgeNearWithdraw',
};

export async function inspect({ transaction, operationId, request }: FamilyInput): Promise<FamilyResult> {
  const { actionCreators, createTransaction, encodeTransaction, decodeTransaction, PublicKey } = await import('./libraries');
  const { signerId, receiverId, actions } = transaction;
  for (const [field, value] of [['signerId', signerId], ['receiverId', receiverId]] as const) {
    if (typeof value !== 'string' || !ACCOUNT_ID.test(value)) {
      throw new InspectError('malformed', `${field} ${JSON.stringify(value)} is not a NEAR account id.`);
    }
  }
  if (!Array.isArray(actions) || actions.length === 0) throw new InspectError('malformed', 'actions must be a list with at least one action.');

  const built = actions.map((raw, i) => {
    const action = (raw ?? {}) as { type?: unknown; params?: Record<string, unknown> };
    if (action.type !== 'FunctionCall') return { type: String(action.type), known: false as const };
    const p = action.params ?? {};
    try {
      if (typeof p.methodName !== 'string' || typeof p.args !== 'object' || p.args === null) throw new Error('methodName must be a string and args an object');
      return { type: 'FunctionCall', known: true as const, action: actionCreators.functionCall(p.methodName, p.args, BigInt(String(p.gas)), BigInt(String(p.deposit))) };
    } catch (error) {
      throw new InspectError('malformed', `actions[${i}] is not a function call NEAR can encode (${reason(error)}).`);
    }
  });
  const known = built.flatMap((b) => (b.known ? [b.action] : []));
  // The bytes a wallet signs, with a placeholder key, nonce and block hash (the wallet adds the real ones).
  const placeholderKey = PublicKey.fromString('ed25519:11111111111111111111111111111111');
  const encoded = encodeTransaction(createTransaction(signerId as string, placeholderKey, receiverId as string, 0n, known, new Uint8Array(32)));
  const decodedTx = decodeTransaction(encoded);
  const calls = decodedTx.actions.map((a) => {
    const f = a.functionCall!;
    const argsText = new TextDecoder().decode(Uint8Array.from(f.args as ArrayLike<number>));
    let args: Record<string, unknown> = {};
    try {
      args = JSON.parse(argsText) as Record<string, unknown>;
    } catch {
      args = {};
    }
    return { method: f.methodName, argsText, args, gas: BigInt(f.gas), deposit: BigInt(f.deposit) };
  });

  const first = calls[0];
  const id = operationId ?? (built.length === 1 && first ? METHOD_OPERATIONS[first.method] : undefined);
  const c = new CheckList(request as ForgeRequest | undefined);
  const requested = c.baseAmount(NEAR);
  const yocto = requested === undefined ? undefined : formatAmount(amountOf(requested, NEAR));
  const methods = id ? expectedMethods(id, request) : [];
  const expected = first && methods.includes(first.method) ? first.method : methods[0];
  c.compare('actions', 'Actions', '1 function call', built.length === 1 && built[0]!.known ? '1 function call' : built.map((b) => (b.known ? 'FunctionCall' : b.type)).join(', '));
  c.compare('operation', 'Method of the staking pool', expected ?? 'a method a forge call of the API calls', first?.method ?? '(none)');
  c.compare('delegatorAddress', 'Signer (signerId)', c.value('delegatorAddress'), signerId as string);
  c.compare('validatorAddress', 'Staking pool (receiverId)', c.value('validatorAddress'), receiverId as string);
  if (first?.method !== expected) {
    // The amount rows read the call where this operation's method has it.
  } else if (first && id === 'forgeNearStake') {
    c.compare('amount', 'Amount (attached deposit)', yocto, formatAmount(amountOf(first.deposit, NEAR)));
  } else if (first && id) {
    if (requested !== undefined || expected === 'unstake' || expected === 'withdraw') {
      const argAmount = typeof first.args.amount === 'string' && /^\d+$/.test(first.args.amount) ? formatAmount(amountOf(BigInt(first.args.amount), NEAR)) : undefined;
      c.compare('amount', 'Amount (argument of the call)', yocto, argAmount, { required: false });
    }
    c.compare('value', 'Attached deposit', formatAmount(amountOf(0n, NEAR)), formatAmount(amountOf(first.deposit, NEAR)));
  }

  const mainAmount =
    first && id === 'forgeNearStake'
      ? amountDetail('Amount (attached deposit)', first.deposit, NEAR)
      : first && typeof first.args.amount === 'string' && /^\d+$/.test(first.args.amount)
        ? amountDetail('Amount', BigInt(first.args.amount), NEAR)
        : undefined;
  const actionsOut: Action[] = built.map((b, i) => {
    if (!b.known) return { kind: 'function call', name: `${b.type} (not a function call)`, known: false, details: [] };
    const call = calls[known.indexOf(b.action)] ?? calls[i]!;
    return {
      kind: 'function call',
      name: call.method,
      known: call.method in METHOD_OPERATIONS,
      details: [
        { label: 'Arguments', value: call.argsText },
        amountDetail('Attached deposit', call.deposit, NEAR),
        { label: 'Gas', value: `${call.gas / TGAS} Tgas (${call.gas} gas)` },
      ],
    };
  });
  const network = (receiverId as string).endsWith('.near') ? 'NEAR mainnet, by the account ids (.near)' : (receiverId as string).endsWith('.testnet') ? 'NEAR testnet, by the account ids (.testnet)' : 'Not in the transaction';
  return {
    operationId: id,
    stakingIdentifier: 'NEAR',
    checks: c.checks,
    decoded: {
      family: 'near',
      shape: 'signerId, receiverId, actions',
      decodedWith: '@near-js/transactions (actionCreators, encodeTransaction, decodeTransaction)',
      network: [{ label: 'Network', value: `${network}. A NEAR transaction names no network: the wallet signs it for the one it sends to.` }],
      signer: { label: 'Signer', value: signerId as string },
      feePayer: { label: 'Fee payer', value: `${signerId as string} (the signer pays for the gas)` },
      actions: actionsOut,
      validator: { label: 'Staking pool', value: receiverId as string },
      ...(mainAmount ? { amount: mainAmount } : {}),
      fee: calls.map((call) => ({ label: `Gas attached to ${call.method}`, value: `${call.gas / TGAS} Tgas (${call.gas} gas)` })),
      staleness: [
        { label: 'Nonce and block hash', value: 'Not in the skeleton: your wallet adds the access key\'s next nonce and a recent block hash when it signs, so the skeleton itself does not go stale.' },
      ],
    },
  };
}
