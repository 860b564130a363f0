// @vitest-environment node
import { loadApiDocument } from '../openapi/document/load';
import { forgeExamples } from '../chains/check/examples';
import * as CHAIN_FACTS_INDEX from '../chains/facts';
import { chainFactsOf } from './chain-facts';
import { FORGE_OPERATIONS, inspectForge } from './checker';

const document = loadApiDocument();
const CHAIN_FACTS = chainFactsOf(CHAIN_FACTS_INDEX);

describe('the chain facts of the MCP server', () => {
  it('hold every staking identifier the API forges for (all but BTC, which is reports and yield only)', () => {
    const SPEC_IDENTIFIERS =
      'CHILIZ CXT POL STAKEWISE NEAR EGLD ATOM EVMOS INJ OSMO TIA JUNO AXL DYDX STARS AKT DYM LUNA SEI FLIX KAVA COREUM SAGA XPRT UX CRO BAND HUAHUA FET PASG HEART KYVE SOMM XPLA BTSG IRIS MED CTK QSR SOL BTC DOT'.split(
        ' ',
      );
    expect(CHAIN_FACTS.map((chain) => chain.identifier).sort()).toEqual(
      SPEC_IDENTIFIERS.filter((identifier) => identifier !== 'BTC').sort(),
    );
  });

  it(
    'broadcast through the API for SOL, EGLD, DOT and the Tendermint chains only (the ' +
      'broadcast calls of the description)',
    () => {
      const broadcast = CHAIN_FACTS.filter(
        (chain) => chain.broadcastThroughApi && chain.family !== 'tendermint',
      ).map((chain) => chain.identifier);
      expect(broadcast.sort()).toEqual(['DOT', 'EGLD', 'SOL']);
      expect(
        CHAIN_FACTS.filter((chain) => chain.family === 'tendermint').every(
          (chain) => chain.broadcastThroughApi,
        ),
      ).toBe(true);
    },
  );

  it("give the decimals each family's forge module converts amounts with", async () => {
    // Imported by a computed path: the forge modules load chain libraries.
    const forgeDecimals = async (family: string) =>
      (
        (await import(/* @vite-ignore */ ['..', 'chains', family, 'forge.ts'].join('/'))) as {
          DECIMALS: number;
        }
      ).DECIMALS;
    for (const chain of CHAIN_FACTS.filter((candidate) => candidate.family !== 'tendermint'))
      expect(chain.decimals, chain.identifier).toBe(await forgeDecimals(chain.family));
  });

  it("give the decimals and base unit the checker decodes the description's examples with", async () => {
    const seen = new Set<string>();
    for (const example of forgeExamples(document)) {
      const identifier = FORGE_OPERATIONS[example.operationId]?.identifier ?? example.name;
      const chain = CHAIN_FACTS.find((candidate) => candidate.identifier === identifier);
      if (!chain || seen.has(chain.identifier)) continue;
      const inspection = await inspectForge({
        answer: example.answer,
        request: example.request,
        operationId: example.operationId,
        stakingIdentifier: identifier,
      });
      const amount = inspection.decoded.amount?.amount;
      if (!amount) continue;
      seen.add(chain.identifier);
      // "2.5" ATOM is 2500000 uatom: the decimals are how far the point moved.
      const [whole, fraction = ''] = amount.value.split('.');
      const decimals =
        amount.base.length - `${whole}${fraction}`.replace(/^0+/, '').length + fraction.length;
      expect([amount.baseUnit, decimals], `${example.operationId} ${identifier}`).toEqual([
        chain.baseUnit,
        chain.decimals,
      ]);
    }
    // An example of each family with an amount was compared.
    expect(
      new Set(
        CHAIN_FACTS.filter((chain) => seen.has(chain.identifier)).map((chain) => chain.family),
      ),
    ).toEqual(new Set(['evm', 'solana', 'near', 'polkadot', 'multiversx', 'tendermint']));
  });
});
