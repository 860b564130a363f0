// The API's Tendermint-type (Cosmos SDK) staking identifiers: plain data, no chain library,
// so the forge (forge.ts), the sandbox, the transaction check in the browser (networks.ts), search
// and the chain pages read the one list. Each chain's facts come from its folder in
// cosmos/chain-registry at commit 627bbab (`registry`): chain_id, bech32_prefix, slip44 (the BIP-44
// coin type), the staking token of assetlist.json with its display exponent (decimals) and symbol,
// fees.fee_tokens[0].average_gas_price and high_gas_price (but FET's: `gasPriceSource`), the
// explorer's tx_page (Mintscan's, else the first listed), and the registry's status of the chain.
// Operator addresses are the account prefix + `valoper`, except Crypto.org (`crocncl`) and IRISnet (`iva`: irishub's Bech32PrefixValAddr).
import type { Limit, Signing, Timing } from '../base/fact-types';

/** The chain-registry at the commit these facts were read from. */
const REGISTRY = 'https://github.com/cosmos/chain-registry/tree/627bbab9c/';
/**
 * Where a chain's unbonding period is read: a governance parameter of its staking module, which
 * chain-registry does not list for most chains.
 */
const STAKING_PARAMS =
  "GET /cosmos/staking/v1beta1/params → params.unbonding_time (the chain's REST API)";

/** Fetch.ai's own wallet: its gas prices for fetchhub-4 (the `fetchhub-4` entry). */
const FETCH_WALLET =
  'https://github.com/fetchai/fetch-wallet/blob/fee9837a75f3faf69f35b1d8e52169cf7e48b899/' +
  'packages/fetch-extension/src/config.ts#L143-L147';

const ETHERMINT_PUBKEY = '/ethermint.crypto.v1.ethsecp256k1.PubKey';
// XPLA runs cosmos/evm since v1.8.0 (xpladev/xpla v1.11.4 go.mod); it still reads keys recorded
// under the Ethermint type, but only keys of this type pass its EIP-712 check (see signEIP712).
const COSMOS_EVM_PUBKEY = '/cosmos.evm.crypto.v1.ethsecp256k1.PubKey';

export interface TendermintChain {
  name: string;
  /** Other names of the chain (the registry's pretty_name where it differs). */
  aliases: string[];
  /** The chain's folder in cosmos/chain-registry: the source of the facts below but `unbonding`
   * and the gas prices of a `gasPriceSource`. */
  registry: string;
  /** The chain's status in the registry ("killed": the registry lists the chain as halted). */
  status: 'live' | 'killed' | 'upcoming';
  chainId: string;
  /** The account address prefix (bech32 human-readable part). */
  prefix: string;
  /** The operator address prefix, where it is not the account prefix + "valoper". */
  valoperPrefix?: string;
  /** The BIP-44 coin type of the chain's keys (slip44). */
  coinType: number;
  /** The staking token's base denomination. */
  denom: string;
  decimals: number;
  /** The staking token's symbol in the registry (a ".legacy" suffix marks a rebranded token). */
  registrySymbol: string;
  /** The average gas price, in `denom` per unit of gas: what the forge pays. */
  gasPrice: string;
  /** The high gas price, in `denom` per unit of gas: the most a wallet's fee choice asks. */
  highGasPrice: string;
  /** Where both gas prices come from, where not from the registry. */
  gasPriceSource?: string;
  /** The explorer's transaction page; the hash follows. */
  explorer: string;
  /** The key type of an ethsecp256k1 chain. */
  pubkeyTypeUrl?: string;
  eip712?: boolean;
  eip712Legacy?: {
    name: string;
    evmChainId?: bigint;
    feePayer?: boolean;
    timeoutHeight?: boolean;
    web3Extension?: boolean;
  };
  /**
   * `days`: whole days; `period`: the exact period where it is not a whole number of days (the
   * chain pages show it instead of `days`).
   */
  unbonding: { days: number; period?: string; source: string; verified: boolean };
}

