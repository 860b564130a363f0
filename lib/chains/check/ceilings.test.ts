// @vitest-environment node
// The fee ceilings the pages state are the ones the check holds fees to: the check page and the
// chain pages show the tables of lib/chains/tables/fees.ts, each row as the check's rule gives it.
import { readFileSync } from 'node:fs';
import { concat, encodeRlp, toBeArray, Transaction as EvmTransaction } from 'ethers';
import { describe, expect, it } from 'vitest';
import { feeCeiling as evmCeiling } from '../evm/rebuild';
import * as EVM from '../evm/forge';
import * as EGLD from '../multiversx/forge';
import { feeCeiling as egldCeiling } from '../multiversx/check';
import * as TM from '../tendermint/forge';
import { feeCeiling as nearCeiling } from '../near/check';
import { feeCeilingTables } from '../tables/fees';
import type { FactTable } from '../base/fact-text';
import { feeCeiling as tendermintCeiling } from '../tendermint/rebuild';
import { networkByIdentifier, TENDERMINT_NETWORKS } from '../tendermint/networks';
import { formatUnits } from '../base/amounts';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { AuthInfo } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { inspectForge, type Inspection } from './index';
import { forgeExamples } from './examples';
import { loadApiDocument } from '../../openapi/document/load';

/** A table of the model as plain rows: the header's text, then each cell's. */
const plain = (table: FactTable) =>
  table.rows.map(({ header, cells }) => [
    header.map((piece) => (typeof piece === 'string' ? piece : piece.text)).join(''),
    ...cells.map((cell) => cell.map((fact) => fact.text.join('')).join('; ')),
  ]);
/** Per operation of a table whose header names operations: its cells. */
const byOperation = (table: FactTable) =>
  new Map(
    plain(table).flatMap(([operations, ...cells]) =>
      operations!.split(', ').map((operationId) => [operationId, cells] as const),
    ),
  );

