// @vitest-environment node
// The generic tampering suite: for every forge example of the API description, each decoded part
// of the answer is changed in turn (a value, an address, an amount, a fee, a gas limit, a method,
// an instruction's account or byte, a message field, the typed data's domain, types and primary
// type, an authority, a lockup, the memo), and parts are added and removed; the check must say
// Differs and name the part. Only the chain state each family lists may change without it, and a
// fee or gas that stays within the ceiling the check states for it (a wallet's own choice, shown
// as a fee within its ceiling). The counts per family are printed and asserted: every tampering is
// flagged.
import { describe, expect, it } from 'vitest';
import { Transaction as EvmTransaction, getAddress } from 'ethers';
import { fromBase64, fromBech32, toBase64, toBech32 } from '@cosmjs/encoding';
import { AuthInfo, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import {
  PublicKey as SolPublicKey,
  SystemProgram,
  Transaction as SolTransaction,
  TransactionInstruction,
} from '@solana/web3.js';
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto';
import * as DOT from '../polkadot/forge';
import { registry as cosmosRegistry } from '../tendermint/forge';
import { FORGE_INTERFACE } from '../evm/read';
import { forgeExamples, type ForgeExample } from './examples';
import { loadApiDocument } from '../../openapi/document/load';
import {
  FORGE_OPERATIONS,
  inspectForge,
  InspectError,
  type ChainFamily,
  type Inspection,
} from './index';
import { isWithin } from '../base/tree';

type Answer = ForgeExample['answer'];
interface Tampering {
  /** The part changed, as the check names parts ("to", "signAmino.signDoc.fee.gas"); "" when any part may be named. */
  part: string;
  what: string;
  transaction: Record<string, unknown>;
}

const examples = forgeExamples(loadApiDocument());
const clone = <T>(value: T): T => structuredClone(value);

// ------------------------------------------------------------------ another value of the same kind

const BECH32 = /^[a-z]+1[02-9ac-hj-np-z]{38,}$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})+(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
function otherString(value: string): string {
  if (BECH32.test(value)) {
    const { prefix, data } = fromBech32(value, 90);
    const other = Uint8Array.from(data);
    other[other.length - 1]! ^= 1;
    return toBech32(prefix, other);
  }
  if (/^0x[0-9a-fA-F]{40}$/.test(value))
    return getAddress(`${value.slice(0, -1)}${value.endsWith('0') ? '1' : '0'}`.toLowerCase());
  if (/^0x[0-9a-fA-F]*$/.test(value)) return `${value}00`;
  if (/^[0-9a-f]{64}$/.test(value))
    return `${value.slice(0, -1)}${value.endsWith('0') ? '1' : '0'}`;
  if (/^\d+$/.test(value)) return (BigInt(value) + 1n).toString();
  if (BASE64.test(value) && value.length >= 8) return btoa(`${atob(value)}@00`);
  if (/^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(Date.parse(value)))
    return new Date(Date.parse(value) + 86_400_000).toISOString();
  return `${value}x`;
}
function otherValue(value: unknown): unknown {
  if (typeof value === 'string') return otherString(value);
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  return 'x';
}

const pathOf = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/**
 * Every tampering of a JSON value: each leaf changed, an element added to and removed from each
 * list, and a field added to each object. `rebuild` puts the changed value back into an answer.
 */
function jsonTamperings(
  value: unknown,
  path: string,
  rebuild: (changed: unknown) => Record<string, unknown> | undefined,
  out: Tampering[] = [],
): Tampering[] {
  const push = (what: string, changed: unknown, part = path) => {
    const transaction = rebuild(changed);
    if (transaction && JSON.stringify(transaction) !== JSON.stringify(rebuild(value)))
      out.push({ part, what, transaction });
  };
  if (Array.isArray(value)) {
    value.forEach((item, i) =>
      jsonTamperings(
        item,
        pathOf(path, i),
        (changed) => rebuild(value.map((v, j) => (j === i ? changed : v))),
        out,
      ),
    );
    if (value.length) push(`${path}: an element added`, [...value, clone(value.at(-1))]);
    if (value.length) push(`${path}: its last element removed`, value.slice(0, -1));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      jsonTamperings(
        child,
        pathOf(path, key),
        (changed) => rebuild({ ...value, [key]: changed }),
        out,
      );
    push(`${path || 'the object'}: a field added`, { ...value, extra: 'x' }, pathOf(path, 'extra'));
  } else if (value !== null) {
    push(`${path}: ${JSON.stringify(value)} changed`, otherValue(value));
  }
  return out;
}

// ------------------------------------------------------------------ per family

function evmTamperings(answer: Answer): Tampering[] {
  const hex = answer.transaction.serializedUnsignedTx as string;
  const out: Tampering[] = [];
  const edit = (part: string, what: string, change: (tx: EvmTransaction) => void) => {
    const tx = EvmTransaction.from(hex);
    change(tx);
    out.push({
      part,
      what,
      transaction: { serializedUnsignedTx: tx.signature ? tx.serialized : tx.unsignedSerialized },
    });
  };
  const original = EvmTransaction.from(hex);
  const legacy = EvmTransaction.from({
    type: 1,
    chainId: original.chainId,
    nonce: original.nonce,
    gasLimit: original.gasLimit,
    gasPrice: original.maxFeePerGas,
    to: original.to,
    value: original.value,
    data: original.data,
    accessList: [],
  });
  out.push({
    part: 'type',
    what: 'type 2 → 1 (EIP-2930, one gas price)',
    transaction: { serializedUnsignedTx: legacy.unsignedSerialized },
  });
  edit('chainId', 'chain id + 1', (tx) => (tx.chainId += 1n));
  edit('nonce', 'nonce + 1 (chain state)', (tx) => (tx.nonce += 1));
  edit(
    'maxPriorityFeePerGas',
    'priority fee + 1 wei',
    (tx) => (tx.maxPriorityFeePerGas = tx.maxPriorityFeePerGas! + 1n),
  );
  edit('maxFeePerGas', 'max fee + 1 wei', (tx) => (tx.maxFeePerGas = tx.maxFeePerGas! + 1n));
  edit('gasLimit', 'gas limit + 1', (tx) => (tx.gasLimit += 1n));
  edit('to', 'another contract', (tx) => (tx.to = otherString(tx.to!)));
  edit('value', 'value + 1 wei', (tx) => (tx.value += 1n));
  edit(
    'accessList',
    'an access list entry',
    (tx) => (tx.accessList = [{ address: tx.to!, storageKeys: [] }]),
  );
  edit(
    'signature',
    'a signature',
    (tx) => (tx.signature = { r: `0x${'11'.repeat(32)}`, s: `0x${'22'.repeat(32)}`, v: 27 }),
  );
  edit('data', 'bytes appended to the call', (tx) => (tx.data = `${tx.data}00`));
  edit(
    'data',
    'the method selector changed',
    (tx) =>
      (tx.data = `0x${(parseInt(tx.data.slice(2, 4), 16) ^ 1).toString(16).padStart(2, '0')}${tx.data.slice(4)}`),
  );
  const parsed = FORGE_INTERFACE.parseTransaction({ data: EvmTransaction.from(hex).data });
  parsed?.fragment.inputs.forEach((input, i) => {
    edit(`data.args.${input.name}`, `argument ${input.name} changed`, (tx) => {
      const args = [...parsed.args];
      args[i] = input.type === 'address' ? otherString(String(args[i])) : (args[i] as bigint) + 1n;
      tx.data = FORGE_INTERFACE.encodeFunctionData(parsed.fragment, args);
    });
  });
  out.push({
    part: 'answer.from',
    what: 'a field beside serializedUnsignedTx',
    transaction: { ...answer.transaction, from: '0x6ebD37060f92c8512bCa2b3dB91Bf4C31cc7332A' },
  });
  return out;
}

function tendermintTamperings(answer: Answer): Tampering[] {
  const out: Tampering[] = [];
  const transaction = answer.transaction;
  for (const [variant, raw] of Object.entries(transaction)) {
    if (!raw) continue;
    const object = raw as Record<string, unknown>;
    const withVariant = (changed: Record<string, unknown>) => ({
      ...transaction,
      [variant]: changed,
    });
    // The signed documents and plain fields, as JSON.
    const { bodyBytes, authInfoBytes, ...plain } = object;
    for (const [key, value] of Object.entries(plain))
      jsonTamperings(
        value,
        `${variant}.${key}`,
        (changed) => withVariant({ ...object, [key]: changed }),
        out,
      );
    // The body's messages through their protobuf types; the body's and AuthInfo's other fields.
    const body = TxBody.decode(fromBase64(bodyBytes as string));
    body.messages.forEach((any, m) => {
      const type = cosmosRegistry.lookupType(any.typeUrl) as unknown as {
        decode(b: Uint8Array): unknown;
        toJSON(v: unknown): unknown;
        fromJSON(v: unknown): unknown;
        encode(v: unknown): { finish(): Uint8Array };
      };
      const json = type.toJSON(type.decode(any.value));
      jsonTamperings(
        json,
        `${variant}.body.messages[${m}].value`,
        (changed) => {
          let value: Uint8Array;
          try {
            value = type.encode(type.fromJSON(changed)).finish();
          } catch {
            return undefined;
          }
          const edited = TxBody.decode(fromBase64(bodyBytes as string));
          edited.messages[m] = { typeUrl: any.typeUrl, value };
          return withVariant({ ...object, bodyBytes: toBase64(TxBody.encode(edited).finish()) });
        },
        out,
      );
      out.push({
        part: `${variant}.body.messages[${m}].typeUrl`,
        what: 'the message type swapped',
        transaction: withVariant({
          ...object,
          bodyBytes: toBase64(
            TxBody.encode({
              ...body,
              messages: body.messages.map((a, i) =>
                i === m
                  ? {
                      ...a,
                      typeUrl:
                        a.typeUrl === '/cosmos.staking.v1beta1.MsgDelegate'
                          ? '/cosmos.staking.v1beta1.MsgUndelegate'
                          : '/cosmos.bank.v1beta1.MsgSend',
                    }
                  : a,
              ),
            }).finish(),
          ),
        }),
      });
    });
    const bodyJson = TxBody.toJSON(body) as Record<string, unknown>;
    jsonTamperings(
      { memo: bodyJson.memo, timeoutHeight: bodyJson.timeoutHeight },
      `${variant}.body`,
      (changed) => {
        const edited = TxBody.fromJSON({
          ...(TxBody.toJSON(body) as object),
          ...(changed as object),
        });
        return withVariant({ ...object, bodyBytes: toBase64(TxBody.encode(edited).finish()) });
      },
      out,
    );
    out.push({
      part: `${variant}.body.messages`,
      what: 'a message added',
      transaction: withVariant({
        ...object,
        bodyBytes: toBase64(
          TxBody.encode({ ...body, messages: [...body.messages, body.messages[0]!] }).finish(),
        ),
      }),
    });
    out.push({
      part: `${variant}.body.extensionOptions`,
      what: 'an extension option added',
      transaction: withVariant({
        ...object,
        bodyBytes: toBase64(
          TxBody.encode({
            ...body,
            extensionOptions: [{ typeUrl: '/x', value: new Uint8Array([1]) }],
          }).finish(),
        ),
      }),
    });
    const authInfo = AuthInfo.toJSON(AuthInfo.decode(fromBase64(authInfoBytes as string)));
    jsonTamperings(
      authInfo,
      `${variant}.authInfo`,
      (changed) => {
        let bytes: Uint8Array;
        try {
          bytes = AuthInfo.encode(AuthInfo.fromJSON(changed)).finish();
        } catch {
          return undefined;
        }
        return withVariant({ ...object, authInfoBytes: toBase64(bytes) });
      },
      out,
    );
  }
  // A signing format added where the forge offers none for the chain.
  for (const variant of ['signEIP712', 'signEIP712CosmosTxV0']) {
    if (!transaction[variant])
      out.push({
        part: variant,
        what: `${variant} added`,
        transaction: {
          ...transaction,
          [variant]: { ...(transaction.signAmino as object), typedData: {} },
        },
      });
  }
  return out;
}

function solanaTamperings(answer: Answer): Tampering[] {
  const bytes = Buffer.from(answer.transaction.hash as string, 'base64');
  const out: Tampering[] = [];
  const edit = (part: string, what: string, change: (tx: SolTransaction) => void) => {
    const tx = SolTransaction.from(bytes);
    change(tx);
    out.push({
      part,
      what,
      transaction: {
        hash: tx
          .serialize({ requireAllSignatures: false, verifySignatures: false })
          .toString('base64'),
      },
    });
  };
  const tx = SolTransaction.from(bytes);
  const attacker = new SolPublicKey('6QnC9KyVWxconLxxw64dE69CnfdTTMSVj5zDajBzZjuN');
  tx.instructions.forEach((ix, i) => {
    ix.keys.forEach((key, k) =>
      edit(`instructions[${i}]`, `instruction ${i + 1}: account ${k + 1} replaced`, (t) => {
        t.instructions[i]!.keys[k] = {
          ...key,
          pubkey: key.pubkey.equals(attacker) ? SolPublicKey.default : attacker,
        };
      }),
    );
    ix.data.forEach((_, b) =>
      edit(`instructions[${i}]`, `instruction ${i + 1}: byte ${b + 1} changed`, (t) => {
        const data = Buffer.from(t.instructions[i]!.data);
        data[b]! ^= 1;
        t.instructions[i] = new TransactionInstruction({
          programId: t.instructions[i]!.programId,
          keys: t.instructions[i]!.keys,
          data,
        });
      }),
    );
    edit('instructions', `instruction ${i + 1} removed`, (t) => t.instructions.splice(i, 1));
  });
  edit('instructions', 'a transfer to another address added', (t) =>
    t.add(
      SystemProgram.transfer({
        fromPubkey: t.feePayer!,
        toPubkey: attacker,
        lamports: 1_000_000_000_000,
      }),
    ),
  );
  edit('instructions', 'a priority fee added', (t) =>
    t.instructions.unshift(
      new TransactionInstruction({
        programId: new SolPublicKey('ComputeBudget111111111111111111111111111111'),
        keys: [],
        data: Buffer.from([3, 0, 0, 0, 0, 0, 0, 0, 1]),
      }),
    ),
  );
  edit('feePayer', 'another fee payer', (t) => (t.feePayer = attacker));
  out.push({
    part: 'answer.from',
    what: 'a field beside hash',
    transaction: { ...answer.transaction, from: attacker.toBase58() },
  });
  return out;
}

function polkadotTamperings(example: ForgeExample): Tampering[] {
  const { registry, tx } = DOT.assetHub();
  const ext = registry.createType('Extrinsic', example.answer.transaction.extrinsicHex as string);
  const method = ext.method;
  const build = tx[method.section][method.method];
  const out: Tampering[] = [];
  method.meta.args.forEach((arg, i) => {
    const name = arg.name.toString();
    const json = method.args[i]!.toJSON() as unknown;
    const changed =
      typeof json === 'number'
        ? json + 1
        : typeof json === 'string' && /^\d+$/.test(json)
          ? BigInt(json) + 1n
          : json && typeof json === 'object' && 'id' in json
            ? {
                Id: encodeAddress(
                  decodeAddress((json as { id: string }).id).map((b, j, all) =>
                    j === all.length - 1 ? b ^ 1 : b,
                  ),
                  0,
                ),
              }
            : json && typeof json === 'object' && 'freeBalance' in json
              ? 'Rewards'
              : { FreeBalance: 1 };
    const args = method.args.map((a, j) => (j === i ? changed : a));
    out.push({
      part: `call.args.${name}`,
      what: `argument ${name} changed`,
      transaction: { extrinsicHex: registry.createType('Extrinsic', build(...args)).toHex() },
    });
  });
  for (const other of Object.keys(DOT.OPERATIONS).filter((id) => id !== example.operationId)) {
    out.push({
      part: 'call',
      what: `the call of ${other} instead`,
      transaction: {
        extrinsicHex: DOT.forge(other, {
          delegatorAddress: String(example.request.delegatorAddress),
          amount: '1',
          poolId: 1,
        }).extrinsicHex,
      },
    });
  }
  out.push({
    part: 'answer.from',
    what: 'a field beside extrinsicHex',
    transaction: { ...example.answer.transaction, from: example.request.delegatorAddress },
  });
  return out;
}

/** An address where the answer has none (a guardian, a relayer): a valid one of the chain. */
const EMPTY_ADDRESS_FIELDS: Record<string, string> = {
  guardian: 'erd1kye70xvv7y7s8tut8zgcpxe0vwpd5vmgwldjag09vks2juh4zdfsx4rfrg',
  relayer: 'erd1kye70xvv7y7s8tut8zgcpxe0vwpd5vmgwldjag09vks2juh4zdfsx4rfrg',
};

function jsonFamilyTamperings(answer: Answer): Tampering[] {
  const out = jsonTamperings(
    answer.transaction,
    '',
    (changed) => changed as Record<string, unknown>,
  );
  for (const [field, address] of Object.entries(EMPTY_ADDRESS_FIELDS)) {
    if (answer.transaction[field] === '')
      out.push({
        part: field,
        what: `${field} set`,
        transaction: { ...answer.transaction, [field]: address },
      });
  }
  return out;
}

function tamperingsOf(example: ForgeExample, family: ChainFamily): Tampering[] {
  switch (family) {
    case 'evm':
      return evmTamperings(example.answer);
    case 'tendermint':
      return tendermintTamperings(example.answer);
    case 'solana':
      return solanaTamperings(example.answer);
    case 'polkadot':
      return polkadotTamperings(example);
    default:
      return jsonFamilyTamperings(example.answer);
  }
}

// ------------------------------------------------------------------ the state each family may change

/**
 * The rows of chain state a tampering may change without Differs: values of their type and range.
 * A family not listed has none.
 */
const STATE_ROWS: Partial<Record<ChainFamily, string[]>> = {
  evm: ['Nonce'],
  solana: ['Recent blockhash', 'Amount withdrawn (the whole balance of the stake account)'],
  multiversx: ['Nonce'],
};
/**
 * Where a family repeats its state in several signing formats: changed in one, the others disagree,
 * and the check names that. A family not listed has one format.
 */
const REPEATED_STATE: Partial<Record<ChainFamily, RegExp>> = {
  tendermint: /^signDirect\.(accountNumber|authInfo\.signerInfos\[0\]\.sequence|authInfo\.fee)/,
};

const names = (inspection: Inspection, part: string) =>
  inspection.checks.some(
    (c) =>
      c.status === 'differs' &&
      (part === '' || (c.parts ?? [c.field]).some((p) => isWithin(p, part) || isWithin(part, p))),
  );

describe('the generic tampering suite', () => {
  const familyOf = new Map(examples.map((e) => [e, FORGE_OPERATIONS[e.operationId]!.family]));
  const counts: Record<
    string,
    {
      tried: number;
      flagged: number;
      open: number;
      state: number;
      fee: number;
      refused: number;
    }
  > = {};
  const missed: string[] = [];

  it.each(examples.map((e) => [`${e.operationId} ${e.name ?? ''}`, e] as const))(
    '%s: every tampering differs and names its part',
    async (_, example) => {
      const family = familyOf.get(example)!;
      counts[family] ??= { tried: 0, flagged: 0, open: 0, state: 0, fee: 0, refused: 0 };
      const count = counts[family];
      for (const tampering of tamperingsOf(example, family)) {
        count.tried += 1;
        let inspection: Inspection;
        try {
          inspection = await inspectForge({
            operationId: example.operationId,
            request: example.request,
            answer: { ...example.answer, transaction: tampering.transaction },
          });
        } catch (error) {
          if (!(error instanceof InspectError) || !['malformed', 'too-large'].includes(error.code))
            throw error;
          // Refused before decoding (bytes that do not decode): not signable, and said so.
          if (process.env.SHOW_REFUSED)
            console.log('refused', example.operationId, tampering.what, (error as Error).message);
          count.refused += 1;
          continue;
        }
        const state = inspection.checks.find(
          (c) =>
            c.status === 'state' &&
            (STATE_ROWS[family] ?? []).includes(c.label) &&
            (c.parts ?? []).some((p) => isWithin(p, tampering.part) || isWithin(tampering.part, p)),
        );
        if (inspection.verdict !== 'differs' && state) {
          count.state += 1;
          continue;
        }
        const touched = (c: Inspection['checks'][number]) =>
          (c.parts ?? []).some((p) => isWithin(p, tampering.part) || isWithin(tampering.part, p));
        if (
          inspection.verdict !== 'differs' &&
          inspection.checks.some((c) => c.status === 'fee' && touched(c))
        ) {
          // More gas within the stated ceiling: what a wallet may choose, shown with the ceiling.
          count.fee += 1;
          continue;
        }
        if (
          inspection.verdict === 'open' &&
          inspection.checks.some((c) => c.status === 'open' && touched(c))
        ) {
          // A value only the chain can confirm: never green, and named as the value to confirm.
          count.open += 1;
          continue;
        }
        const repeated = REPEATED_STATE[family]?.test(tampering.part);
        if (inspection.verdict === 'differs' && (repeated || names(inspection, tampering.part)))
          count.flagged += 1;
        else
          missed.push(
            `${example.operationId} ${example.name ?? ''}: ${tampering.what} → ${inspection.verdict}, differs: ${inspection.checks
              .filter((c) => c.status === 'differs')
              .map((c) => c.parts?.join(' ') ?? c.field)
              .join('; ')}`,
          );
      }
    },
  );

  it('flags 100 % of the tamperings of every family', () => {
    console.table(counts);
    expect(missed).toEqual([]);
    for (const [family, count] of Object.entries(counts)) {
      expect(count.flagged + count.open + count.state + count.fee + count.refused, family).toBe(
        count.tried,
      );
      expect(count.flagged, family).toBeGreaterThan(20);
    }
    expect(Object.keys(counts).sort()).toEqual([
      'evm',
      'multiversx',
      'near',
      'polkadot',
      'solana',
      'tendermint',
    ]);
  });
});