/**
 * Per API identifier: the chain's facts (see TendermintChain).
 *
 * `eip712`: the chain checks a SIGN_MODE_LEGACY_AMINO_JSON signature against the current Ethermint
 * EIP-712 encoding of the sign doc too (the forge answer's signEIP712), in the domain of the chain
 * id's EIP-155 number. `eip712Legacy`: the chain's legacy encoding (signEIP712CosmosTxV0): the
 * domain name, the EIP-155 id when it is not the chain id's, Ethermint's fee payer in `Fee`,
 * Injective's `timeout_height`, and whether the signature goes with an ExtensionOptionsWeb3Tx
 * (Injective) or into TxRaw.signatures alone (Evmos: v19 and later refuse that extension).
 *
 * `unbonding`: days, from the registry's staking.lock_duration where it lists one, else from the
 * chain's own primary source (`verified: true`: the staking parameters of its mainnet genesis, or
 * the constant its code pins, where no upgrade handler of the chain's repository changes them);
 * the others are the commonly published figures, not confirmed from a primary source
 * (`verified: false`): read the chain's own parameter (STAKING_PARAMS) before relying on one.
 */
export const CHAINS = /* @__PURE__ */ Object.freeze({
  ATOM: {
    name: 'Cosmos Hub',
    aliases: [],
    registry: REGISTRY + 'cosmoshub',
    status: 'live',
    chainId: 'cosmoshub-4',
    prefix: 'cosmos',
    coinType: 118,
    denom: 'uatom',
    decimals: 6,
    registrySymbol: 'ATOM',
    gasPrice: '0.025',
    highGasPrice: '0.03',
    explorer: 'https://www.mintscan.io/cosmos/transactions/',
    unbonding: {
      days: 21,
      source: 'https://github.com/cosmos/mainnet/blob/HEAD/params/README.md',
      verified: true,
    },
  },
  EVMOS: {
    name: 'Evmos',
    aliases: [],
    registry: REGISTRY + 'evmos',
    status: 'killed',
    chainId: 'evmos_9001-2',
    prefix: 'evmos',
    coinType: 60,
    denom: 'aevmos',
    decimals: 18,
    registrySymbol: 'EVMOS',
    gasPrice: '25000000000',
    highGasPrice: '40000000000',
    explorer: 'https://www.mintscan.io/evmos/transactions/',
    pubkeyTypeUrl: ETHERMINT_PUBKEY,
    eip712: true,
    eip712Legacy: { name: 'Cosmos Web3', feePayer: true },
    unbonding: { days: 14, source: STAKING_PARAMS, verified: false },
  },
  INJ: {
    name: 'Injective',
    aliases: [],
    registry: REGISTRY + 'injective',
    status: 'live',
    chainId: 'injective-1',
    prefix: 'inj',
    coinType: 60,
    denom: 'inj',
    decimals: 18,
    registrySymbol: 'INJ',
    gasPrice: '160000000',
    highGasPrice: '160000000',
    explorer: 'https://www.mintscan.io/injective/transactions/',
    pubkeyTypeUrl: '/injective.crypto.v1beta1.ethsecp256k1.PubKey',
    // Injective's legacy EIP-712 (sdk-ts eip712/utils.ts getEip712Domain, getDefaultEip712Types;
    // injective-core app/ante/eip712_cosmos.go WrapTxToEIP712WithSignBytes)
    eip712Legacy: {
      name: 'Injective Web3',
      evmChainId: 1n,
      timeoutHeight: true,
      web3Extension: true,
    },
    unbonding: {
      days: 21,
      source:
        'https://github.com/InjectiveLabs/mainnet-config/blob/966e973ba1eab17bccd3ac7aab538856ee4916ee/10001/genesis.json',
      verified: true,
    },
  },
  OSMO: {
    name: 'Osmosis',
    aliases: [],
    registry: REGISTRY + 'osmosis',
    status: 'live',
    chainId: 'osmosis-1',
    prefix: 'osmo',
    coinType: 118,
    denom: 'uosmo',
    decimals: 6,
    registrySymbol: 'OSMO',
    gasPrice: '0.1',
    highGasPrice: '0.16',
    explorer: 'https://www.mintscan.io/osmosis/transactions/',
    unbonding: { days: 14, source: REGISTRY + 'osmosis/chain.json', verified: true },
  },
  TIA: {
    name: 'Celestia',
    aliases: [],
    registry: REGISTRY + 'celestia',
    status: 'live',
    chainId: 'celestia',
    prefix: 'celestia',
    coinType: 118,
    denom: 'utia',
    decimals: 6,
    registrySymbol: 'TIA',
    gasPrice: '0.02',
    highGasPrice: '0.1',
    explorer: 'https://mintscan.io/celestia/txs/',
    unbonding: {
      days: 14,
      period: '14 days and 1 hour (337 hours)',
      source:
        'https://github.com/celestiaorg/celestia-app/blob/494dbda53b5e78989cbf209d6ae9d2b791ab7ac3/pkg/appconsts/app_consts.go#L76',
      verified: true,
    },
  },
  JUNO: {
    name: 'Juno',
    aliases: [],
    registry: REGISTRY + 'juno',
    status: 'live',
    chainId: 'juno-1',
    prefix: 'juno',
    coinType: 118,
    denom: 'ujuno',
    decimals: 6,
    registrySymbol: 'JUNO',
    gasPrice: '0.1',
    highGasPrice: '0.125',
    explorer: 'https://ezstaking.app/juno/txs/',
    unbonding: { days: 28, source: STAKING_PARAMS, verified: false },
  },
  AXL: {
    name: 'Axelar',
    aliases: [],
    registry: REGISTRY + 'axelar',
    status: 'live',
    chainId: 'axelar-dojo-1',
    prefix: 'axelar',
    coinType: 118,
    denom: 'uaxl',
    decimals: 6,
    registrySymbol: 'AXL',
    gasPrice: '0.007',
    highGasPrice: '0.01',
    explorer: 'https://www.mintscan.io/axelar/transactions/',
    unbonding: {
      days: 7,
      source:
        'https://github.com/axelarnetwork/axelarate-community/blob/f65571f076029756608242e5e4784be81d376da5/resources/mainnet/genesis.json',
      verified: true,
    },
  },
  DYDX: {
    name: 'dYdX',
    aliases: ['dYdX Protocol'],
    registry: REGISTRY + 'dydx',
    status: 'live',
    chainId: 'dydx-mainnet-1',
    prefix: 'dydx',
    coinType: 118,
    denom: 'adydx',
    decimals: 18,
    registrySymbol: 'DYDX',
    gasPrice: '12500000000',
    highGasPrice: '20000000000',
    explorer: 'https://www.mintscan.io/dydx/txs/',
    unbonding: {
      days: 30,
      source:
        'https://github.com/dydxopsdao/networks/blob/9663b34f42f02ddf98e8e328ab1f70044cb5172f/dydx-mainnet-1/genesis.json',
      verified: true,
    },
  },
  STARS: {
    name: 'Stargaze',
    aliases: [],
    registry: REGISTRY + 'stargaze',
    status: 'killed',
    chainId: 'stargaze-1',
    prefix: 'stars',
    coinType: 118,
    denom: 'ustars',
    decimals: 6,
    registrySymbol: 'STARS.legacy',
    gasPrice: '1.1',
    highGasPrice: '1.2',
    explorer: 'https://www.mintscan.io/stargaze/transactions/',
    unbonding: { days: 14, source: STAKING_PARAMS, verified: false },
  },
  AKT: {
    name: 'Akash',
    aliases: [],
    registry: REGISTRY + 'akash',
    status: 'live',
    chainId: 'akashnet-2',
    prefix: 'akash',
    coinType: 118,
    denom: 'uakt',
    decimals: 6,
    registrySymbol: 'AKT',
    gasPrice: '0.025',
    highGasPrice: '0.025',
    explorer: 'https://www.mintscan.io/akash/transactions/',
    unbonding: { days: 21, source: STAKING_PARAMS, verified: false },
  },
  DYM: {
    name: 'Dymension',
    aliases: ['Dymension Hub'],
    registry: REGISTRY + 'dymension',
    status: 'live',
    chainId: 'dymension_1100-1',
    prefix: 'dym',
    coinType: 60,
    denom: 'adym',
    decimals: 18,
    registrySymbol: 'DYM',
    gasPrice: '5000000000',
    highGasPrice: '20000000000',
    explorer: 'https://www.mintscan.io/dymension/tx/',
    pubkeyTypeUrl: ETHERMINT_PUBKEY,
    eip712: true,
    unbonding: { days: 21, source: STAKING_PARAMS, verified: false },
  },
  LUNA: {
    name: 'Terra',
    aliases: [],
    registry: REGISTRY + 'terra2',
    status: 'live',
    chainId: 'phoenix-1',
    prefix: 'terra',
    coinType: 330,
    denom: 'uluna',
    decimals: 6,
    registrySymbol: 'LUNA',
    gasPrice: '0.015',
    highGasPrice: '0.04',
    explorer: 'https://www.mintscan.io/terra/transactions/',
    unbonding: { days: 21, source: STAKING_PARAMS, verified: false },
  },
  SEI: {
    name: 'Sei',
    aliases: [],
    registry: REGISTRY + 'sei',
    status: 'live',
    chainId: 'pacific-1',
    prefix: 'sei',
    coinType: 118,
    denom: 'usei',
    decimals: 6,
    registrySymbol: 'SEI',
    gasPrice: '0.02',
    highGasPrice: '0.04',
    explorer: 'https://www.mintscan.io/sei/transactions/',
    unbonding: {
      days: 21,
      source:
        'https://github.com/sei-protocol/testnet/blob/cb0a2ce2cbd6f164f64f94c951a67711b5ee2dcc/pacific-1/genesis.json',
      verified: true,
    },
  },
  FLIX: {
    name: 'OmniFlix',
    aliases: [],
    registry: REGISTRY + 'omniflixhub',
    status: 'killed',
    chainId: 'omniflixhub-1',
    prefix: 'omniflix',
    coinType: 118,
    denom: 'uflix',
    decimals: 6,
    registrySymbol: 'FLIX',
    gasPrice: '0.015',
    highGasPrice: '0.025',
    explorer: 'https://www.mintscan.io/omniflix/transactions/',
    unbonding: {
      days: 21,
      source:
        'https://github.com/OmniFlix/mainnet/blob/4f2b2b658c3926922e54e682917f1acd0b7bb777/omniflixhub-1/genesis.json',
      verified: true,
    },
  },
  KAVA: {
    name: 'Kava',
    aliases: [],
    registry: REGISTRY + 'kava',
    status: 'live',
    chainId: 'kava_2222-10',
    prefix: 'kava',
    coinType: 459,
    denom: 'ukava',
    decimals: 6,
    registrySymbol: 'KAVA',
    gasPrice: '0.1',
    highGasPrice: '0.25',
    explorer: 'https://www.mintscan.io/kava/transactions/',
    unbonding: { days: 21, source: STAKING_PARAMS, verified: false },
  },
  COREUM: {
    name: 'Coreum',
    aliases: ['TX'],
    registry: REGISTRY + 'coreum',
    status: 'live',
    chainId: 'coreum-mainnet-1',
    prefix: 'core',
    coinType: 990,
    denom: 'ucore',
    decimals: 6,
    registrySymbol: 'TX',
    gasPrice: '0.0625',
    highGasPrice: '62.5',
    explorer: 'https://www.mintscan.io/coreum/transactions/',
    unbonding: { days: 7, source: REGISTRY + 'coreum/chain.json', verified: true },
  },
  SAGA: {
    name: 'Saga',
    aliases: [],
    registry: REGISTRY + 'saga',
    status: 'live',
    chainId: 'ssc-1',
    prefix: 'saga',
    coinType: 118,
    denom: 'usaga',
    decimals: 6,
    registrySymbol: 'SAGA',
    gasPrice: '0.025',
    highGasPrice: '0.04',
    explorer: 'https://www.mintscan.io/saga/transactions/',
    unbonding: { days: 21, source: REGISTRY + 'saga/chain.json', verified: true },
  },
  XPRT: {
    name: 'Persistence',
    aliases: [],
    registry: REGISTRY + 'persistence',
    status: 'live',
    chainId: 'core-1',
    prefix: 'persistence',
    coinType: 118,
    denom: 'uxprt',
    decimals: 6,
    registrySymbol: 'XPRT',
    gasPrice: '0.025',
    highGasPrice: '0.04',
    explorer: 'https://www.mintscan.io/persistence/transactions/',
    unbonding: { days: 21, source: REGISTRY + 'persistence/chain.json', verified: true },
  },
  UX: {
    name: 'Umee',
    aliases: ['UX Chain', 'UX'],
    registry: REGISTRY + 'umee',
    status: 'killed',
    chainId: 'umee-1',
    prefix: 'umee',
    coinType: 118,
    denom: 'uumee',
    decimals: 6,
    registrySymbol: 'UMEE',
    gasPrice: '0.12',
    highGasPrice: '0.2',
    explorer: 'https://explorer.stavr.tech/umee/tx/',
    unbonding: {
      days: 14,
      source:
        'https://github.com/umee-network/mainnet/blob/8e52b5edc17d83058be80bb409780b872541a5f1/base_genesis.json',
      verified: true,
    },
  },
  CRO: {
    name: 'Crypto.org Chain',
    aliases: ['Cronos POS Chain', 'Cronos'],
    registry: REGISTRY + 'cryptoorgchain',
    status: 'live',
    chainId: 'crypto-org-chain-mainnet-1',
    prefix: 'cro',
    valoperPrefix: 'crocncl',
    coinType: 394,
    denom: 'basecro',
    decimals: 8,
    registrySymbol: 'CRO',
    gasPrice: '0.03',
    highGasPrice: '0.04',
    explorer: 'https://www.mintscan.io/crypto-org/transactions/',
    unbonding: {
      days: 28,
      source:
        'https://github.com/crypto-org-chain/mainnet/blob/f1817cc279cfbe87425f60765684def7a12ab2a8/crypto-org-chain-mainnet-1/genesis.json',
      verified: true,
    },
  },
  BAND: {
    name: 'Band Protocol',
    aliases: [],
    registry: REGISTRY + 'bandchain',
    status: 'live',
    chainId: 'laozi-mainnet',
    prefix: 'band',
    coinType: 494,
    denom: 'uband',
    decimals: 6,
    registrySymbol: 'BAND',
    gasPrice: '0.003',
    highGasPrice: '0.005',
    explorer: 'https://www.mintscan.io/band/transactions/',
    unbonding: { days: 21, source: REGISTRY + 'bandchain/chain.json', verified: true },
  },
  HUAHUA: {
    name: 'Chihuahua',
    aliases: [],
    registry: REGISTRY + 'chihuahua',
    status: 'live',
    chainId: 'chihuahua-1',
    prefix: 'chihuahua',
    coinType: 118,
    denom: 'uhuahua',
    decimals: 6,
    registrySymbol: 'HUAHUA',
    gasPrice: '1250',
    highGasPrice: '2000',
    explorer: 'https://mintscan.io/chihuahua/transactions/',
    unbonding: { days: 21, source: STAKING_PARAMS, verified: false },
  },
  FET: {
    name: 'Fetch.ai',
    aliases: [],
    registry: REGISTRY + 'fetchhub',
    status: 'live',
    chainId: 'fetchhub-4',
    prefix: 'fetch',
    coinType: 118,
    denom: 'afet',
    decimals: 18,
    registrySymbol: 'FET',
    // The registry lists 0.025 afet per gas (low, average and high alike): a micro-denomination
    // figure on an 18-decimal token, a fee of about 10^-14 FET that validators setting any minimum
    // refuse. Fetch.ai's own wallet for fetchhub-4 asks 5,000,000,000 (average) and 6,250,000,000
    // (high) afet per gas.
    gasPrice: '5000000000',
    highGasPrice: '6250000000',
    gasPriceSource: FETCH_WALLET,
    explorer: 'https://www.mintscan.io/fetchai/transactions/',
    unbonding: { days: 21, source: STAKING_PARAMS, verified: false },
  },
  PASG: {
    name: 'Passage',
    aliases: [],
    registry: REGISTRY + 'passage',
    status: 'live',
    chainId: 'passage-2',
    prefix: 'pasg',
    coinType: 118,
    denom: 'upasg',
    decimals: 6,
    registrySymbol: 'PASG',
    gasPrice: '12.5',
    highGasPrice: '12.5',
    explorer: 'https://www.mintscan.io/passage/transactions/',
    unbonding: { days: 21, source: STAKING_PARAMS, verified: false },
  },
  HEART: {
    name: 'Humans.ai',
    aliases: [],
    registry: REGISTRY + 'humans',
    status: 'live',
    chainId: 'humans_1089-1',
    prefix: 'human',
    coinType: 60,
    denom: 'aheart',
    decimals: 18,
    registrySymbol: 'HEART',
    gasPrice: '100000000000',
    highGasPrice: '160000000000',
    explorer: 'https://www.mintscan.io/humans/tx/',
    pubkeyTypeUrl: ETHERMINT_PUBKEY,
    eip712: true,
    unbonding: {
      days: 14,
      source:
        'https://github.com/humansdotai/mainnets/blob/a760497bd58f94ff72a436dc3573829df8002b7c/mainnet/1/genesis_1089-1.json',
      verified: true,
    },
  },
  KYVE: {
    name: 'KYVE',
    aliases: [],
    registry: REGISTRY + 'kyve',
    status: 'live',
    chainId: 'kyve-1',
    prefix: 'kyve',
    coinType: 118,
    denom: 'ukyve',
    decimals: 6,
    registrySymbol: 'KYVE',
    gasPrice: '80',
    highGasPrice: '125',
    explorer: 'https://www.mintscan.io/kyve/txs/',
    unbonding: { days: 14, source: STAKING_PARAMS, verified: false },
  },
  SOMM: {
    name: 'Sommelier',
    aliases: [],
    registry: REGISTRY + 'sommelier',
    status: 'live',
    chainId: 'sommelier-3',
    prefix: 'somm',
    coinType: 118,
    denom: 'usomm',
    decimals: 6,
    registrySymbol: 'SOMM',
    gasPrice: '0.025',
    highGasPrice: '0.04',
    explorer: 'https://www.mintscan.io/sommelier/transactions/',
    unbonding: {
      days: 28,
      source:
        'https://github.com/PeggyJV/sommelier/blob/0a72dcd66d96c2b24145f60a8e474f7e998efff3/contrib/mainnet/sommelier-3/genesis.json',
      verified: true,
    },
  },
  XPLA: {
    name: 'XPLA',
    aliases: [],
    registry: REGISTRY + 'xpla',
    status: 'live',
    chainId: 'dimension_37-1',
    prefix: 'xpla',
    coinType: 60,
    denom: 'axpla',
    decimals: 18,
    registrySymbol: 'XPLA',
    gasPrice: '280000000000',
    highGasPrice: '280000000000',
    explorer: 'https://www.mintscan.io/xpla/transactions/',
    pubkeyTypeUrl: COSMOS_EVM_PUBKEY,
    eip712: true,
    unbonding: {
      days: 21,
      source:
        'https://github.com/xpladev/mainnet/blob/4175466631b8011dd73957971d80b5e8ca3ed236/dimension_37-1/genesis.json',
      verified: true,
    },
  },
  BTSG: {
    name: 'BitSong',
    aliases: [],
    registry: REGISTRY + 'bitsong',
    status: 'live',
    chainId: 'bitsong-2b',
    prefix: 'bitsong',
    coinType: 639,
    denom: 'ubtsg',
    decimals: 6,
    registrySymbol: 'BTSG',
    gasPrice: '10',
    highGasPrice: '20',
    explorer: 'https://www.mintscan.io/bitsong/transactions/',
    unbonding: { days: 21, source: STAKING_PARAMS, verified: false },
  },
  IRIS: {
    name: 'IRISnet',
    aliases: [],
    registry: REGISTRY + 'irisnet',
    status: 'live',
    chainId: 'irishub-1',
    prefix: 'iaa',
    valoperPrefix: 'iva',
    coinType: 118,
    denom: 'uiris',
    decimals: 6,
    registrySymbol: 'IRIS',
    gasPrice: '0.3',
    highGasPrice: '0.4',
    explorer: 'https://www.mintscan.io/iris/transactions/',
    unbonding: { days: 21, source: STAKING_PARAMS, verified: false },
  },
  MED: {
    name: 'Panacea',
    aliases: ['Medibloc'],
    registry: REGISTRY + 'panacea',
    status: 'live',
    chainId: 'panacea-3',
    prefix: 'panacea',
    coinType: 371,
    denom: 'umed',
    decimals: 6,
    registrySymbol: 'MED',
    gasPrice: '7',
    highGasPrice: '9',
    explorer: 'https://www.mintscan.io/medibloc/transactions/',
    unbonding: { days: 21, source: STAKING_PARAMS, verified: false },
  },
  CTK: {
    name: 'Shentu',
    aliases: [],
    registry: REGISTRY + 'shentu',
    status: 'live',
    chainId: 'shentu-2.2',
    prefix: 'shentu',
    coinType: 118,
    denom: 'uctk',
    decimals: 6,
    registrySymbol: 'CTK',
    gasPrice: '0.025',
    highGasPrice: '0.04',
    explorer: 'https://www.mintscan.io/shentu/transactions/',
    unbonding: { days: 21, source: STAKING_PARAMS, verified: false },
  },
  QSR: {
    name: 'Quasar',
    aliases: [],
    registry: REGISTRY + 'quasar',
    status: 'live',
    chainId: 'quasar-1',
    prefix: 'quasar',
    coinType: 118,
    denom: 'uqsr',
    decimals: 6,
    registrySymbol: 'QSR.legacy',
    gasPrice: '0.25',
    highGasPrice: '0.3',
    explorer: 'https://www.mintscan.io/quasar/transactions/',
    unbonding: {
      days: 21,
      source:
        'https://github.com/quasar-finance/networks/blob/83ffbf32bb4fd7a8211017fa977adb11a16d982a/quasar-1/definitive-genesis.json',
      verified: true,
    },
  },
}) as Readonly<Record<string, TendermintChain>>;

