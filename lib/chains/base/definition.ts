// What a chain family gives the registry (lib/chains/registry.ts) in its definition module,
// lib/chains/<family>/index.ts: its name, the shape of its forge answer, its forge operations and
// loaders of the rest (its facts, its check, its forge). Types only: each definition module is
// annotated with them.
import type { FamilyFacts } from './fact-types';
import type { InspectFamily } from './family';

/** The encoding of a field of a forge answer that holds bytes. */
export type Encoding = 'hex' | 'base64';

/**
 * A field of the forge answer whose encoding is checked before anything is decoded, so a cut-off
 * paste is named at once: the field itself, or an object of the answer (null where the chain does
 * not offer it) whose fields hold the bytes.
 */
export type EncodedField =
  | { field: string; encoding: Encoding }
  | {
      object: string;
      fields: readonly string[];
      encoding: Encoding;
      /** Set when every answer carries the object: why, said when it is missing. */
      required?: string;
    };

/** How large a forge answer of the family can be, checked before it is decoded. */
export interface SizeLimit {
  /** At most this many characters of the transaction object as JSON. */
  json: number;
  /** The field whose bytes are decoded, and at most how many bytes it may hold once decoded. */
  bytes?: { field: string; max: number; encoding: Encoding; why: string };
}

/** The `transaction` object of a family's forge answers, as the check recognizes and reads it. */
export interface AnswerShape {
  /** Sets of fields, any one of which marks a transaction of this shape when all its fields are there. */
  markers: readonly (readonly string[])[];
  /** The shape in the list of every shape the check knows: "serializedUnsignedTx". */
  named: string;
  /** The shape as a reader is told it: "an Ethereum-type transaction (serializedUnsignedTx)". */
  described: string;
  encoded: readonly EncodedField[];
  /** Far above what the API's forge makes, at or below what the chain accepts. */
  size: SizeLimit;
  /** The library that decodes it, e.g. "ethers". */
  library: string;
  /**
   * The npm packages the family's checker loads: the chain's library, which both decodes the answer
   * and rebuilds the transaction with the API's own forge code (what a program needs installed).
   */
  packages: readonly string[];
}

/**
 * A forge operation as its family's table lists it (the family's operations.ts): the
 * staking identifier it acts on, absent where the route takes it from `{stakingIdentifier}`; the
 * action and sub-action the transaction records, as the path names them; and the fields of its
 * request, names separated by spaces, an optional one ending in "?". A family may add what its
 * forge and its chain page read (the contract method, the message type).
 */
export interface OperationRow {
  identifier?: string;
  action: string;
  subAction?: string;
  fields: string;
}

/**
 * A forge operation as the one table of every family's operations holds it (lib/chains/operations.ts):
 * its row, with its family, and `fields` split into the required fields and the optional ones.
 */
export interface ForgeOperationOf<Family extends string> {
  family: Family;
  /** The staking identifier; undefined where the route serves several (`{stakingIdentifier}`). */
  identifier: string | undefined;
  action: string;
  subAction?: string;
  /** The request fields the operation requires. */
  required: readonly string[];
  /** The request fields it accepts besides them. */
  optional: readonly string[];
}

/** What every family of the registry has. */
export interface FamilyDefinition {
  /** The family as readers name it, the title of its chain page: "Ethereum-type chains". */
  name: string;
  /** Loads its facts (identifiers.ts), which the identifiers index (lib/chains/facts.ts) reads. */
  facts(): Promise<{ FAMILY_FACTS: FamilyFacts }>;
}

/** A family the API forges transactions for. */
export interface ForgeFamilyDefinition extends FamilyDefinition {
  answer: AnswerShape;
  /** Its forge operations, by operationId. */
  operations: Readonly<Record<string, OperationRow>>;
  /** Loads its check of a forge answer: reading, decoding, rebuilding with its forge (check.ts). */
  check(): Promise<{ inspect: InspectFamily }>;
  /** Loads its forge (forge.ts). */
  forge(): Promise<object>;
  /**
   * Loads its check of the signed transactions the API broadcasts for it (signed.ts), where it
   * broadcasts them. For Node (the sandbox): its import is marked for the site's bundler to leave
   * as it is (`webpackIgnore`), as a chain library it loads reads files, which a browser cannot.
   */
  signed?(): Promise<object>;
}

/** A family the API reports on without transactions (Bitcoin: the yield and reporting calls). */
export type ReportingFamilyDefinition = FamilyDefinition;

/** What a family's definition module exports as `definition`. */
export type ChainFamilyDefinition = ForgeFamilyDefinition | ReportingFamilyDefinition;
