// Checks the forge answer of Polkadot's nomination pools: `extrinsicHex`, an unsigned extrinsic,
// decoded with @polkadot/types against the Polkadot Asset Hub runtime metadata that
// @polkadot/types-support ships (the runtime where staking and the pools run), and compared with
// the extrinsic the API's forge code (forge.ts) makes of the request. An unsigned extrinsic
// carries no chain state and no fee: every part comes from the request or the operation. A
// signed one differs, its signature and each signed extension (era, nonce, tip) named.
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto';
import { InspectError, reason } from '../base/inspect-error';
import type { Context, FamilyChecker, FamilyInput, PartName, Rebuilt } from '../base/family';
import { runFamily } from '../base/run';
import { fromJson, num, text, type Tree } from '../base/tree';
import type { TransactionSummary, Detail } from '../base/types';
import { amountDetail, amountOf, formatAmount, type Unit } from '../base/amounts';
import * as DOT from './forge';

const DOT_UNIT: Unit = { symbol: 'DOT', decimals: DOT.DECIMALS, base: 'planck' };

type Extrinsic = ReturnType<typeof DOT.extrinsic>['ext'];
interface Codec {
  toJSON(): unknown;
  toU8a(): Uint8Array;
  toRawType(): string;
  toBigInt?: () => bigint;
  unwrap?: () => Codec;
  type?: string;
  index?: number;
  value?: Codec;
  isNone?: boolean;
}

interface DotAnswer {
  ext: Extrinsic;
  extras: Record<string, unknown>;
}

function read(transaction: Record<string, unknown>): DotAnswer {
  const { extrinsicHex, ...extras } = transaction;
  const hex = String(extrinsicHex).toLowerCase();
  const { registry } = DOT.assetHub();
  try {
    const ext = registry.createType('Extrinsic', hex) as Extrinsic;
    if (ext.toHex() !== hex) throw new Error('it decodes to other bytes than it holds');
    return { ext, extras };
  } catch (error) {
    throw new InspectError(
      'malformed',
      `extrinsicHex does not decode as a Polkadot Asset Hub extrinsic (${reason(error)}). It ` +
        `may have been cut off, or be for another chain.`,
    );
  }
}

/** A call argument as a tree: accounts in Polkadot's address format, numbers, the kind of an enum and its value. */
function argTree(codec: Codec): Tree {
  if (codec.toRawType() === 'AccountId') return text(encodeAddress(codec.toU8a(), DOT.SS58_PREFIX));
  if (typeof codec.toBigInt === 'function') return num(codec.toBigInt());
  if (typeof codec.unwrap === 'function' && typeof codec.unwrap().toBigInt === 'function')
    return num(codec.unwrap().toBigInt!());
  if (typeof codec.type === 'string' && typeof codec.index === 'number' && codec.value) {
    const inner = codec.value.toJSON();
    return inner === null
      ? { kind: text(codec.type) }
      : { kind: text(codec.type), value: argTree(codec.value) };
  }
  return fromJson(codec.toJSON());
}

/**
 * The signed extensions a signed extrinsic carries beside its signer and signature (era, nonce,
 * tip, fee asset, metadata-hash mode), each as the runtime decodes it: the forge answers with an
 * unsigned extrinsic, so none of them is explained and each is named where it differs.
 */
function extensionsOf(ext: Extrinsic): Record<string, Tree> {
  const signature = (ext as unknown as { inner: { signature: Map<string, Codec> } }).inner
    .signature;
  const out: Record<string, Tree> = {};
  for (const [key, codec] of signature.entries()) {
    if (key === 'signer' || key === 'signature') continue;
    out[key] = codec.isNone ? 'null' : argTree(codec);
  }
  return out;
}

function treeOf(ext: Extrinsic, extras: Record<string, unknown> = {}): Tree {
  const method = ext.method;
  const names = method.meta.args.map((a) => a.name.toString());
  return {
    version: num(ext.version),
    signed: String(ext.isSigned),
    ...(ext.isSigned
      ? {
          signature: text(ext.signature.toHex()),
          signer: text(ext.signer.toString()),
          ...extensionsOf(ext),
        }
      : {}),
    call: {
      pallet: text(method.section),
      name: text(method.method),
      args: Object.fromEntries(
        names.map((name, i) => [name, argTree(method.args[i] as unknown as Codec)]),
      ),
    },
    ...(Object.keys(extras).length ? { answer: fromJson(extras) } : {}),
  };
}

