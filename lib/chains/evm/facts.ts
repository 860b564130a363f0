// The EVM-type staking identifiers (CHILIZ, CXT, POL, STAKEWISE): plain data, no chain library, so
// the forge (forge.ts), the transaction check in the browser (contracts.ts), the sandbox, search
// and the chain pages read the one list. Each fact group names its primary source.
import type { Explorer, Limit, Signing, Timing, Token } from '../base/fact-types';

const VIEM_CHAINS = 'https://github.com/wevm/viem/blob/HEAD/src/chains/definitions';
const CHILIZ_GENESIS = 'https://github.com/chiliz-chain/v2-genesis-config';
const POS_CONTRACTS = 'https://github.com/0xPolygon/pos-contracts';
const COVALENT_STAKING = 'https://github.com/covalenthq/ewm-contracts';
const STAKEWISE_V3 = 'https://github.com/stakewise/v3-core';

/**
 * The networks the transactions go to: EIP-155 chain id, native currency and explorer. One account
 * nonce per network.
 */
export const NETWORKS: Readonly<
  Record<
    'ETHEREUM' | 'CHILIZ',
    { name: string; chainId: string; currency: string; explorer: Explorer; source: string }
  >
> = /* @__PURE__ */ Object.freeze({
  ETHEREUM: {
    name: 'Ethereum mainnet',
    chainId: '1',
    currency: 'ETH',
    source: `${VIEM_CHAINS}/mainnet.ts`,
    explorer: { transactionUrl: 'https://etherscan.io/tx/', source: `${VIEM_CHAINS}/mainnet.ts` },
  },
  CHILIZ: {
    name: 'Chiliz Chain',
    chainId: '88888',
    currency: 'CHZ',
    source: `${CHILIZ_GENESIS}/blob/HEAD/mainnet.json`,
    explorer: { transactionUrl: 'https://scan.chiliz.com/tx/', source: `${VIEM_CHAINS}/chiliz.ts` },
  },
});

/**
 * The contracts the forge calls. POL token and StakeManagerProxy on Ethereum; Chiliz's staking and
 * chain-config system contracts (create-genesis.go `stakingAddress`, `chainConfigAddress`); CXT
 * token on Ethereum. The CXT staking contract's deployment is not pinned by a primary source: its
 * address here is the API's example value, and the forged transaction's `to` is authoritative.
 */
export const CONTRACTS: Readonly<
  Record<string, { address: string; source: string; verified: boolean }>
> = /* @__PURE__ */ Object.freeze({
  CHILIZ_STAKING: {
    address: '0x0000000000000000000000000000000000001000',
    source: `${CHILIZ_GENESIS}/blob/HEAD/create-genesis.go`,
    verified: true,
  },
  CHILIZ_CHAIN_CONFIG: {
    address: '0x0000000000000000000000000000000000007003',
    source: `${CHILIZ_GENESIS}/blob/HEAD/create-genesis.go`,
    verified: true,
  },
  CXT_TOKEN: {
    address: '0x7ABc8A5768E6bE61A6c693a6e4EAcb5B60602C4D',
    source: 'https://etherscan.io/token/0x7ABc8A5768E6bE61A6c693a6e4EAcb5B60602C4D',
    verified: true,
  },
  CXT_STAKING: {
    address: '0x7a1F6B2A836105204cba035bBb3Ee22F233d6E93',
    source: 'API',
    verified: false,
  },
  POL_TOKEN: {
    address: '0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6',
    source: 'https://etherscan.io/token/0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6',
    verified: true,
  },
  POL_STAKE_MANAGER: {
    address: '0x5e3Ef299fDDf15eAa0432E6e66473ace8c13D908',
    source: 'https://etherscan.io/address/0x5e3Ef299fDDf15eAa0432E6e66473ace8c13D908',
    verified: true,
  },
});

/**
 * The contracts each identifier's transactions are sent to, as the chain pages name them: one of
 * CONTRACTS, or the contract a request field names (each Polygon validator has a ValidatorShare
 * contract of its own; a StakeWise vault is the one the delegator chose). The forge (forge.ts)
 * sends each operation's call to one of these.
 */
export const CONTRACTS_CALLED: Readonly<
  Record<
    'CHILIZ' | 'CXT' | 'POL' | 'STAKEWISE',
    readonly (
      | { name: string; contract: keyof typeof CONTRACTS }
      | { name: string; field: 'validatorAddress' | 'vaultAddress' }
    )[]
  >
