// EVM-type chains (CHILIZ, CXT, POL, STAKEWISE): the forge answer is an unsigned EIP-1559
// (type 2) transaction, RLP hex, built with ethers from the contract call the API describes.
//
// forge(operationId, request, state) builds it for the request's own addresses and amount. The
// chain state it needs comes from the caller (the sandbox's chain, or the generator's fixed
// example state):
//   state.nonce                                  next nonce of delegatorAddress on the network
//   state.cxtValidatorId(address)                CXT: the contract's validatorId of an operator address
//   state.polValidatorId(address)                POL: the validator id of a ValidatorShare contract
//   state.stakewiseVault(address)                StakeWise: { totalAssets, totalShares } of a vault
//   state.stakewiseExit(vault, unstakeTxHash)    StakeWise: { positionTicket, timestamp, exitQueueIndex }
//                                                of the exit-queue entry that transaction created
//   state.cxtUnstaking(delegator, validatorId, unstakeID)  CXT: amount left in an unstaking entry
// A lookup that finds nothing is a Refused (422): the chain state cannot serve the request.
import { Interface, Transaction, ZeroAddress, getAddress } from 'ethers';
import { InvalidRequest, Refused } from '../errors.mjs';
import { toBaseUnits } from '../units.mjs';
/** @import { ForgeRequest } from '../forge-request.mjs' */

/**
 * The chain state a forge reads (see the top of the file). Each lookup answers undefined for what
 * the chain does not hold.
 * @typedef {object} EvmForgeState
 * @property {number} nonce
 * @property {(operator: string) => bigint | undefined} [cxtValidatorId]
 * @property {(validatorShare: string) => bigint | undefined} [polValidatorId]
 * @property {(vault: string) => StakeWiseVault | undefined} [stakewiseVault]
 * @property {(vault: string, unstakeTxHash: string) => { positionTicket: bigint, timestamp: bigint, exitQueueIndex: bigint } | undefined} [stakewiseExit]
 * @property {(delegator: string, validatorId: bigint, unstakeId: bigint) => bigint | undefined} [cxtUnstaking]
 */

/** A StakeWise vault's share price: shares = assets × totalShares / totalAssets. @typedef {{ totalAssets: bigint, totalShares: bigint }} StakeWiseVault */

/** The contract call a forge operation makes. @typedef {{ to: string, value?: bigint, data: string }} EvmCall */

/**
 * @typedef {object} EvmOperation
 * @property {'CHILIZ' | 'CXT' | 'POL' | 'STAKEWISE'} identifier
 * @property {string} action
 * @property {bigint} gasLimit
 * @property {(request: ForgeRequest, state: EvmForgeState) => EvmCall} call
 */

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

/** The two networks and the fees the forged transactions offer. */
export const NETWORKS = Object.freeze({
  CHILIZ: { chainId: 88888n, maxPriorityFeePerGas: 1_000_000_000n, maxFeePerGas: 3_000_000_000_000n },
  ETHEREUM: { chainId: 1n, maxPriorityFeePerGas: 1_500_000_000n, maxFeePerGas: 30_000_000_000n },
});
/** The network each staking identifier's transactions go to; one account nonce per network. */
export const NETWORK_OF = Object.freeze({ CHILIZ: 'CHILIZ', CXT: 'ETHEREUM', POL: 'ETHEREUM', STAKEWISE: 'ETHEREUM' });
/** All four tokens (CHZ, CXT, POL, ETH) have 18 decimals. */
export const DECIMALS = 18;
/** Polygon's foundation validators (ids 1 to 7) cannot receive a migrated delegation. */
export const POL_FOUNDATION_MAX_ID = 7n;

/**
 * `request[field]` as a checksummed address, or an InvalidRequest naming the field.
 * @param {Record<string, unknown>} request
 * @param {string} field
 */
export function address(request, field) {
  try {
    return getAddress(/** @type {string} */ (request[field]));
  } catch {
    throw new InvalidRequest(field, `${field} is not a valid address (0x and 40 hex digits, with a correct EIP-55 checksum if mixed case)`);
  }
}

/**
 * @param {ForgeRequest} request
 * @param {string} unit
 */
function amount(request, unit) {
  return toBaseUnits(request.amount, DECIMALS, { unit });
}

/**
 * @param {ForgeRequest} request
 * @param {EvmForgeState} state
 */
function cxtId(request, state) {
  const id = state.cxtValidatorId?.(address(request, 'validatorAddress'));
  if (id === undefined) throw new Refused('validatorAddress', 'validatorAddress is not a validator of the CXT staking contract');
  return id;
}

/**
 * @param {ForgeRequest} request
 * @param {'validatorAddress' | 'fromValidatorAddress' | 'toValidatorAddress'} field
 * @param {EvmForgeState} state
 */
function polId(request, field, state) {
  const id = state.polValidatorId?.(address(request, field));
  if (id === undefined) throw new Refused(field, `${field} is not the ValidatorShare contract of a Polygon validator`);
  return id;
}

/**
 * @param {ForgeRequest} request
 * @param {EvmForgeState} state
 */
