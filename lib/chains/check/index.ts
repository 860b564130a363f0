// See what you sign: decodes a forge answer with its chain's own library and accounts for every
// part of it against the forge request, by rebuilding the transaction with the API's own forge
// code. One module for the site's page, the tests, the example programs and the package's command
// (bundled as check-transaction.mjs). Nothing here loads a chain library: the shape of each
// family's answer is read from the registry (lib/chains/registry.ts), and its checker
// (lib/chains/<family>/check.ts) is loaded when an answer of that family is checked.
import type { EncodedField } from '../base/definition';
import type { InspectFamily } from '../base/family';
import { base58ByteLength } from '../base/base58';
import { InspectError, reason } from '../base/inspect-error';
import type {
  ChainState,
  Check,
  ConfirmedValues,
  ForgeRequest,
  InspectInput,
  Verdict,
} from '../base/types';
import {
  FORGE_FAMILIES,
  FORGE_OPERATIONS as OPERATIONS,
  fixedIdentifiersOf,
  forgeOperationNamed,
} from '../operations';
import { rulesOf } from './fields';
import { checkRequestSize, checkSize } from './limits';
import type { ChainFamily, ForgeOperation, Inspection } from './types';

export type * from '../base/types';
export type * from './types';
export { InspectError } from '../base/inspect-error';
export { SIZE_LIMITS } from './limits';

/**
 * Every forge operation of the API (the one table, lib/chains/operations.ts), as the check reads a
 * request against it.
 */
export const FORGE_OPERATIONS: Readonly<Record<string, ForgeOperation>> = OPERATIONS;

/** The families the check knows, in the registry's order: an answer's family is the first whose shape it has. */
const FAMILIES = Object.keys(FORGE_FAMILIES) as ChainFamily[];

/**
 * Each family's shape as a reader is told it, the library that decodes it, and the npm packages its
 * checker loads: the chain's library, which both decodes the answer and rebuilds the transaction
 * with the API's own forge code (the only packages a program needs installed for that chain).
 */
export const SHAPES: Readonly<
  Record<
    ChainFamily,
    { name: string; described: string; library: string; packages: readonly string[] }
  >
> = Object.freeze(
  Object.fromEntries(
    FAMILIES.map((family) => {
      const { name, answer } = FORGE_FAMILIES[family];
      return [
        family,
        { name, described: answer.described, library: answer.library, packages: answer.packages },
      ];
    }),
  ) as Record<
    ChainFamily,
    { name: string; described: string; library: string; packages: readonly string[] }
  >,
);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The chain family of a transaction object: the first whose shape's marking fields it holds. */
function familyOfTransaction(transaction: Record<string, unknown>): ChainFamily | undefined {
  return FAMILIES.find((family) =>
    FORGE_FAMILIES[family].answer.markers.some((fields) =>
      fields.every((field) => Object.hasOwn(transaction, field)),
    ),
  );
}

/**
 * The family and the transaction object of a forge answer, without loading any chain library.
 * Accepts the whole answer (`{ uuid, transaction }`) or its `transaction` alone. Checks the
 * encoding of the shape's main field (hex, base64), so a cut-off paste is named at once.
 */
export function detectShape(answer: unknown): {
  family: ChainFamily;
  transaction: Record<string, unknown>;
} {
  if (!isObject(answer)) {
    throw new InspectError(
      'not-a-forge-answer',
      'This is not a forge answer: a forge call answers with a JSON object holding uuid and transaction.',
    );
  }
  const transaction = isObject(answer.transaction) ? answer.transaction : answer;
  const family = familyOfTransaction(transaction);
  if (!family) {
    const keys = Object.keys(answer).slice(0, 6).join(', ') || 'nothing';
    const shapes = FAMILIES.map((f) => FORGE_FAMILIES[f].answer.named).join(', ');
    throw new InspectError(
      'not-a-forge-answer',
      `This is not a forge answer: its transaction has none of the shapes of the API (${shapes}). It holds ${keys}.`,
    );
  }
  checkSize(family, transaction);
  checkEncoding(family, transaction);
  return { family, transaction };
}

const HEX = /^0x(?:[0-9a-fA-F]{2})+$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function expectHex(field: string, value: unknown): void {
  if (typeof value !== 'string' || !HEX.test(value)) {
    throw new InspectError(
      'malformed',
      `${field} must be 0x-prefixed hex with an even number of ` +
        `digits${typeof value === 'string' ? `; this one ${value.startsWith('0x') ? 'has an odd number of digits or a character that is not hex' : 'does not start with 0x'}: it may have been cut off` : ''}.`,
    );
  }
}

