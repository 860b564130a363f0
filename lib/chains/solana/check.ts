// Checks the forge answer of Solana: `hash`, the unsigned wire transaction, decoded with
// @solana/web3.js (read.ts) and compared with the transaction the API's forge code (forge.ts)
// makes of the request, with the answer's recent blockhash and the seeds of the accounts it
// derives. The forge adds no priority fee: a Compute Budget instruction is not explained.
import {
  ComputeBudgetProgram,
  PublicKey,
  StakeProgram,
  SYSVAR_CLOCK_PUBKEY,
  SYSVAR_RENT_PUBKEY,
  SYSVAR_STAKE_HISTORY_PUBKEY,
  SystemProgram,
} from '@solana/web3.js';
import type {
  Bounded,
  Context,
  FamilyChecker,
  FamilyInput,
  PartName,
  Rebuilt,
} from '../base/family';
import { runFamily } from '../base/run';
import { stateValue } from '../base/chain-state';
import { at, isLeaf, showLeaf, text, type Tree } from '../base/tree';
import type { Action, ChainState, TransactionSummary, Detail } from '../base/types';
import { amountDetail, amountOf, formatAmount, type Unit } from '../base/amounts';
import * as SOL from './forge';
import { read, treeOf, type Instruction, type SolAnswer } from './read';

const SOL_UNIT: Unit = { symbol: 'SOL', decimals: SOL.DECIMALS, base: 'lamports' };
/** The network's base fee, per signature: the fee of a transaction without a priority fee. */
export const LAMPORTS_PER_SIGNATURE = 5000n;
/** At most this many bytes in a seed (Solana's MAX_SEED_LEN). */
const MAX_SEED_LENGTH = 32;
const RESERVE = BigInt(SOL.STAKE_RENT_EXEMPT_RESERVE);
/** The all-zero block hash in base58: no cluster ever gives it. */
const ALL_ZERO_HASH = '11111111111111111111111111111111';

const signature = (ixs: Instruction[]) => ixs.map((ix) => `${ix.program}: ${ix.type}`).join(', ');
const find = (ixs: Instruction[], type: string) =>
  ixs.find((ix) => `${ix.program}: ${ix.type}` === type);
const lamportsOf = (ix: Instruction | undefined) =>
  ix && typeof ix.fields.lamports === 'number'
    ? BigInt(ix.fields.lamports)
    : typeof ix?.fields.lamports === 'bigint'
      ? ix.fields.lamports
      : undefined;
const seedOf = (ix: Instruction | undefined) =>
  ix && typeof ix.fields.seed === 'string' ? ix.fields.seed : undefined;

// ------------------------------------------------------------------ the forge

const SAMPLE_WALLET = '5msHBnz3CTFwg4JiZ6supk6NRYwcZaNFnT4S5u5U2H9Q';
const SAMPLE_VOTE = 'Adr41dSaGqHZg5XcdELczSfWUWtKU4zvrseJBHiubQbD';
const SAMPLE_STAKE = '3D1LkMWiKqcXSBD3Myy41wniyyjW2XKh4H7oXY5FjXKX';

/**
 * Chain state for the forge, in which every operation can be forged: the answer's blockhash and
 * seeds, and a stake account of the request's wallet in the status the operation needs (active to
 * unstake, inactive to withdraw or delegate again) holding what the answer moves.
 */
function stateFor(
  answer: SolAnswer | undefined,
  operationId: string,
  request: Record<string, unknown>,
  withdrawn: bigint | undefined,
) {
  const ixs = answer?.instructions ?? [];
  const inactive = operationId !== 'forgeSolUnstake';
  const lamports = withdrawn === undefined ? Number.MAX_SAFE_INTEGER : Number(withdrawn);
  return {
    recentBlockhash: answer?.message.recentBlockhash ?? SAMPLE_WALLET,
    epoch: 10,
    stakeSeed: seedOf(find(ixs, 'System: CreateWithSeed')) ?? 'stake',
    splitSeed: seedOf(find(ixs, 'System: AllocateWithSeed')) ?? 'split',
    stakeAccount: () => ({
      lamports,
      stake: Number.MAX_SAFE_INTEGER,
      staker: String(request.delegatorAddress),
      withdrawer: String(request.delegatorAddress),
      voter: inactive ? String(request.newValidatorAddress ?? '') || null : SAMPLE_VOTE,
      activationEpoch: 0,
      deactivationEpoch: inactive ? 0 : null,
    }),
  };
}

