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
import { InvalidRequest, Refused } from '../base/errors';
import { toBaseUnits } from '../base/units';
import * as FACTS from './facts';
import { OPERATIONS as ROWS } from './operations';
import type { ForgeRequest } from '../base/forge-request';

/**
 * The chain state a forge reads (see the top of the file). Each lookup answers undefined for what
 * the chain does not hold.
 */
export interface EvmForgeState {
  nonce: number;
  cxtValidatorId?: (operator: string) => bigint | undefined;
  polValidatorId?: (validatorShare: string) => bigint | undefined;
  stakewiseVault?: (vault: string) => StakeWiseVault | undefined;
  stakewiseExit?: (
    vault: string,
    unstakeTxHash: string,
  ) => { positionTicket: bigint; timestamp: bigint; exitQueueIndex: bigint } | undefined;
  cxtUnstaking?: (delegator: string, validatorId: bigint, unstakeId: bigint) => bigint | undefined;
}

/** A StakeWise vault's share price: shares = assets × totalShares / totalAssets. */
export type StakeWiseVault = { totalAssets: bigint; totalShares: bigint };

/** The contract call a forge operation makes. */
export type EvmCall = { to: string; value?: bigint; data: string };

export interface EvmOperation {
  identifier: 'CHILIZ' | 'CXT' | 'POL' | 'STAKEWISE';
  action: string;
  method: string;
  gasLimit: bigint;
  call: (request: ForgeRequest, state: EvmForgeState) => EvmCall;
}

/** The contracts the forge calls, by name (the facts, evm/facts.ts, give each its source). */
export const CONTRACTS = Object.freeze(
  Object.fromEntries(
    Object.entries(FACTS.CONTRACTS).map(([name, { address }]) => [name, address]),
  ) as Record<keyof typeof FACTS.CONTRACTS, string>,
);

/** The contract interfaces of the calls (evm/facts.ts METHODS), as ethers Interfaces. */
export const ABI = Object.freeze({
  chiliz: new Interface(FACTS.METHODS.chiliz),
  erc20: new Interface(FACTS.METHODS.erc20),
  cxt: new Interface(FACTS.METHODS.cxt),
  polShare: new Interface(FACTS.METHODS.polShare),
  polStakeManager: new Interface(FACTS.METHODS.polStakeManager),
  stakewise: new Interface(FACTS.METHODS.stakewise),
});

/** The fees the forged transactions offer on each network, and its EIP-155 chain id (facts). */
export const NETWORKS = Object.freeze({
  CHILIZ: {
    chainId: BigInt(FACTS.NETWORKS.CHILIZ.chainId),
    maxPriorityFeePerGas: 1_000_000_000n,
    maxFeePerGas: 3_000_000_000_000n,
  },
  ETHEREUM: {
    chainId: BigInt(FACTS.NETWORKS.ETHEREUM.chainId),
    maxPriorityFeePerGas: 1_500_000_000n,
    maxFeePerGas: 30_000_000_000n,
  },
});
/** The network each staking identifier's transactions go to; one account nonce per network. */
export const NETWORK_OF = FACTS.NETWORK_OF;
/** All four tokens (CHZ, CXT, POL, ETH) have 18 decimals. */
export const DECIMALS = FACTS.TOKENS.POL.decimals;
/** Polygon's foundation validators (ids 1 to 7) cannot receive a migrated delegation. */
export const POL_FOUNDATION_MAX_ID = 7n;

/**
 * `request[field]` as a checksummed address, or an InvalidRequest naming the field.
 */
export function address(request: Record<string, unknown>, field: string) {
  try {
    return getAddress(request[field] as string);
  } catch {
    throw new InvalidRequest(
      field,
      `${field} is not a valid address (0x and 40 hex digits, with a correct EIP-55 checksum if mixed case)`,
    );
  }
}
function amount(request: ForgeRequest, unit: string) {
  return toBaseUnits(request.amount, DECIMALS, { unit });
}
function cxtId(request: ForgeRequest, state: EvmForgeState) {
  const id = state.cxtValidatorId?.(address(request, 'validatorAddress'));
  if (id === undefined)
    throw new Refused(
      'validatorAddress',
      'validatorAddress is not a validator of the CXT staking contract',
    );
  return id;
}
function polId(
  request: ForgeRequest,
  field: 'validatorAddress' | 'fromValidatorAddress' | 'toValidatorAddress',
  state: EvmForgeState,
) {
  const id = state.polValidatorId?.(address(request, field));
  if (id === undefined)
    throw new Refused(field, `${field} is not the ValidatorShare contract of a Polygon validator`);
  return id;
}
function vault(request: ForgeRequest, state: EvmForgeState) {
  const found = state.stakewiseVault?.(address(request, 'vaultAddress'));
  if (!found) throw new Refused('vaultAddress', 'vaultAddress is not a StakeWise v3 vault');
  return found;
}