function expectBase64(field: string, value: unknown): void {
  if (typeof value !== 'string' || value === '' || !BASE64.test(value)) {
    throw new InspectError(
      'malformed',
      `${field} must be base64; this one ` +
        `${typeof value === 'string' && /^[A-Za-z0-9+/=]+$/.test(value) ? 'has a length that is not a multiple of 4: it may have been cut off' : 'is not base64'}.`,
    );
  }
}

/**
 * Checks the encoding of each field the family's shape holds bytes in, and that an object every
 * answer of the family carries is there.
 */
function checkEncoding(family: ChainFamily, transaction: Record<string, unknown>): void {
  const encoded: readonly EncodedField[] = FORGE_FAMILIES[family].answer.encoded;
  const expect = (field: string, value: unknown, encoding: EncodedField['encoding']) =>
    encoding === 'hex' ? expectHex(field, value) : expectBase64(field, value);
  for (const entry of encoded) {
    if ('field' in entry) {
      expect(entry.field, transaction[entry.field], entry.encoding);
      continue;
    }
    const value = transaction[entry.object];
    if (value === null || value === undefined) continue;
    if (!isObject(value))
      throw new InspectError('malformed', `${entry.object} must be an object or null.`);
    for (const field of entry.fields)
      expect(`${entry.object}.${field}`, value[field], entry.encoding);
  }
  for (const entry of encoded) {
    if ('object' in entry && entry.required && !isObject(transaction[entry.object]))
      throw new InspectError('malformed', `${entry.object} is missing: ${entry.required}.`);
  }
}

/** The family a forge operation's answer belongs to, or undefined for an unknown operation. */
export function familyOfOperation(operationId: string): ChainFamily | undefined {
  return forgeOperationNamed(operationId)?.family;
}

/**
 * Starts loading a family's checker and its chain library (the page calls this once the shape is
 * known); a name that is not a family of the check loads nothing.
 */
export function preloadChecker(family: ChainFamily): Promise<unknown> {
  if (typeof family !== 'string' || !Object.hasOwn(FORGE_FAMILIES, family))
    return Promise.resolve(undefined);
  return FORGE_FAMILIES[family].check().catch(() => undefined);
}

/**
 * Refuses a staking identifier the answer cannot be for: not the operation's own, or, without an
 * operation, none of the family's. A family whose routes take `{stakingIdentifier}` checks it
 * against its own chains.
 */
function checkIdentifier(
  family: ChainFamily,
  operationId: string | undefined,
  operation: ForgeOperation | undefined,
  given: unknown,
): void {
  if (given === undefined) return;
  const known = operation
    ? operation.identifier === undefined
      ? undefined
      : [operation.identifier]
    : fixedIdentifiersOf(family);
  if (typeof given === 'string' && (known === undefined || known.includes(given))) return;
  throw new InspectError(
    'unknown-operation',
    `${String(given)} is not a staking identifier of ` +
      (operation
        ? `${operationId} (${known!.join(', ')}).`
        : `${SHAPES[family].name} (${known!.join(', ')}).`),
  );
}

/** The verdict of a list of checks: differs, else open, else matches (unchecked without a request). */
export function verdictOf(checks: Check[], hasRequest: boolean): Verdict {
  if (checks.some((check) => check.status === 'differs')) return 'differs';
  if (!hasRequest) return 'unchecked';
  if (checks.some((check) => check.status === 'open')) return 'open';
  return 'matches';
}

/**
 * Decodes a forge answer with its chain's library and, given the request, accounts for every part
 * of the transaction: what the API's forge makes of the request, chain state within its range, a
 * fee within its ceiling, or open. Throws InspectError when the answer or the request cannot be
 * checked at all; never another error.
 */
export async function inspectForge(input: InspectInput): Promise<Inspection> {
  const { operationId, request } = input;
  if (request !== undefined && !isObject(request)) {
    throw new InspectError(
      'bad-request',
      'The request must be the JSON object that was posted to the forge call.',
    );
  }
  if (request !== undefined) checkRequestSize(request);
  const operation = forgeOperationNamed(operationId);
  if (operationId !== undefined && !operation) {
    throw new InspectError(
      'unknown-operation',
      `${String(operationId)} is not a forge operation of the API.`,
    );
  }
  const chainState = chainStateOf(input.chainState);
  const { family, transaction } = detectShape(input.answer);
  if (operation && operation.family !== family) {
    throw new InspectError(
      'shape-mismatch',
      `This answer holds ${SHAPES[family].described}, but ${operationId} answers with ` +
        `${SHAPES[operation.family].described}. Was it forged for another chain?`,
    );
  }
  checkIdentifier(family, operationId, operation, input.stakingIdentifier);
  const { inspect } = await FORGE_FAMILIES[family].check();
  let result: Awaited<ReturnType<InspectFamily>>;
  try {
    result = await inspect({
      transaction,
      operationId,
      stakingIdentifier: input.stakingIdentifier ?? operation?.identifier,
      request: request as ForgeRequest | undefined,
      now: input.now ?? new Date(),
      chainState,
      operations: FORGE_OPERATIONS,
      knownField: (path) => rulesOf(family, path) !== undefined,
    });
  } catch (error) {
    if (error instanceof InspectError) throw error;
    // A chain library that stumbles on input its decoder let through: still the check's own error.
    throw new InspectError(
      'malformed',
      `The ${SHAPES[family].name} transaction cannot be read (${reason(error)}).`,
    );
  }
  return {
    operationId: result.operationId,
    operationDetected: operationId === undefined && result.operationId !== undefined,
    stakingIdentifier: result.stakingIdentifier,
    decoded: { family, ...result.decoded },
    checks: result.checks,
    parts: result.parts,
    verdict: verdictOf(result.checks, request !== undefined),
  };
}