/** The staking identifiers of this family, in the order of the API's list. */
export const IDENTIFIERS = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.keys(CHAINS));

/** The broadcast call of every Tendermint identifier. */
export const BROADCAST_OPERATION = 'broadcastTendermintTransaction';

/**
 * The auto-restake grant's expiration: one year from now by default, at least ten minutes ahead
 * (a rule of the API, not of the chains, which accept any future time).
 */
export const GRANT_RULES = /* @__PURE__ */ Object.freeze({
  defaultYears: 1,
  minAheadMs: 10 * 60 * 1000,
  source: 'API',
});

export const SIGNING: Signing = /* @__PURE__ */ Object.freeze({
  formats: [
    'signDirect: SignDoc (body and auth info bytes, chain id, account number), SIGN_MODE_DIRECT',
    'signAmino: the amino StdSignDoc JSON, SIGN_MODE_LEGACY_AMINO_JSON (Ledger, Keplr amino)',
    'signEIP712: Ethermint EIP-712 typed data of the amino sign doc, for an Ethereum wallet (EVMOS, DYM, HEART, XPLA)',
    'signEIP712CosmosTxV0: the legacy EIP-712 typed data (EVMOS; INJ with its web3 extension)',
  ],
  libraries: [
    { name: 'CosmJS', package: '@cosmjs/proto-signing' },
    { name: 'cosmjs-types', package: 'cosmjs-types' },
    { name: 'Injective SDK (INJ)', package: '@injectivelabs/sdk-ts' },
  ],
  send: 'broadcast',
  encodedTransaction: 'base64 of the signed TxRaw',
  hash: { pattern: '^[0-9a-fA-F]{64}$', text: '64 hex digits' },
});

