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

  it('states each corrected unbonding period with its primary source', () => {
    const unbonding = (identifier: string) =>
      CHAIN_FACTS_MARKDOWN.ChainFacts({ identifier })
        .split('\n')
        .find((line) => line.startsWith('- **Unbonding**'));
    expect(unbonding('TIA')).toBe(
      '- **Unbonding**: 14 days and 1 hour (337 hours) (source: [celestiaorg/celestia-app](' +
        'https://github.com/celestiaorg/celestia-app/blob/494dbda53b5e78989cbf209d6ae9d2b791ab7ac3/' +
        'pkg/appconsts/app_consts.go#L76))',
    );
    expect(unbonding('XPLA')).toBe(
      '- **Unbonding**: 21 days (source: [xpladev/mainnet](https://github.com/xpladev/mainnet/' +
        'blob/4175466631b8011dd73957971d80b5e8ca3ed236/dimension_37-1/genesis.json))',
    );
    expect(unbonding('HEART')).toBe(
      '- **Unbonding**: 14 days (source: [humansdotai/mainnets](https://github.com/humansdotai/' +
        'mainnets/blob/a760497bd58f94ff72a436dc3573829df8002b7c/mainnet/1/genesis_1089-1.json))',
    );
    expect(unbonding('SOMM')).toBe(
      '- **Unbonding**: 28 days (source: [PeggyJV/sommelier](https://github.com/PeggyJV/' +
        'sommelier/blob/0a72dcd66d96c2b24145f60a8e474f7e998efff3/contrib/mainnet/sommelier-3/' +
        'genesis.json))',
    );
    // Confirmed from the chain's mainnet genesis: no "not confirmed" note.
    expect(unbonding('INJ')).toBe(
      '- **Unbonding**: 21 days (source: [InjectiveLabs/mainnet-config](https://github.com/' +
        'InjectiveLabs/mainnet-config/blob/966e973ba1eab17bccd3ac7aab538856ee4916ee/10001/' +
        'genesis.json))',
    );
    // Not confirmed: says where to read it on chain.
    for (const identifier of ['STARS', 'KYVE', 'JUNO', 'AKT', 'FET']) {
      expect(unbonding(identifier), identifier).toContain(
        'Not confirmed by a primary source: read the current value from GET ' +
          "/cosmos/staking/v1beta1/params → params.unbonding\\_time (the chain's REST API).",
      );
    }
    const overview = CHAIN_FACTS_MARKDOWN.ChainOverview({});
    expect(overview).toContain(
      '| [`TIA`](/docs/chains/tendermint/#tia) | Celestia | [Cosmos SDK ' +
        'chains](/docs/chains/tendermint/) | `TIA`, 6 decimals | 14 days and 1 hour (337 hours) |',
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