const DECIMAL = /^(0|[1-9][0-9]*)$/;
const decimal = (value: string) => DECIMAL.test(value);
/** Each chain-state value the check knows, and the form it must have. */
const CHAIN_STATE_FORMS: Readonly<
  Record<keyof ChainState, { valid: (value: string) => boolean; form: string }>
> = {
  nonce: { valid: decimal, form: 'a whole number in decimal' },
  accountNumber: { valid: decimal, form: 'a whole number in decimal' },
  recentBlockhash: {
    valid: (value) => base58ByteLength(value) === 32,
    form: 'a block hash: base58 of 32 bytes',
  },
  // A JavaScript number holds a height exactly only below 2^53: a larger one is refused rather
  // than rounded to another height.
  lastValidBlockHeight: {
    valid: (value) => decimal(value) && Number.isSafeInteger(Number(value)),
    form: 'a block height: a whole number in decimal, below 2^53',
  },
  wholeAmount: { valid: decimal, form: 'an amount in base units, in decimal' },
};

/** The caller's chain state, checked field by field (own fields only); an InspectError otherwise. */
function chainStateOf(value: unknown): ChainState {
  if (value === undefined) return {};
  if (!isObject(value))
    throw new InspectError('bad-request', 'chainState must be an object of strings.');
  const out: Record<string, string> = {};
  for (const [key, field] of Object.entries(value)) {
    if (!Object.hasOwn(CHAIN_STATE_FORMS, key))
      throw new InspectError(
        'bad-request',
        `chainState.${key} is not a value the check knows (` +
          `${Object.keys(CHAIN_STATE_FORMS).join(', ')}).`,
      );
    const { valid, form } = CHAIN_STATE_FORMS[key as keyof ChainState];
    if (field === undefined) continue;
    if (typeof field !== 'string' || !valid(field))
      throw new InspectError('bad-request', `chainState.${key} must be ${form}, as a string.`);
    out[key] = field;
  }
  if (out.lastValidBlockHeight !== undefined && out.recentBlockhash === undefined)
    throw new InspectError(
      'bad-request',
      'chainState.lastValidBlockHeight is the last valid height of a block hash: give the hash ' +
        'with it as chainState.recentBlockhash, both as getLatestBlockhash returns them.',
    );
  return Object.freeze(out);
}

/** A forge answer that is not what was asked for, or holds a value to confirm first; `inspection` holds every check. */
export class ForgeCheckError extends Error {
  readonly inspection: Inspection;
  constructor(inspection: Inspection) {
    const rows = inspection.checks.filter(
      (check) => check.status === 'differs' || check.status === 'open',
    );
    const why =
      inspection.verdict === 'open'
        ? 'a value in the forged transaction must be confirmed first'
        : 'the forged transaction is not what was asked for';
    super(`Refusing to sign: ${why}.\n${rows.map(describeCheck).join('\n')}`);
    this.name = 'ForgeCheckError';
    this.inspection = inspection;
  }
}

/**
 * For programs: checks the answer against the request and the operation that was called, and
 * returns the inspection when every part of the transaction is explained. An open verdict (values
 * that cannot be checked offline) passes only when `confirmed` holds, for every open row's field,
 * the value the caller read on the chain, equal to the row's value; otherwise, and whenever a part
 * differs, it throws ForgeCheckError. It throws InspectError when the answer or the request cannot
 * be checked.
 */
export async function assertSafeToSign(
  input: InspectInput & { operationId: string; request: ForgeRequest; confirmed?: ConfirmedValues },
): Promise<Inspection> {
  if (typeof input.operationId !== 'string')
    throw new InspectError(
      'unknown-operation',
      'assertSafeToSign needs the operationId of the forge call that was made.',
    );
  if (input.request === undefined)
    throw new InspectError('bad-request', 'assertSafeToSign needs the request that was sent.');
  const inspection = await inspectForge(input);
  if (inspection.verdict === 'matches') return inspection;
  if (inspection.verdict === 'open' && everyOpenValueConfirmed(inspection, input.confirmed))
    return inspection;
  throw new ForgeCheckError(inspection);
}

