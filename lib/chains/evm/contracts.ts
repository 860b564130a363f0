// The contracts and methods the EVM-type forge calls use, as plain data (no library), for the
// checker in the browser. The forge code (forge.mjs) builds its calls from the same facts.

/** POL token and StakeManagerProxy on Ethereum; Chiliz's staking system contract; CXT token and the staking contract of the examples. */
export const EVM_CONTRACTS = Object.freeze({
  CHILIZ_STAKING: '0x0000000000000000000000000000000000001000',
  CXT_TOKEN: '0x7ABc8A5768E6bE61A6c693a6e4EAcb5B60602C4D',
  CXT_STAKING: '0x7a1F6B2A836105204cba035bBb3Ee22F233d6E93',
  POL_TOKEN: '0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6',
  POL_STAKE_MANAGER: '0x5e3Ef299fDDf15eAa0432E6e66473ace8c13D908',
});

/**
 * Every method a forge call of an EVM-type chain calls, as human-readable ABI: Chiliz's IStaking
 * (chiliz-chain/v2-genesis-config), ERC-20 approve, Covalent's OperationalStaking, Polygon's
 * ValidatorShare and StakeManager (pos-contracts), StakeWise v3's IVaultEnterExit.
 */
export const EVM_METHODS: readonly string[] = Object.freeze([
  'function delegate(address validator) payable',
  'function undelegate(address validator, uint256 amount)',
  'function claimPendingUndelegates(address validator)',
  'function claimDelegatorFee(address validator)',
  'function redelegateDelegatorFee(address validator)',
  'function approve(address spender, uint256 amount)',
  'function stake(uint128 validatorId, uint128 amount)',
  'function unstake(uint128 validatorId, uint128 amount)',
  'function unstakeAll(uint128 validatorId)',
  'function transferUnstakedOut(uint128 amount, uint128 validatorId, uint128 unstakingId)',
  'function redeemAllRewards(uint128 validatorId, address beneficiary)',
  'function buyVoucherPOL(uint256 _amount, uint256 _minSharesToMint)',
  'function sellVoucher_newPOL(uint256 claimAmount, uint256 maximumSharesToBurn)',
  'function unstakeClaimTokens_newPOL(uint256 unbondNonce)',
  'function withdrawRewardsPOL()',
  'function restakePOL()',
  'function migrateDelegation(uint256 fromValidatorId, uint256 toValidatorId, uint256 amount)',
  'function deposit(address receiver, address referrer) payable',
  'function enterExitQueue(uint256 shares, address receiver)',
  'function claimExitedAssets(uint256 positionTicket, uint256 timestamp, uint256 exitQueueIndex)',
]);

/** The networks of the EVM-type staking identifiers, by EIP-155 chain id. */
export const EVM_NETWORKS: Readonly<Record<string, { name: string; currency: string }>> = Object.freeze({
  '1': { name: 'Ethereum mainnet', currency: 'ETH' },
  '88888': { name: 'Chiliz Chain', currency: 'CHZ' },
});

/** Chain id and the token staked, per staking identifier. */
export const EVM_IDENTIFIERS: Readonly<Record<string, { chainId: string; token: string }>> = Object.freeze({
  CHILIZ: { chainId: '88888', token: 'CHZ' },
  CXT: { chainId: '1', token: 'CXT' },
  POL: { chainId: '1', token: 'POL' },
  STAKEWISE: { chainId: '1', token: 'ETH' },
});