function describe(path: string): PartName {
  const names: Record<string, PartName> = {
    version: { label: 'Extrinsic version' },
    signed: {
      label: 'Signed (the API forges an unsigned extrinsic: your signer adds the signature)',
    },
    era: { label: 'Era (the blocks in which a signed extrinsic is valid)' },
    'era.kind': { label: 'Era (the blocks in which a signed extrinsic is valid)' },
    'era.value': { label: 'Era (the blocks in which a signed extrinsic is valid)' },
    nonce: { label: "Nonce (the signer's transaction count)" },
    tip: {
      label: 'Tip (paid to the block author on top of the fee)',
      unit: DOT_UNIT,
    },
    assetId: { label: 'Asset the fee is paid in' },
    mode: { label: 'Metadata-hash mode' },
    signature: { label: 'Signature' },
    signer: { label: 'Signer' },
    'call.pallet': { label: 'Pallet' },
    'call.name': { label: 'Call' },
    'call.args.amount': { label: 'Amount bonded', unit: DOT_UNIT },
    'call.args.poolId': { label: 'Pool' },
    'call.args.extra': { label: 'What is bonded' },
    'call.args.extra.kind': { label: 'Kind of bond' },
    'call.args.extra.value': { label: 'Amount added (from the free balance)', unit: DOT_UNIT },
    'call.args.memberAccount': { label: 'Pool member' },
    'call.args.memberAccount.kind': { label: "Kind of the pool member's address" },
    'call.args.memberAccount.value': { label: 'Pool member' },
    'call.args.member': { label: 'Pool member' },
    'call.args.member.kind': { label: "Kind of the pool member's address" },
    'call.args.member.value': { label: 'Pool member' },
    'call.args.other': { label: 'Pool member' },
    'call.args.other.kind': { label: "Kind of the pool member's address" },
    'call.args.other.value': { label: 'Pool member' },
    'call.args.unbondingPoints': {
      label: 'Amount unbonded (points, 1:1 with planck unless the pool was slashed)',
      unit: DOT_UNIT,
    },
    'call.args.numSlashingSpans': { label: 'Slashing spans' },
  };
  if (Object.hasOwn(names, path)) return names[path]!;
  if (path.startsWith('call.args.'))
    return { label: `Argument ${path.slice('call.args.'.length)} of the call` };
  if (path.startsWith('answer'))
    return {
      label: `${path.replace(/^answer\.?/, '') || 'Fields'} (beside extrinsicHex: not in an answer of the API)`,
    };
  // Any other part is a signed extension the runtime's metadata adds (see extensionsOf).
  return { label: `Signed extension ${path}` };
}

// ------------------------------------------------------------------ the forge

const SAMPLE_ACCOUNT = '12YYA2Ljd23sJ1K8Y2LmWVhuNEvQTyg3pun7rmzoAznJztbi';
const OTHER_ACCOUNT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
let forgeCalls: Map<string, string> | undefined;
/**
 * Per call the forge makes (with the kind of bond), its operation: claim and restake for oneself
 * and for another member.
 */
function callsOfTheForge(): Map<string, string> {
  if (!forgeCalls) {
    forgeCalls = new Map();
    for (const operationId of Object.keys(DOT.OPERATIONS)) {
      for (const member of [undefined, OTHER_ACCOUNT]) {
        const { ext } = DOT.extrinsic(operationId, {
          delegatorAddress: SAMPLE_ACCOUNT,
          poolId: 1,
          amount: '1',
          ...(member ? { poolMemberAddress: member } : {}),
        });
        forgeCalls.set(callKind(ext), operationId);
      }
    }
  }
  return forgeCalls;
}

function callKind(ext: Extrinsic): string {
  const extra = ext.method.meta.args.findIndex((a) => a.name.toString() === 'extra');
  const kind = extra < 0 ? '' : ` (${(ext.method.args[extra] as unknown as Codec).type})`;
  return `${ext.method.section}.${ext.method.method}${kind}`;
}

async function rebuild(_answer: DotAnswer, { operationId, request }: Context): Promise<Rebuilt> {
  return { expected: treeOf(DOT.extrinsic(operationId, request).ext), bounded: [] };
}

// ------------------------------------------------------------------ what it says

