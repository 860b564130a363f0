// The 33 Tendermint-type staking identifiers of spec §9 with their network (the table of
// content/docs/core-concepts.mdx, from cosmos/chain-registry): chain id, address prefixes, base
// denom and its decimals, and whether keys are Ethereum-style (ethsecp256k1: the address is the
// bech32 form of the Ethereum address). Browser-safe data, no library.

export interface TendermintNetwork {
  identifier: string;
  name: string;
  chainId: string;
  prefix: string;
  /** Operator address prefix: the account prefix + "valoper", except on Crypto.org Chain and IRISnet. */
  valoperPrefix: string;
  denom: string;
  decimals: number;
  ethKeys: boolean;
}

type Row = [identifier: string, name: string, chainId: string, prefix: string, denom: string, decimals: number, ethKeys?: boolean, valoper?: string];

const ROWS: Row[] = [
  ['ATOM', 'Cosmos Hub', 'cosmoshub-4', 'cosmos', 'uatom', 6],
  ['EVMOS', 'Evmos', 'evmos_9001-2', 'evmos', 'aevmos', 18, true],
  ['INJ', 'Injective', 'injective-1', 'inj', 'inj', 18, true],
  ['OSMO', 'Osmosis', 'osmosis-1', 'osmo', 'uosmo', 6],
  ['TIA', 'Celestia', 'celestia', 'celestia', 'utia', 6],
  ['JUNO', 'Juno', 'juno-1', 'juno', 'ujuno', 6],
  ['AXL', 'Axelar', 'axelar-dojo-1', 'axelar', 'uaxl', 6],
  ['DYDX', 'dYdX', 'dydx-mainnet-1', 'dydx', 'adydx', 18],
  ['STARS', 'Stargaze', 'stargaze-1', 'stars', 'ustars', 6],
  ['AKT', 'Akash', 'akashnet-2', 'akash', 'uakt', 6],
  ['DYM', 'Dymension', 'dymension_1100-1', 'dym', 'adym', 18, true],
  ['LUNA', 'Terra', 'phoenix-1', 'terra', 'uluna', 6],
  ['SEI', 'Sei', 'pacific-1', 'sei', 'usei', 6],
  ['FLIX', 'OmniFlix', 'omniflixhub-1', 'omniflix', 'uflix', 6],
  ['KAVA', 'Kava', 'kava_2222-10', 'kava', 'ukava', 6],
  ['COREUM', 'Coreum', 'coreum-mainnet-1', 'core', 'ucore', 6],
  ['SAGA', 'Saga', 'ssc-1', 'saga', 'usaga', 6],
  ['XPRT', 'Persistence', 'core-1', 'persistence', 'uxprt', 6],
  ['UX', 'Umee', 'umee-1', 'umee', 'uumee', 6],
  ['CRO', 'Crypto.org Chain', 'crypto-org-chain-mainnet-1', 'cro', 'basecro', 8, false, 'crocncl'],
  ['BAND', 'Band Protocol', 'laozi-mainnet', 'band', 'uband', 6],
  ['HUAHUA', 'Chihuahua', 'chihuahua-1', 'chihuahua', 'uhuahua', 6],
  ['FET', 'Fetch.ai', 'fetchhub-4', 'fetch', 'afet', 18],
  ['PASG', 'Passage', 'passage-2', 'pasg', 'upasg', 6],
  ['HEART', 'Humans.ai', 'humans_1089-1', 'human', 'aheart', 18, true],
  ['KYVE', 'KYVE', 'kyve-1', 'kyve', 'ukyve', 6],
  ['SOMM', 'Sommelier', 'sommelier-3', 'somm', 'usomm', 6],
  ['XPLA', 'XPLA', 'dimension_37-1', 'xpla', 'axpla', 18, true],
  ['BTSG', 'BitSong', 'bitsong-2b', 'bitsong', 'ubtsg', 6],
  ['IRIS', 'IRISnet', 'irishub-1', 'iaa', 'uiris', 6, false, 'iva'],
  ['MED', 'Panacea', 'panacea-3', 'panacea', 'umed', 6],
  ['CTK', 'Shentu', 'shentu-2.2', 'shentu', 'uctk', 6],
  ['QSR', 'Quasar', 'quasar-1', 'quasar', 'uqsr', 6],
];

export const TENDERMINT_NETWORKS: readonly TendermintNetwork[] = Object.freeze(
  ROWS.map(([identifier, name, chainId, prefix, denom, decimals, ethKeys = false, valoper]) =>
    Object.freeze({ identifier, name, chainId, prefix, valoperPrefix: valoper ?? `${prefix}valoper`, denom, decimals, ethKeys }),
  ),
);

export function networkByIdentifier(identifier: string): TendermintNetwork | undefined {
  return TENDERMINT_NETWORKS.find((n) => n.identifier === identifier);
}

export function networkByChainId(chainId: string): TendermintNetwork | undefined {
  return TENDERMINT_NETWORKS.find((n) => n.chainId === chainId);
}

/** The network whose account prefix an address has ("cosmos1…" → ATOM). */
export function networkByAddress(address: string): TendermintNetwork | undefined {
  const separator = address.lastIndexOf('1');
  if (separator < 1) return undefined;
  const prefix = address.slice(0, separator);
  return TENDERMINT_NETWORKS.find((n) => n.prefix === prefix);
}
