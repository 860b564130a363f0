// EVM-type chains (CHILIZ, CXT, POL, STAKEWISE): the forge answer is an unsigned EIP-1559
// (type 2) transaction, RLP hex, built with ethers from the contract call the API describes.
import { Interface, Transaction, ZeroAddress, getAddress, parseUnits } from 'ethers';

// Contracts. POL token and StakeManagerProxy on Ethereum; Chiliz's staking system contract
// (chiliz-chain/v2-genesis-config: create-genesis.go `stakingAddress`); CXT token on Ethereum.
// The CXT staking contract address is an example value (its deployment is not pinned here).
export const CONTRACTS = Object.freeze({
  CHILIZ_STAKING: '0x0000000000000000000000000000000000001000',
  CXT_TOKEN: '0x7ABc8A5768E6bE61A6c693a6e4EAcb5B60602C4D',
  CXT_STAKING: '0x7a1F6B2A836105204cba035bBb3Ee22F233d6E93',
  POL_TOKEN: '0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6',
  POL_STAKE_MANAGER: '0x5e3Ef299fDDf15eAa0432E6e66473ace8c13D908',
});

export const ABI = Object.freeze({
  // IStaking.sol of chiliz-chain/v2-genesis-config
  chiliz: new Interface([
    'function delegate(address validator) payable',
    'function undelegate(address validator, uint256 amount)',
    'function claimPendingUndelegates(address validator)',
    'function claimDelegatorFee(address validator)',
    'function redelegateDelegatorFee(address validator) returns (uint256 amountToStake, uint256 rewardsDust)',
  ]),
  erc20: new Interface(['function approve(address spender, uint256 amount) returns (bool)']),
  // Covalent OperationalStaking
  cxt: new Interface([
    'function stake(uint128 validatorId, uint128 amount)',
    'function unstake(uint128 validatorId, uint128 amount)',
    'function unstakeAll(uint128 validatorId)',
    'function transferUnstakedOut(uint128 amount, uint128 validatorId, uint128 unstakingId)',
    'function redeemAllRewards(uint128 validatorId, address beneficiary)',
  ]),
  // Polygon pos-contracts ValidatorShare and StakeManager
  polShare: new Interface([
    'function buyVoucherPOL(uint256 _amount, uint256 _minSharesToMint) returns (uint256)',
    'function sellVoucher_newPOL(uint256 claimAmount, uint256 maximumSharesToBurn)',
    'function unstakeClaimTokens_newPOL(uint256 unbondNonce)',
    'function withdrawRewardsPOL()',
    'function restakePOL() returns (uint256, uint256)',
  ]),
  polStakeManager: new Interface([
    'function migrateDelegation(uint256 fromValidatorId, uint256 toValidatorId, uint256 amount)',
  ]),
  // stakewise/v3-core IVaultEnterExit
  stakewise: new Interface([
    'function deposit(address receiver, address referrer) payable returns (uint256 shares)',
    'function enterExitQueue(uint256 shares, address receiver) returns (uint256 positionTicket)',
    'function claimExitedAssets(uint256 positionTicket, uint256 timestamp, uint256 exitQueueIndex)',
  ]),
});

// Chain state the API reads when it forges (fixed so the examples are deterministic).
export const STATE = Object.freeze({
  // CXT validator ids by the address the API accepts for them.
  cxtValidatorIds: { '0x2E7ECa7BabDE9AD00914E15233e43B0e587A8615': 3n },
  // POL validator ids of ValidatorShare contracts (for migrateDelegation).
  polValidatorIds: {
    '0xf45E1B0165CdA930fE44ffcC95245Da7314A1e3B': 12n,
    '0x6ebD37060f92c8512bCa2b3dB91Bf4C31cc7332A': 104n,
  },
  // StakeWise vault share price at forge time: shares = assets * totalShares / totalAssets.
  stakewiseVault: { totalAssets: 1_036_000_000_000_000_000_000n, totalShares: 1_000_000_000_000_000_000_000n },
  // Exit-queue entry that the unstake example's transaction creates (read back by withdraw):
  // the position ticket from its ExitQueueEntered event and its block's timestamp.
  stakewiseExit: { positionTicket: 1_843_215_720_412_093_401_000_000n, timestamp: 1_767_864_719n },
});