let forgeSignatures: Map<string, string> | undefined;
/** Per list of instructions the forge makes, its operation (an unstake of the whole account and of part of it). */
async function signaturesOfTheForge(): Promise<Map<string, string>> {
  if (!forgeSignatures) {
    const found = new Map<string, string>();
    const requests: [string, Record<string, unknown>][] = [
      [
        'forgeSolStake',
        { delegatorAddress: SAMPLE_WALLET, validatorAddress: SAMPLE_VOTE, amount: '1' },
      ],
      ['forgeSolUnstake', { delegatorAddress: SAMPLE_WALLET, stakeAccountAddress: SAMPLE_STAKE }],
      [
        'forgeSolUnstake',
        { delegatorAddress: SAMPLE_WALLET, stakeAccountAddress: SAMPLE_STAKE, amount: '1' },
      ],
      [
        'forgeSolWithdraw',
        { delegatorAddress: SAMPLE_WALLET, stakeAccountAddress: SAMPLE_STAKE, amount: '1' },
      ],
      [
        'forgeSolRedelegate',
        {
          delegatorAddress: SAMPLE_WALLET,
          stakeAccountAddress: SAMPLE_STAKE,
          newValidatorAddress: SAMPLE_VOTE,
        },
      ],
    ];
    for (const [operationId, request] of requests) {
      const forged = await SOL.forge(
        operationId,
        request,
        stateFor(undefined, operationId, request, 1_000_000_000n),
      );
      found.set(signature(read(forged).instructions), operationId);
    }
    forgeSignatures = found;
  }
  return forgeSignatures;
}

async function rebuild(
  answer: SolAnswer,
  { operationId, request, chainState }: Context,
): Promise<Rebuilt> {
  const withdraw = find(answer.instructions, 'Stake: Withdraw');
  const wholeBalance =
    operationId === 'forgeSolWithdraw' && request.amount === undefined
      ? lamportsOf(withdraw)
      : undefined;
  const withdrawn =
    wholeBalance ??
    (operationId === 'forgeSolWithdraw' && typeof request.amount === 'string'
      ? BigInt(SOL.lamports(request.amount))
      : undefined);
  const forged = await SOL.forge(
    operationId,
    request,
    stateFor(answer, operationId, request, withdrawn),
  );
  const blockhash = answer.message.recentBlockhash;
  const bounded: Bounded[] = [
    stateValue({
      label: 'Recent blockhash',
      paths: ['recentBlockhash'],
      actual: blockhash,
      must: 'a block hash the cluster gave in the last 150 blocks (about a minute)',
      read: chainState.recentBlockhash,
      wellFormed: isBlockhash(blockhash) && blockhash !== ALL_ZERO_HASH,
      note:
        'The API reads a recent block hash from the cluster: ' +
        (sendableUntil(blockhash, chainState) ?? 'sign and send promptly, or forge again.'),
      risk:
        'The cluster accepts the transaction only while its block hash is among the last 150: ' +
        'one it never gave (all zeros, or made up) means the transaction can never land.',
    }),
  ];
  const seeds: [string, string][] = [
    ['System: CreateWithSeed', 'Seed of the new stake account'],
    ['System: AllocateWithSeed', 'Seed of the account split off'],
  ];
  for (const [type, label] of seeds) {
    const index = answer.instructions.findIndex((ix) => `${ix.program}: ${ix.type}` === type);
    const seed = seedOf(answer.instructions[index]);
    if (seed === undefined) continue;
    bounded.push({
      kind: 'state',
      label,
      paths: [`instructions[${index}].seed`],
      actual: seed,
      bound: `a seed of at most ${MAX_SEED_LENGTH} bytes; the account's address derives from your wallet and it`,
      within: new TextEncoder().encode(seed).length <= MAX_SEED_LENGTH,
      note:
        'The API picks a seed your wallet has not used; the address is derived from your ' +
        'wallet and the seed, so no other account can take its place.',
    });
  }
  if (wholeBalance !== undefined) {
    const index = answer.instructions.indexOf(withdraw!);
    const shown = (value: bigint) => formatAmount(amountOf(value, SOL_UNIT));
    bounded.push(
      stateValue({
        kind: 'open',
        label: 'Amount withdrawn (the whole balance of the stake account)',
        paths: [`instructions[${index}].lamports`],
        actual: shown(wholeBalance),
        must: "your stake account's whole balance, paid to your wallet",
        read:
          chainState.wholeAmount === undefined ? undefined : shown(BigInt(chainState.wholeAmount)),
        wellFormed: wholeBalance > 0n,
        note:
          'Without an amount the API withdraws the whole balance as it reads it; the rows above ' +
          'show it goes to your wallet.',
        risk:
          'Any amount would pass for "everything": read the stake account\'s balance ' +
          '(getBalance) and pass it as chainState.wholeAmount, in lamports, or the account ' +
          'may keep what the transaction leaves in it.',
      }),
    );
  }
  const expected = treeOf(read(forged)) as Record<string, Tree>;
  // A v0 message without address lookup tables (read refuses those) carries the same keys and
  // instructions as the legacy one the forge compiles: the runtime executes both alike.
  const version = answer.vtx.version;
  if (version === 'legacy' || version === 0) expected.version = text(String(version));
  return { expected, bounded };
}

