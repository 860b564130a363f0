// @vitest-environment node
// The checker against the API description's forge examples: every example decodes, and every part
// of it is explained by its request, its operation, chain state or a fee within the ceiling (or is
// open: a value only the chain can confirm). What each family may vary (state, fees) varies
// without a difference; the operation read from the transaction is never green; bad input gets
// the check's own error. Tampering is in tampering.test.ts and attacks.test.ts.
import { describe, expect, it } from 'vitest';
import { Transaction as EvmTransaction } from 'ethers';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { AuthInfo } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import * as EVM from '../evm/forge';
import * as EGLD from '../multiversx/forge';
import * as SOL from '../solana/forge';
import * as TM from '../tendermint/forge';
import { RESTAKE_BOTS } from '../tendermint/restake-bots';
import { forgeExamples, type ForgeExample } from './examples';
import { loadApiDocument } from '../../openapi/document/load';
import {
  assertSafeToSign,
  detectShape,
  ForgeCheckError,
  formatInspection,
  inspectForge,
  InspectError,
  summarizeInspection,
  type Inspection,
  type InspectInput,
} from './index';
import { formatUnits, parseUnits } from '../base/amounts';

const examples = forgeExamples(loadApiDocument());
const example = (operationId: string, name?: string): ForgeExample => {
  const found = examples.find((e) => e.operationId === operationId && e.name === name);
  if (!found) throw new Error(`no example ${operationId} ${name ?? ''}`);
  return structuredClone(found);
};
const check = (input: InspectInput) => inspectForge(input);
/** The rows that differ, but the summary row of every part (which differs whenever one does). */
const differing = (inspection: Inspection) =>
  inspection.checks
    .filter((c) => c.status === 'differs' && c.field !== 'transaction')
    .map((c) => c.label);
const row = (inspection: Inspection, label: string) =>
  inspection.checks.find((c) => c.label === label);
const withTransaction = (e: ForgeExample, transaction: Record<string, unknown>) => ({
  ...e.answer,
  transaction,
});

/** The examples whose transactions carry a value only the chain can confirm, and what it is. */
const OPEN = {
  forgeCxtStake: 'CXT validator id',
  forgeCxtUnstake: 'CXT validator id',
  forgeCxtUnstakeAll: 'CXT validator id',
  forgeCxtWithdraw: 'CXT validator id',
  forgeCxtClaimRewards: 'CXT validator id',
  forgePolRedelegate: 'Polygon validator ids',
  forgeStakeWiseUnstake: 'Vault shares to exit',
  forgeStakeWiseWithdraw: 'Exit-queue position',
  forgeSolWithdraw: 'Amount withdrawn (the whole balance of the stake account)',
} as Record<string, string>;

describe('every forge example of the API description', () => {
  it('covers every shape of forge answer', () => {
    const shapes = new Set(examples.map((e) => detectShape(e.answer).family));
    expect([...shapes].sort()).toEqual([
      'evm',
      'multiversx',
      'near',
      'polkadot',
      'solana',
      'tendermint',
    ]);
    expect(examples.length).toBe(47);
  });

  it.each(examples.map((e) => [`${e.operationId} ${e.name ?? ''}`, e] as const))(
    '%s: every part is explained (matches, or open where only the chain can confirm a value)',
    async (_, e) => {
      const inspection = await check({
        operationId: e.operationId,
        request: e.request,
        answer: e.answer,
      });
      expect(differing(inspection)).toEqual([]);
      const open = OPEN[e.operationId];
      expect(inspection.verdict).toBe(open ? 'open' : 'matches');
      expect(inspection.checks.filter((c) => c.status === 'open').map((c) => c.label)).toEqual(
        open ? [open] : [],
      );
      expect(row(inspection, 'Every part of the transaction')?.status).toBe('matches');
      expect(inspection.parts.length).toBeGreaterThan(3);
      expect(inspection.parts.filter((p) => p.source === 'differs')).toEqual([]);
      // Every field of the request has its row: where it lands, or why the transaction does not carry it.
      for (const field of Object.keys(e.request))
        expect(
          inspection.checks.map((c) => c.field),
          field,
        ).toContain(field);
    },
  );

  it.each(examples.map((e) => [`${e.operationId} ${e.name ?? ''}`, e] as const))(
    '%s: without the operation it is read from the transaction, said first, and never green',
    async (_, e) => {
      const inspection = await check({ request: e.request, answer: e.answer });
      expect(inspection.operationId).toBe(e.operationId);
      expect(inspection.operationDetected).toBe(true);
      expect(inspection.checks[0]).toMatchObject({
        field: 'operation',
        status: 'open',
        actual: e.operationId,
      });
      expect(inspection.checks[0]!.note).toMatch(
        /^Read from the transaction, as no operation was given/,
      );
      expect(inspection.verdict).toBe('open');
      const alone = await check({ answer: e.answer });
      expect(alone.verdict).toBe('unchecked');
    },
  );
});