describe("the pages' fee ceilings are the check's", () => {
  it('the check page and each chain page show the tables of the fee ceilings', () => {
    const read = (file: string) => readFileSync(`content/docs/${file}.mdx`, 'utf8');
    const check = read('check-a-transaction');
    for (const family of ['evm', 'tendermint', 'multiversx'])
      expect(check).toContain(`<FeeCeilings family="${family}" />`);
    expect(read('chains/evm')).toContain('<FeeCeilings family="evm" />');
    expect(read('chains/tendermint')).toContain('<FeeCeilings family="tendermint" />');
    expect(read('chains/multiversx')).toContain('<FeeCeilings family="multiversx" />');
    expect(read('chains/near')).toContain('<FeeCeilings family="near" />');
  });

  it('Ethereum-type chains: every operation, its gas limit and the fee at most', () => {
    const [table] = feeCeilingTables('evm');
    expect(table!.columns).toEqual([
      'operation',
      "forge's gas",
      'gas limit at most',
      'high max fee',
      'fee at most',
    ]);
    const rows = byOperation(table!);
    expect([...rows.keys()].sort()).toEqual(Object.keys(EVM.OPERATIONS).sort());
    expect(rows.get('forgePolStake')).toEqual(['350,000', '700,000', '30 gwei', '0.021 ETH']);
    expect(rows.get('forgePolRedelegate')).toEqual(['400,000', '800,000', '30 gwei', '0.024 ETH']);
    expect(rows.get('forgeCxtApprove')).toEqual(['60,000', '120,000', '30 gwei', '0.0036 ETH']);
    expect(rows.get('forgeChilizStake')).toEqual(['150,000', '300,000', '3,000 gwei', '0.9 CHZ']);
    for (const [operationId, cells] of rows) {
      const ceiling = evmCeiling(operationId);
      expect(cells, operationId).toEqual([
        ceiling.gas.toLocaleString('en-US'),
        ceiling.gasLimit.toLocaleString('en-US'),
        `${Number(formatUnits(ceiling.maxFeePerGas, 9)).toLocaleString('en-US')} gwei`,
        `${formatUnits(ceiling.fee, 18)} ${ceiling.network === 'CHILIZ' ? 'CHZ' : 'ETH'}`,
      ]);
    }
  });

  it('NEAR: every operation, the gas its call may attach and the fee at most', () => {
    expect(plain(feeCeilingTables('near')[0]!)).toEqual([
      ['forgeNearStake, forgeNearUnstake, forgeNearWithdraw', '75 Tgas', '300 Tgas', '0.03 NEAR'],
    ]);
    expect(nearCeiling()).toEqual({
      gas: 75_000_000_000_000n,
      gasLimit: 300_000_000_000_000n,
      fee: 30_000_000_000_000_000_000_000n,
    });
  });

  it('MultiversX: every operation, its gas limit and the fee at most', () => {
    const rows = byOperation(feeCeilingTables('multiversx')[0]!);
    expect([...rows.keys()].sort()).toEqual(Object.keys(EGLD.OPERATIONS).sort());
    expect(rows.get('forgeEgldStake')).toEqual(['12,000,000', '24,000,000', '0.024 EGLD']);
    expect(rows.get('forgeEgldClaimRewards')).toEqual(['6,000,000', '12,000,000', '0.012 EGLD']);
    for (const [operationId, cells] of rows) {
      const ceiling = egldCeiling(operationId);
      expect(cells, operationId).toEqual([
        ceiling.gas.toLocaleString('en-US'),
        ceiling.gasLimit.toLocaleString('en-US'),
        `${formatUnits(ceiling.fee, 18)} EGLD`,
      ]);
    }
  });

  it('Cosmos SDK chains: the gas of each operation, the gas price of each identifier and the most a redelegation pays', () => {
    const [gas, fees] = feeCeilingTables('tendermint');
    const gasRows = byOperation(gas!);
    expect([...gasRows.keys()].sort()).toEqual(Object.keys(TM.GAS).sort());
    expect(gasRows.get('forgeTendermintStake')).toEqual(['250,000', '500,000']);
    expect(gasRows.get('forgeTendermintRedelegate')).toEqual(['350,000', '700,000']);
    for (const [operationId, [, most]] of gasRows)
      expect(most, operationId).toBe(
        tendermintCeiling(operationId, 'ATOM').gas.toLocaleString('en-US'),
      );
    expect(fees!.columns).toEqual([
      'identifier',
      'high gas price',
      'fee at most (700,000 gas, a redelegation)',
    ]);
    const rows = plain(fees!);
    expect(rows.map(([identifier]) => identifier)).toEqual(
      TENDERMINT_NETWORKS.map((n) => n.identifier),
    );
    expect(rows[0]).toEqual(['ATOM', '0.03 uatom', '0.021 ATOM']);
    expect(rows.find(([identifier]) => identifier === 'COREUM')).toEqual([
      'COREUM',
      '62.5 ucore',
      '43.75 COREUM',
    ]);
    for (const [identifier, price, fee] of rows) {
      const ceiling = tendermintCeiling('forgeTendermintRedelegate', identifier!);
      expect(ceiling.gas).toBe(700_000n);
      expect([price, fee], identifier).toEqual([
        `${ceiling.gasPrice} ${ceiling.denom}`,
        `${formatUnits(ceiling.fee, networkByIdentifier(identifier!)!.decimals)} ${identifier}`,
      ]);
    }
  });
});

const examples = forgeExamples(loadApiDocument());
const example = (operationId: string, name?: string) =>
  structuredClone(
    examples.find((e) => e.operationId === operationId && (name === undefined || e.name === name))!,
  );
/** The row that sums up the others: it differs whenever one of them does. */
const EVERY_PART = 'Every part of the transaction';
const differing = (inspection: Inspection) =>
  inspection.checks.filter((check) => check.status === 'differs').map((check) => check.label);

type CosmosVariant = {
  authInfoBytes: string;
  signDoc?: { fee: { amount: { amount: string }[]; gas: string } };
} | null;