function vault(request, state) {
  const found = state.stakewiseVault?.(address(request, 'vaultAddress'));
  if (!found) throw new Refused('vaultAddress', 'vaultAddress is not a StakeWise v3 vault');
  return found;
}

/**
 * Shares worth `assets` at the vault's share price, as the vault's convertToShares rounds (down).
 * @param {bigint} assets
 * @param {StakeWiseVault} vault
 */
export function stakewiseShares(assets, { totalAssets, totalShares }) {
  return (assets * totalShares) / totalAssets;
}

/**
 * Per operation: the staking identifier, the action of its path, the gas limit, and the call it
 * makes ({ to, value, data }) from the request and the chain state.
 * @type {Record<string, EvmOperation>}
 */
export const OPERATIONS = {
  forgeChilizStake: {
    identifier: 'CHILIZ', action: 'stake', gasLimit: 150_000n,
    call: (request) => ({ to: CONTRACTS.CHILIZ_STAKING, value: amount(request, 'CHZ'), data: ABI.chiliz.encodeFunctionData('delegate', [address(request, 'validatorAddress')]) }),
  },
  forgeChilizUnstake: {
    identifier: 'CHILIZ', action: 'unstake', gasLimit: 150_000n,
    call: (request) => ({ to: CONTRACTS.CHILIZ_STAKING, data: ABI.chiliz.encodeFunctionData('undelegate', [address(request, 'validatorAddress'), amount(request, 'CHZ')]) }),
  },
  forgeChilizWithdraw: {
    identifier: 'CHILIZ', action: 'withdraw', gasLimit: 150_000n,
    call: (request) => ({ to: CONTRACTS.CHILIZ_STAKING, data: ABI.chiliz.encodeFunctionData('claimPendingUndelegates', [address(request, 'validatorAddress')]) }),
  },
  forgeCxtApprove: {
    identifier: 'CXT', action: 'approve', gasLimit: 60_000n,
    call: (request) => ({ to: CONTRACTS.CXT_TOKEN, data: ABI.erc20.encodeFunctionData('approve', [CONTRACTS.CXT_STAKING, amount(request, 'CXT')]) }),
  },
  forgeCxtStake: {
    identifier: 'CXT', action: 'stake', gasLimit: 250_000n,
    call: (request, state) => ({ to: CONTRACTS.CXT_STAKING, data: ABI.cxt.encodeFunctionData('stake', [cxtId(request, state), amount(request, 'CXT')]) }),
  },
  forgeCxtUnstake: {
    identifier: 'CXT', action: 'unstake', gasLimit: 250_000n,
    call: (request, state) => ({ to: CONTRACTS.CXT_STAKING, data: ABI.cxt.encodeFunctionData('unstake', [cxtId(request, state), amount(request, 'CXT')]) }),
  },
  forgeCxtUnstakeAll: {
    identifier: 'CXT', action: 'unstakeAll', gasLimit: 250_000n,
    call: (request, state) => ({ to: CONTRACTS.CXT_STAKING, data: ABI.cxt.encodeFunctionData('unstakeAll', [cxtId(request, state)]) }),
  },
  forgeCxtWithdraw: {
    identifier: 'CXT', action: 'withdraw', gasLimit: 200_000n,
    call: (request, state) => {
      const id = cxtId(request, state);
      const unstakingId = BigInt(/** @type {number} */ (request.unstakeID));
      const left = state.cxtUnstaking?.(address(request, 'delegatorAddress'), id, unstakingId);
      if (left === undefined) throw new Refused('unstakeID', `delegatorAddress has no unstaking ${unstakingId} with this validator`);
      const value = request.amount === undefined ? left : amount(request, 'CXT');
      if (value > left) throw new Refused('amount', 'amount exceeds what is left in this unstaking');
      return { to: CONTRACTS.CXT_STAKING, data: ABI.cxt.encodeFunctionData('transferUnstakedOut', [value, id, unstakingId]) };
    },
  },
  forgeCxtClaimRewards: {
    identifier: 'CXT', action: 'claimRewards', gasLimit: 200_000n,
    call: (request, state) => ({
      to: CONTRACTS.CXT_STAKING,
      data: ABI.cxt.encodeFunctionData('redeemAllRewards', [cxtId(request, state), address(request, request.beneficiaryAddress === undefined ? 'delegatorAddress' : 'beneficiaryAddress')]),
    }),
  },
  forgePolApprove: {
    identifier: 'POL', action: 'approve', gasLimit: 60_000n,
    call: (request) => ({ to: CONTRACTS.POL_TOKEN, data: ABI.erc20.encodeFunctionData('approve', [CONTRACTS.POL_STAKE_MANAGER, amount(request, 'POL')]) }),
  },
  forgePolStake: {
    identifier: 'POL', action: 'stake', gasLimit: 350_000n,
    call: (request, state) => (polId(request, 'validatorAddress', state), { to: address(request, 'validatorAddress'), data: ABI.polShare.encodeFunctionData('buyVoucherPOL', [amount(request, 'POL'), 0n]) }),
  },
  forgePolUnstake: {
    identifier: 'POL', action: 'unstake', gasLimit: 350_000n,
    // maximumSharesToBurn: the shares worth `amount`; ValidatorShare prices them 1:1 here.
    call: (request, state) => (polId(request, 'validatorAddress', state), { to: address(request, 'validatorAddress'), data: ABI.polShare.encodeFunctionData('sellVoucher_newPOL', [amount(request, 'POL'), amount(request, 'POL')]) }),
  },
  forgePolWithdraw: {
    identifier: 'POL', action: 'withdraw', gasLimit: 250_000n,
    call: (request, state) => (polId(request, 'validatorAddress', state), { to: address(request, 'validatorAddress'), data: ABI.polShare.encodeFunctionData('unstakeClaimTokens_newPOL', [BigInt(/** @type {number} */ (request.unbondNonce))]) }),
  },
  forgePolClaimRewards: {
    identifier: 'POL', action: 'claimRewards', gasLimit: 200_000n,
    call: (request, state) => (polId(request, 'validatorAddress', state), { to: address(request, 'validatorAddress'), data: ABI.polShare.encodeFunctionData('withdrawRewardsPOL', []) }),
  },
  forgePolRestakeRewards: {
    identifier: 'POL', action: 'restakeRewards', gasLimit: 250_000n,
    call: (request, state) => (polId(request, 'validatorAddress', state), { to: address(request, 'validatorAddress'), data: ABI.polShare.encodeFunctionData('restakePOL', []) }),
  },
  forgePolRedelegate: {
    identifier: 'POL', action: 'redelegate', gasLimit: 400_000n,
    call: (request, state) => {
      const from = polId(request, 'fromValidatorAddress', state);
      const to = polId(request, 'toValidatorAddress', state);
      if (to <= POL_FOUNDATION_MAX_ID) {
        throw new Refused('toValidatorAddress', `toValidatorAddress is foundation validator ${to}: foundation validators (id 1 to 7) cannot receive a redelegation`);
      }
      if (from === to) throw new InvalidRequest('toValidatorAddress', 'toValidatorAddress must differ from fromValidatorAddress');
      return { to: CONTRACTS.POL_STAKE_MANAGER, data: ABI.polStakeManager.encodeFunctionData('migrateDelegation', [from, to, amount(request, 'POL')]) };
    },
  },
  forgeStakeWiseStake: {
    identifier: 'STAKEWISE', action: 'stake', gasLimit: 200_000n,
    call: (request, state) => (vault(request, state), {
      to: address(request, 'vaultAddress'),
      value: amount(request, 'ETH'),
      data: ABI.stakewise.encodeFunctionData('deposit', [address(request, request.holder === undefined ? 'delegatorAddress' : 'holder'), ZeroAddress]),
    }),
  },
  forgeStakeWiseUnstake: {
    identifier: 'STAKEWISE', action: 'unstake', gasLimit: 200_000n,
    call: (request, state) => ({
      to: address(request, 'vaultAddress'),
      data: ABI.stakewise.encodeFunctionData('enterExitQueue', [
        stakewiseShares(amount(request, 'ETH'), vault(request, state)),
        address(request, request.holder === undefined ? 'delegatorAddress' : 'holder'),
      ]),
    }),
  },
  forgeStakeWiseWithdraw: {
    identifier: 'STAKEWISE', action: 'withdraw', gasLimit: 200_000n,
    call: (request, state) => {
      vault(request, state);
      const exit = state.stakewiseExit?.(address(request, 'vaultAddress'), String(request.unstakeTxHash).toLowerCase());
      if (!exit) throw new Refused('unstakeTxHash', 'unstakeTxHash is not an unstake (exit queue) transaction of this vault');
      return {
        to: address(request, 'vaultAddress'),
        data: ABI.stakewise.encodeFunctionData('claimExitedAssets', [exit.positionTicket, exit.timestamp, exit.exitQueueIndex]),
      };
    },
  },
};

/**
 * The unsigned transaction the forge call returns, as an ethers Transaction.
 * @param {string} operationId
 * @param {ForgeRequest} request
 * @param {EvmForgeState} state
 */
export function forgeTransaction(operationId, request, state) {
  const op = OPERATIONS[operationId];
  if (!op) throw new Error(`no EVM forge rule for ${operationId}`);
  address(request, 'delegatorAddress');
  const { to, value = 0n, data } = op.call(request, state);
  return Transaction.from({
    type: 2,
    ...NETWORKS[NETWORK_OF[op.identifier]],
    nonce: state.nonce,
    gasLimit: op.gasLimit,
    to: getAddress(to),
    value,
    data,
    accessList: [],
  });
}

/**
 * The forge answer's `transaction`: the unsigned EIP-1559 transaction, RLP hex.
 * @param {string} operationId
 * @param {ForgeRequest} request
 * @param {EvmForgeState} state
 */
export function forge(operationId, request, state) {
  return { serializedUnsignedTx: forgeTransaction(operationId, request, state).unsignedSerialized };
}