/**
 * The CosmJS wallet that signs a signDirect sign doc with each kind of key: sha256 for secp256k1
 * keys, keccak256 for the Ethereum-style keys of the chains with a `pubkeyTypeUrl` (CosmJS 0.38.0
 * added that wallet). Injective's own SDK signs INJ too.
 */
export const DIRECT_SIGNERS = /* @__PURE__ */ Object.freeze({
  secp256k1: {
    package: '@cosmjs/proto-signing',
    wallet: 'DirectSecp256k1HdWallet',
    source:
      'https://github.com/cosmos/cosmjs/blob/v0.38.0/packages/proto-signing/src/directsecp256k1hdwallet.ts',
  },
  ethsecp256k1: {
    package: '@cosmjs/proto-signing',
    wallet: 'DirectEthSecp256k1HdWallet',
    since: '0.38.0',
    source: 'https://github.com/cosmos/cosmjs/blob/v0.38.0/CHANGELOG.md',
  },
});

/** What the unbonding period means on every Cosmos SDK chain (x/staking). */
const UNBONDING_MEANWHILE =
  'The undelegated tokens earn no rewards and can still be slashed for faults the validator ' +
  'committed while they were bonded; they return to the account by themselves when the ' +
  'period ends (there is no withdraw transaction). A chain keeps at most max_entries (7 by ' +
  'default) unbonding entries per delegator and validator.';