const FEES = {
  CHILIZ: { chainId: 88888n, maxPriorityFeePerGas: 1_000_000_000n, maxFeePerGas: 3_000_000_000_000n },
  ETH: { chainId: 1n, maxPriorityFeePerGas: 1_500_000_000n, maxFeePerGas: 30_000_000_000n },
};

/** Per operation: nonce and gas limit of the forged transaction, and the call it makes. */
export const OPERATIONS = {
  forgeChilizStake: {
    fees: 'CHILIZ', nonce: 4, gasLimit: 150_000n,
    call: (r) => ({ to: CONTRACTS.CHILIZ_STAKING, value: eth(r.amount), data: ABI.chiliz.encodeFunctionData('delegate', [r.validatorAddress]) }),
  },
  forgeChilizUnstake: {
    fees: 'CHILIZ', nonce: 5, gasLimit: 150_000n,
    call: (r) => ({ to: CONTRACTS.CHILIZ_STAKING, data: ABI.chiliz.encodeFunctionData('undelegate', [r.validatorAddress, eth(r.amount)]) }),
  },
  forgeChilizWithdraw: {
    fees: 'CHILIZ', nonce: 6, gasLimit: 150_000n,
    call: (r) => ({ to: CONTRACTS.CHILIZ_STAKING, data: ABI.chiliz.encodeFunctionData('claimPendingUndelegates', [r.validatorAddress]) }),
  },
  forgeCxtApprove: {
    fees: 'ETH', nonce: 40, gasLimit: 60_000n,
    call: (r) => ({ to: CONTRACTS.CXT_TOKEN, data: ABI.erc20.encodeFunctionData('approve', [CONTRACTS.CXT_STAKING, eth(r.amount)]) }),
  },
  forgeCxtStake: {
    fees: 'ETH', nonce: 41, gasLimit: 250_000n,
    call: (r) => ({ to: CONTRACTS.CXT_STAKING, data: ABI.cxt.encodeFunctionData('stake', [cxtId(r), eth(r.amount)]) }),
  },
  forgeCxtUnstake: {
    fees: 'ETH', nonce: 42, gasLimit: 250_000n,
    call: (r) => ({ to: CONTRACTS.CXT_STAKING, data: ABI.cxt.encodeFunctionData('unstake', [cxtId(r), eth(r.amount)]) }),
  },
  forgeCxtUnstakeAll: {
    fees: 'ETH', nonce: 43, gasLimit: 250_000n,
    call: (r) => ({ to: CONTRACTS.CXT_STAKING, data: ABI.cxt.encodeFunctionData('unstakeAll', [cxtId(r)]) }),
  },
  forgeCxtWithdraw: {
    fees: 'ETH', nonce: 44, gasLimit: 200_000n,
    call: (r) => ({
      to: CONTRACTS.CXT_STAKING,
      data: ABI.cxt.encodeFunctionData('transferUnstakedOut', [eth(r.amount), cxtId(r), BigInt(r.unstakeID)]),
    }),
  },
  forgeCxtClaimRewards: {
    fees: 'ETH', nonce: 45, gasLimit: 200_000n,
    call: (r) => ({
      to: CONTRACTS.CXT_STAKING,
      data: ABI.cxt.encodeFunctionData('redeemAllRewards', [cxtId(r), r.beneficiaryAddress ?? r.delegatorAddress]),
    }),
  },
  forgePolApprove: {
    fees: 'ETH', nonce: 12, gasLimit: 60_000n,
    call: (r) => ({ to: CONTRACTS.POL_TOKEN, data: ABI.erc20.encodeFunctionData('approve', [CONTRACTS.POL_STAKE_MANAGER, eth(r.amount)]) }),
  },
  forgePolStake: {
    fees: 'ETH', nonce: 13, gasLimit: 350_000n,
    call: (r) => ({ to: r.validatorAddress, data: ABI.polShare.encodeFunctionData('buyVoucherPOL', [eth(r.amount), 0n]) }),
  },
  forgePolUnstake: {
    fees: 'ETH', nonce: 14, gasLimit: 350_000n,
    // maximumSharesToBurn: the shares worth `amount` at the share price (1:1 in this example).
    call: (r) => ({ to: r.validatorAddress, data: ABI.polShare.encodeFunctionData('sellVoucher_newPOL', [eth(r.amount), eth(r.amount)]) }),
  },
  forgePolWithdraw: {
    fees: 'ETH', nonce: 15, gasLimit: 250_000n,
    call: (r) => ({ to: r.validatorAddress, data: ABI.polShare.encodeFunctionData('unstakeClaimTokens_newPOL', [BigInt(r.unbondNonce)]) }),
  },
  forgePolClaimRewards: {
    fees: 'ETH', nonce: 16, gasLimit: 200_000n,
    call: (r) => ({ to: r.validatorAddress, data: ABI.polShare.encodeFunctionData('withdrawRewardsPOL', []) }),
  },
  forgePolRestakeRewards: {
    fees: 'ETH', nonce: 17, gasLimit: 250_000n,
    call: (r) => ({ to: r.validatorAddress, data: ABI.polShare.encodeFunctionData('restakePOL', []) }),
  },
  forgePolRedelegate: {
    fees: 'ETH', nonce: 18, gasLimit: 400_000n,
    call: (r) => ({
      to: CONTRACTS.POL_STAKE_MANAGER,
      data: ABI.polStakeManager.encodeFunctionData('migrateDelegation', [
        polId(r.fromValidatorAddress),
        polId(r.toValidatorAddress),
        eth(r.amount),
      ]),
    }),
  },
  forgeStakeWiseStake: {
    fees: 'ETH', nonce: 31, gasLimit: 200_000n,
    call: (r) => ({
      to: r.vaultAddress,
      value: eth(r.amount),
      data: ABI.stakewise.encodeFunctionData('deposit', [r.holder ?? r.delegatorAddress, ZeroAddress]),
    }),
  },
  forgeStakeWiseUnstake: {
    fees: 'ETH', nonce: 32, gasLimit: 200_000n,
    call: (r) => ({
      to: r.vaultAddress,
      data: ABI.stakewise.encodeFunctionData('enterExitQueue', [stakewiseShares(eth(r.amount)), r.holder ?? r.delegatorAddress]),
    }),
  },
  forgeStakeWiseWithdraw: {
    fees: 'ETH', nonce: 33, gasLimit: 200_000n,
    call: (r) => ({
      to: r.vaultAddress,
      data: ABI.stakewise.encodeFunctionData('claimExitedAssets', [
        STATE.stakewiseExit.positionTicket,
        STATE.stakewiseExit.timestamp,
        0n, // exitQueueIndex from getExitQueueIndex(positionTicket)
      ]),
    }),
  },
};

function eth(amount) {
  return parseUnits(amount, 18);
}
function cxtId(r) {
  const id = STATE.cxtValidatorIds[getAddress(r.validatorAddress)];
  if (id === undefined) throw new Error(`no CXT validator id for ${r.validatorAddress}`);
  return id;
}
function polId(address) {
  const id = STATE.polValidatorIds[getAddress(address)];
  if (id === undefined) throw new Error(`no POL validator id for ${address}`);
  return id;
}
export function stakewiseShares(assets) {
  return (assets * STATE.stakewiseVault.totalShares) / STATE.stakewiseVault.totalAssets;
}

/** The unsigned transaction the forge call returns, as an ethers Transaction. */
export function forgeTransaction(operationId, request) {
  const op = OPERATIONS[operationId];
  if (!op) throw new Error(`no EVM forge rule for ${operationId}`);
  const { to, value = 0n, data } = op.call(request);
  return Transaction.from({
    type: 2,
    ...FEES[op.fees],
    nonce: op.nonce,
    gasLimit: op.gasLimit,
    to: getAddress(to),
    value,
    data,
    accessList: [],
  });
}

export function forge(operationId, request) {
  return { serializedUnsignedTx: forgeTransaction(operationId, request).unsignedSerialized };
}