/**
 * True only when the inspection has at least one open row, no row that differs, and every open row
 * has a confirmed value (keyed by the row's field) that is exactly the row's value as a string.
 */
function everyOpenValueConfirmed(
  inspection: Inspection,
  confirmed: ConfirmedValues | undefined,
): boolean {
  if (confirmed === undefined || confirmed === null || typeof confirmed !== 'object') return false;
  if (inspection.checks.some((check) => check.status === 'differs')) return false;
  const open = inspection.checks.filter((check) => check.status === 'open');
  if (open.length === 0) return false;
  return open.every((check) => {
    if (typeof check.field !== 'string' || check.actual === undefined) return false;
    if (!Object.prototype.hasOwnProperty.call(confirmed, check.field)) return false;
    const value = confirmed[check.field];
    return typeof value === 'string' && value === String(check.actual);
  });
}

const STATUS_WORDS: Record<Check['status'], string> = {
  matches: 'matches',
  state: 'chain state',
  fee: 'fee within its ceiling',
  open: 'OPEN, confirm it',
  absent: 'not in this transaction',
  differs: 'DIFFERS',
};

/** One check as a line of text: "  Validator: matches (cosmosvaloper1…)". */
export function describeCheck(check: Check): string {
  const values =
    check.status === 'differs'
      ? `: ${check.expected !== undefined ? `expected ${check.expected}, ` : ''}the ` +
        `transaction has ${check.actual ?? '(none)'}`
      : check.actual !== undefined
        ? ` (${check.actual}${check.status === 'state' || check.status === 'fee' ? `; ${check.expected}` : ''})`
        : '';
  const note =
    check.status === 'differs' || check.status === 'open' || check.status === 'absent'
      ? check.note
        ? `. ${check.note}`
        : ''
      : '';
  return `  ${check.label}: ${STATUS_WORDS[check.status]}${values}${note}`;
}

const VERDICT_WORDS: Record<Verdict, string> = {
  matches: 'MATCHES: every part of the transaction is explained by the request',
  differs: 'DIFFERS: do not sign',
  open: 'OPEN: confirm the values below before signing',
  unchecked: 'DECODED ONLY: no request to compare with',
};

/**
 * Two lines for a program's output: what the transaction does, and how the check came out:
 * "/cosmos.staking.v1beta1.MsgDelegate, 25 ATOM (25000000 uatom), Validator: cosmosvaloper1…"
 * and "Checked against the request: all 64 parts explained (12 from the request, …)."
 */
export function summarizeInspection(inspection: Inspection): string {
  const { decoded, parts } = inspection;
  const what = [
    decoded.actions.map((a) => a.name).join(' + '),
    ...(decoded.amount ? [decoded.amount.value] : []),
    ...(decoded.validator ? [`${decoded.validator.label}: ${decoded.validator.value}`] : []),
  ].join(', ');
  const count = (source: string) => parts.filter((p) => p.source === source).length;
  const explained =
    `${count('request')} from the request, ${count('operation')} fixed by the operation, ` +
    `${count('state')} chain state, ${count('fee')} fee`;
  const outcome =
    inspection.verdict === 'matches'
      ? `all ${parts.length} parts explained (${explained})`
      : inspection.verdict === 'unchecked'
        ? 'not compared (no request)'
        : `${inspection.checks.filter((c) => c.status === 'differs').length} differ, ` +
          `${inspection.checks.filter((c) => c.status === 'open').length} open`;
  return `${what}\nChecked against the request: ${outcome}.`;
}

/** The verdict, the decoded transaction and each check, as lines of text for a terminal. */
export function formatInspection(inspection: Inspection): string {
  const { decoded } = inspection;
  const lines = [
    VERDICT_WORDS[inspection.verdict],
    `Operation: ${inspection.operationId ?? 'none of the API'}${inspection.operationDetected ? ' (read from the transaction: confirm it is the call you made)' : ''}`,
    `Transaction: ${decoded.actions.map((a) => a.name).join(', ')}`,
    ...[decoded.validator, decoded.amount, ...decoded.fee]
      .filter((d) => d !== undefined)
      .map((d) => `  ${d!.label}: ${d!.value}`),
    ...decoded.staleness.map((d) => `  Goes stale (${d.label}): ${d.value}`),
    'Checks:',
    ...inspection.checks.map(describeCheck),
  ];
  return lines.join('\n');
}