/**
 * Shares worth `assets` at the vault's share price, as the vault's convertToShares rounds (down).
 */
export function stakewiseShares(assets: bigint, { totalAssets, totalShares }: StakeWiseVault) {
  return (assets * totalShares) / totalAssets;
}

/**
 * Per operation: its facts (staking identifier, action, method), the gas limit, and the call it
 * makes ({ to, value, data }) from the request and the chain state.
 */
export const OPERATIONS: Record<string, EvmOperation> = {
  forgeChilizStake: {
    ...ROWS.forgeChilizStake,
    gasLimit: 150_000n,
    call: (request) => ({
      to: CONTRACTS.CHILIZ_STAKING,
      value: amount(request, 'CHZ'),
      data: ABI.chiliz.encodeFunctionData('delegate', [address(request, 'validatorAddress')]),
    }),
  },
  forgeChilizUnstake: {
    ...ROWS.forgeChilizUnstake,
    gasLimit: 150_000n,
    call: (request) => ({
      to: CONTRACTS.CHILIZ_STAKING,
      data: ABI.chiliz.encodeFunctionData('undelegate', [
        address(request, 'validatorAddress'),
        amount(request, 'CHZ'),
      ]),
    }),
  },
  forgeChilizWithdraw: {
    ...ROWS.forgeChilizWithdraw,
    gasLimit: 150_000n,
    call: (request) => ({
      to: CONTRACTS.CHILIZ_STAKING,
      data: ABI.chiliz.encodeFunctionData('claimPendingUndelegates', [
        address(request, 'validatorAddress'),
      ]),
    }),
  },
  forgeCxtApprove: {
    ...ROWS.forgeCxtApprove,
    gasLimit: 60_000n,
    call: (request) => ({
      to: CONTRACTS.CXT_TOKEN,
      data: ABI.erc20.encodeFunctionData('approve', [
        CONTRACTS.CXT_STAKING,
        amount(request, 'CXT'),
      ]),
    }),
  },
  forgeCxtStake: {
    ...ROWS.forgeCxtStake,
    gasLimit: 250_000n,
    call: (request, state) => ({
      to: CONTRACTS.CXT_STAKING,
      data: ABI.cxt.encodeFunctionData('stake', [cxtId(request, state), amount(request, 'CXT')]),
    }),
  },
  forgeCxtUnstake: {
    ...ROWS.forgeCxtUnstake,
    gasLimit: 250_000n,
    call: (request, state) => ({
      to: CONTRACTS.CXT_STAKING,
      data: ABI.cxt.encodeFunctionData('unstake', [cxtId(request, state), amount(request, 'CXT')]),
    }),
  },
  forgeCxtUnstakeAll: {
    ...ROWS.forgeCxtUnstakeAll,
    gasLimit: 250_000n,
    call: (request, state) => ({
      to: CONTRACTS.CXT_STAKING,
      data: ABI.cxt.encodeFunctionData('unstakeAll', [cxtId(request, state)]),
    }),
  },
  forgeCxtWithdraw: {
    ...ROWS.forgeCxtWithdraw,
    gasLimit: 200_000n,
    call: (request, state) => {
      const id = cxtId(request, state);
      const unstakingId = BigInt(request.unstakeID as number);
      const left = state.cxtUnstaking?.(address(request, 'delegatorAddress'), id, unstakingId);
      if (left === undefined)
        throw new Refused(
          'unstakeID',
          `delegatorAddress has no unstaking ${unstakingId} with this validator`,
        );
      const value = request.amount === undefined ? left : amount(request, 'CXT');
      if (value > left)
        throw new Refused('amount', 'amount exceeds what is left in this unstaking');
      return {
        to: CONTRACTS.CXT_STAKING,
        data: ABI.cxt.encodeFunctionData('transferUnstakedOut', [value, id, unstakingId]),
      };
    },
  },
  forgeCxtClaimRewards: {
    ...ROWS.forgeCxtClaimRewards,
    gasLimit: 200_000n,
    call: (request, state) => ({
      to: CONTRACTS.CXT_STAKING,
      data: ABI.cxt.encodeFunctionData('redeemAllRewards', [
        cxtId(request, state),
        address(
          request,
          request.beneficiaryAddress === undefined ? 'delegatorAddress' : 'beneficiaryAddress',
        ),
      ]),
    }),
  },
  forgePolApprove: {
    ...ROWS.forgePolApprove,
    gasLimit: 60_000n,
    call: (request) => ({
      to: CONTRACTS.POL_TOKEN,
      data: ABI.erc20.encodeFunctionData('approve', [
        CONTRACTS.POL_STAKE_MANAGER,
        amount(request, 'POL'),
      ]),
    }),
  },
  forgePolStake: {
    ...ROWS.forgePolStake,
    gasLimit: 350_000n,
    call: (request, state) => (
      polId(request, 'validatorAddress', state),
      {
        to: address(request, 'validatorAddress'),
        data: ABI.polShare.encodeFunctionData('buyVoucherPOL', [amount(request, 'POL'), 0n]),
      }
    ),
  },
  forgePolUnstake: {
    ...ROWS.forgePolUnstake,
    gasLimit: 350_000n,
    // maximumSharesToBurn: the shares worth `amount`; ValidatorShare prices them 1:1 here.
    call: (request, state) => (
      polId(request, 'validatorAddress', state),
      {
        to: address(request, 'validatorAddress'),
        data: ABI.polShare.encodeFunctionData('sellVoucher_newPOL', [
          amount(request, 'POL'),
          amount(request, 'POL'),
        ]),
      }
    ),
  },
  forgePolWithdraw: {
    ...ROWS.forgePolWithdraw,
    gasLimit: 250_000n,
    call: (request, state) => (
      polId(request, 'validatorAddress', state),
      {
        to: address(request, 'validatorAddress'),
        data: ABI.polShare.encodeFunctionData('unstakeClaimTokens_newPOL', [
          BigInt(request.unbondNonce as number),
        ]),
      }
    ),
  },
  forgePolClaimRewards: {
    ...ROWS.forgePolClaimRewards,
    gasLimit: 200_000n,
    call: (request, state) => (
      polId(request, 'validatorAddress', state),
      {
        to: address(request, 'validatorAddress'),
        data: ABI.polShare.encodeFunctionData('withdrawRewardsPOL', []),
      }
    ),
  },
  forgePolRestakeRewards: {
    ...ROWS.forgePolRestakeRewards,
    gasLimit: 250_000n,
    call: (request, state) => (
      polId(request, 'validatorAddress', state),
      {
        to: address(request, 'validatorAddress'),
        data: ABI.polShare.encodeFunctionData('restakePOL', []),
      }
    ),
  },
  forgePolRedelegate: {
    ...ROWS.forgePolRedelegate,
    gasLimit: 400_000n,
    call: (request, state) => {
      const from = polId(request, 'fromValidatorAddress', state);
      const to = polId(request, 'toValidatorAddress', state);
      if (to <= POL_FOUNDATION_MAX_ID) {
        throw new Refused(
          'toValidatorAddress',
          `toValidatorAddress is foundation validator ${to}: foundation validators (id 1 to ` +
            `7) cannot receive a redelegation`,
        );
      }
      if (from === to)
        throw new InvalidRequest(
          'toValidatorAddress',
          'toValidatorAddress must differ from fromValidatorAddress',
        );
      return {
        to: CONTRACTS.POL_STAKE_MANAGER,
        data: ABI.polStakeManager.encodeFunctionData('migrateDelegation', [
          from,
          to,
          amount(request, 'POL'),
        ]),
      };
    },
  },
  forgeStakeWiseStake: {
    ...ROWS.forgeStakeWiseStake,
    gasLimit: 200_000n,
    call: (request, state) => (
      vault(request, state),
      {
        to: address(request, 'vaultAddress'),
        value: amount(request, 'ETH'),
        data: ABI.stakewise.encodeFunctionData('deposit', [
          address(request, request.holder === undefined ? 'delegatorAddress' : 'holder'),
          ZeroAddress,
        ]),
      }
    ),
  },
  forgeStakeWiseUnstake: {
    ...ROWS.forgeStakeWiseUnstake,
    gasLimit: 200_000n,
    call: (request, state) => ({
      to: address(request, 'vaultAddress'),
      data: ABI.stakewise.encodeFunctionData('enterExitQueue', [
        stakewiseShares(amount(request, 'ETH'), vault(request, state)),
        address(request, request.holder === undefined ? 'delegatorAddress' : 'holder'),
      ]),
    }),
  },
  forgeStakeWiseWithdraw: {
    ...ROWS.forgeStakeWiseWithdraw,
    gasLimit: 200_000n,
    call: (request, state) => {
      vault(request, state);
      const exit = state.stakewiseExit?.(
        address(request, 'vaultAddress'),
        String(request.unstakeTxHash).toLowerCase(),
      );
      if (!exit)
        throw new Refused(
          'unstakeTxHash',
          'unstakeTxHash is not an unstake (exit queue) transaction of this vault',
        );
      return {
        to: address(request, 'vaultAddress'),
        data: ABI.stakewise.encodeFunctionData('claimExitedAssets', [
          exit.positionTicket,
          exit.timestamp,
          exit.exitQueueIndex,
        ]),
      };
    },
  },
};

/**
 * The unsigned transaction the forge call returns, as an ethers Transaction.
 */
export function forgeTransaction(operationId: string, request: ForgeRequest, state: EvmForgeState) {
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
 */
export function forge(operationId: string, request: ForgeRequest, state: EvmForgeState) {
  return { serializedUnsignedTx: forgeTransaction(operationId, request, state).unsignedSerialized };
}
