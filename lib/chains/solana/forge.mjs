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
import { InvalidRequest, Refused } from '../errors.mjs';
import { toBaseUnits } from '../units.mjs';

/** Rent-exempt reserve of a 200-byte stake account (getMinimumBalanceForRentExemption(200)). */
export const STAKE_RENT_EXEMPT_RESERVE = 2_282_880;
export const DECIMALS = 9;

export function lamports(amount, field = 'amount') {
  return Number(toBaseUnits(amount, DECIMALS, { field, unit: 'SOL' }));
}

/** `request[field]` as a PublicKey, or an InvalidRequest naming the field. */
export function publicKey(request, field) {
  try {
    const key = new PublicKey(request[field]);
    if (key.toBase58() !== request[field]) throw new Error('not canonical');
    return key;
  } catch {
    throw new InvalidRequest(field, `${field} is not a valid Solana address (base58 of 32 bytes)`);
  }
}

/** Address of an account the API derives from the wallet and a seed. */
export function seedAddress(wallet, seed) {
  return PublicKey.createWithSeed(new PublicKey(wallet), seed, StakeProgram.programId);
}

/** The stake account of the request, checked against the authority the action needs. */
function stakeAccount(r, state, authority) {
  publicKey(r, 'stakeAccountAddress');
  const account = state.stakeAccount?.(r.stakeAccountAddress);
  if (!account) throw new Refused('stakeAccountAddress', 'stakeAccountAddress is not a stake account');
  if (account[authority] !== r.delegatorAddress) {
    throw new Refused('delegatorAddress', `delegatorAddress is not the ${authority === 'staker' ? 'stake' : 'withdraw'} authority of this stake account`);
  }
  return account;
}

/** Where a stake account stands in `epoch`: active, deactivating, or inactive (withdrawable). */
export function stakeStatus(account, epoch) {
  if (account.deactivationEpoch === null || account.deactivationEpoch === undefined) return account.voter ? 'active' : 'inactive';
  return account.deactivationEpoch >= epoch ? 'deactivating' : 'inactive';
}

export const OPERATIONS = {
  forgeSolStake: {
    action: 'stake',
    build: async (r, state) => {
      const wallet = publicKey(r, 'delegatorAddress');
      const vote = publicKey(r, 'validatorAddress');
      const stakePubkey = await seedAddress(r.delegatorAddress, state.stakeSeed);
      return new Transaction()
        .add(
          StakeProgram.createAccountWithSeed({
            fromPubkey: wallet,
            stakePubkey,
            basePubkey: wallet,
            seed: state.stakeSeed,
            authorized: new Authorized(wallet, wallet),
            lockup: new Lockup(0, 0, PublicKey.default),
            lamports: lamports(r.amount) + STAKE_RENT_EXEMPT_RESERVE,
          }),
        )
        .add(StakeProgram.delegate({ stakePubkey, authorizedPubkey: wallet, votePubkey: vote }));
    },
  },
  forgeSolUnstake: {
    action: 'unstake',
    build: async (r, state) => {
      const wallet = publicKey(r, 'delegatorAddress');
      const account = stakeAccount(r, state, 'staker');
      const status = stakeStatus(account, state.epoch);
      if (status !== 'active') {
        throw new Refused('stakeAccountAddress', `the stake account is ${status === 'deactivating' ? 'already deactivating' : 'not delegated'}`);
      }
      const stakePubkey = new PublicKey(r.stakeAccountAddress);
      if (r.amount === undefined) return new Transaction().add(StakeProgram.deactivate({ stakePubkey, authorizedPubkey: wallet }));
      const part = lamports(r.amount);
      if (part >= Number(account.stake)) {
        throw new Refused('amount', 'amount must be less than the stake of the account; leave it out to deactivate the whole account');
      }
      // Partial: split `amount` into a new account derived from the wallet, which the wallet
      // prefunds with the rent-exempt reserve, then deactivate the new account.
      const splitStakePubkey = await seedAddress(r.delegatorAddress, state.splitSeed);
      return new Transaction()
        .add(
          StakeProgram.splitWithSeed(
            { stakePubkey, authorizedPubkey: wallet, splitStakePubkey, basePubkey: wallet, seed: state.splitSeed, lamports: part },
            STAKE_RENT_EXEMPT_RESERVE,
          ),
        )
        .add(StakeProgram.deactivate({ stakePubkey: splitStakePubkey, authorizedPubkey: wallet }));
    },
  },
  forgeSolWithdraw: {
    action: 'withdraw',
    build: async (r, state) => {
      const wallet = publicKey(r, 'delegatorAddress');
      const account = stakeAccount(r, state, 'withdrawer');
      const status = stakeStatus(account, state.epoch);
      if (status === 'active') throw new Refused('stakeAccountAddress', 'the stake account is still active: unstake it first');
      if (status === 'deactivating') {
        throw new Refused('stakeAccountAddress', `the stake account is still deactivating in epoch ${state.epoch}: withdraw from epoch ${account.deactivationEpoch + 1} on`);
      }
      const balance = Number(account.lamports);
      const value = r.amount === undefined ? balance : lamports(r.amount);
      if (value > balance) throw new Refused('amount', 'amount exceeds the balance of the stake account');
      if (value < balance && balance - value < STAKE_RENT_EXEMPT_RESERVE) {
        throw new Refused('amount', 'amount would leave less than the rent-exempt reserve in the account; leave amount out to withdraw everything');
      }
      return new Transaction().add(
        StakeProgram.withdraw({ stakePubkey: new PublicKey(r.stakeAccountAddress), authorizedPubkey: wallet, toPubkey: wallet, lamports: value }),
      );
    },
  },
  forgeSolRedelegate: {
    action: 'redelegate',
    build: async (r, state) => {
      const wallet = publicKey(r, 'delegatorAddress');
      const vote = publicKey(r, 'newValidatorAddress');
      const account = stakeAccount(r, state, 'staker');
      const status = stakeStatus(account, state.epoch);
      if (status === 'active') throw new Refused('stakeAccountAddress', 'the stake account is active: unstake it first, then delegate it again once inactive');
      if (status === 'deactivating' && account.voter !== r.newValidatorAddress) {
        throw new Refused(
          'newValidatorAddress',
          `the stake account is still deactivating: until epoch ${account.deactivationEpoch + 1} it can only be delegated back to ${account.voter}`,
        );
      }
      return new Transaction().add(
        StakeProgram.delegate({ stakePubkey: new PublicKey(r.stakeAccountAddress), authorizedPubkey: wallet, votePubkey: vote }),
      );
    },
  },
};

/** The unsigned transaction (web3.js Transaction) for `request` in `state`. */
export async function forgeTransaction(operationId, request, state) {
  const op = OPERATIONS[operationId];
  if (!op) throw new Error(`no SOL forge rule for ${operationId}`);
  const tx = await op.build(request, state);
  tx.feePayer = publicKey(request, 'delegatorAddress');
  tx.recentBlockhash = state.recentBlockhash;
  return tx;
}

export async function forge(operationId, request, state) {
  const tx = await forgeTransaction(operationId, request, state);
  return { hash: tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64') };
}
