// @vitest-environment node
// Chain state held to what the caller read: a nonce, a recent blockhash, the whole amount a
// request without one moves. Without a reading each row says what the value must be; with one,
// anything else differs. Written as an attacker would: a nonce one ahead, 2^53-1, an all-zero
// blockhash, a withdrawal of "everything" that moves 1 lamport.
import { describe, expect, it } from 'vitest';
import { Transaction as EvmTransaction } from 'ethers';
import { Transaction as SolTransaction } from '@solana/web3.js';
import { forgeExamples, type ForgeExample } from './examples';
import { loadApiDocument } from '../../openapi/document/load';
import { inspectForge, InspectError, type ChainState, type Inspection } from './index';

const examples = forgeExamples(loadApiDocument());
const example = (operationId: string, name?: string): ForgeExample =>
  structuredClone(examples.find((e) => e.operationId === operationId && e.name === name)!);
const check = (
  e: ForgeExample,
  chainState?: ChainState,
  transaction = e.answer.transaction,
  request = e.request,
) =>
  inspectForge({
    operationId: e.operationId,
    request,
    answer: { ...e.answer, transaction },
    ...(chainState ? { chainState } : {}),
  });
const row = (inspection: Inspection, label: string) =>
  inspection.checks.find((c) => c.label === label);

describe('EVM nonce', () => {
  const e = example('forgePolStake');
  const nonce = EvmTransaction.from(e.answer.transaction.serializedUnsignedTx as string).nonce;
  const withNonce = (value: number) => {
    const tx = EvmTransaction.from(e.answer.transaction.serializedUnsignedTx as string);
    tx.nonce = value;
    return { serializedUnsignedTx: tx.unsignedSerialized };
  };
  it('without a reading: chain state, with what it must be and why a later one is a risk', async () => {
    const nonceRow = row(await check(e), 'Nonce')!;
    expect(nonceRow.status).toBe('state');
    expect(nonceRow.expected).toBe(
      "to confirm: your account's next nonce (its count of sent transactions)",
    );
    expect(nonceRow.note).toContain('A nonce ahead of your account');
  });
  it('the nonce read: matches', async () => {
    const inspection = await check(e, { nonce: String(nonce) });
    expect(inspection.verdict).toBe('matches');
    expect(row(inspection, 'Nonce')!.expected).toBe(
      `your account's next nonce (its count of sent transactions): ${nonce}, as you read it`,
    );
  });
  it('a nonce one ahead of the reading differs', async () => {
    const inspection = await check(e, { nonce: String(nonce) }, withNonce(nonce + 1));
    expect(inspection.verdict).toBe('differs');
    expect(row(inspection, 'Nonce')).toMatchObject({
      status: 'differs',
      actual: String(nonce + 1),
    });
  });
  it('a nonce of 2^53-1 differs from the reading', async () => {
    const inspection = await check(e, { nonce: String(nonce) }, withNonce(Number.MAX_SAFE_INTEGER));
    expect(row(inspection, 'Nonce')).toMatchObject({
      status: 'differs',
      actual: '9007199254740991',
    });
  });
});

describe('Solana recent blockhash', () => {
  const e = example('forgeSolStake');
  const withBlockhash = (blockhash: string) => {
    const tx = SolTransaction.from(Buffer.from(e.answer.transaction.hash as string, 'base64'));
    tx.recentBlockhash = blockhash;
    return {
      hash: tx
        .serialize({ requireAllSignatures: false, verifySignatures: false })
        .toString('base64'),
    };
  };
  const blockhash = SolTransaction.from(
    Buffer.from(e.answer.transaction.hash as string, 'base64'),
  ).recentBlockhash!;
  it('an all-zero blockhash differs, read or not', async () => {
    const inspection = await check(e, undefined, withBlockhash('11111111111111111111111111111111'));
    expect(inspection.verdict).toBe('differs');
    expect(row(inspection, 'Recent blockhash')!.status).toBe('differs');
  });
  it('held to the blockhash the caller read', async () => {
    expect((await check(e, { recentBlockhash: blockhash })).verdict).toBe('matches');
    const other = await check(e, {
      recentBlockhash: 'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi',
    });
    expect(row(other, 'Recent blockhash')).toMatchObject({
      status: 'differs',
      expected:
        'a block hash the cluster gave in the last 150 blocks (about a minute): ' +
        'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi, as you read it',
    });
  });
});

