// What each chain family's checker (lib/chains/<family>/check.ts) gives the common check
// (run.ts): how to read its transaction, what the API's own forge code makes of the request, and
// how its parts are named. Each checker loads its chain's library when it runs.
import type { Tree } from './tree';
import type { ChainState, Check, ForgeRequest, Part, TransactionSummary } from './types';
import type { Unit } from './amounts';

export interface FamilyInput {
  /** The `transaction` object of the forge answer, already known to be this family's shape. */
  transaction: Record<string, unknown>;
  /** The operation to check against; undefined when it is to be read from the transaction. */
  operationId: string | undefined;
  stakingIdentifier: string | undefined;
  request: ForgeRequest | undefined;
  now: Date;
  /** Chain state the caller read (empty when none was given). */
  chainState: ChainState;
  /** The request fields of each forge operation of the family, which the request must fit. */
  operations: Readonly<Record<string, RequestFields>>;
  /**
   * Whether the family's table of decoded fields (lib/chains/check/fields.ts) has a row for the
   * field of a part's path: a part of a field it lacks is refused, never passed unexplained.
   */
  knownField: (path: string) => boolean;
}

/** The request fields a forge operation requires, and those it accepts besides them. */
export interface RequestFields {
  required: readonly string[];
  optional: readonly string[];
}

export interface FamilyResult {
  decoded: TransactionSummary;
  /** The operation checked against (given, or read from the transaction); undefined if none fits. */
  operationId: string | undefined;
  stakingIdentifier: string | undefined;
  checks: Check[];
  parts: Part[];
}

export type InspectFamily = (input: FamilyInput) => Promise<FamilyResult>;

/**
 * A part of the transaction that may hold another value than the forge's without being refused,
 * within a bound the check states:
 * - state: chain state the answer carries (nonce, sequence, account number, blockhash, a seed);
 * - fee: a fee, gas limit or gas price, at most the chain's ceiling;
 * - open: a value only the chain can confirm (a validator id, a share count): never green.
 */
export interface Bounded {
  kind: 'state' | 'fee' | 'open';
  label: string;
  /** The parts of the transaction it covers. */
  paths: string[];
  /** The value in the transaction, in words ("0.0105 ETH (350000 gas × 30 gwei)"). */
  actual: string;
  /** The bound, in words ("at most 30 gwei", "a 64-bit number"). */
  bound: string;
  within: boolean;
  /** Why the part may vary, and for an open value how to confirm it. */
  note?: string;
}

export interface Rebuilt {
  /**
   * The transaction the forge makes of the request, as a tree, with the answer's state, and with
   * its fees wherever they are within their ceilings.
   */
  expected: Tree;
  bounded: Bounded[];
  /** The forge refused the request in the state the answer carries: what it said, and of which request field. */
  refusal?: { field: string; message: string };
}

export interface PartName {
  label: string;
  /** Set for an amount in base units: shown in the main unit too. */
  unit?: Unit;
  /** Shown with a request field that lands here ("the new stake account also holds its rent-exempt reserve"). */
  note?: string;
  /** How the part's value reads, when not as it is written (a hex argument as a number). */
  show?: (value: string) => string;
  /**
   * The part this one restates (an instruction's raw bytes restate its fields, the account list
   * restates the instructions' accounts): a difference here is named only when nothing else in
   * that part differs.
   */
  repeats?: string;
}

export interface Context {
  operationId: string;
  request: ForgeRequest;
  stakingIdentifier: string | undefined;
  now: Date;
  chainState: ChainState;
}

/** One chain family's checker: the common check (run.ts) calls these in turn. */
export interface FamilyChecker<Answer> {
  /** Decodes the transaction; an InspectError('malformed') when it does not decode, its bytes left over or missing. */
  read(transaction: Record<string, unknown>): Answer | Promise<Answer>;
  /** The staking identifier of the answer, from what is given, the request or the transaction. */
  identifier(
    answer: Answer,
    given: string | undefined,
    request: ForgeRequest | undefined,
  ): string | undefined;
  /** The operation the transaction looks like, or undefined when no forge call of the API makes it. */
  detect(answer: Answer): string | undefined;
  /** Every part of the transaction, named. */
  tree(answer: Answer): Tree;
  /** What the transaction does, and until when it can be sent, as far as the state read tells. */
  summarize(
    answer: Answer,
    operationId: string | undefined,
    stakingIdentifier: string | undefined,
    chainState: ChainState,
  ): TransactionSummary;
  /**
   * The transaction the API's forge code (lib/chains/<family>/forge.ts) makes of the request, with
   * the state the answer carries; throws the forge's InvalidRequest when the request is not one the
   * operation accepts.
   */
  rebuild(answer: Answer, context: Context): Promise<Rebuilt>;
  /**
   * Another valid value for a request field (another address of the same kind, another amount):
   * the forge run with it shows where the field lands in the transaction. Undefined when the
   * field's value is not of a kind the family knows.
   */
  perturb(field: string, value: unknown): unknown;
  /** A part's name in plain words; `tree` is the transaction the part is in. */
  describe(path: string, stakingIdentifier: string | undefined, tree: Tree): PartName;
  /** The staked token's unit, for the request's amount. */
  unit(stakingIdentifier: string | undefined): Unit | undefined;
  /** Why a request field lands nowhere in the transaction, for the fields of this family that do not. */
  absentNotes: Readonly<Record<string, string>>;
}
