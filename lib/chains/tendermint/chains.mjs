// The 33 Tendermint-type staking identifiers of spec §9 and their chains: plain data, no chain
// library, so the forge (lib/chains/tendermint/forge.mjs), the sandbox and the transaction check
// the browser loads (networks.ts) read the one list.

const ETHERMINT_PUBKEY = '/ethermint.crypto.v1.ethsecp256k1.PubKey';
// XPLA runs cosmos/evm since v1.8.0 (xpladev/xpla v1.11.4 go.mod); it still reads keys recorded
// under the Ethermint type, but only keys of this type pass its EIP-712 check (see signEIP712).
const COSMOS_EVM_PUBKEY = '/cosmos.evm.crypto.v1.ethsecp256k1.PubKey';

/**
 * @typedef {object} TendermintChain
 * @property {string} name
 * @property {string} chainId
 * @property {string} explorer The explorer's transaction page; the hash follows.
 * @property {string} prefix The account address prefix (bech32 human-readable part).
 * @property {string} [valoperPrefix] The operator address prefix, where it is not the account prefix + "valoper".
 * @property {string} denom The staking token's base denomination.
 * @property {number} decimals
 * @property {string} gasPrice The average gas price, in `denom` per unit of gas.
 * @property {string} [pubkeyTypeUrl] The key type of an ethsecp256k1 chain.
 * @property {boolean} [eip712]
 * @property {{ name: string, evmChainId?: bigint, feePayer?: boolean, timeoutHeight?: boolean, web3Extension?: boolean }} [eip712Legacy]
 */

/**
 * Per API identifier: the chain's name, chain id, account and operator prefixes, staking denom and its decimals, the
 * average gas price the fee is priced at, the explorer's transaction page, and for the ethsecp256k1
 * chains the key type. From cosmos/chain-registry (commit 627bbab): `chain_id`, `bech32_prefix`,
 * the staking token of `assetlist.json` with its display exponent,
 * `fees.fee_tokens[0].average_gas_price`, and the `tx_page` of Mintscan (else the first explorer). Operator
 * addresses are the account prefix + `valoper`, except Crypto.org (`crocncl`) and IRISnet (`iva`).
 *
 * `eip712`: the chain checks a SIGN_MODE_LEGACY_AMINO_JSON signature against the current Ethermint
 * EIP-712 encoding of the sign doc too (the forge answer's signEIP712), in the domain of the chain
 * id's EIP-155 number. `eip712Legacy`: the chain's legacy encoding (signEIP712CosmosTxV0): the
 * domain name, the EIP-155 id when it is not the chain id's, Ethermint's fee payer in `Fee`,
 * Injective's `timeout_height`, and whether the signature goes with an ExtensionOptionsWeb3Tx
 * (Injective) or into TxRaw.signatures alone (Evmos: v19 and later refuse that extension).
 */