function summarize({ ext }: DotAnswer): TransactionSummary {
  const { specName, specVersion } = DOT.RUNTIME;
  const method = ext.method;
  const names = method.meta.args.map((a) => a.name.toString());
  const tree = treeOf(ext) as { call: { args: Record<string, Tree> } };
  const plain = (t: Tree | undefined): string =>
    typeof t === 'string' ? (t.startsWith('"') ? (JSON.parse(t) as string) : t) : JSON.stringify(t);
  const amountLeaf =
    tree.call.args.amount ??
    tree.call.args.unbondingPoints ??
    (tree.call.args.extra as Record<string, Tree> | undefined)?.value;
  const amount =
    typeof amountLeaf === 'string' && /^\d+$/.test(amountLeaf) ? BigInt(amountLeaf) : undefined;
  const details: Detail[] = names.map((name) => {
    const value = tree.call.args[name];
    if (
      typeof value === 'string' &&
      /^\d+$/.test(value) &&
      (name === 'amount' || name === 'unbondingPoints')
    )
      return amountDetail(name, BigInt(value), DOT_UNIT);
    if (name === 'extra' && amount !== undefined)
      return { label: name, value: `FreeBalance: ${formatAmount(amountOf(amount, DOT_UNIT))}` };
    const variant = typeof value === 'object' && !Array.isArray(value) ? value : undefined;
    return { label: name, value: variant ? plain(variant.value ?? variant.kind) : plain(value) };
  });
  const pool = tree.call.args.poolId;
  const staleness: Detail[] = ext.isSigned
    ? [
        { label: 'Nonce', value: ext.nonce.toString() },
        {
          label: 'Era',
          value: ext.era.isMortalEra
            ? `mortal: valid for ${ext.era.asMortalEra.period.toString()} blocks (phase ` +
              `${ext.era.asMortalEra.phase.toString()})`
            : 'immortal: never expires',
        },
      ]
    : [
        {
          label: 'Nonce and era',
          value:
            "Not in the unsigned extrinsic: your signer adds the account's nonce and a " +
            'mortal era (valid for a number of blocks from a recent one) when it signs.',
        },
      ];
  return {
    shape: 'extrinsicHex',
    decodedWith:
      `@polkadot/types with the Polkadot Asset Hub metadata of @polkadot/types-support ` +
      `(${specName} ${specVersion})`,
    network: [
      {
        label: 'Runtime',
        value: `Polkadot Asset Hub: the call decodes against its metadata (${specName}, spec version ${specVersion})`,
      },
      {
        label: 'Genesis hash',
        value: 'Not in an unsigned extrinsic: your signer adds it when it signs.',
      },
    ],
    signer: {
      label: 'Signer',
      value: ext.isSigned
        ? ext.signer.toString()
        : 'Not in an unsigned extrinsic: the account that signs it acts.',
    },
    feePayer: { label: 'Fee payer', value: 'The signer.' },
    actions: [
      {
        kind: 'call',
        name: `${method.section}.${method.method}`,
        known: callsOfTheForge().has(callKind(ext)),
        details,
      },
    ],
    ...(typeof pool === 'string' ? { validator: { label: 'Pool', value: `pool ${pool}` } } : {}),
    ...(amount !== undefined ? { amount: amountDetail('Amount', amount, DOT_UNIT) } : {}),
    fee: [
      ...(ext.isSigned
        ? [amountDetail('Tip (signed: the API forges no tip)', ext.tip.toBigInt(), DOT_UNIT)]
        : []),
      {
        label: 'Fee',
        value:
          'Not in an unsigned extrinsic: the chain computes it from the weight and length ' +
          'when it is included; a tip, if any, is added when signing. Nothing to bound here.',
      },
    ],
    staleness,
  };
}

/** Another Polkadot address: the same public key with its last byte changed. */
function perturb(_field: string, value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    const key = decodeAddress(value, false, DOT.SS58_PREFIX);
    key[key.length - 1] ^= 1;
    return encodeAddress(key, DOT.SS58_PREFIX);
  } catch {
    return undefined;
  }
}

const checker: FamilyChecker<DotAnswer> = {
  read,
  identifier: () => 'DOT',
  detect: ({ ext }) => callsOfTheForge().get(callKind(ext)),
  tree: ({ ext, extras }) => treeOf(ext, extras),
  summarize,
  rebuild,
  perturb,
  describe,
  unit: () => DOT_UNIT,
  absentNotes: {
    delegatorAddress:
      'An unsigned extrinsic names no signer: the account that signs it acts and pays the ' +
      'fee. Sign it with the key of this address.',
  },
};

export const inspect = (input: FamilyInput) => runFamily(checker, input);
