// A Solana forge answer read with @solana/web3.js: `hash`, base64 of the unsigned transaction in
// wire format, its instructions decoded with the System, Stake and Compute Budget decoders; and
// the parts of a Solana transaction as the check compares them.
import {
  ComputeBudgetInstruction,
  ComputeBudgetProgram,
  PublicKey,
  StakeInstruction,
  StakeProgram,
  SystemInstruction,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { InspectError, reason } from '../base/inspect-error';
import { fromJson, num, text, type Tree } from '../base/tree';

/** One decoded instruction: its program, its type and its fields by the decoder's names. */
export interface Instruction {
  program: 'System' | 'Stake' | 'Compute Budget' | string;
  type: string;
  known: boolean;
  fields: Record<string, unknown>;
  accounts: { pubkey: string; isSigner: boolean; isWritable: boolean }[];
  data: Uint8Array;
}

export interface SolAnswer {
  bytes: Uint8Array;
  vtx: VersionedTransaction;
  message: TransactionMessage;
  instructions: Instruction[];
  extras: Record<string, unknown>;
}

/** The decoder of each Stake and System instruction type the check names by its fields. */
const STAKE_DECODERS: Record<string, (ix: TransactionInstruction) => Record<string, unknown>> = {
  Initialize: (ix) => ({ ...StakeInstruction.decodeInitialize(ix) }),
  Delegate: (ix) => ({ ...StakeInstruction.decodeDelegate(ix) }),
  Deactivate: (ix) => ({ ...StakeInstruction.decodeDeactivate(ix) }),
  Split: (ix) => ({ ...StakeInstruction.decodeSplit(ix) }),
  Withdraw: (ix) => ({ ...StakeInstruction.decodeWithdraw(ix) }),
  Authorize: (ix) => ({ ...StakeInstruction.decodeAuthorize(ix) }),
  AuthorizeWithSeed: (ix) => ({ ...StakeInstruction.decodeAuthorizeWithSeed(ix) }),
  Merge: (ix) => ({ ...StakeInstruction.decodeMerge(ix) }),
};
const SYSTEM_DECODERS: Record<string, (ix: TransactionInstruction) => Record<string, unknown>> = {
  Create: (ix) => ({ ...SystemInstruction.decodeCreateAccount(ix) }),
  CreateWithSeed: (ix) => ({ ...SystemInstruction.decodeCreateWithSeed(ix) }),
  Allocate: (ix) => ({ ...SystemInstruction.decodeAllocate(ix) }),
  AllocateWithSeed: (ix) => ({ ...SystemInstruction.decodeAllocateWithSeed(ix) }),
  Assign: (ix) => ({ ...SystemInstruction.decodeAssign(ix) }),
  AssignWithSeed: (ix) => ({ ...SystemInstruction.decodeAssignWithSeed(ix) }),
  Transfer: (ix) => ({ ...SystemInstruction.decodeTransfer(ix) }),
  TransferWithSeed: (ix) => ({ ...SystemInstruction.decodeTransferWithSeed(ix) }),
  AdvanceNonceAccount: (ix) => ({ ...SystemInstruction.decodeNonceAdvance(ix) }),
};

function decodeInstruction(ix: TransactionInstruction): Instruction {
  const accounts = ix.keys.map((k) => ({
    pubkey: k.pubkey.toBase58(),
    isSigner: k.isSigner,
    isWritable: k.isWritable,
  }));
  const base = { accounts, data: Uint8Array.from(ix.data) };
  try {
    if (ix.programId.equals(StakeProgram.programId)) {
      const type = StakeInstruction.decodeInstructionType(ix);
      return {
        ...base,
        program: 'Stake',
        type,
        known: true,
        fields: STAKE_DECODERS[type]?.(ix) ?? {},
      };
    }
    if (ix.programId.equals(SystemProgram.programId)) {
      const type = SystemInstruction.decodeInstructionType(ix);
      return {
        ...base,
        program: 'System',
        type: type === 'Create' ? 'CreateAccount' : type,
        known: true,
        fields: SYSTEM_DECODERS[type]?.(ix) ?? {},
      };
    }
    if (ix.programId.equals(ComputeBudgetProgram.programId)) {
      const type = ComputeBudgetInstruction.decodeInstructionType(ix);
      const fields =
        type === 'SetComputeUnitLimit'
          ? { ...ComputeBudgetInstruction.decodeSetComputeUnitLimit(ix) }
          : type === 'SetComputeUnitPrice'
            ? { ...ComputeBudgetInstruction.decodeSetComputeUnitPrice(ix) }
            : {};
      return { ...base, program: 'Compute Budget', type, known: true, fields };
    }
  } catch {
    // An instruction of a known program that its decoder does not know: named as unknown below.
  }
  return {
    ...base,
    program: ix.programId.toBase58(),
    type: 'an unknown instruction',
    known: false,
    fields: {},
  };
}

export function read(transaction: Record<string, unknown>): SolAnswer {
  const { hash, ...extras } = transaction;
  const bytes = Uint8Array.from(atob(String(hash)), (ch) => ch.charCodeAt(0));
  let vtx: VersionedTransaction;
  try {
    vtx = VersionedTransaction.deserialize(bytes);
    const again = vtx.serialize();
    if (again.length !== bytes.length || again.some((b, i) => b !== bytes[i]))
      throw new Error('bytes left over');
  } catch (error) {
    throw new InspectError(
      'malformed',
      `hash does not decode as a Solana transaction (${reason(error)}). It may have been cut off.`,
    );
  }
  let message: TransactionMessage;
  try {
    message = TransactionMessage.decompile(vtx.message);
  } catch (error) {
    throw new InspectError(
      'malformed',
      `The transaction's accounts cannot be read offline (${reason(error)}): it uses address ` +
        `lookup tables, which no forge call of the API does.`,
    );
  }
  return { bytes, vtx, message, instructions: message.instructions.map(decodeInstruction), extras };
}

/** A decoded value as a tree: keys in base58, numbers in decimal, objects (authorities, lockup) by their fields. */
function valueTree(value: unknown): Tree {
  if (value instanceof PublicKey) return text(value.toBase58());
  if (typeof value === 'bigint' || typeof value === 'number') return num(value);
  if (typeof value === 'string') return text(value);
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, valueTree(v)]));
  return fromJson(value);
}

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** An account's flag as the reader sees it beside its label ("Validator …: must sign", "no"). */
const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

