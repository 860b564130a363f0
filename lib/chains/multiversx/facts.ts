// MultiversX (EGLD): plain data, no chain library, so the forge (forge.ts), the sandbox, search,
// the transaction check and the chain pages read the one list. Each fact group names its primary
// source: the mainnet configuration (multiversx/mx-chain-mainnet-config) and the delegation system
// smart contract (multiversx/mx-chain-go).
import type { Explorer, Limit, Network, Signing, Timing, Token } from '../base/fact-types';

const MAINNET_CONFIG = 'https://github.com/multiversx/mx-chain-mainnet-config/blob/HEAD';
const DELEGATION_CONTRACT =
  'https://github.com/multiversx/mx-chain-go/blob/HEAD/vm/systemSmartContracts/delegation.go';

export const TOKEN: Token = /* @__PURE__ */ Object.freeze({
  symbol: 'EGLD',
  decimals: 18,
  baseUnit: 'atto-EGLD',
  source: `${MAINNET_CONFIG}/economics.toml`,
});

export const NETWORK: Network = /* @__PURE__ */ Object.freeze({
  name: 'MultiversX mainnet',
  chainId: '1',
  source: `${MAINNET_CONFIG}/config.toml`,
});

export const EXPLORER: Explorer = /* @__PURE__ */ Object.freeze({
  transactionUrl: 'https://explorer.multiversx.com/transactions/',
  source: 'https://explorer.multiversx.com',
});

/** The lowest gas price of a mainnet transaction (MinGasPrice), in atto-EGLD per gas unit. */
export const MIN_GAS_PRICE = /* @__PURE__ */ Object.freeze({
  attoEgld: 1_000_000_000n,
  source: `${MAINNET_CONFIG}/economics.toml`,
});

/** The smallest delegation a staking provider takes (DelegationManagerSystemSCConfig.MinStakeAmount). */
export const MIN_DELEGATION = /* @__PURE__ */ Object.freeze({
  egld: '1',
  attoEgld: 10n ** 18n,
  source: `${MAINNET_CONFIG}/systemSmartContractsConfig.toml`,
});

/** Addresses: bech32 with the human-readable part `erd` (erd1…). */
export const ADDRESS_HRP = /* @__PURE__ */ Object.freeze({
  hrp: 'erd',
  source: 'https://github.com/multiversx/mx-chain-mainnet-config/blob/HEAD/config.toml',
});

/** The data field of each forge call to the delegation contract (each argument in hex after an "@"). */
export const CALLS = /* @__PURE__ */ Object.freeze({
  stake: 'delegate',
  unstake: 'unDelegate@<amount hex>',
  withdraw: 'withdraw',
  claimRewards: 'claimRewards',
  restakeRewards: 'reDelegateRewards',
  source: DELEGATION_CONTRACT,
});

export const TIMING = /* @__PURE__ */ Object.freeze({
  kind: 'unbonding',
  period: '10 epochs (UnBondPeriodInEpochs) of 14,400 rounds of 6 s: about 10 days',
  days: 10,
  meanwhile:
    'The undelegated EGLD earn nothing and stay with the provider; withdraw takes every ' +
    'undelegation whose 10 epochs have passed at once.',
  source: `${MAINNET_CONFIG}/systemSmartContractsConfig.toml`,
  verified: true,
  count: { value: 10, unit: 'epochs' },
  epochLength: { value: 14_400, unit: 'rounds' },
} as Timing);

export const LIMITS: readonly Limit[] = /* @__PURE__ */ Object.freeze([
  {
    rule: 'a delegation is at least 1 EGLD',
    source: `${MAINNET_CONFIG}/systemSmartContractsConfig.toml`,
    verified: true,
    minimum: '1',
  },
  {
    rule:
      'an unstake leaves 0 or at least 1 EGLD delegated with the provider ("invalid value to ' +
      'undelegate - need to undelegate all - do not leave dust behind")',
    source: DELEGATION_CONTRACT,
    verified: true,
  },
]);

/** The broadcast call of EGLD. */
export const BROADCAST_OPERATION = 'broadcastEgldTransaction';

export const SIGNING: Signing = /* @__PURE__ */ Object.freeze({
  formats: [
    'the plain transaction object (nonce, value, receiver, sender, gasPrice, gasLimit, data, ' +
      'chainID, version, options, …), signed with ed25519 over its signing bytes',
  ],
  libraries: [{ name: '@multiversx/sdk-core', package: '@multiversx/sdk-core' }],
  send: 'broadcast',
  encodedTransaction: 'base64 of the JSON of the signed plain object (toPlainObject())',
  hash: { pattern: '^[0-9a-f]{64}$', text: '64 lower-case hex digits' },
});

/** How the APR is earned on MultiversX. */
export const YIELD_MEANING =
  "Rewards accrue to the delegation with the provider, after the provider's service fee: " +
  'claimRewards pays them to the wallet, restakeRewards (reDelegateRewards) delegates them ' +
  'again.';

export const NAME = 'MultiversX';