/** The ATOM stake of the description with this fee and gas limit, set in every signing format. */
async function atomStake(fee: bigint, gas: bigint): Promise<Inspection> {
  const e = example('forgeTendermintStake', 'ATOM');
  const answer = e.answer as unknown as { transaction: Record<string, CosmosVariant> };
  for (const variant of Object.values(answer.transaction)) {
    if (!variant) continue;
    const auth = AuthInfo.decode(fromBase64(variant.authInfoBytes));
    auth.fee!.amount[0]!.amount = String(fee);
    auth.fee!.gasLimit = gas;
    variant.authInfoBytes = toBase64(AuthInfo.encode(auth).finish());
    if (variant.signDoc) {
      variant.signDoc.fee.amount[0]!.amount = String(fee);
      variant.signDoc.fee.gas = String(gas);
    }
  }
  return inspectForge({
    operationId: e.operationId,
    stakingIdentifier: 'ATOM',
    request: e.request,
    answer,
  });
}

/** The NEAR stake of the description with this much gas attached to its call. */
async function nearStake(gas: bigint): Promise<Inspection> {
  const e = example('forgeNearStake');
  const answer = e.answer as unknown as { transaction: { actions: { params: { gas: string } }[] } };
  answer.transaction.actions[0]!.params.gas = String(gas);
  return inspectForge({ operationId: e.operationId, request: e.request, answer });
}

/** The POL stake of the description (350,000 gas, 30 gwei, 1.5 gwei) with its fees changed. */
async function evmStake(
  change: (tx: EvmTransaction) => void,
  operationId = 'forgePolStake',
): Promise<Inspection> {
  const e = example(operationId);
  const tx = EvmTransaction.from(e.answer.transaction.serializedUnsignedTx as string);
  change(tx);
  return inspectForge({
    operationId: e.operationId,
    request: e.request,
    answer: { ...e.answer, transaction: { serializedUnsignedTx: tx.unsignedSerialized } },
  });
}
const GWEI = 10n ** 9n;

/** The EGLD stake of the description (12,000,000 gas at 1,000,000,000) with this gas and price. */
async function egldStake(
  gasLimit: unknown,
  gasPrice: unknown = 1_000_000_000,
): Promise<Inspection> {
  const e = example('forgeEgldStake');
  return inspectForge({
    operationId: e.operationId,
    request: e.request,
    answer: { ...e.answer, transaction: { ...e.answer.transaction, gasLimit, gasPrice } },
  });
}

