// The one rule for a chain-state value an answer carries (a nonce, a sequence, an account number,
// a recent blockhash, the whole amount a request without one moves): held to what the caller read
// when given, else shown with what it must be, for the caller to confirm.
import type { Bounded } from './family';

/** Why a nonce or sequence other than the account's next one is a risk. */
export const NONCE_RISK =
  "A nonce ahead of your account's waits: whoever keeps the signed transaction can send it " +
  'once your account gets there, when you no longer expect it.';

export interface StateValue {
  kind?: 'state' | 'open';
  label: string;
  paths: string[];
  /** The value in the transaction, in words. */
  actual: string;
  /** What it must be, in the reader's words: "your account's next nonce". */
  must: string;
  /** The value the caller read, in the form `actual` has, or undefined when not given. */
  read: string | undefined;
  /** Whether the value is of its type and in its range (checked with or without a reading). */
  wellFormed: boolean;
  /** Why a value other than the one the chain holds is a risk. */
  risk: string;
  note?: string;
}

/**
 * A chain-state row: with the caller's reading, within only when the transaction holds exactly
 * it; without, within its form, the bound saying what to confirm and the note why.
 */
export function stateValue(value: StateValue): Bounded {
  const { label, paths, actual, must, read, wellFormed, risk, note } = value;
  if (read !== undefined)
    return {
      kind: 'state',
      label,
      paths,
      actual,
      bound: `${must}: ${read}, as you read it`,
      within: wellFormed && actual === read,
      note: `${note ? `${note} ` : ''}${risk}`,
    };
  return {
    kind: value.kind ?? 'state',
    label,
    paths,
    actual,
    bound: `to confirm: ${must}`,
    within: wellFormed,
    note: `${note ? `${note} ` : ''}Not read from the chain by the check: confirm it, or pass it in chainState. ${risk}`,
  };
}