> = /* @__PURE__ */ Object.freeze({
  CHILIZ: [{ name: 'Staking system contract', contract: 'CHILIZ_STAKING' }],
  CXT: [
    { name: 'CXT token (approve)', contract: 'CXT_TOKEN' },
    { name: 'OperationalStaking (every other call)', contract: 'CXT_STAKING' },
  ],
  POL: [
    { name: 'POL token (approve)', contract: 'POL_TOKEN' },
    {
      name: "The validator's ValidatorShare contract (stake, unstake, withdraw, claim and restake rewards)",
      field: 'validatorAddress',
    },
    {
      name: 'StakeManagerProxy (the spender approve names; redelegate)',
      contract: 'POL_STAKE_MANAGER',
    },
  ],
  STAKEWISE: [{ name: 'The StakeWise v3 vault (every call)', field: 'vaultAddress' }],
});

/**
 * Every method a forge call of an EVM-type chain calls, as human-readable ABI, by contract
 * interface: Chiliz's IStaking (chiliz-chain/v2-genesis-config), ERC-20 approve, Covalent's
 * OperationalStaking, Polygon's ValidatorShare and StakeManager (pos-contracts), StakeWise v3's
 * IVaultEnterExit.
 */
export const METHODS = /* @__PURE__ */ Object.freeze({
  chiliz: /* @__PURE__ */ Object.freeze([
    'function delegate(address validator) payable',
    'function undelegate(address validator, uint256 amount)',
    'function claimPendingUndelegates(address validator)',
    'function claimDelegatorFee(address validator)',
    'function redelegateDelegatorFee(address validator) returns (uint256 amountToStake, uint256 rewardsDust)',
  ]),
  erc20: /* @__PURE__ */ Object.freeze([
    'function approve(address spender, uint256 amount) returns (bool)',
  ]),
  cxt: /* @__PURE__ */ Object.freeze([
    'function stake(uint128 validatorId, uint128 amount)',
    'function unstake(uint128 validatorId, uint128 amount)',
    'function unstakeAll(uint128 validatorId)',
    'function transferUnstakedOut(uint128 amount, uint128 validatorId, uint128 unstakingId)',
    'function redeemAllRewards(uint128 validatorId, address beneficiary)',
  ]),
  polShare: /* @__PURE__ */ Object.freeze([
    'function buyVoucherPOL(uint256 _amount, uint256 _minSharesToMint) returns (uint256)',
    'function sellVoucher_newPOL(uint256 claimAmount, uint256 maximumSharesToBurn)',
    'function unstakeClaimTokens_newPOL(uint256 unbondNonce)',
    'function withdrawRewardsPOL()',
    'function restakePOL() returns (uint256, uint256)',
  ]),
  polStakeManager: /* @__PURE__ */ Object.freeze([
    'function migrateDelegation(uint256 fromValidatorId, uint256 toValidatorId, uint256 amount)',
  ]),
  stakewise: /* @__PURE__ */ Object.freeze([
    'function deposit(address receiver, address referrer) payable returns (uint256 shares)',
    'function enterExitQueue(uint256 shares, address receiver) returns (uint256 positionTicket)',
    'function claimExitedAssets(uint256 positionTicket, uint256 timestamp, uint256 exitQueueIndex)',
  ]),
});

export const SIGNING: Signing = /* @__PURE__ */ Object.freeze({
  formats: [
    'serializedUnsignedTx: an unsigned EIP-1559 (type 2) transaction, RLP, 0x hex; sign it ' +
      'with the key of delegatorAddress',
  ],
  libraries: [
    { name: 'ethers v6', package: 'ethers' },
    { name: 'viem', package: 'viem' },
  ],
  send: 'submitHash',
  encodedTransaction:
    'the signed transaction, sent with your own RPC provider (eth_sendRawTransaction); then its hash to submitHash',
  hash: { pattern: '^0x[0-9a-fA-F]{64}$', text: '0x and 64 hex digits' },
});

/** The call that records a transaction the client sent itself. */
export const SEND_OPERATION = 'submitTransactionHash';

/** Every identifier's token: 18 decimals, counted in wei. */
const wei = (symbol: string, source: string) =>
  ({ symbol, decimals: 18, baseUnit: 'wei', source }) as Token;

/**
 * The token each identifier stakes.
 */
export const TOKENS: Readonly<Record<'CHILIZ' | 'CXT' | 'POL' | 'STAKEWISE', Token>> =
  /* @__PURE__ */ Object.freeze({
    CHILIZ: /* @__PURE__ */ wei('CHZ', `${VIEM_CHAINS}/chiliz.ts`),
    CXT: /* @__PURE__ */ wei(
      'CXT',
      'https://etherscan.io/token/0x7ABc8A5768E6bE61A6c693a6e4EAcb5B60602C4D',
    ),
    POL: /* @__PURE__ */ wei(
      'POL',
      'https://etherscan.io/token/0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6',
    ),
    STAKEWISE: /* @__PURE__ */ wei('ETH', `${VIEM_CHAINS}/mainnet.ts`),
  });