function isBlockhash(value: string): boolean {
  try {
    return new PublicKey(value).toBase58() === value;
  } catch {
    return false;
  }
}

// ------------------------------------------------------------------ what it says

const FIELD_NAMES: Record<string, PartName> = {
  program: { label: 'Program' },
  type: { label: 'Instruction type' },
  stakePubkey: { label: 'Stake account' },
  authorizedPubkey: { label: 'Authority' },
  votePubkey: { label: 'Validator (vote account)' },
  splitStakePubkey: { label: 'New stake account (split off)' },
  toPubkey: { label: 'Paid to' },
  fromPubkey: { label: 'Paid from' },
  newAccountPubkey: { label: 'New account' },
  accountPubkey: { label: 'Account' },
  basePubkey: { label: 'Derived from' },
  seed: { label: 'Seed' },
  space: { label: 'Space (bytes)' },
  programId: { label: 'Owner program of the account' },
  lamports: { label: 'Lamports', unit: SOL_UNIT },
  'authorized.staker': { label: 'Stake authority' },
  'authorized.withdrawer': { label: 'Withdraw authority' },
  'lockup.custodian': { label: 'Lockup custodian' },
  'lockup.epoch': { label: 'Lockup until epoch' },
  'lockup.unixTimestamp': { label: 'Lockup until (Unix time)' },
  newAuthorizedPubkey: { label: 'New authority' },
  stakeAuthorizationType: { label: 'Authority changed' },
  units: { label: 'Compute unit limit' },
  microLamports: { label: 'Priority fee per compute unit (micro-lamports)' },
};

/** Addresses an instruction of the forge names without a decoded field: sysvars and programs. */
const KNOWN_ACCOUNTS: Record<string, string> = {
  [SYSVAR_CLOCK_PUBKEY.toBase58()]: 'Clock sysvar',
  [SYSVAR_RENT_PUBKEY.toBase58()]: 'Rent sysvar',
  [SYSVAR_STAKE_HISTORY_PUBKEY.toBase58()]: 'Stake history sysvar',
  StakeConfig11111111111111111111111111111111: 'Stake config',
  [StakeProgram.programId.toBase58()]: 'Stake program',
  [SystemProgram.programId.toBase58()]: 'System program',
  [ComputeBudgetProgram.programId.toBase58()]: 'Compute Budget program',
};

const leafAt = (tree: Tree, path: string): string | undefined => {
  const found = at(tree, path);
  return found !== undefined && isLeaf(found) ? showLeaf(found) : undefined;
};

/**
 * What an account is, by what the transaction does with it: the decoded field of an instruction
 * that names it ("Validator (vote account)"), a sysvar or program, or the fee payer.
 */
function roleOf(tree: Tree, pubkey: string | undefined): string | undefined {
  if (pubkey === undefined) return undefined;
  if (Object.hasOwn(KNOWN_ACCOUNTS, pubkey)) return KNOWN_ACCOUNTS[pubkey];
  const instructions = at(tree, 'instructions');
  for (const ix of Array.isArray(instructions) ? instructions : []) {
    if (isLeaf(ix) || Array.isArray(ix)) continue;
    for (const [field, value] of Object.entries(ix)) {
      const name = Object.hasOwn(FIELD_NAMES, field) ? FIELD_NAMES[field] : undefined;
      if (name && isLeaf(value) && showLeaf(value) === pubkey) return name.label;
      if (!isLeaf(value) && !Array.isArray(value))
        for (const [inner, innerValue] of Object.entries(value)) {
          const innerKey = `${field}.${inner}`;
          const innerName = Object.hasOwn(FIELD_NAMES, innerKey)
            ? FIELD_NAMES[innerKey]
            : undefined;
          if (innerName && isLeaf(innerValue) && showLeaf(innerValue) === pubkey)
            return innerName.label;
        }
    }
  }
  if (leafAt(tree, 'feePayer') === pubkey) return 'Fee payer';
  return undefined;
}