/**
 * Every part of a Solana transaction as it acts on chain: the instructions first, each by its
 * program, fields, accounts (resolved keys with their signer and writable flags) and data, then
 * the message around them. The message's accounts are a set keyed by address, each with its
 * flags: the order of the key list and the header that counts its signers are layout, which the
 * message format leaves to whoever compiles it, and a transaction with the same keys, flags and
 * instructions in another order does the same.
 */
export function treeOf({ vtx, message, instructions, extras }: SolAnswer): Tree {
  const keys = vtx.message.staticAccountKeys.map((key, index) => ({
    key: key.toBase58(),
    signer: yesNo(vtx.message.isAccountSigner(index)),
    writable: yesNo(vtx.message.isAccountWritable(index)),
  }));
  keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    instructions: instructions.map((ix) => ({
      program: text(ix.program),
      type: text(ix.type),
      ...(valueTree(ix.fields) as Record<string, Tree>),
      accounts: ix.accounts.map((a) => ({
        pubkey: text(a.pubkey),
        signer: yesNo(a.isSigner),
        writable: yesNo(a.isWritable),
      })),
      data: text(hex(ix.data)),
    })),
    feePayer: text(message.payerKey.toBase58()),
    recentBlockhash: text(message.recentBlockhash),
    accountKeys: Object.fromEntries(
      keys.map(({ key, signer, writable }) => [key, { signer, writable }]),
    ),
    version: text(String(vtx.version)),
    signatures: vtx.signatures.map((s) => text(s.every((b) => b === 0) ? '(empty)' : hex(s))),
    ...(Object.keys(extras).length ? { answer: fromJson(extras) } : {}),
  };
}