describe('assertSafeToSign: the code API', () => {
  it('returns the inspection of a matching answer, and refuses an open one (the reader confirms first)', async () => {
    const pol = example('forgePolStake');
    await expect(
      assertSafeToSign({ operationId: pol.operationId, request: pol.request, answer: pol.answer }),
    ).resolves.toMatchObject({ verdict: 'matches' });
    const cxt = example('forgeCxtStake');
    const refused = await assertSafeToSign({
      operationId: cxt.operationId,
      request: cxt.request,
      answer: cxt.answer,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ForgeCheckError);
    expect((refused as Error).message).toMatch(
      /^Refusing to sign: a value in the forged transaction must be confirmed first\.\n  CXT validator id: OPEN, confirm it \(validatorId 3\)/,
    );
  });
  it('passes an open verdict only when every open value is confirmed with exactly its value', async () => {
    const cxt = example('forgeCxtStake');
    const input = { operationId: cxt.operationId, request: cxt.request, answer: cxt.answer };
    const open = (await check(input)).checks.filter((c) => c.status === 'open');
    expect(open.map((c) => [c.field, c.actual])).toEqual([
      ['data.args.validatorId', 'validatorId 3'],
    ]);
    await expect(
      assertSafeToSign({ ...input, confirmed: { 'data.args.validatorId': 'validatorId 3' } }),
    ).resolves.toMatchObject({ verdict: 'open' });
    // An attacker's value, a look-alike, a number, or a confirmation of another field: refused.
    const key = 'data.args.validatorId';
    for (const confirmed of [
      { [key]: 'validatorId 4' },
      { [key]: 'validatorId 03' },
      { [key]: 'validatorId 3 ' },
      { [key]: 3 },
      { [key]: ['validatorId 3'] },
      {},
      { validatorId: 'validatorId 3' },
      { amount: 'validatorId 3' },
    ]) {
      await expect(
        assertSafeToSign({ ...input, confirmed } as never),
        JSON.stringify(confirmed),
      ).rejects.toBeInstanceOf(ForgeCheckError);
    }
    // A value inherited from the prototype is not a confirmation.
    await expect(
      assertSafeToSign({ ...input, confirmed: Object.create({ [key]: 'validatorId 3' }) }),
    ).rejects.toBeInstanceOf(ForgeCheckError);
  });
  it('refuses when only some of the open values are confirmed', async () => {
    const e = example('forgeStakeWiseWithdraw');
    const input = { operationId: e.operationId, request: e.request, answer: e.answer };
    const open = (await check(input)).checks.filter((c) => c.status === 'open');
    expect(open.length).toBeGreaterThan(0);
    const all = Object.fromEntries(open.map((c) => [c.field, c.actual!]));
    await expect(assertSafeToSign({ ...input, confirmed: all })).resolves.toMatchObject({
      verdict: 'open',
    });
    // Each open row is dropped in turn (the others confirmed): every partial confirmation is refused.
    for (const field of Object.keys(all)) {
      const partial = { ...all };
      delete partial[field];
      await expect(
        assertSafeToSign({ ...input, confirmed: partial }),
        field,
      ).rejects.toBeInstanceOf(ForgeCheckError);
    }
    // The matching rows confirmed in place of the open ones: refused.
    const matching = Object.fromEntries(
      (await check(input)).checks
        .filter((c) => c.status === 'matches' && c.actual !== undefined)
        .map((c) => [c.field, c.actual!]),
    );
    await expect(assertSafeToSign({ ...input, confirmed: matching })).rejects.toBeInstanceOf(
      ForgeCheckError,
    );
  });
  it('never turns a part that differs into a pass, and leaves a matching answer as it is', async () => {
    const cxt = example('forgeCxtStake');
    const tampered = { ...cxt.request, amount: `${String(cxt.request.amount)}0` };
    const inspection = await check({
      operationId: cxt.operationId,
      request: tampered,
      answer: cxt.answer,
    });
    expect(inspection.verdict).toBe('differs');
    const everything = Object.fromEntries(
      inspection.checks.filter((c) => c.actual !== undefined).map((c) => [c.field, c.actual!]),
    );
    await expect(
      assertSafeToSign({
        operationId: cxt.operationId,
        request: tampered,
        answer: cxt.answer,
        confirmed: { ...everything, 'data.args.validatorId': 'validatorId 3' },
      }),
    ).rejects.toBeInstanceOf(ForgeCheckError);
    const pol = example('forgePolStake');
    await expect(
      assertSafeToSign({
        operationId: pol.operationId,
        request: pol.request,
        answer: pol.answer,
        confirmed: { validatorAddress: 'anything' },
      }),
    ).resolves.toMatchObject({
      verdict: 'matches',
    });
  });
  it('needs the operation and the request', async () => {
    const pol = example('forgePolStake');
    await expect(
      assertSafeToSign({ request: pol.request, answer: pol.answer } as never),
    ).rejects.toMatchObject({ code: 'unknown-operation' });
    await expect(
      assertSafeToSign({ operationId: pol.operationId, answer: pol.answer } as never),
    ).rejects.toMatchObject({ code: 'bad-request' });
  });
});

describe('what may vary: chain state, and fees up to the ceiling', () => {
  it(
    'EVM: another nonce, and lower fees than the forge offers, still match; each fee above its ' +
      'ceiling differs',
    async () => {
      const e = example('forgePolStake');
      const edit = async (change: (tx: EvmTransaction) => void) => {
        const tx = EvmTransaction.from(e.answer.transaction.serializedUnsignedTx as string);
        change(tx);
        return check({
          operationId: e.operationId,
          request: e.request,
          answer: withTransaction(e, { serializedUnsignedTx: tx.unsignedSerialized }),
        });
      };
      const varied = await edit((tx) => {
        tx.nonce = 981;
        tx.gasLimit = 200_000n;
        tx.maxFeePerGas = 12_000_000_000n;
        tx.maxPriorityFeePerGas = 1_000_000_000n;
      });
      expect(varied.verdict).toBe('matches');
      expect(row(varied, 'Nonce')).toMatchObject({ status: 'state', actual: '981' });
      expect(row(varied, 'Max fee per gas')).toMatchObject({
        status: 'fee',
        actual:
          '12.0 gwei; the fee is at most 0.0024 ETH (2400000000000000 wei) (gas limit × max fee)',
      });
      // Less gas than the forge's 350,000 passes, with the risk said.
      expect(row(varied, 'Gas limit')?.note).toBe(
        "Less than the forge's 350000 gas: the call may run out of gas and fail, and then its " +
          'fee is paid and nothing is staked.',
      );
      // POL stake: at most 700,000 gas, gas limit × max fee at most 0.021 ETH, at most 3 gwei of
      // priority fee.
      expect(differing(await edit((tx) => (tx.gasLimit = 700_001n)))).toEqual([
        'Gas limit',
        'Max fee per gas',
      ]);
      expect(
        differing(
          await edit((tx) => {
            tx.gasLimit = 700_000n;
            tx.maxFeePerGas = 30_000_000_001n;
          }),
        ),
      ).toEqual(['Max fee per gas']);
      expect(differing(await edit((tx) => (tx.maxPriorityFeePerGas = 3_000_000_001n)))).toEqual([
        'Max priority fee per gas',
      ]);
      expect(row(await edit(() => undefined), 'Max fee per gas')?.expected).toBe(
        'gas limit × max fee at most 0.021 ETH (21000000000000000 wei) (700000 gas × the high ' +
          'max fee, 30.0 gwei)',
      );
    },
  );

  it(
    'Tendermint: another account number, sequence, no public key (a first transaction) and a ' +
      'lower fee still match, in every signing format',
    async () => {
      const e = example('forgeTendermintStake', 'EVMOS');
      const state = {
        accountNumber: 5n,
        sequence: 42n,
        publicKey: null,
        grant: null,
        grantee: RESTAKE_BOTS.EVMOS,
        now: new Date(),
      };
      // As JSON, as the API sends it (the forge's formats share objects).
      const forged = JSON.parse(
        JSON.stringify(TM.forge(e.operationId, 'EVMOS', e.request, state)),
      ) as Record<
        string,
        {
          authInfoBytes: string;
          signDoc?: { fee: { amount: { amount: string }[] } };
          typedData?: { message: { fee: { amount: { amount: string }[] } } };
        } | null
      >;
      // A fee of 1,000 aevmos below the forge's, set in every format alike.
      for (const variant of Object.values(forged)) {
        if (!variant) continue;
        const auth = AuthInfo.decode(fromBase64(variant.authInfoBytes));
        auth.fee!.amount[0]!.amount = String(BigInt(auth.fee!.amount[0]!.amount) - 1000n);
        variant.authInfoBytes = toBase64(AuthInfo.encode(auth).finish());
        const doc = variant.signDoc ?? variant.typedData?.message;
        if (doc) doc.fee.amount[0]!.amount = String(BigInt(doc.fee.amount[0]!.amount) - 1000n);
      }
      const inspection = await check({
        operationId: e.operationId,
        request: e.request,
        answer: withTransaction(e, forged),
      });
      expect(differing(inspection)).toEqual([]);
      expect(inspection.verdict).toBe('matches');
      expect(row(inspection, 'Signer (the public key in authInfoBytes)')).toMatchObject({
        status: 'state',
        actual: 'no public key',
        note: expect.stringContaining("This is how the API forges an account's first transaction"),
      });
      expect(row(inspection, 'Fee')).toMatchObject({
        status: 'fee',
        actual: '0.006249999999999 EVMOS (6249999999999000 aevmos)',
        expected:
          'one coin of aevmos, at most 0.02 EVMOS (20000000000000000 aevmos) (500000 gas × ' +
          'the high gas price, 40000000000 aevmos)',
      });
      expect(row(inspection, 'Sequence')).toMatchObject({ status: 'state', actual: '42' });
    },
  );

  it('Solana: another recent blockhash and seed still match', async () => {
    const e = example('forgeSolStake');
    const state = {
      recentBlockhash: 'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi',
      epoch: 900,
      stakeSeed: 'stake:2027-03-01:4',
      splitSeed: 'split',
    };
    const inspection = await check({
      operationId: e.operationId,
      request: e.request,
      answer: withTransaction(e, await SOL.forge(e.operationId, e.request, state)),
    });
    expect(inspection.verdict).toBe('matches');
    expect(row(inspection, 'Seed of the new stake account')).toMatchObject({
      status: 'state',
      actual: 'stake:2027-03-01:4',
    });
  });

  it("MultiversX: another nonce and a lower gas price still match; a gas limit above twice the forge's differs", async () => {
    const e = example('forgeEgldStake');
    const forged = {
      ...EGLD.forge(e.operationId, e.request, { nonce: 77 }),
      gasPrice: 999_999_999,
    };
    expect(
      (
        await check({
          operationId: e.operationId,
          request: e.request,
          answer: withTransaction(e, forged),
        })
      ).verdict,
    ).toBe('matches');
    expect(
      differing(
        await check({
          operationId: e.operationId,
          request: e.request,
          answer: withTransaction(e, { ...forged, gasLimit: 24_000_001 }),
        }),
      ),
      // 24,000,001 gas at 999,999,999 atto-EGLD is over the 0.024 EGLD ceiling too.
    ).toEqual(['Gas limit', 'Gas price']);
  });
});

describe('what the decoded transaction shows', () => {
  it('amounts and fees in the main unit and in base units, as strings', async () => {
    const atom = await check({ answer: example('forgeTendermintStake', 'ATOM').answer });
    expect(atom.decoded.amount?.value).toBe('25 ATOM (25000000 uatom)');
    expect(atom.decoded.amount?.amount).toEqual({
      value: '25',
      unit: 'ATOM',
      base: '25000000',
      baseUnit: 'uatom',
    });
    expect(atom.decoded.fee[0]?.value).toBe('0.00625 ATOM (6250 uatom)');
    const near = await check({ answer: example('forgeNearStake').answer });
    expect(near.decoded.amount?.value).toBe('100 NEAR (100000000000000000000000000 yoctoNEAR)');
    expect(near.decoded.fee[0]?.value).toBe(
      '75 Tgas (75000000000000 gas; ceiling 300 Tgas, 0.03 NEAR)',
    );
    const sol = await check({ answer: example('forgeSolStake').answer });
    expect(sol.decoded.amount?.value).toBe('10 SOL (10000000000 lamports)');
    expect(sol.decoded.fee[0]?.value).toBe('0.000005 SOL (5000 lamports)');
    const pol = await check({
      operationId: 'forgePolStake',
      answer: example('forgePolStake').answer,
    });
    expect(pol.decoded.fee.map((f) => `${f.label}: ${f.value}`)).toEqual([
      'Gas limit: 350000 (ceiling 700000)',
      'Max fee per gas: 30.0 gwei (high max fee 30.0 gwei)',
      'Max priority fee per gas: 1.5 gwei (ceiling 3.0 gwei)',
      'Fee at most (gas limit × max fee per gas): 0.0105 ETH (10500000000000000 wei)',
      'Fee ceiling of this operation: 0.021 ETH (21000000000000000 wei)',
    ]);
    const egld = await check({
      operationId: 'forgeEgldStake',
      answer: example('forgeEgldStake').answer,
    });
    expect(egld.decoded.fee.at(-1)?.value).toBe('0.024 EGLD (24000000000000000 atto-EGLD)');
  });

  it('where each request value lands: the rows name the part of the transaction', async () => {
    const pol = example('forgePolStake');
    const inspection = await check({
      operationId: pol.operationId,
      request: pol.request,
      answer: pol.answer,
    });
    expect(row(inspection, 'Validator')).toMatchObject({
      status: 'matches',
      parts: ['to'],
      note: 'In the transaction: Contract called (to).',
    });
    expect(row(inspection, 'Amount')).toMatchObject({
      status: 'matches',
      expected: '1000 POL',
      actual: '1000 POL (1000000000000000000000 wei)',
      parts: ['data.args._amount'],
    });
    expect(row(inspection, 'Delegator (your address)')).toMatchObject({
      status: 'absent',
      note: expect.stringMatching(/names no sender/),
    });
  });

  it('prints for a program and a terminal', async () => {
    const atom = example('forgeTendermintStake', 'ATOM');
    const inspection = await check({
      operationId: atom.operationId,
      request: atom.request,
      answer: atom.answer,
    });
    expect(summarizeInspection(inspection)).toBe(
      '/cosmos.staking.v1beta1.MsgDelegate, 25 ATOM (25000000 uatom), Validator: ' +
        'cosmosvaloper123dc8a7lddwhu8eq938rzj7hu2rryq7vz7z04p\nChecked against the request: ' +
        'all 50 parts explained (9 from the request, 35 fixed by the operation, 3 chain state, ' +
        '3 fee).',
    );
    expect(formatInspection(inspection).split('\n').slice(0, 2)).toEqual([
      'MATCHES: every part of the transaction is explained by the request',
      'Operation: forgeTendermintStake',
    ]);
  });
});

describe("bad input gets the check's own error", () => {
  const codeOf = async (input: InspectInput) => {
    try {
      await check(input);
    } catch (error) {
      if (error instanceof InspectError) return [error.code, error.message];
      throw error;
    }
    return ['no error', ''];
  };
  it('not a forge answer', async () => {
    expect((await codeOf({ answer: 'hello' }))[0]).toBe('not-a-forge-answer');
    expect(await codeOf({ answer: { uuid: 'x', transaction: { foo: 1 } } })).toEqual([
      'not-a-forge-answer',
      expect.stringMatching(/none of the shapes of the API/),
    ]);
  });
  it('a shape that does not match the chosen operation', async () => {
    const [code, message] = await codeOf({
      operationId: 'forgeSolStake',
      answer: example('forgePolStake').answer,
    });
    expect(code).toBe('shape-mismatch');
    expect(message).toBe(
      'This answer holds an Ethereum-type transaction (serializedUnsignedTx), but ' +
        'forgeSolStake answers with a Solana transaction (hash). Was it forged for another ' +
        'chain?',
    );
  });
  it('truncated hex and base64 are named before any chain library loads', () => {
    const pol = example('forgePolStake');
    expect(() =>
      detectShape(
        withTransaction(pol, {
          serializedUnsignedTx: (pol.answer.transaction.serializedUnsignedTx as string).slice(
            0,
            -1,
          ),
        }),
      ),
    ).toThrow(/odd number of digits/);
    const sol = example('forgeSolStake');
    expect(() =>
      detectShape(
        withTransaction(sol, { hash: (sol.answer.transaction.hash as string).slice(0, -1) }),
      ),
    ).toThrow(/not a multiple of 4: it may have been cut off/);
  });
  it('cut off inside: each family says it does not decode', async () => {
    const pol = example('forgePolStake');
    expect(
      await codeOf({
        operationId: pol.operationId,
        answer: withTransaction(pol, {
          serializedUnsignedTx: (pol.answer.transaction.serializedUnsignedTx as string).slice(
            0,
            -6,
          ),
        }),
      }),
    ).toEqual(['malformed', expect.stringMatching(/does not decode as an Ethereum transaction/)]);
    const atom = example('forgeTendermintStake', 'ATOM');
    const direct = atom.answer.transaction.signDirect as { bodyBytes: string };
    direct.bodyBytes = direct.bodyBytes.slice(0, -8);
    expect(await codeOf({ operationId: atom.operationId, answer: atom.answer })).toEqual([
      'malformed',
      expect.stringMatching(/^signDirect.bodyBytes does not decode as a Cosmos TxBody/),
    ]);
    const dot = example('forgeDotPoolStake');
    expect(
      (
        await codeOf({
          answer: withTransaction(dot, {
            extrinsicHex: (dot.answer.transaction.extrinsicHex as string).slice(0, -2),
          }),
        })
      )[1],
    ).toMatch(/does not decode as a Polkadot Asset Hub extrinsic/);
  });
  it('an unknown method: no forge call of the API makes it, with or without the operation', async () => {
    const e = example('forgePolStake');
    const tx = EvmTransaction.from(e.answer.transaction.serializedUnsignedTx as string);
    tx.data = EVM.ABI.erc20.encodeFunctionData('approve', [
      '0x6ebD37060f92c8512bCa2b3dB91Bf4C31cc7332A',
      1n,
    ]);
    const answer = withTransaction(e, { serializedUnsignedTx: tx.unsignedSerialized });
    const inspection = await check({ operationId: e.operationId, request: e.request, answer });
    expect(row(inspection, 'Contract method')).toMatchObject({
      status: 'differs',
      expected: 'buyVoucherPOL(uint256,uint256)',
      actual: 'approve(address,uint256)',
    });
    const alone = await check({ request: e.request, answer });
    expect(alone.operationId).toBeUndefined();
    expect(alone.verdict).toBe('differs');
  });
  it(
    'an unknown operation, a request that is not an object, an amount that is not a decimal, a ' +
      'request the operation does not accept',
    async () => {
      const e = example('forgePolStake');
      expect((await codeOf({ operationId: 'forgeBtcStake', answer: e.answer }))[0]).toBe(
        'unknown-operation',
      );
      expect(
        (await codeOf({ operationId: e.operationId, request: [] as never, answer: e.answer }))[0],
      ).toBe('bad-request');
      expect(
        await codeOf({
          operationId: e.operationId,
          request: { ...e.request, amount: 1000 },
          answer: e.answer,
        }),
      ).toEqual([
        'bad-request',
        'The request is not one forgePolStake accepts: amount must be a positive decimal string, such as "12.5".',
      ]);
      expect(
        await codeOf({
          operationId: e.operationId,
          request: { delegatorAddress: e.request.delegatorAddress },
          answer: e.answer,
        }),
      ).toEqual([
        'bad-request',
        'The request is not one forgePolStake accepts: validatorAddress, amount are missing.',
      ]);
      expect(
        await codeOf({
          operationId: e.operationId,
          request: { ...e.request, stakeAccountAddress: 'x' },
          answer: e.answer,
        }),
      ).toEqual([
        'bad-request',
        'The request is not one forgePolStake accepts: stakeAccountAddress is not a field of forgePolStake.',
      ]);
    },
  );
});

describe('amounts are bigint arithmetic', () => {
  it('parses and formats without losing digits', () => {
    const near = { symbol: 'NEAR', decimals: 24, base: 'yoctoNEAR' };
    expect(parseUnits('123456789.123456789123456789123456', near)).toBe(
      123456789123456789123456789123456n,
    );
    expect(formatUnits(123456789123456789123456789123456n, 24)).toBe(
      '123456789.123456789123456789123456',
    );
    expect(formatUnits(6250n, 6)).toBe('0.00625');
    expect(() => parseUnits('0.0000001', { symbol: 'ATOM', decimals: 6, base: 'uatom' })).toThrow(
      'amount "0.0000001" has more decimals than ATOM has (6).',
    );
    expect(() => parseUnits('1e3', near)).toThrow(/must be a decimal string/);
  });
});