/** An account's flags as a question its value ("yes", "no") answers. */
const FLAG_WORDS: Record<string, string> = {
  signer: 'must sign',
  writable: 'can be changed (writable)',
  pubkey: 'address',
};

function describe(path: string, _identifier: string | undefined, tree: Tree): PartName {
  const ix = /^instructions\[(\d+)\](?:\.(.+))?$/.exec(path);
  if (ix) {
    const [, index, rest] = ix;
    const n = `instruction ${Number(index) + 1}`;
    if (!rest) return { label: `Instruction ${Number(index) + 1}` };
    if (rest === 'data') return { label: `Bytes of ${n}`, repeats: `instructions[${index}]` };
    const account = /^accounts(?:\[(\d+)\](?:\.(\w+))?)?$/.exec(rest);
    if (account) {
      const [, position, flag] = account;
      const key =
        position === undefined ? undefined : leafAt(tree, `${path.replace(/\.\w+$/, '')}.pubkey`);
      const role = roleOf(tree, key);
      const what = flag && Object.hasOwn(FLAG_WORDS, flag) ? `: ${FLAG_WORDS[flag]}` : '';
      return {
        label: role ? `${role} in ${n}${what}` : `Accounts of ${n}${what}`,
        repeats: `instructions[${index}]`,
      };
    }
    const name = Object.hasOwn(FIELD_NAMES, rest) ? FIELD_NAMES[rest] : undefined;
    if (rest === 'lamports') {
      const creates = at(tree, `instructions[${index}].type`) === text('CreateWithSeed');
      return {
        ...name!,
        label: `Lamports moved by ${n}`,
        ...(creates
          ? {
              note:
                `The new stake account also holds its rent-exempt reserve, ` +
                `${formatAmount(amountOf(RESERVE, SOL_UNIT))}, beside the amount staked.`,
            }
          : {}),
      };
    }
    return name ? { ...name, label: `${name.label} (${n})` } : { label: `${rest} (${n})` };
  }
  const key = /^accountKeys\.(\w+)(?:\.(\w+))?$/.exec(path);
  if (key) {
    const [, pubkey, flag] = key;
    const role = roleOf(tree, pubkey) ?? `Account ${pubkey} (in no instruction of the forge)`;
    const what = flag && Object.hasOwn(FLAG_WORDS, flag) ? `: ${FLAG_WORDS[flag]}` : '';
    return { label: `${role} in the transaction's account list${what}`, repeats: '' };
  }
  if (path.startsWith('accountKeys')) return { label: 'Accounts of the transaction', repeats: '' };
  const names: Record<string, PartName> = {
    instructions: { label: 'Instructions' },
    feePayer: { label: 'Fee payer (the first signer)' },
    recentBlockhash: { label: 'Recent blockhash' },
    version: { label: 'Message version' },
    signatures: { label: 'Signatures (an unsigned transaction has empty ones)' },
  };
  if (names[path]) return names[path]!;
  if (path.startsWith('signatures'))
    return { label: 'Signatures (an unsigned transaction has empty ones)' };
  if (path.startsWith('answer'))
    return {
      label: `${path.replace(/^answer\.?/, '') || 'Fields'} (beside hash: not in an answer of the API)`,
    };
  return { label: path };
}

/**
 * Until when the cluster takes the transaction, when the caller read the blockhash it carries
 * with its last valid block height; undefined otherwise (about 150 blocks after the API read it,
 * a height the check cannot tell).
 */
function sendableUntil(blockhash: string, chainState: ChainState): string | undefined {
  const { recentBlockhash, lastValidBlockHeight } = chainState;
  return lastValidBlockHeight !== undefined &&
    recentBlockhash === blockhash &&
    blockhash !== ALL_ZERO_HASH
    ? `it can be sent until block height ${lastValidBlockHeight} (the last valid block height ` +
        'you read with this blockhash) and not after: sign and send before then, or forge again.'
    : undefined;
}

