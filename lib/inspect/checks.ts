// How each family's checker writes its list of checks: one row per request field (or per fact
// of the transaction the operation fixes), each matches / differs / absent / not-given.
import type { Check, ForgeRequest } from './types';
import { parseUnits, type Unit } from './units';

interface FieldOptions {
  /** Equality of the request's value and the transaction's (default: the same string). */
  same?: (expected: string, actual: string) => boolean;
  note?: string;
  /** Whether the operation needs the value in the request (default true): a missing optional value makes no row. */
  required?: boolean;
}

export class CheckList {
  readonly checks: Check[] = [];
  /** The signing format the next rows are read from (Tendermint answers carry several). */
  variant: string | undefined;

  constructor(private readonly request: ForgeRequest | undefined) {}

  /** Whether there is a request to compare with. */
  get hasRequest(): boolean {
    return this.request !== undefined;
  }

  /** The request's value of a field as a string, if it has one. */
  value(field: string): string | undefined {
    const value = this.request?.[field];
    if (value === undefined || value === null || value === '') return undefined;
    return typeof value === 'string' ? value : JSON.stringify(value);
  }

  /** The request's amount field in base units, or undefined when the request has none; throws InspectError('bad-request') for a value that is not a decimal string. */
  baseAmount(unit: Unit, field = 'amount'): bigint | undefined {
    const value = this.request?.[field];
    return value === undefined || value === null ? undefined : parseUnits(value, unit, field);
  }

  private push(check: Check): void {
    this.checks.push(this.variant ? { ...check, variant: this.variant } : check);
  }

  /**
   * Compares what the request (or the operation) asks for with what the transaction holds.
   * An `expected` of undefined means the request left the value out; an `actual` of undefined
   * means the transaction holds no such value where the operation puts one: that differs.
   */
  compare(field: string, label: string, expected: string | undefined, actual: string | undefined, options: FieldOptions = {}): void {
    if (!this.hasRequest && !isOperationFact(field)) return;
    if (expected === undefined) {
      if (options.required !== false) this.push({ field, label, actual, status: 'not-given', note: options.note ?? 'Not in your request.' });
      return;
    }
    const same = options.same ?? ((a: string, b: string) => a === b);
    const status = actual !== undefined && same(expected, actual) ? 'matches' : 'differs';
    this.push({ field, label, expected, actual: actual ?? '(none)', status, ...(options.note ? { note: options.note } : {}) });
  }

  /** A request value this chain's transaction does not carry; the note says why, `actual` what it carries instead. */
  absent(field: string, label: string, note: string, actual?: string): void {
    if (!this.hasRequest) return;
    const expected = this.value(field);
    if (expected === undefined) return;
    this.push({ field, label, expected, ...(actual !== undefined ? { actual } : {}), status: 'absent', note });
  }
}

/**
 * Rows about the transaction itself rather than a request field (the operation it performs, its
 * chain, that it is unsigned): they are checked even without a request, against the operation.
 */
const OPERATION_FACTS: ReadonlySet<string> = new Set(['operation', 'chain', 'unsigned', 'contract', 'value', 'spender', 'messages', 'variant', 'instructions', 'signers', 'actions', 'guardian', 'stakeAccount']);
export function isOperationFact(field: string): boolean {
  return OPERATION_FACTS.has(field);
}

/** Case-insensitive equality, for hex addresses whose checksum casing may differ. */
export const sameHex = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
