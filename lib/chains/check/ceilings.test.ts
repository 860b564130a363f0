// @vitest-environment node
// The fee ceilings the page states are the ones the check holds fees to: each row of the page's
// tables, as the forge's gas tables and prices give it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { feeCeiling as evmCeiling } from '../evm/rebuild';
import * as EVM from '../evm/forge';
import { feeCeiling as tendermintCeiling } from '../tendermint/rebuild';
import { networkByIdentifier, TENDERMINT_NETWORKS } from '../tendermint/networks';
import { formatUnits } from '../base/amounts';

const page = readFileSync('content/docs/check-a-transaction.mdx', 'utf8');
/** The rows of the page's table whose header row is `header`, as lists of cells. */
function table(header: string): string[][] {
  const start = page.indexOf(`${header}\n`);
  expect(start, header).toBeGreaterThan(0);
  const rows: string[][] = [];
  for (const line of page.slice(start).split('\n').slice(2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe("the page's fee ceilings are the check's", () => {
  it('Ethereum-type chains: every operation, its gas limit and the fee at most', () => {
    const listed = table('| operation | gas limit | fee at most |').flatMap(
      ([operations, gas, fee]) =>
        operations!.split(', ').map((op) => [op.replaceAll('`', ''), gas, fee]),
    );
    expect(listed.map(([op]) => op).sort()).toEqual(Object.keys(EVM.OPERATIONS).sort());
    for (const [operationId, gas, fee] of listed) {
      const ceiling = evmCeiling(operationId!);
      expect([gas, fee], operationId).toEqual([
        ceiling.gasLimit.toLocaleString('en-US'),
        `${formatUnits(ceiling.fee, 18)} ${ceiling.network === 'CHILIZ' ? 'CHZ' : 'ETH'}`,
      ]);
    }
  });
  it('Cosmos SDK chains: every identifier, its gas price and the most a redelegation pays', () => {
    const rows = table('| identifier | gas price | fee at most (350,000 gas) |');
    expect(rows.map(([identifier]) => identifier)).toEqual(
      TENDERMINT_NETWORKS.map((n) => n.identifier),
    );
    for (const [identifier, price, fee] of rows) {
      const ceiling = tendermintCeiling('forgeTendermintRedelegate', identifier!);
      expect(ceiling.gas).toBe(350_000n);
      expect([price, fee], identifier).toEqual([
        `${ceiling.gasPrice} ${ceiling.denom}`,
        `${formatUnits(ceiling.fee, networkByIdentifier(identifier!)!.decimals)} ${identifier}`,
      ]);
    }
  });
});