function summarize(
  { vtx, message, instructions }: SolAnswer,
  _operationId: string | undefined,
  _stakingIdentifier: string | undefined,
  chainState: ChainState,
): TransactionSummary {
  const requiredSigners = vtx.message.staticAccountKeys
    .slice(0, vtx.message.header.numRequiredSignatures)
    .map((k) => k.toBase58());
  const actions: Action[] = instructions.map((ix) => ({
    kind: 'instruction',
    name: `${ix.program}: ${ix.type}`,
    known: ix.known && ix.program !== 'Compute Budget',
    details: Object.entries(ix.fields).flatMap(([label, value]): Detail[] => {
      if (label === 'lamports' && (typeof value === 'number' || typeof value === 'bigint'))
        return [amountDetail('Lamports', BigInt(value), SOL_UNIT)];
      if (value instanceof PublicKey) return [{ label, value: value.toBase58() }];
      if (value && typeof value === 'object')
        return Object.entries(value).map(([k, v]) => ({
          label: `${label}.${k}`,
          value: v instanceof PublicKey ? v.toBase58() : String(v),
        }));
      return [{ label, value: String(value) }];
    }),
  }));
  const vote = find(instructions, 'Stake: Delegate')?.fields.votePubkey;
  const create =
    find(instructions, 'System: CreateWithSeed') ?? find(instructions, 'System: CreateAccount');
  const created = lamportsOf(create);
  const moved =
    lamportsOf(find(instructions, 'Stake: Split')) ??
    lamportsOf(find(instructions, 'Stake: Withdraw'));
  const amount =
    created !== undefined
      ? amountDetail('Amount staked (without the rent-exempt reserve)', created - RESERVE, SOL_UNIT)
      : moved !== undefined
        ? amountDetail('Amount', moved, SOL_UNIT)
        : undefined;
  const budget = instructions.filter((ix) => ix.program === 'Compute Budget');
  const fee = LAMPORTS_PER_SIGNATURE * BigInt(vtx.message.header.numRequiredSignatures);
  return {
    shape: 'hash',
    decodedWith: '@solana/web3.js (VersionedTransaction, StakeInstruction, SystemInstruction)',
    network: [
      {
        label: 'Network',
        value:
          'Not in the transaction: a Solana transaction names no cluster. The recent ' +
          'blockhash ties it to the cluster the API read it from.',
      },
    ],
    signer: { label: 'Signers', value: requiredSigners.join(', ') || '(none)' },
    feePayer: { label: 'Fee payer', value: message.payerKey.toBase58() },
    actions,
    ...(vote instanceof PublicKey
      ? { validator: { label: 'Validator (vote account)', value: vote.toBase58() } }
      : {}),
    ...(amount ? { amount } : {}),
    fee: [
      amountDetail(
        `Fee (${vtx.message.header.numRequiredSignatures} signature × 5000 lamports, the network's base fee)`,
        fee,
        SOL_UNIT,
      ),
      ...(budget.length
        ? budget.map((ix) => ({
            label: `Compute Budget: ${ix.type} (the API adds no priority fee)`,
            value: Object.entries(ix.fields)
              .map(([k, v]) => `${k} ${String(v)}`)
              .join(', '),
          }))
        : [
            {
              label: 'Priority fee',
              value:
                'none: no Compute Budget instruction (the API adds none, and the check refuses one)',
            },
          ]),
    ],
    staleness: [
      {
        label: 'Recent blockhash',
        value:
          `${message.recentBlockhash}: ` +
          (sendableUntil(message.recentBlockhash, chainState) ??
            'valid for about 150 blocks (roughly a minute) after the API read it; sign and ' +
              'send promptly, or forge again. To know the last block height it can be sent at, ' +
              'pass the blockhash and lastValidBlockHeight getLatestBlockhash returns, as ' +
              'chainState.recentBlockhash and chainState.lastValidBlockHeight.'),
      },
    ],
  };
}

/** Another Solana address: the same key with its last byte changed. */
function perturb(_field: string, value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    const key = new PublicKey(value).toBytes();
    key[31] ^= 1;
    return new PublicKey(key).toBase58();
  } catch {
    return undefined;
  }
}

let signatures: Map<string, string> | undefined;
const checker: FamilyChecker<SolAnswer> = {
  read: async (transaction) => {
    signatures ??= await signaturesOfTheForge();
    return read(transaction);
  },
  identifier: () => 'SOL',
  detect: ({ instructions }) => signatures?.get(signature(instructions)),
  tree: treeOf,
  summarize,
  rebuild,
  perturb,
  describe,
  unit: () => SOL_UNIT,
  absentNotes: {},
};

export const inspect = (input: FamilyInput) => runFamily(checker, input);
