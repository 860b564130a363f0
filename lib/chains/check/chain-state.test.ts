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

describe('Solana blockhash with its last valid block height (getLatestBlockhash)', () => {
  const e = example('forgeSolStake');
  const read = {
    recentBlockhash: '5y9j9pni49ds9EMRtiwdHP74bNJhWh34y9iEfPDUzT7A',
    lastValidBlockHeight: '293847561',
  };
  const stale = (inspection: Inspection) =>
    inspection.decoded.staleness.find((d) => d.label === 'Recent blockhash')!.value;

  it('the reading the transaction carries: matches, sent until that height only', async () => {
    const inspection = await check(e, read);
    expect(inspection.verdict).toBe('matches');
    expect(stale(inspection)).toBe(
      '5y9j9pni49ds9EMRtiwdHP74bNJhWh34y9iEfPDUzT7A: it can be sent until block height ' +
        '293847561 (the last valid block height you read with this blockhash) and not after: ' +
        'sign and send before then, or forge again.',
    );
    expect(row(inspection, 'Recent blockhash')).toMatchObject({
      status: 'state',
      expected:
        'a block hash the cluster gave in the last 150 blocks (about a minute): ' +
        '5y9j9pni49ds9EMRtiwdHP74bNJhWh34y9iEfPDUzT7A, as you read it',
    });
    expect(row(inspection, 'Recent blockhash')!.note).toContain(
      'it can be sent until block height 293847561',
    );
  });

  it('another blockhash with a height: differs, naming the blockhash, no height said', async () => {
    const inspection = await check(e, {
      recentBlockhash: 'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi',
      lastValidBlockHeight: '293847561',
    });
    expect(inspection.verdict).toBe('differs');
    expect(inspection.checks.filter((c) => c.status === 'differs').map((c) => c.label)).toEqual([
      'Recent blockhash',
      'Every part of the transaction',
    ]);
    expect(row(inspection, 'Recent blockhash')!.actual).toBe(
      '5y9j9pni49ds9EMRtiwdHP74bNJhWh34y9iEfPDUzT7A',
    );
    expect(stale(inspection)).not.toContain('293847561');
  });

  it('the all-zero blockhash read with a height: differs, and no height is said', async () => {
    const zero = '11111111111111111111111111111111';
    const tx = SolTransaction.from(Buffer.from(e.answer.transaction.hash as string, 'base64'));
    tx.recentBlockhash = zero;
    const hash = tx
      .serialize({ requireAllSignatures: false, verifySignatures: false })
      .toString('base64');
    const inspection = await check(
      e,
      { recentBlockhash: zero, lastValidBlockHeight: '293847561' },
      { hash },
    );
    expect(inspection.verdict).toBe('differs');
    expect(row(inspection, 'Recent blockhash')!.status).toBe('differs');
    expect(stale(inspection)).not.toContain('293847561');
  });

  it('the blockhash without a height, or nothing: about 150 blocks, and what to pass', async () => {
    const about =
      '5y9j9pni49ds9EMRtiwdHP74bNJhWh34y9iEfPDUzT7A: valid for about 150 blocks (roughly a ' +
      'minute) after the API read it; sign and send promptly, or forge again. To know the last ' +
      'block height it can be sent at, pass the blockhash and lastValidBlockHeight ' +
      'getLatestBlockhash returns, as chainState.recentBlockhash and ' +
      'chainState.lastValidBlockHeight.';
    expect(stale(await check(e, { recentBlockhash: read.recentBlockhash }))).toBe(about);
    const unread = await check(e);
    expect(stale(unread)).toBe(about);
    expect(row(unread, 'Recent blockhash')).toMatchObject({
      status: 'state',
      expected: 'to confirm: a block hash the cluster gave in the last 150 blocks (about a minute)',
    });
  });

  it('refuses a height that is not a safe whole number, or without its blockhash', async () => {
    const heightMessage =
      'chainState.lastValidBlockHeight must be a block height: a whole number in decimal, ' +
      'below 2^53, as a string.';
    for (const height of [
      '9007199254740992',
      '18446744073709551615',
      '-1',
      '1e6',
      '12a',
      ' 7',
      '',
    ]) {
      await expect(
        check(e, { ...read, lastValidBlockHeight: height }),
        height,
      ).rejects.toMatchObject({ code: 'bad-request', message: heightMessage });
    }
    await expect(
      check(e, { ...read, lastValidBlockHeight: 293847561 as unknown as string }),
    ).rejects.toMatchObject({ message: heightMessage });
    expect((await check(e, { ...read, lastValidBlockHeight: '9007199254740991' })).verdict).toBe(
      'matches',
    );
    await expect(check(e, { lastValidBlockHeight: '293847561' })).rejects.toMatchObject({
      code: 'bad-request',
      message:
        'chainState.lastValidBlockHeight is the last valid height of a block hash: give the ' +
        'hash with it as chainState.recentBlockhash, both as getLatestBlockhash returns them.',
    });
  });

  it('refuses a blockhash that is not base58 of 32 bytes', async () => {
    const message =
      'chainState.recentBlockhash must be a block hash: base58 of 32 bytes, as a string.';
    for (const blockhash of [
      // 44 characters of base58 that encode 33 bytes
      'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz',
      // 32 characters that encode 24 bytes
      '22222222222222222222222222222222',
      '5y9j9pni49ds9EMRtiwdHP74bNJhWh34y9iEfPDUzT70',
      '',
    ]) {
      const error = await check(e, { recentBlockhash: blockhash }).catch((x: unknown) => x);
      expect(error, blockhash).toBeInstanceOf(InspectError);
      expect(error, blockhash).toMatchObject({ code: 'bad-request', message });
    }
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
