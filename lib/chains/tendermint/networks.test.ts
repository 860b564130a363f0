// @vitest-environment node
// The Tendermint networks the check reads (plain data the browser loads before any chain library),
// held against facts written here from the API's list of identifiers and cosmos/chain-registry, not against the list
// they are read from; and the restake bot of every chain, the only grantee an auto-restake grant
// may name.
import { fromBech32 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import {
  networkByAddress,
  networkByChainId,
  networkByIdentifier,
  TENDERMINT_NETWORKS,
} from './networks';
import { RESTAKE_BOTS } from './restake-bots';

/** The API's Tendermint-type identifiers, of the generic forge and broadcast calls. */
const SPEC_IDENTIFIERS =
  'ATOM, EVMOS, INJ, OSMO, TIA, JUNO, AXL, DYDX, STARS, AKT, DYM, LUNA, SEI, FLIX, KAVA, COREUM, SAGA, XPRT, UX, CRO, BAND, HUAHUA, FET, PASG, HEART, KYVE, SOMM, XPLA, BTSG, IRIS, MED, CTK, QSR'.split(
    ', ',
  );

describe('the Tendermint networks of the check', () => {
  it("are the API's 33 Tendermint-type identifiers, in its order", () => {
    expect(TENDERMINT_NETWORKS.map((n) => n.identifier)).toEqual(SPEC_IDENTIFIERS);
  });

  it.each([
    // identifier, chain id, account prefix, operator prefix, base denom, decimals, Ethereum-style
    // keys (chain-registry, commit 627bbab)
    ['ATOM', 'cosmoshub-4', 'cosmos', 'cosmosvaloper', 'uatom', 6, false],
    ['INJ', 'injective-1', 'inj', 'injvaloper', 'inj', 18, true],
    ['EVMOS', 'evmos_9001-2', 'evmos', 'evmosvaloper', 'aevmos', 18, true],
    ['DYM', 'dymension_1100-1', 'dym', 'dymvaloper', 'adym', 18, true],
    ['HEART', 'humans_1089-1', 'human', 'humanvaloper', 'aheart', 18, true],
    ['XPLA', 'dimension_37-1', 'xpla', 'xplavaloper', 'axpla', 18, true],
    ['CRO', 'crypto-org-chain-mainnet-1', 'cro', 'crocncl', 'basecro', 8, false],
    ['IRIS', 'irishub-1', 'iaa', 'iva', 'uiris', 6, false],
    ['LUNA', 'phoenix-1', 'terra', 'terravaloper', 'uluna', 6, false],
    ['DYDX', 'dydx-mainnet-1', 'dydx', 'dydxvaloper', 'adydx', 18, false],
  ] as const)(
    '%s: %s, %s / %s, %s with %i decimals',
    (identifier, chainId, prefix, valoperPrefix, denom, decimals, ethKeys) => {
      expect(networkByIdentifier(identifier)).toMatchObject({
        chainId,
        prefix,
        valoperPrefix,
        denom,
        decimals,
        ethKeys,
      });
      expect(networkByChainId(chainId)?.identifier).toBe(identifier);
    },
  );

  it('finds the network of an address by its prefix, and none for an unknown one', () => {
    expect(networkByAddress('cosmos1dpm8h3xgcct6mfr0wug2etwyff0yht02xh0zuv')?.identifier).toBe(
      'ATOM',
    );
    expect(networkByAddress('inj1vqklxxtdh7qg9cnfhm0l76cvznhw9nj8l2de02')?.identifier).toBe('INJ');
    expect(networkByAddress('iaa14ualp2qhllctn3g8x5r4mkaqa7caraswylpgwq')?.identifier).toBe('IRIS');
    expect(networkByAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBeUndefined();
  });

  it('operator prefixes are the account prefix + "valoper", but on Crypto.org Chain and IRISnet', () => {
    const exceptions = TENDERMINT_NETWORKS.filter(
      (n) => n.valoperPrefix !== `${n.prefix}valoper`,
    ).map((n) => n.identifier);
    expect(exceptions).toEqual(['CRO', 'IRIS']);
  });
});

describe('the restake bots', () => {
  it('one per identifier, each a valid address of its chain, no two alike', () => {
    expect(Object.keys(RESTAKE_BOTS)).toEqual(SPEC_IDENTIFIERS);
    for (const network of TENDERMINT_NETWORKS) {
      const bot = RESTAKE_BOTS[network.identifier as keyof typeof RESTAKE_BOTS];
      const { prefix, data } = fromBech32(bot, 90);
      expect(prefix, network.identifier).toBe(network.prefix);
      expect(data.length, network.identifier).toBe(20);
    }
    expect(new Set(Object.values(RESTAKE_BOTS)).size).toBe(33);
  });
});
