// What lib/inspect/index.ts gives each chain family's checker (lib/chains/<family>/decode.ts)
// and what it gets back. Each checker loads its chain's own library when it runs.
import type { Check, DecodedTransaction, ForgeRequest } from './types';

export interface FamilyInput {
  /** The `transaction` object of the forge answer, already known to be this family's shape. */
  transaction: Record<string, unknown>;
  /** The operation to check against; undefined when it is to be read from the transaction. */
  operationId: string | undefined;
  stakingIdentifier: string | undefined;
  request: ForgeRequest | undefined;
}

export interface FamilyResult {
  decoded: DecodedTransaction;
  /** The operation checked against (given, or read from the transaction); undefined if none fits. */
  operationId: string | undefined;
  stakingIdentifier: string | undefined;
  checks: Check[];
}

export type InspectFamily = (input: FamilyInput) => Promise<FamilyResult>;
