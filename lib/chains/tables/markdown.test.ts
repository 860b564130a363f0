// @vitest-environment node
import { CHAIN_FACTS_MARKDOWN } from './markdown';

describe('the chain facts in the Markdown copies of the pages', () => {
  it("writes an identifier's facts as a list, each with its source, an unconfirmed one with where to read it", () => {
    const evmos = CHAIN_FACTS_MARKDOWN.ChainFacts({ identifier: 'EVMOS' });
    expect(evmos).toMatch(
      /^> \*\*Warning: Halted chain\*\*\n>\n> EVMOS is among the API's identifiers, but halted: chain-registry lists Evmos's status as "killed"\./,
    );
    expect(evmos).toContain(
      '- **Network**: Evmos, chain id `evmos_9001-2` (source: ' +
        '[cosmos/chain-registry](https://github.com/cosmos/chain-registry/tree/627bbab9c/evmos/chain.json))',
    );
    expect(evmos).toContain(
      '- **Unbonding**: 14 days (source: ' +
        '[docs.cosmos.network](https://docs.cosmos.network/v0.50/build/modules/staking)) Not ' +
        'confirmed by a primary source: read the current value from GET ' +
        "/cosmos/staking/v1beta1/params → params.unbonding\\_time (the chain's REST API).",
    );
    expect(evmos).toContain('- **Keys**:\n  - Ethereum-style ethsecp256k1');
    expect(evmos).toContain(
      '(source: [cosmos/chain-registry](https://github.com/cosmos/chain-registry/tree/627bbab9c/evmos/chain.json))\n\n- **Chain**: Evmos\n- **Status**: halted',
    );
  });

  it('writes the tables as GFM tables, one row per identifier', () => {
    const overview = CHAIN_FACTS_MARKDOWN.ChainOverview({});
    const lines = overview.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '**Every staking identifier of the API**',
      '',
      '| Identifier | Chain | Family | Token | Unbonding | Operations |',
      '| --- | --- | --- | --- | --- | --- |',
    ]);
    expect(lines).toHaveLength(4 + 42);
    expect(overview).toContain(
      '| [`OSMO`](/docs/chains/tendermint/#osmo) | Osmosis | [Cosmos SDK ' +
        'chains](/docs/chains/tendermint/) | `OSMO`, 6 decimals | 14 days |',
    );
  });

  it('writes counts and lists in running text', () => {
    expect(CHAIN_FACTS_MARKDOWN.IdentifierCount({ which: 'all' })).toBe('42');
    expect(CHAIN_FACTS_MARKDOWN.IdentifierCount({ which: 'staking' })).toBe('41');
    expect(CHAIN_FACTS_MARKDOWN.FamilySize({ family: 'tendermint' })).toBe('33');
    expect(CHAIN_FACTS_MARKDOWN.EthereumKeyIdentifiers({})).toBe(
      '`EVMOS`, `INJ`, `DYM`, `HEART` and `XPLA`',
    );
    expect(CHAIN_FACTS_MARKDOWN.MinimumAmount({ identifier: 'EGLD' })).toBe('1 EGLD');
    expect(CHAIN_FACTS_MARKDOWN.ChainKeywords({ family: 'tendermint' })).toBe('');
  });
});
