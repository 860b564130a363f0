// See what you sign (issue 21): decodes a forge answer with its chain's own library and checks it
// against the forge request. One module for the site's page, the tests and the example programs
// (as content/examples/check-transaction.mjs). Nothing here loads a chain library: each family's
// checker (lib/chains/<family>/decode.ts) is imported when an answer of that family is checked.
import { InspectError } from './errors';
import type { InspectFamily } from './family';
import { FORGE_OPERATIONS, SHAPES } from './operations';
import type { ChainFamily, Check, ForgeRequest, Inspection, InspectInput, Verdict } from './types';

export type * from './types';
export { InspectError } from './errors';
export { isOperationFact } from './checks';
export { FORGE_OPERATIONS, SHAPES } from './operations';

const CHECKERS: Record<ChainFamily, () => Promise<{ inspect: InspectFamily }>> = {
  evm: () => import('../chains/evm/decode'),
  tendermint: () => import('../chains/tendermint/decode'),
  solana: () => import('../chains/solana/decode'),
  near: () => import('../chains/near/decode'),
  polkadot: () => import('../chains/polkadot/decode'),
  multiversx: () => import('../chains/multiversx/decode'),
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The chain family of a transaction object, by the fields of its shape (spec §3). */
function familyOfTransaction(transaction: Record<string, unknown>): ChainFamily | undefined {
  if ('serializedUnsignedTx' in transaction) return 'evm';
  if ('signDirect' in transaction || 'signAmino' in transaction) return 'tendermint';
  if ('extrinsicHex' in transaction) return 'polkadot';
  if ('actions' in transaction && 'receiverId' in transaction) return 'near';
  if ('chainID' in transaction && 'receiver' in transaction) return 'multiversx';
  if ('hash' in transaction) return 'solana';
  return undefined;
}

/**
 * The family and the transaction object of a forge answer, without loading any chain library.
 * Accepts the whole answer (`{ uuid, transaction }`) or its `transaction` alone. Checks the
 * encoding of the shape's main field (hex, base64), so a cut-off paste is named at once.
 */
export function detectShape(answer: unknown): { family: ChainFamily; transaction: Record<string, unknown> } {
  if (!isObject(answer)) {
    throw new InspectError('not-a-forge-answer', 'This is not a forge answer: a forge call answers with a JSON object holding uuid and transaction.');
  }
  const transaction = isObject(answer.transaction) ? answer.transaction : answer;
  const family = familyOfTransaction(transaction);
  if (!family) {
    const keys = Object.keys(answer).slice(0, 6).join(', ') || 'nothing';
    throw new InspectError(
      'not-a-forge-answer',
      `This is not a forge answer: its transaction has none of the shapes of the API (serializedUnsignedTx, hash, extrinsicHex, signerId/receiverId/actions, a MultiversX transaction, signDirect). It holds ${keys}.`,
    );
  }
  checkEncoding(family, transaction);
  return { family, transaction };
}

const HEX = /^0x(?:[0-9a-fA-F]{2})+$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function checkEncoding(family: ChainFamily, transaction: Record<string, unknown>): void {
  const expectHex = (field: string) => {
    const value = transaction[field];
    if (typeof value !== 'string' || !HEX.test(value)) {
      throw new InspectError('malformed', `${field} must be 0x-prefixed hex with an even number of digits${typeof value === 'string' ? `; this one ${value.startsWith('0x') ? 'has an odd number of digits or a character that is not hex' : 'does not start with 0x'}: it may have been cut off` : ''}.`);
    }
  };
  const expectBase64 = (field: string, value: unknown) => {
    if (typeof value !== 'string' || value === '' || !BASE64.test(value)) {
      throw new InspectError('malformed', `${field} must be base64; this one ${typeof value === 'string' && /^[A-Za-z0-9+/=]+$/.test(value) ? 'has a length that is not a multiple of 4: it may have been cut off' : 'is not base64'}.`);
    }
  };
  if (family === 'evm') expectHex('serializedUnsignedTx');
  if (family === 'polkadot') expectHex('extrinsicHex');
  if (family === 'solana') expectBase64('hash', transaction.hash);
  if (family === 'tendermint') {
    for (const variant of ['signDirect', 'signAmino', 'signEIP712', 'signEIP712CosmosTxV0']) {
      const value = transaction[variant];
      if (value === null || value === undefined) continue;
      if (!isObject(value)) throw new InspectError('malformed', `${variant} must be an object or null.`);
      for (const field of ['bodyBytes', 'authInfoBytes']) expectBase64(`${variant}.${field}`, value[field]);
    }
    if (!isObject(transaction.signDirect)) throw new InspectError('malformed', 'signDirect is missing: every Tendermint forge answer carries it.');
  }
}

/** The family a forge operation's answer belongs to, or undefined for an unknown operation. */
export function familyOfOperation(operationId: string): ChainFamily | undefined {
  return FORGE_OPERATIONS[operationId]?.family;
}

/** Starts loading a family's checker and its chain library (the page calls this once the shape is known). */
export function preloadChecker(family: ChainFamily): Promise<unknown> {
  return CHECKERS[family]().catch(() => undefined);
}

function verdictOf(checks: Check[], hasRequest: boolean): Verdict {
  if (checks.some((check) => check.status === 'differs')) return 'differs';
  if (!hasRequest) return 'unchecked';
  if (checks.some((check) => check.status === 'not-given')) return 'incomplete';
  return 'matches';
}

/**
 * Decodes a forge answer with its chain's library and, given the request, checks each field
 * (delegator = signer, validator, amount, beneficiary, chain, the operation itself). Throws
 * InspectError when the answer or the request cannot be read at all.
 */
export async function inspectForge(input: InspectInput): Promise<Inspection> {
  const { operationId, request } = input;
  if (request !== undefined && !isObject(request)) {
    throw new InspectError('bad-request', 'The request must be the JSON object that was posted to the forge call.');
  }
  if (operationId !== undefined && !FORGE_OPERATIONS[operationId]) {
    throw new InspectError('unknown-operation', `${operationId} is not a forge operation of the API.`);
  }
  const { family, transaction } = detectShape(input.answer);
  const operation = operationId ? FORGE_OPERATIONS[operationId]! : undefined;
  if (operation && operation.family !== family) {
    throw new InspectError(
      'shape-mismatch',
      `This answer holds ${SHAPES[family].described}, but ${operationId} answers with ${SHAPES[operation.family].described}. Was it forged for another chain?`,
    );
  }
  const { inspect } = await CHECKERS[family]();
  const result = await inspect({
    transaction,
    operationId,
    stakingIdentifier: input.stakingIdentifier ?? operation?.identifier,
    request: request as ForgeRequest | undefined,
  });
  return {
    operationId: result.operationId,
    operationDetected: operationId === undefined && result.operationId !== undefined,
    stakingIdentifier: result.stakingIdentifier,
    decoded: result.decoded,
    checks: result.checks,
    verdict: verdictOf(result.checks, request !== undefined),
  };
}

/** A forge answer that is not what was asked for; `inspection` holds every check. */
export class ForgeCheckError extends Error {
  readonly inspection: Inspection;
  constructor(inspection: Inspection) {
    const rows = inspection.checks.filter((check) => check.status === 'differs' || check.status === 'not-given');
    super(`Refusing to sign: the forged transaction is not what was asked for.\n${rows.map(describeCheck).join('\n')}`);
    this.name = 'ForgeCheckError';
    this.inspection = inspection;
  }
}

/**
 * For programs: checks the answer against the request and returns the inspection, or throws
 * ForgeCheckError when any check differs or a value the operation uses is not in the request.
 */
export async function assertSafeToSign(input: InspectInput & { operationId: string; request: ForgeRequest }): Promise<Inspection> {
  const inspection = await inspectForge(input);
  if (inspection.verdict !== 'matches') throw new ForgeCheckError(inspection);
  return inspection;
}

const STATUS_WORDS: Record<Check['status'], string> = {
  matches: 'matches',
  differs: 'DIFFERS',
  absent: 'not in this transaction',
  'not-given': 'not in the request',
};

/** One check as a line of text: "Validator: matches (cosmosvaloper1…)". */
export function describeCheck(check: Check): string {
  const where = check.variant ? ` [${check.variant}]` : '';
  const values =
    check.status === 'differs'
      ? `: asked for ${check.expected ?? '?'}, the transaction has ${check.actual ?? '(none)'}`
      : check.status === 'matches'
        ? ` (${check.actual})`
        : check.note
          ? `: ${check.note}`
          : '';
  return `  ${check.label}${where}: ${STATUS_WORDS[check.status]}${values}`;
}

/**
 * Two lines for a program's output: what the transaction does, and how the checks came out:
 * "/cosmos.staking.v1beta1.MsgDelegate, 25 ATOM (25000000 uatom), Validator: cosmosvaloper1…"
 * and "Checked against the request: 8 match, 0 differ."
 */
export function summarizeInspection(inspection: Inspection): string {
  const { decoded, checks } = inspection;
  const count = (status: Check['status']) => checks.filter((c) => c.status === status).length;
  const what = [
    decoded.actions.map((a) => a.name).join(' + '),
    ...(decoded.amount ? [decoded.amount.value] : []),
    ...(decoded.validator ? [`${decoded.validator.label}: ${decoded.validator.value}`] : []),
  ].join(', ');
  const absent = count('absent') ? `, ${count('absent')} not in this transaction` : '';
  return `${what}\nChecked against the request: ${count('matches')} match${absent}, ${count('differs')} differ.`;
}

/** A short text summary for a terminal: the action, amount and validator, then each check. */
export function formatInspection(inspection: Inspection): string {
  const { decoded } = inspection;
  const action = decoded.actions.map((a) => a.name).join(', ');
  const lines = [
    `${inspection.operationId ?? 'Unknown operation'}: ${action}`,
    ...[decoded.validator, decoded.amount].filter((d) => d !== undefined).map((d) => `  ${d!.label}: ${d!.value}`),
    ...inspection.checks.map(describeCheck),
  ];
  return lines.join('\n');
}
