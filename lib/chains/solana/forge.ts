// Solana: the forge answer's `hash` is base64 of the unsigned wire transaction (legacy message),
// built with @solana/web3.js StakeProgram. The wallet is the fee payer and the only signer.
//
// forge(operationId, request, state) builds it for the request's own wallet, stake account and
// amount. The chain state it needs comes from the caller (the sandbox's chain, or the generator's
// fixed example state):
//   state.recentBlockhash            the blockhash the transaction carries
//   state.epoch                      the current epoch
//   state.stakeSeed, state.splitSeed the seeds of the next accounts the wallet creates
//                                    (createAccountWithSeed for a stake, splitWithSeed for a partial unstake)
//   state.stakeAccount(address)      a stake account: { lamports, stake, staker, withdrawer, voter,
//                                    activationEpoch, deactivationEpoch (null while active) } or undefined
import { Authorized, Lockup, PublicKey, StakeProgram, Transaction } from '@solana/web3.js';
import { InvalidRequest, Refused } from '../base/errors';
import { toBaseUnits } from '../base/units';
import * as FACTS from './facts';
import { OPERATIONS as ROWS } from './operations';
import type { ForgeRequest } from '../base/forge-request';

/**
 * A stake account as the Stake program holds it; `voter` is the vote account it is delegated to
 * (none once withdrawn from), `deactivationEpoch` null while it is active.
 */
export interface StakeAccount {
  lamports: number;
  stake: number;
  staker: string;
  withdrawer: string;
  voter: string | null;
  activationEpoch: number;
  deactivationEpoch: number | null;
}

/** The chain state a forge reads (see the top of the file). */
export interface SolanaForgeState {
  recentBlockhash: string;
  epoch: number;
  stakeSeed: string;
  splitSeed: string;
  stakeAccount?: (address: string) => StakeAccount | undefined;
}

/** Rent-exempt reserve of a 200-byte stake account, in lamports (facts.ts). */
export const STAKE_RENT_EXEMPT_RESERVE = FACTS.STAKE_RENT_EXEMPT_RESERVE.lamports;
export const DECIMALS = FACTS.TOKEN.decimals;

/**
 * A SOL amount (decimal string) in lamports.
 */
export function lamports(amount: unknown) {
  return Number(toBaseUnits(amount, DECIMALS, { unit: 'SOL' }));
}

/**
 * `request[field]` as a PublicKey, or an InvalidRequest naming the field.
 */
export function publicKey(request: Record<string, unknown>, field: string) {
  try {
    const key = new PublicKey(request[field] as string);
    if (key.toBase58() !== request[field]) throw new Error('not canonical');
    return key;
  } catch {
    throw new InvalidRequest(field, `${field} is not a valid Solana address (base58 of 32 bytes)`);
  }
}

/**
 * Address of an account the API derives from the wallet and a seed.
 */
export function seedAddress(wallet: string, seed: string) {
  return PublicKey.createWithSeed(new PublicKey(wallet), seed, StakeProgram.programId);
}

/**
 * The stake account of the request, checked against the authority the action needs.
 */
function stakeAccount(
  request: ForgeRequest,
  state: SolanaForgeState,
  authority: 'staker' | 'withdrawer',
) {
  const address = publicKey(request, 'stakeAccountAddress').toBase58();
  const account = state.stakeAccount?.(address);
  if (!account)
    throw new Refused('stakeAccountAddress', 'stakeAccountAddress is not a stake account');
  if (account[authority] !== request.delegatorAddress) {
    throw new Refused(
      'delegatorAddress',
      `delegatorAddress is not the ${authority === 'staker' ? 'stake' : 'withdraw'} authority of this stake account`,
    );
  }
  return account;
}

/**
 * Where a stake account stands in `epoch`: active, deactivating, or inactive (withdrawable).
 */
export function stakeStatus(
  account: StakeAccount,
  epoch: number,
): 'active' | 'deactivating' | 'inactive' {
  if (account.deactivationEpoch === null || account.deactivationEpoch === undefined)
    return account.voter ? 'active' : 'inactive';
  return account.deactivationEpoch >= epoch ? 'deactivating' : 'inactive';
}

/**
 * Per operation: its facts (the action of its path), and the transaction it builds.
 */
export const OPERATIONS: Record<
  string,
  {
    action: string;
    build: (request: ForgeRequest, state: SolanaForgeState) => Promise<Transaction>;
  }
