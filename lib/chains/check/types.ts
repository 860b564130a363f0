// The typed API of the forge-answer checker that the check adds to what each family's checker
// builds (lib/chains/base/types.ts): the families it knows and the inspection it answers with.
// Types only, written into check-transaction.d.mts with the rest.
import type { ForgeOperationOf } from '../base/definition';
import type { Check, Part, TransactionSummary, Verdict } from '../base/types';
// Named from the project's root: the checker's declaration file is written with the registry's
// families in its place (scripts/examples/checker-bundle.mjs), its JavaScript being no declaration.
import type { ForgeFamily } from '@/lib/chains/registry';

/**
 * The chain families the check knows, each with its own transaction shape: every family of the
 * registry the API forges for.
 */
export type ChainFamily = ForgeFamily;

/** A forge operation of the API: its family, staking identifier, action and the fields of its request. */
export type ForgeOperation = ForgeOperationOf<ChainFamily>;

/** What the transaction says, in plain words. */
export interface DecodedTransaction extends TransactionSummary {
  family: ChainFamily;
}

export interface Inspection {
  /** The operation checked against: the one given, else the one the transaction looks like (undefined if none). */
  operationId: string | undefined;
  /** True when operationId was read from the transaction rather than given. */
  operationDetected: boolean;
  /** The staking identifier the transaction is for ("POL", "ATOM", "SOL", ...), when it is known. */
  stakingIdentifier: string | undefined;
  decoded: DecodedTransaction;
  checks: Check[];
  /** Every part of the transaction and what explains it (empty without a request). */
  parts: Part[];
  verdict: Verdict;
}
