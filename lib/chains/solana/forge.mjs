// Solana: the forge answer's `hash` is base64 of the unsigned wire transaction (legacy message),
// built with @solana/web3.js StakeProgram. The wallet is the fee payer and the only signer.
import { Authorized, Lockup, PublicKey, StakeProgram, Transaction } from '@solana/web3.js';
import { parseUnits } from 'ethers';

/** Rent-exempt reserve of a 200-byte stake account (getMinimumBalanceForRentExemption(200)). */
export const STAKE_RENT_EXEMPT_RESERVE = 2_282_880;

export const STATE = Object.freeze({
  // A recent blockhash, fixed so the examples are deterministic.
  recentBlockhash: '5y9j9pni49ds9EMRtiwdHP74bNJhWh34y9iEfPDUzT7A',
  // Seeds of the accounts the API creates with createAccountWithSeed (wallet + seed).
  stakeSeed: 'stake:2026-01-08:1',
  splitSeed: 'split:2026-02-02:1',
  // Lamports in the stake account of the stake example when it is withdrawn (stake + reserve).
  stakeAccountBalance: 10_000_000_000 + STAKE_RENT_EXEMPT_RESERVE,
});

export function lamports(amount) {
  return Number(parseUnits(amount, 9));
}

/** Address of an account the API derives from the wallet and a seed. */
export function seedAddress(wallet, seed) {
  return PublicKey.createWithSeed(new PublicKey(wallet), seed, StakeProgram.programId);
}

export const OPERATIONS = {
  forgeSolStake: async (r) => {
    const wallet = new PublicKey(r.delegatorAddress);
    const stakePubkey = await seedAddress(r.delegatorAddress, STATE.stakeSeed);
    return new Transaction()
      .add(
        StakeProgram.createAccountWithSeed({
          fromPubkey: wallet,
          stakePubkey,
          basePubkey: wallet,
          seed: STATE.stakeSeed,
          authorized: new Authorized(wallet, wallet),
          lockup: new Lockup(0, 0, PublicKey.default),
          lamports: lamports(r.amount) + STAKE_RENT_EXEMPT_RESERVE,
        }),
      )
      .add(StakeProgram.delegate({ stakePubkey, authorizedPubkey: wallet, votePubkey: new PublicKey(r.validatorAddress) }));
  },
  forgeSolUnstake: async (r) => {
    const wallet = new PublicKey(r.delegatorAddress);
    const stakePubkey = new PublicKey(r.stakeAccountAddress);
    if (r.amount === undefined) {
      return StakeProgram.deactivate({ stakePubkey, authorizedPubkey: wallet });
    }
    // Partial: split `amount` into a new account derived from the wallet, which the wallet
    // prefunds with the rent-exempt reserve, then deactivate the new account.
    const splitStakePubkey = await seedAddress(r.delegatorAddress, STATE.splitSeed);
    return new Transaction()
      .add(
        StakeProgram.splitWithSeed(
          {
            stakePubkey,
            authorizedPubkey: wallet,
            splitStakePubkey,
            basePubkey: wallet,
            seed: STATE.splitSeed,
            lamports: lamports(r.amount),
          },
          STAKE_RENT_EXEMPT_RESERVE,
        ),
      )
      .add(StakeProgram.deactivate({ stakePubkey: splitStakePubkey, authorizedPubkey: wallet }));
  },
  forgeSolWithdraw: async (r) => {
    const wallet = new PublicKey(r.delegatorAddress);
    return StakeProgram.withdraw({
      stakePubkey: new PublicKey(r.stakeAccountAddress),
      authorizedPubkey: wallet,
      toPubkey: wallet,
      lamports: STATE.stakeAccountBalance,
    });
  },
  forgeSolRedelegate: async (r) =>
    StakeProgram.delegate({
      stakePubkey: new PublicKey(r.stakeAccountAddress),
      authorizedPubkey: new PublicKey(r.delegatorAddress),
      votePubkey: new PublicKey(r.newValidatorAddress),
    }),
};

async function build(operationId, request) {
  const rule = OPERATIONS[operationId];
  if (!rule) throw new Error(`no SOL forge rule for ${operationId}`);
  const tx = await rule(request);
  tx.feePayer = new PublicKey(request.delegatorAddress);
  tx.recentBlockhash = STATE.recentBlockhash;
  return tx;
}

export async function forge(operationId, request) {
  const tx = await build(operationId, request);
  return { hash: tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64') };
}