const COSMOS_STAKING_DOCS = 'https://docs.cosmos.network/v0.50/build/modules/staking';

/**
 * The unbonding of `identifier`'s chain, as the chain pages show it.
 */
export function unbondingOf(identifier: string): Timing {
  const { unbonding } = CHAINS[identifier];
  return {
    kind: 'unbonding',
    period: unbonding.period ?? `${unbonding.days} days`,
    days: unbonding.days,
    meanwhile: UNBONDING_MEANWHILE,
    source: unbonding.verified ? unbonding.source : COSMOS_STAKING_DOCS,
    verified: unbonding.verified,
    ...(unbonding.verified ? {} : { readFrom: STAKING_PARAMS }),
  };
}

export const LIMITS: readonly Limit[] = /* @__PURE__ */ Object.freeze([
  {
    rule: 'amount has at most as many decimals as the staking token (6 for uatom; 18 for the a- denoms)',
    source: REGISTRY + 'cosmoshub/assetlist.json',
  },
  {
    rule:
      'A redelegated stake cannot be redelegated again from its new validator until one ' +
      'unbonding period has passed',
    source: COSMOS_STAKING_DOCS,
  },
  {
    rule: 'auto-restake: expirationDate defaults to one year from now and must be at least 10 minutes in the future',
    source: 'API',
  },
]);

/** How the APR of a Cosmos SDK chain is earned. */
export const YIELD_MEANING =
  'Rewards accrue every block to each delegation, in the staking token, after the ' +
  "validator's commission; they wait in the distribution module until claimed (claimRewards) " +
  'or restaked by the auto-restake bot. Any change to a delegation pays the pending rewards ' +
  'of that validator out.';
