// @vitest-environment node
// A Solana answer is compared by what it does on chain, not by how its message lays it out: the
// same instructions and accounts compiled in another order, or as a v0 message, are accepted;
// anything that does something else differs, named by what the part is.
import { describe, expect, it } from 'vitest';
import {
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
  type MessageV0,
  type Message,
} from '@solana/web3.js';
import { forgeExamples, type ForgeExample } from './examples';
import { loadApiDocument } from '../../openapi/document/load';
import { inspectForge } from './index';

const examples = forgeExamples(loadApiDocument()).filter((e) =>
  e.operationId.startsWith('forgeSol'),
);
const ATTACKER = new PublicKey('6QnC9KyVWxconLxxw64dE69CnfdTTMSVj5zDajBzZjuN');

const messageOf = (e: ForgeExample) =>
  TransactionMessage.decompile(
    VersionedTransaction.deserialize(Buffer.from(e.answer.transaction.hash as string, 'base64'))
      .message,
  );
const encode = (compiled: Message | MessageV0) =>
  Buffer.from(new VersionedTransaction(compiled).serialize()).toString('base64');
const check = (e: ForgeExample, hash: string) =>
  inspectForge({
    operationId: e.operationId,
    request: e.request,
    answer: { ...e.answer, transaction: { hash } },
  });
const differing = async (e: ForgeExample, hash: string) =>
  (await check(e, hash)).checks.filter((c) => c.status === 'differs').map((c) => c.label);

describe('Solana: the same meaning in another layout is accepted', () => {
  /** The verdict of the answer as the forge laid it out: open for a withdrawal of everything. */
  const asForged = async (e: ForgeExample) =>
    (await check(e, e.answer.transaction.hash as string)).verdict;
  it('the answers as forged match, or are open for a withdrawal of everything', async () => {
    expect(await Promise.all(examples.map(asForged))).toEqual([
      'matches',
      'matches',
      'matches',
      'open',
      'matches',
    ]);
  });
  for (const e of examples) {
    const name = `${e.operationId}${e.name ? ` (${e.name})` : ''}`;
    it(`${name}, compiled by TransactionMessage.compileToLegacyMessage`, async () => {
      const hash = encode(messageOf(e).compileToLegacyMessage());
      expect((await check(e, hash)).verdict).toBe(await asForged(e));
    });
    it(`${name}, two read-only keys of its message swapped`, async () => {
      const message = messageOf(e);
      const compiled = message.compileToLegacyMessage();
      const order = compiled.accountKeys.map((_, i) => i);
      const { numRequiredSignatures: signers } = compiled.header;
      // Swap the last two read-only unsigned keys: a layout the format allows.
      const [a, b] = [order.length - 1, order.length - 2];
      if (b >= signers && !compiled.isAccountWritable(b)) {
        const keys = compiled.accountKeys;
        [keys[a], keys[b]] = [keys[b]!, keys[a]!];
        const swap = (i: number) => (i === a ? b : i === b ? a : i);
        for (const ix of compiled.instructions) {
          ix.programIdIndex = swap(ix.programIdIndex);
          ix.accounts = ix.accounts.map(swap);
        }
      }
      const hash = encode(compiled);
      expect(hash).not.toBe(e.answer.transaction.hash);
      expect((await check(e, hash)).verdict).toBe(await asForged(e));
    });
    it(`${name}, as a v0 message without lookup tables`, async () => {
      const hash = encode(messageOf(e).compileToV0Message());
      expect((await check(e, hash)).verdict).toBe(await asForged(e));
    });
  }
});

describe('Solana: another meaning in another layout differs, named by what it is', () => {
  const stake = examples.find((e) => e.operationId === 'forgeSolStake')!;
  const delegate = (message: TransactionMessage) =>
    message.instructions.find((ix) => ix.data[0] === 2 && ix.keys.length === 6)!;
  it('the validator swapped for another vote account', async () => {
    const message = messageOf(stake);
    delegate(message).keys[1]!.pubkey = ATTACKER;
    const labels = await differing(stake, encode(message.compileToLegacyMessage()));
    expect(labels).toEqual([
      'Validator',
      'Validator (vote account) (instruction 3)',
      'Every part of the transaction',
    ]);
  });
  it('an extra instruction paying the attacker', async () => {
    const message = messageOf(stake);
    message.instructions.push(
      SystemProgram.transfer({ fromPubkey: message.payerKey, toPubkey: ATTACKER, lamports: 1 }),
    );
    const labels = await differing(stake, encode(message.compileToLegacyMessage()));
    expect(labels).toEqual(['Instruction 4', 'Every part of the transaction']);
  });
  it('the vote account made writable', async () => {
    const message = messageOf(stake);
    delegate(message).keys[1]!.isWritable = true;
    const labels = await differing(stake, encode(message.compileToLegacyMessage()));
    // The request's validator row names the place where its account is now writable.
    expect(labels).toEqual([
      'Validator',
      'Validator (vote account) in instruction 3: can be changed (writable)',
      "Validator (vote account) in the transaction's account list: can be changed (writable)",
      'Every part of the transaction',
    ]);
  });
  it('the vote account made a signer', async () => {
    const message = messageOf(stake);
    delegate(message).keys[1]!.isSigner = true;
    const labels = await differing(stake, encode(message.compileToLegacyMessage()));
    expect(labels).toEqual(
      expect.arrayContaining([
        'Validator (vote account) in instruction 3: must sign',
        'Signatures (an unsigned transaction has empty ones)',
        'Every part of the transaction',
      ]),
    );
    expect(labels.some((label) => /accounts\[|accountKeys/.test(label))).toBe(false);
  });
  it('the amount staked changed', async () => {
    const message = messageOf(stake);
    const create = message.instructions[0]!;
    const data = Buffer.from(create.data);
    const at = data.length - 8 - 32; // lamports, space and owner close the CreateWithSeed data
    data.writeBigUInt64LE(data.readBigUInt64LE(at - 8) + 1_000_000_000n, at - 8);
    create.data = data;
    const labels = await differing(stake, encode(message.compileToLegacyMessage()));
    expect(labels).toEqual(expect.arrayContaining(['Amount', 'Lamports moved by instruction 1']));
  });
});