> = {
  forgeSolStake: {
    ...ROWS.forgeSolStake,
    build: async (request, state) => {
      const wallet = publicKey(request, 'delegatorAddress');
      const vote = publicKey(request, 'validatorAddress');
      const stakePubkey = await seedAddress(wallet.toBase58(), state.stakeSeed);
      return new Transaction()
        .add(
          StakeProgram.createAccountWithSeed({
            fromPubkey: wallet,
            stakePubkey,
            basePubkey: wallet,
            seed: state.stakeSeed,
            authorized: new Authorized(wallet, wallet),
            lockup: new Lockup(0, 0, PublicKey.default),
            lamports: lamports(request.amount) + STAKE_RENT_EXEMPT_RESERVE,
          }),
        )
        .add(StakeProgram.delegate({ stakePubkey, authorizedPubkey: wallet, votePubkey: vote }));
    },
  },
  forgeSolUnstake: {
    ...ROWS.forgeSolUnstake,
    build: async (request, state) => {
      const wallet = publicKey(request, 'delegatorAddress');
      const account = stakeAccount(request, state, 'staker');
      const status = stakeStatus(account, state.epoch);
      if (status !== 'active') {
        throw new Refused(
          'stakeAccountAddress',
          `the stake account is ${status === 'deactivating' ? 'already deactivating' : 'not delegated'}`,
        );
      }
      const stakePubkey = publicKey(request, 'stakeAccountAddress');
      if (request.amount === undefined)
        return new Transaction().add(
          StakeProgram.deactivate({ stakePubkey, authorizedPubkey: wallet }),
        );
      const part = lamports(request.amount);
      if (part >= Number(account.stake)) {
        throw new Refused(
          'amount',
          'amount must be less than the stake of the account; leave it out to deactivate the whole account',
        );
      }
      // Partial: split `amount` into a new account derived from the wallet, which the wallet
      // prefunds with the rent-exempt reserve, then deactivate the new account.
      const splitStakePubkey = await seedAddress(wallet.toBase58(), state.splitSeed);
      return new Transaction()
        .add(
          StakeProgram.splitWithSeed(
            {
              stakePubkey,
              authorizedPubkey: wallet,
              splitStakePubkey,
              basePubkey: wallet,
              seed: state.splitSeed,
              lamports: part,
            },
            STAKE_RENT_EXEMPT_RESERVE,
          ),
        )
        .add(StakeProgram.deactivate({ stakePubkey: splitStakePubkey, authorizedPubkey: wallet }));
    },
  },
  forgeSolWithdraw: {
    ...ROWS.forgeSolWithdraw,
    build: async (request, state) => {
      const wallet = publicKey(request, 'delegatorAddress');
      const account = stakeAccount(request, state, 'withdrawer');
      const status = stakeStatus(account, state.epoch);
      if (status === 'active')
        throw new Refused(
          'stakeAccountAddress',
          'the stake account is still active: unstake it first',
        );
      if (status === 'deactivating') {
        throw new Refused(
          'stakeAccountAddress',
          `the stake account is still deactivating in epoch ${state.epoch}: withdraw from ` +
            `epoch ${Number(account.deactivationEpoch) + 1} on`,
        );
      }
      const balance = Number(account.lamports);
      const value = request.amount === undefined ? balance : lamports(request.amount);
      if (value > balance)
        throw new Refused('amount', 'amount exceeds the balance of the stake account');
      if (value < balance && balance - value < STAKE_RENT_EXEMPT_RESERVE) {
        throw new Refused(
          'amount',
          'amount would leave less than the rent-exempt reserve in the account; leave amount ' +
            'out to withdraw everything',
        );
      }
      return new Transaction().add(
        StakeProgram.withdraw({
          stakePubkey: publicKey(request, 'stakeAccountAddress'),
          authorizedPubkey: wallet,
          toPubkey: wallet,
          lamports: value,
        }),
      );
    },
  },
  forgeSolRedelegate: {
    ...ROWS.forgeSolRedelegate,
    build: async (request, state) => {
      const wallet = publicKey(request, 'delegatorAddress');
      const vote = publicKey(request, 'newValidatorAddress');
      const account = stakeAccount(request, state, 'staker');
      const status = stakeStatus(account, state.epoch);
      if (status === 'active')
        throw new Refused(
          'stakeAccountAddress',
          'the stake account is active: unstake it first, then delegate it again once inactive',
        );
      if (status === 'deactivating' && account.voter !== request.newValidatorAddress) {
        throw new Refused(
          'newValidatorAddress',
          `the stake account is still deactivating: until epoch ` +
            `${Number(account.deactivationEpoch) + 1} it can only be delegated back to ` +
            `${account.voter}`,
        );
      }
      return new Transaction().add(
        StakeProgram.delegate({
          stakePubkey: publicKey(request, 'stakeAccountAddress'),
          authorizedPubkey: wallet,
          votePubkey: vote,
        }),
      );
    },
  },
};

/**
 * The unsigned transaction (web3.js Transaction) for `request` in `state`.
 */
export async function forgeTransaction(
  operationId: string,
  request: ForgeRequest,
  state: SolanaForgeState,
) {
  const op = OPERATIONS[operationId];
  if (!op) throw new Error(`no SOL forge rule for ${operationId}`);
  const tx = await op.build(request, state);
  tx.feePayer = publicKey(request, 'delegatorAddress');
  tx.recentBlockhash = state.recentBlockhash;
  return tx;
}

/**
 * The forge answer's `transaction`: `hash` holds base64 of the unsigned wire transaction.
 */
export async function forge(operationId: string, request: ForgeRequest, state: SolanaForgeState) {
  const tx = await forgeTransaction(operationId, request, state);
  return {
    hash: tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64'),
  };
}