describe('fee ceilings by the money at risk: what a wallet chooses passes, an absurd fee does not', () => {
  it('MultiversX (EGLD stake): 1.2, 1.5, 2 times the gas at the lowest price match', async () => {
    for (const gas of [14_400_000, 18_000_000, 24_000_000]) {
      const inspection = await egldStake(gas);
      expect([gas, inspection.verdict]).toEqual([gas, 'matches']);
    }
    // The most: 24,000,000 gas at 1,000,000,000 atto-EGLD: 0.024 EGLD.
    const most = await egldStake(24_000_000);
    expect(most.checks.find((check) => check.label === 'Gas limit')).toMatchObject({
      status: 'fee',
      actual: '24000000',
      expected: "at most 24000000 (twice the forge's gas for forgeEgldStake, 12000000)",
    });
    expect(most.checks.find((check) => check.label === 'Gas price')).toMatchObject({
      status: 'fee',
      actual:
        '0.000000001 EGLD (1000000000 atto-EGLD) per gas; the fee is at most 0.024 EGLD ' +
        '(24000000000000000 atto-EGLD) (gas limit × gas price)',
      expected:
        "at most 0.000000001 EGLD (1000000000 atto-EGLD) per gas, the network's lowest, and gas " +
        'limit × gas price at most 0.024 EGLD (24000000000000000 atto-EGLD) (24000000 gas × ' +
        'that price)',
    });
    // Less than the forge's gas passes, with the risk said.
    const less = await egldStake(6_000_000);
    expect(less.verdict).toBe('matches');
    expect(less.checks.find((check) => check.label === 'Gas limit')?.note).toBe(
      "Less than the forge's 12000000 gas: the call may run out of gas and fail, and then its " +
        'fee is paid and nothing is staked.',
    );
  });

  it('MultiversX (EGLD stake): gas over 24,000,000 or none, a higher price differ', async () => {
    expect(differing(await egldStake(24_000_001))).toEqual(['Gas limit', 'Gas price', EVERY_PART]);
    expect(differing(await egldStake(120_000_000))).toEqual(['Gas limit', 'Gas price', EVERY_PART]);
    expect(differing(await egldStake(600_000_000))).toEqual(['Gas limit', 'Gas price', EVERY_PART]);
    expect(differing(await egldStake(0))).toEqual(['Gas limit', EVERY_PART]);
    // The forge's gas at twice the lowest price would stay within 0.024 EGLD, but no wallet
    // sends it: the price stays at most the lowest.
    expect(differing(await egldStake(12_000_000, 2_000_000_000))).toEqual([
      'Gas price',
      EVERY_PART,
    ]);
    expect(differing(await egldStake(12_000_000, 1_000_000_000_000))).toEqual([
      'Gas price',
      EVERY_PART,
    ]);
  });

  it('EVM (POL stake): 1.2, 1.5, 2 times the gas, a 2 gwei priority fee: all match', async () => {
    for (const gas of [420_000n, 525_000n, 700_000n]) {
      const inspection = await evmStake((tx) => (tx.gasLimit = gas));
      expect([gas, inspection.verdict]).toEqual([gas, 'matches']);
    }
    expect((await evmStake((tx) => (tx.maxPriorityFeePerGas = 2n * GWEI))).verdict).toBe('matches');
    // The most: 700,000 gas at the high max fee, 30 gwei: 0.021 ETH.
    const most = await evmStake((tx) => (tx.gasLimit = 700_000n));
    expect(most.checks.find((check) => check.label === 'Gas limit')).toMatchObject({
      status: 'fee',
      actual: '700000',
      expected: "at most 700000 (twice the forge's gas for forgePolStake, 350000)",
    });
    expect(most.checks.find((check) => check.label === 'Max fee per gas')).toMatchObject({
      status: 'fee',
      actual:
        '30.0 gwei; the fee is at most 0.021 ETH (21000000000000000 wei) (gas limit × max fee)',
      expected:
        'gas limit × max fee at most 0.021 ETH (21000000000000000 wei) (700000 gas × the high ' +
        'max fee, 30.0 gwei)',
    });
    // The forge's gas at twice the high max fee costs no more: 350,000 × 60 gwei = 0.021 ETH.
    expect((await evmStake((tx) => (tx.maxFeePerGas = 60n * GWEI))).verdict).toBe('matches');
    // Chiliz Chain: 1.5 times the gas of a stake at 3,000 gwei, 0.675 CHZ of the 0.9 CHZ ceiling.
    const chiliz = await evmStake((tx) => (tx.gasLimit = 225_000n), 'forgeChilizStake');
    expect(chiliz.verdict).toBe('matches');
    expect(chiliz.checks.find((check) => check.label === 'Max fee per gas')?.expected).toBe(
      'gas limit × max fee at most 0.9 CHZ (900000000000000000 wei) (300000 gas × the high ' +
        'max fee, 3000.0 gwei)',
    );
  });

  it('EVM (POL stake): a fee over 0.021 ETH, gas over 700,000 or none, differ', async () => {
    // Twice the gas at one wei per gas over the high max fee: 0.021000000000700000 ETH.
    expect(
      differing(
        await evmStake((tx) => {
          tx.gasLimit = 700_000n;
          tx.maxFeePerGas = 30n * GWEI + 1n;
        }),
      ),
    ).toEqual(['Max fee per gas', EVERY_PART]);
    // Ten times the gas: 3,500,000 at 30 gwei, 0.105 ETH.
    const tenTimes = await evmStake((tx) => (tx.gasLimit = 3_500_000n));
    expect(differing(tenTimes)).toEqual(['Gas limit', 'Max fee per gas', EVERY_PART]);
    expect(tenTimes.checks.find((check) => check.label === 'Max fee per gas')?.actual).toBe(
      '30.0 gwei; the fee is at most 0.105 ETH (105000000000000000 wei) (gas limit × max fee)',
    );
    expect(differing(await evmStake((tx) => (tx.gasLimit = 30_000_000n)))).toEqual([
      'Gas limit',
      'Max fee per gas',
      EVERY_PART,
    ]);
    expect(differing(await evmStake((tx) => (tx.gasLimit = 0n)))).toEqual([
      'Gas limit',
      EVERY_PART,
    ]);
    // 1,000 gwei at the forge's gas: 0.35 ETH.
    const thousand = await evmStake((tx) => (tx.maxFeePerGas = 1_000n * GWEI));
    expect(differing(thousand)).toEqual(['Max fee per gas', EVERY_PART]);
    expect(thousand.checks.find((check) => check.label === 'Max fee per gas')?.actual).toBe(
      '1000.0 gwei; the fee is at most 0.35 ETH (350000000000000000 wei) (gas limit × max fee)',
    );
    // A priority fee above the max fee: no transaction a chain accepts, refused before it is read.
    const e = example('forgePolStake');
    const tx = EvmTransaction.from(e.answer.transaction.serializedUnsignedTx as string);
    const field = (value: bigint) => (value === 0n ? '0x' : toBeArray(value));
    const priorityAboveMax = concat([
      '0x02',
      encodeRlp([
        ...[tx.chainId, BigInt(tx.nonce), 1_500_000_000n, GWEI, tx.gasLimit].map(field),
        tx.to!,
        field(tx.value),
        tx.data,
        [],
      ]),
    ]);
    await expect(
      inspectForge({
        operationId: e.operationId,
        request: e.request,
        answer: { ...e.answer, transaction: { serializedUnsignedTx: priorityAboveMax } },
      }),
    ).rejects.toMatchObject({
      code: 'malformed',
      message: expect.stringContaining('priorityFee cannot be more than maxFee'),
    });
    expect(differing(await evmStake((tx) => (tx.maxPriorityFeePerGas = 3n * GWEI + 1n)))).toEqual([
      'Max priority fee per gas',
      EVERY_PART,
    ]);
  });

  it("Cosmos SDK (ATOM): the forge's fee, more gas, the high gas price: all match", async () => {
    // The forge's own: 250,000 gas at 0.025 uatom.
    expect((await atomStake(6_250n, 250_000n)).verdict).toBe('matches');
    // A wallet's simulation with its margin, at the same price.
    expect((await atomStake(7_500n, 300_000n)).verdict).toBe('matches');
    // The most: 500,000 gas at the high gas price, 0.03 uatom: 0.015 ATOM.
    const most = await atomStake(15_000n, 500_000n);
    expect(most.verdict).toBe('matches');
    expect(most.checks.find((check) => check.label === 'Fee')).toMatchObject({
      status: 'fee',
      actual: '0.015 ATOM (15000 uatom)',
      expected:
        'one coin of uatom, at most 0.015 ATOM (15000 uatom) (500000 gas × the high gas ' +
        'price, 0.03 uatom)',
    });
  });

  it("Cosmos SDK (ATOM): one uatom over, a whole ATOM, or gas beyond twice the forge's differ", async () => {
    expect(differing(await atomStake(15_001n, 500_000n))).toEqual(['Fee', EVERY_PART]);
    expect(differing(await atomStake(1_000_000n, 250_000n))).toEqual(['Fee', EVERY_PART]);
    expect(differing(await atomStake(7_500n, 500_001n))).toEqual(['Gas limit', EVERY_PART]);
    expect(differing(await atomStake(6_250n, 10_000_000n))).toEqual(['Gas limit', EVERY_PART]);
    expect(differing(await atomStake(6_250n, 0n))).toEqual(['Gas limit', EVERY_PART]);
  });

  it('NEAR: 75, 100 and 300 Tgas (the most one call can attach) match', async () => {
    for (const tgas of [75n, 100n, 300n]) {
      const inspection = await nearStake(tgas * 10n ** 12n);
      expect([tgas, inspection.verdict]).toEqual([tgas, 'matches']);
    }
    const most = await nearStake(300_000_000_000_000n);
    expect(
      most.checks.find((check) => check.label === 'Gas attached to deposit_and_stake'),
    ).toMatchObject({
      status: 'fee',
      actual: '300 Tgas (300000000000000 gas)',
      expected:
        'at most 300 Tgas (the most one call can attach), so at most 0.03 NEAR for this call',
    });
  });

  it('NEAR: one gas over 300 Tgas, or none at all, differs', async () => {
    expect(differing(await nearStake(300_000_000_000_001n))).toEqual([
      'Gas attached to deposit_and_stake',
      EVERY_PART,
    ]);
    expect(differing(await nearStake(0n))).toEqual([
      'Gas attached to deposit_and_stake',
      EVERY_PART,
    ]);
  });
});
