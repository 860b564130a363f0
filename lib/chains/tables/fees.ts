// The fee ceilings of the transaction check as tables, for the chain pages and the check's own
// page: each row from the family's `feeCeiling`, the one rule the check holds an answer's fees to, so a
// page cannot state another ceiling than the check applies.
import { code, type Fact, type FactTable, type Inline } from '../base/fact-text';
import { formatUnits } from '../base/amounts';
import * as EVM from '../evm/forge';
import { feeCeiling as evmCeiling, nativeUnit } from '../evm/rebuild';
import * as EGLD from '../multiversx/forge';
import { feeCeiling as egldCeiling } from '../multiversx/check';
import * as NEAR from '../near/forge';
import { feeCeiling as nearCeiling } from '../near/check';
import * as TM from '../tendermint/forge';
import { TENDERMINT_NETWORKS } from '../tendermint/networks';
import type { Family } from '../registry';
import { feeCeiling as tendermintCeiling } from '../tendermint/rebuild';

const cell = (text: string): Fact[] => [{ text: [text] }];
const gas = (value: bigint) => value.toLocaleString('en-US');

/**
 * Rows of operations whose cells are the same, merged into one row naming them all, in the order
 * of their first operation.
 */
function byOperation(cellsOf: (operationId: string) => string[], operationIds: string[]) {
  const groups = new Map<string, { operations: string[]; cells: string[] }>();
  for (const operationId of operationIds) {
    const cells = cellsOf(operationId);
    const key = cells.join('\u0000');
    const group = groups.get(key) ?? { operations: [], cells };
    group.operations.push(operationId);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ operations, cells }) => ({
    header: operations.flatMap((id, i): Inline[] => (i ? [', ', code(id)] : [code(id)])),
    cells: cells.map(cell),
  }));
}

/** A decimal with its whole part grouped by thousands, as the gas columns are ("3,000"). */
const grouped = (decimal: string) =>
  decimal.replace(/^\d+/, (whole) => BigInt(whole).toLocaleString('en-US'));

/** Ethereum-type chains: per operation, the gas limit the check accepts and the most its fee is. */
export function evmFeeTable(): FactTable {
  return {
    caption: 'Fee ceilings of the check on Ethereum-type chains, per operation',
    columns: ['operation', "forge's gas", 'gas limit at most', 'high max fee', 'fee at most'],
    rows: byOperation((operationId) => {
      const ceiling = evmCeiling(operationId);
      const unit = nativeUnit(EVM.OPERATIONS[operationId]!.identifier);
      return [
        gas(ceiling.gas),
        gas(ceiling.gasLimit),
        `${grouped(formatUnits(ceiling.maxFeePerGas, 9))} gwei`,
        `${formatUnits(ceiling.fee, unit.decimals)} ${unit.symbol}`,
      ];
    }, Object.keys(EVM.OPERATIONS).sort()),
  };
}

/** MultiversX: per operation, the gas limit the check accepts and the most its fee can be. */
export function multiversxFeeTable(): FactTable {
  return {
    caption: 'Fee ceilings of the check on MultiversX, per operation',
    columns: ['operation', "forge's gas", 'gas limit at most', 'fee at most'],
    rows: byOperation((operationId) => {
      const ceiling = egldCeiling(operationId);
      return [
        gas(ceiling.gas),
        gas(ceiling.gasLimit),
        `${formatUnits(ceiling.fee, EGLD.DECIMALS)} EGLD`,
      ];
    }, Object.keys(EGLD.OPERATIONS)),
  };
}

/** NEAR: per operation (one staking-pool call each), the gas it may attach and its fee at most. */
export function nearFeeTable(): FactTable {
  const tgas = (value: bigint) => `${value / 10n ** 12n} Tgas`;
  return {
    caption: 'Fee ceilings of the check on NEAR, per operation',
    columns: ['operation', "forge's gas", 'gas attached at most', 'fee at most'],
    rows: byOperation(() => {
      const ceiling = nearCeiling();
      return [tgas(ceiling.gas), tgas(ceiling.gasLimit), `${formatUnits(ceiling.fee, 24)} NEAR`];
    }, Object.keys(NEAR.OPERATIONS)),
  };
}

/** Cosmos SDK chains: per operation, the gas limit the check accepts on every chain. */
export function tendermintGasTable(): FactTable {
  const anyChain = TENDERMINT_NETWORKS[0]!.identifier;
  return {
    caption: 'Gas limit the check accepts, per operation (every chain)',
    columns: ['operation', "forge's gas", 'gas limit at most'],
    rows: byOperation((operationId) => {
      const most = tendermintCeiling(operationId, anyChain).gas;
      return [gas(TM.GAS[operationId as keyof typeof TM.GAS]), gas(most)];
    }, Object.keys(TM.GAS)),
  };
}

/** The operation whose gas limit is the largest: what a transaction of a chain can pay at most. */
const MOST_GAS = 'forgeTendermintRedelegate';

/** Cosmos SDK chains: per chain, its high gas price and the most a transaction can pay. */
export function tendermintFeeTable(): FactTable {
  const most = tendermintCeiling(MOST_GAS, TENDERMINT_NETWORKS[0]!.identifier).gas;
  return {
    caption: 'Fee ceilings of the check, per chain',
    columns: ['identifier', 'high gas price', `fee at most (${gas(most)} gas, a redelegation)`],
    rows: TENDERMINT_NETWORKS.map(({ identifier, decimals }) => {
      const ceiling = tendermintCeiling(MOST_GAS, identifier);
      return {
        header: [identifier],
        cells: [
          cell(`${ceiling.gasPrice} ${ceiling.denom}`),
          cell(`${formatUnits(ceiling.fee, decimals)} ${identifier}`),
        ],
      };
    }),
  };
}

/**
 * Each family's tables of fee ceilings, in the order its page shows them: the families whose
 * answers carry gas a wallet may choose. A family not listed has none.
 */
const FEE_TABLES: Partial<Record<Family, () => FactTable[]>> = {
  evm: () => [evmFeeTable()],
  multiversx: () => [multiversxFeeTable()],
  near: () => [nearFeeTable()],
  tendermint: () => [tendermintGasTable(), tendermintFeeTable()],
};

/** A family's tables of fee ceilings, in the order a page shows them. */
export function feeCeilingTables(family: Family): FactTable[] {
  return FEE_TABLES[family]?.() ?? [];
}