/**
 * The network each identifier's transactions go to; one account nonce per network.
 */
export const NETWORK_OF: Readonly<
  Record<'CHILIZ' | 'CXT' | 'POL' | 'STAKEWISE', 'ETHEREUM' | 'CHILIZ'>
> = /* @__PURE__ */ Object.freeze({
  CHILIZ: 'CHILIZ',
  CXT: 'ETHEREUM',
  POL: 'ETHEREUM',
  STAKEWISE: 'ETHEREUM',
});

export interface EvmIdentifier {
  name: string;
  aliases: string[];
  network: 'ETHEREUM' | 'CHILIZ';
  token: Token;
  timing: Timing;
  limits: Limit[];
  yieldMeaning: string;
}

export const IDENTIFIERS: Readonly<Record<'CHILIZ' | 'CXT' | 'POL' | 'STAKEWISE', EvmIdentifier>> =
  /* @__PURE__ */ Object.freeze({
    CHILIZ: {
      name: 'Chiliz Chain',
      aliases: ['Chiliz', 'CHZ'],
      network: NETWORK_OF.CHILIZ,
      token: TOKENS.CHILIZ,
      timing: {
        kind: 'unbonding',
        period:
          '7 full epochs of 28,800 blocks (3 s blocks: about a day each); about 8 days, as ' +
          'the current epoch ends first',
        days: 8,
        meanwhile:
          'The undelegated CHZ earn nothing; from the epoch the contract computes (the ' +
          'current epoch + the undelegate period) claimPendingUndelegates (withdraw) pays ' +
          'them out.',
        source: `${CHILIZ_GENESIS}/blob/HEAD/contracts/Staking.sol`,
        verified: false,
        readFrom:
          'ChainConfig (0x…7003) getUndelegatePeriod() in epochs; getEpochBlockInterval() in ' +
          'blocks (28,800 in mainnet.json)',
        count: { value: 7, unit: 'epochs' },
        epochLength: { value: 28_800, unit: 'blocks' },
      },
      limits: [
        {
          rule:
            'delegate and undelegate amounts are whole multiples of 10^10 wei (at most 8 ' +
            'non-zero decimals of CHZ): Staking.sol BALANCE_COMPACT_PRECISION, require(amount ' +
            '% 1e10 == 0, "hr")',
          source: `${CHILIZ_GENESIS}/blob/HEAD/contracts/Staking.sol`,
          verified: true,
          multipleOfBaseUnits: '10000000000',
        },
        {
          rule:
            "at least the chain's minimum stake: ChainConfig getMinStakingAmount() " +
            '(require(amount >= minStakingAmount, "tl"))',
          source: `${CHILIZ_GENESIS}/blob/HEAD/contracts/ChainConfig.sol`,
          verified: true,
        },
      ],
      yieldMeaning:
        'The contract credits rewards each epoch; they do not compound by themselves: ' +
        'claimDelegatorFee pays them out, redelegateDelegatorFee stakes them again (the API ' +
        'has no forge call for either).',
    },
    CXT: {
      name: 'Covalent',
      aliases: ['Covalent Network', 'CQT', 'Ethereum'],
      network: NETWORK_OF.CXT,
      token: TOKENS.CXT,
      timing: {
        kind: 'cooldown',
        period:
          "the staking contract's delegator cool-down, counted in blocks (its initializer's " +
          "comment gives 28 × 6,857 blocks, about 28 days; Covalent's delegator FAQ says " +
          'about 14 days; the owner can change it)',
        days: null,
        meanwhile:
          'Each unstake creates an unstaking entry (its index is the unstakeID of the ' +
          'Unstaked event); it earns nothing, and transferUnstakedOut (withdraw) can take ' +
          "it, or part of it, from the cool-down's end block.",
        source: `${COVALENT_STAKING}/blob/HEAD/contracts/OperationalStaking.sol`,
        verified: false,
        readFrom:
          'OperationalStaking delegatorCoolDown() (blocks); an Unstaked entry can be taken ' +
          'out from its coolDownEnd block',
      },
      limits: [
        {
          rule:
            'approve the staking contract for at least the amount before stake (it pulls the ' +
            'tokens with transferFrom)',
          source: `${COVALENT_STAKING}/blob/HEAD/contracts/OperationalStaking.sol`,
          verified: true,
        },
        {
          rule: 'stake and unstake at least 10^8 wei (REWARD_REDEEM_THRESHOLD: "Stake amount is too small")',
          source: `${COVALENT_STAKING}/blob/HEAD/contracts/OperationalStaking.sol`,
          verified: true,
        },
        {
          rule: 'withdraw names the unstaking entry with unstakeID',
          source: `${COVALENT_STAKING}/blob/HEAD/contracts/OperationalStaking.sol`,
          verified: true,
        },
      ],
      yieldMeaning:
        'Rewards accrue to the delegation and are redeemed with claimRewards ' +
        '(redeemAllRewards), to beneficiaryAddress or the delegator; they can be redeemed at ' +
        'any time.',
    },
    POL: {
      name: 'Polygon',
      aliases: ['MATIC', 'Ethereum'],
      network: NETWORK_OF.POL,
      token: TOKENS.POL,
      timing: {
        kind: 'unbonding',
        period:
          "the StakeManager's withdrawalDelay, counted in checkpoints (80 checkpoints, about " +
          '2 to 4 days, is the commonly published figure)',
        days: 3,
        meanwhile:
          "sellVoucher_newPOL creates an unbond entry under the delegator's next " +
          'unbondNonce; it earns nothing, and unstakeClaimTokens_newPOL (withdraw, naming ' +
          'the unbondNonce) pays it out once the delay has passed.',
        source: `${POS_CONTRACTS}/blob/HEAD/contracts/staking/stakeManager/StakeManager.sol`,
        verified: false,
        readFrom: 'StakeManager withdrawalDelay() and epoch() (checkpoints)',
        count: { value: 80, unit: 'checkpoints' },
      },
      limits: [
        {
          rule: 'approve the StakeManager (not the ValidatorShare) for at least the amount before stake',
          source: `${POS_CONTRACTS}/blob/HEAD/contracts/staking/validatorShare/ValidatorShare.sol`,
          verified: true,
        },
        {
          rule: 'redelegate (migrateDelegation) only to validators with an id above 7 (the foundation validators)',
          source: `${POS_CONTRACTS}/blob/HEAD/contracts/staking/stakeManager/StakeManager.sol`,
          verified: true,
        },
        {
          rule: 'withdraw names the unbond entry with unbondNonce',
          source: `${POS_CONTRACTS}/blob/HEAD/contracts/staking/validatorShare/ValidatorShare.sol`,
          verified: true,
        },
      ],
      yieldMeaning:
        'Rewards accrue as liquid POL on the ValidatorShare contract: withdrawRewardsPOL ' +
        '(claimRewards) pays them out, restakePOL (restakeRewards) compounds them; buying or ' +
        'selling vouchers pays pending rewards out too.',
    },
    STAKEWISE: {
      name: 'StakeWise',
      aliases: ['StakeWise v3', 'ETH', 'Ethereum'],
      network: NETWORK_OF.STAKEWISE,
      token: TOKENS.STAKEWISE,
      timing: {
        kind: 'exit queue',
        period:
          'until the vault has processed the exit-queue position (it may have to exit ' +
          'validators, which can take days) and its claim delay after entering has passed ' +
          '(24 h in earlier vault versions, 15 h in the current ones)',
        days: null,
        meanwhile:
          'enterExitQueue turns the shares into an exit-queue position; the position earns ' +
          'nothing once processed; claimExitedAssets (withdraw, found from unstakeTxHash) ' +
          'pays the ETH out, and a partial claim leaves a new ticket for the rest.',
        source: `${STAKEWISE_V3}/blob/HEAD/contracts/vaults/modules/VaultEnterExit.sol`,
        verified: false,
        readFrom: "the vault's getExitQueueIndex(positionTicket) and calculateExitedAssets(...)",
      },
      limits: [
        {
          rule: 'unstake takes an ETH amount, converted to vault shares at the share price (convertToShares)',
          source: `${STAKEWISE_V3}/blob/HEAD/contracts/interfaces/IVaultEnterExit.sol`,
          verified: true,
        },
      ],
      yieldMeaning:
        "Rewards raise the vault's share price: the shares held are worth more ETH over " +
        'time, with no claim transaction.',
    },
  });

/**
 * The networks of the EVM-type staking identifiers, by EIP-155 chain id (what the transaction check
 * reads from a transaction).
 */
export const NETWORKS_BY_CHAIN_ID: Readonly<Record<string, { name: string; currency: string }>> =
  /* @__PURE__ */ (() =>
    Object.freeze(
      Object.fromEntries(
        Object.values(NETWORKS).map((network) => [
          network.chainId,
          { name: network.name, currency: network.currency },
        ]),
      ),
    ))();