describe('a withdrawal of everything', () => {
  const e = example('forgeSolWithdraw');
  const label = 'Amount withdrawn (the whole balance of the stake account)';
  const withdrawing = (lamports: bigint) => {
    const tx = SolTransaction.from(Buffer.from(e.answer.transaction.hash as string, 'base64'));
    const withdraw = tx.instructions.find((ix) => ix.data.readUInt32LE(0) === 4)!;
    withdraw.data.writeBigUInt64LE(lamports, 4);
    return {
      hash: tx
        .serialize({ requireAllSignatures: false, verifySignatures: false })
        .toString('base64'),
    };
  };
  it('Solana, without a reading: open, saying what it must be', async () => {
    expect(e.request.amount).toBeUndefined();
    const inspection = await check(e);
    expect(inspection.verdict).toBe('open');
    expect(row(inspection, label)).toMatchObject({
      status: 'open',
      expected: "to confirm: your stake account's whole balance, paid to your wallet",
    });
  });
  it('Solana: 1 lamport for "everything" is never a match', async () => {
    const inspection = await check(e, undefined, withdrawing(1n));
    expect(inspection.verdict).toBe('open');
    expect(row(inspection, label)!.actual).toBe('0.000000001 SOL (1 lamports)');
  });
  it('Solana: held to the balance the caller read', async () => {
    const read = { wholeAmount: '2500000000' };
    expect(row(await check(e, read, withdrawing(2_500_000_000n)), label)!.status).toBe('state');
    expect((await check(e, read, withdrawing(2_500_000_000n))).verdict).toBe('matches');
    const one = await check(e, read, withdrawing(1n));
    expect(one.verdict).toBe('differs');
    expect(row(one, label)).toMatchObject({
      status: 'differs',
      expected:
        "your stake account's whole balance, paid to your wallet: 2.5 SOL (2500000000 lamports), as you read it",
    });
  });
  it('CXT: without an amount the amount is open until read, then held to it', async () => {
    const cxt = example('forgeCxtWithdraw');
    const { amount: _amount, ...request } = cxt.request;
    const cxtLabel = 'Amount withdrawn (what is left in the unstaking entry)';
    const open = await check(cxt, undefined, cxt.answer.transaction, request);
    expect(row(open, cxtLabel)).toMatchObject({ status: 'open' });
    const tx = EvmTransaction.from(cxt.answer.transaction.serializedUnsignedTx as string);
    const wei = BigInt(`0x${tx.data.slice(10, 74)}`).toString();
    expect(row(await check(cxt, { wholeAmount: wei }, undefined, request), cxtLabel)).toMatchObject(
      { status: 'state' },
    );
    const other = await check(cxt, { wholeAmount: '1' }, undefined, request);
    expect(row(other, cxtLabel)!.status).toBe('differs');
  });
});

describe('held in every family that carries a nonce or sequence', () => {
  it.each([
    ['forgeTendermintStake', 'Sequence', 'nonce'],
    ['forgeTendermintStake', 'Account number', 'accountNumber'],
    ['forgeEgldStake', 'Nonce', 'nonce'],
  ] as const)('%s: %s held to the reading', async (operationId, label, key) => {
    const e = examples.find((x) => x.operationId === operationId)!;
    const actual = row(await check(e), label)!.actual!;
    expect(row(await check(e, { [key]: actual }), label)!.status).toBe('state');
    const ahead = await check(e, { [key]: String(BigInt(actual) + 1n) });
    expect(row(ahead, label)!.status).toBe('differs');
    expect(ahead.verdict).toBe('differs');
  });
});

describe('the chain state itself', () => {
  const e = example('forgePolStake');
  it.each([
    [{ nonce: 5 }, 'chainState.nonce must be a whole number in decimal, as a string.'],
    [{ nonce: '-1' }, 'chainState.nonce must be a whole number in decimal, as a string.'],
    [{ toString: '1' }, 'chainState.toString is not a value the check knows'],
    ['7', 'chainState must be an object of strings.'],
  ])("%j is the check's own error", async (chainState, message) => {
    const error = await check(e, chainState as never).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InspectError);
    expect((error as InspectError).code).toBe('bad-request');
    expect((error as Error).message).toContain(message);
  });
});