export const CHAINS = /** @type {Readonly<Record<string, TendermintChain>>} */ (Object.freeze({
  ATOM: { name: 'Cosmos Hub', chainId: 'cosmoshub-4', explorer: 'https://www.mintscan.io/cosmos/transactions/', prefix: 'cosmos', denom: 'uatom', decimals: 6, gasPrice: '0.025' },
  EVMOS: {
    name: 'Evmos', chainId: 'evmos_9001-2', explorer: 'https://www.mintscan.io/evmos/transactions/', prefix: 'evmos', denom: 'aevmos', decimals: 18, gasPrice: '25000000000', pubkeyTypeUrl: ETHERMINT_PUBKEY,
    eip712: true, eip712Legacy: { name: 'Cosmos Web3', feePayer: true },
  },
  INJ: {
    name: 'Injective', chainId: 'injective-1', explorer: 'https://www.mintscan.io/injective/transactions/', prefix: 'inj', denom: 'inj', decimals: 18, gasPrice: '160000000',
    pubkeyTypeUrl: '/injective.crypto.v1beta1.ethsecp256k1.PubKey',
    // Injective's legacy EIP-712 (sdk-ts eip712/utils.ts getEip712Domain, getDefaultEip712Types;
    // injective-core app/ante/eip712_cosmos.go WrapTxToEIP712WithSignBytes)
    eip712Legacy: { name: 'Injective Web3', evmChainId: 1n, timeoutHeight: true, web3Extension: true },
  },
  OSMO: { name: 'Osmosis', chainId: 'osmosis-1', explorer: 'https://www.mintscan.io/osmosis/transactions/', prefix: 'osmo', denom: 'uosmo', decimals: 6, gasPrice: '0.1' },
  TIA: { name: 'Celestia', chainId: 'celestia', explorer: 'https://mintscan.io/celestia/txs/', prefix: 'celestia', denom: 'utia', decimals: 6, gasPrice: '0.02' },
  JUNO: { name: 'Juno', chainId: 'juno-1', explorer: 'https://ezstaking.app/juno/txs/', prefix: 'juno', denom: 'ujuno', decimals: 6, gasPrice: '0.1' },
  AXL: { name: 'Axelar', chainId: 'axelar-dojo-1', explorer: 'https://www.mintscan.io/axelar/transactions/', prefix: 'axelar', denom: 'uaxl', decimals: 6, gasPrice: '0.007' },
  DYDX: { name: 'dYdX', chainId: 'dydx-mainnet-1', explorer: 'https://www.mintscan.io/dydx/txs/', prefix: 'dydx', denom: 'adydx', decimals: 18, gasPrice: '12500000000' },
  STARS: { name: 'Stargaze', chainId: 'stargaze-1', explorer: 'https://www.mintscan.io/stargaze/transactions/', prefix: 'stars', denom: 'ustars', decimals: 6, gasPrice: '1.1' },
  AKT: { name: 'Akash', chainId: 'akashnet-2', explorer: 'https://www.mintscan.io/akash/transactions/', prefix: 'akash', denom: 'uakt', decimals: 6, gasPrice: '0.025' },
  DYM: { name: 'Dymension', chainId: 'dymension_1100-1', explorer: 'https://www.mintscan.io/dymension/tx/', prefix: 'dym', denom: 'adym', decimals: 18, gasPrice: '5000000000', pubkeyTypeUrl: ETHERMINT_PUBKEY, eip712: true },
  LUNA: { name: 'Terra', chainId: 'phoenix-1', explorer: 'https://www.mintscan.io/terra/transactions/', prefix: 'terra', denom: 'uluna', decimals: 6, gasPrice: '0.015' },
  SEI: { name: 'Sei', chainId: 'pacific-1', explorer: 'https://www.mintscan.io/sei/transactions/', prefix: 'sei', denom: 'usei', decimals: 6, gasPrice: '0.02' },
  FLIX: { name: 'OmniFlix', chainId: 'omniflixhub-1', explorer: 'https://www.mintscan.io/omniflix/transactions/', prefix: 'omniflix', denom: 'uflix', decimals: 6, gasPrice: '0.015' },
  KAVA: { name: 'Kava', chainId: 'kava_2222-10', explorer: 'https://www.mintscan.io/kava/transactions/', prefix: 'kava', denom: 'ukava', decimals: 6, gasPrice: '0.1' },
  COREUM: { name: 'Coreum', chainId: 'coreum-mainnet-1', explorer: 'https://www.mintscan.io/coreum/transactions/', prefix: 'core', denom: 'ucore', decimals: 6, gasPrice: '0.0625' },
  SAGA: { name: 'Saga', chainId: 'ssc-1', explorer: 'https://www.mintscan.io/saga/transactions/', prefix: 'saga', denom: 'usaga', decimals: 6, gasPrice: '0.025' },
  XPRT: { name: 'Persistence', chainId: 'core-1', explorer: 'https://www.mintscan.io/persistence/transactions/', prefix: 'persistence', denom: 'uxprt', decimals: 6, gasPrice: '0.025' },
  UX: { name: 'Umee', chainId: 'umee-1', explorer: 'https://explorer.stavr.tech/umee/tx/', prefix: 'umee', denom: 'uumee', decimals: 6, gasPrice: '0.12' },
  CRO: { name: 'Crypto.org Chain', chainId: 'crypto-org-chain-mainnet-1', explorer: 'https://www.mintscan.io/crypto-org/transactions/', prefix: 'cro', valoperPrefix: 'crocncl', denom: 'basecro', decimals: 8, gasPrice: '0.03' },
  BAND: { name: 'Band Protocol', chainId: 'laozi-mainnet', explorer: 'https://www.mintscan.io/band/transactions/', prefix: 'band', denom: 'uband', decimals: 6, gasPrice: '0.003' },
  HUAHUA: { name: 'Chihuahua', chainId: 'chihuahua-1', explorer: 'https://mintscan.io/chihuahua/transactions/', prefix: 'chihuahua', denom: 'uhuahua', decimals: 6, gasPrice: '1250' },
  FET: { name: 'Fetch.ai', chainId: 'fetchhub-4', explorer: 'https://www.mintscan.io/fetchai/transactions/', prefix: 'fetch', denom: 'afet', decimals: 18, gasPrice: '0.025' },
  PASG: { name: 'Passage', chainId: 'passage-2', explorer: 'https://www.mintscan.io/passage/transactions/', prefix: 'pasg', denom: 'upasg', decimals: 6, gasPrice: '12.5' },
  HEART: { name: 'Humans.ai', chainId: 'humans_1089-1', explorer: 'https://www.mintscan.io/humans/tx/', prefix: 'human', denom: 'aheart', decimals: 18, gasPrice: '100000000000', pubkeyTypeUrl: ETHERMINT_PUBKEY, eip712: true },
  KYVE: { name: 'KYVE', chainId: 'kyve-1', explorer: 'https://www.mintscan.io/kyve/txs/', prefix: 'kyve', denom: 'ukyve', decimals: 6, gasPrice: '80' },
  SOMM: { name: 'Sommelier', chainId: 'sommelier-3', explorer: 'https://www.mintscan.io/sommelier/transactions/', prefix: 'somm', denom: 'usomm', decimals: 6, gasPrice: '0.025' },
  XPLA: { name: 'XPLA', chainId: 'dimension_37-1', explorer: 'https://www.mintscan.io/xpla/transactions/', prefix: 'xpla', denom: 'axpla', decimals: 18, gasPrice: '280000000000', pubkeyTypeUrl: COSMOS_EVM_PUBKEY, eip712: true },
  BTSG: { name: 'BitSong', chainId: 'bitsong-2b', explorer: 'https://www.mintscan.io/bitsong/transactions/', prefix: 'bitsong', denom: 'ubtsg', decimals: 6, gasPrice: '10' },
  IRIS: { name: 'IRISnet', chainId: 'irishub-1', explorer: 'https://www.mintscan.io/iris/transactions/', prefix: 'iaa', valoperPrefix: 'iva', denom: 'uiris', decimals: 6, gasPrice: '0.3' },
  MED: { name: 'Panacea', chainId: 'panacea-3', explorer: 'https://www.mintscan.io/medibloc/transactions/', prefix: 'panacea', denom: 'umed', decimals: 6, gasPrice: '7' },
  CTK: { name: 'Shentu', chainId: 'shentu-2.2', explorer: 'https://www.mintscan.io/shentu/transactions/', prefix: 'shentu', denom: 'uctk', decimals: 6, gasPrice: '0.025' },
  QSR: { name: 'Quasar', chainId: 'quasar-1', explorer: 'https://www.mintscan.io/quasar/transactions/', prefix: 'quasar', denom: 'uqsr', decimals: 6, gasPrice: '0.25' },
}));
