/**
 * Withdraw SOL through the staking API: check on chain that the stake account has
 * finished deactivating, forge the withdrawal, check it against the request, sign
 * it with your wallet (@solana/web3.js 1.x), broadcast it through the API and
 * follow it.
 *
 *   STAKING_API_KEY=...  SOLANA_KEYPAIR_PATH=~/.config/solana/id.json \
 *   STAKE_ACCOUNT=...  [AMOUNT_SOL=2]  npx tsx sol-withdraw-example.ts
 */
import { readFile } from 'node:fs/promises';
import { Connection, Keypair, PublicKey, Transaction } from '@solana/web3.js';
import { assertSafeToSign, summarizeInspection } from './check-transaction.mjs';
import { followTransaction, post, requireEnv } from './staking-api';

// #region config
const KEYPAIR_PATH = requireEnv('SOLANA_KEYPAIR_PATH'); // a solana-keygen JSON file
const STAKE_ACCOUNT = requireEnv('STAKE_ACCOUNT');
// Optional decimal string; without it the whole balance is withdrawn and the account closed.
const AMOUNT_SOL = process.env.AMOUNT_SOL;
const RPC_URL = process.env.SOLANA_RPC_URL ?? 'https://api.mainnet-beta.solana.com';

// #endregion config

// #region deactivation-check
/** The fields of a stake account (RPC jsonParsed encoding) this check reads. Epochs are u64 strings. */
interface ParsedStakeAccount {
  type: 'uninitialized' | 'initialized' | 'delegated' | 'rewardsPool';
  info: {
    meta: { authorized: { withdrawer: string }; lockup: { unixTimestamp: number; epoch: number } };
    stake: { delegation: { stake: string; deactivationEpoch: string } } | null;
  };
}

const NOT_DEACTIVATED = 18_446_744_073_709_551_615n; // u64::MAX: Deactivate was never called

/** Throws unless the stake account is inactive, so its SOL can be withdrawn now. */
async function assertWithdrawable(
  connection: Connection,
  stakeAccount: PublicKey,
  wallet: PublicKey,
): Promise<void> {
  const [account, epochInfo] = await Promise.all([
    connection.getParsedAccountInfo(stakeAccount),
    connection.getEpochInfo(),
  ]);
  const data = account.value?.data;
  if (!data || !('parsed' in data) || data.program !== 'stake') {
    throw new Error(`${stakeAccount.toBase58()} is not a stake account.`);
  }
  const stake = data.parsed as ParsedStakeAccount;
  if (stake.info.meta.authorized.withdrawer !== wallet.toBase58()) {
    throw new Error('This wallet is not the withdraw authority of the stake account.');
  }
  const currentEpoch = BigInt(epochInfo.epoch);
  const { lockup } = stake.info.meta;
  const lockupEnds = BigInt(lockup.unixTimestamp) * 1000n; // milliseconds
  if (BigInt(lockup.epoch) > currentEpoch || lockupEnds > BigInt(Date.now())) {
    throw new Error('The stake account is still under a lockup.');
  }
  const delegation = stake.info.stake?.delegation;
  if (stake.type !== 'delegated' || !delegation) return; // never delegated: everything is withdrawable

  const deactivationEpoch = BigInt(delegation.deactivationEpoch);
  if (deactivationEpoch === NOT_DEACTIVATED) {
    throw new Error('The stake account is still active: unstake it first.');
  }
  if (deactivationEpoch >= currentEpoch) {
    const firstEpoch = deactivationEpoch + 1n;
    throw new Error(
      `Still deactivating in epoch ${currentEpoch}: withdraw from epoch ${firstEpoch} on.`,
    );
  }
}
// #endregion deactivation-check

async function main(): Promise<void> {
  // #region wallet
  const secretKey = Uint8Array.from(JSON.parse(await readFile(KEYPAIR_PATH, 'utf8')) as number[]);
  const wallet = Keypair.fromSecretKey(secretKey);
  // #endregion wallet

  // #region check
  // 1. Check: only an inactive stake account can be withdrawn, one epoch boundary after unstaking.
  const connection = new Connection(RPC_URL, 'confirmed');
  await assertWithdrawable(connection, new PublicKey(STAKE_ACCOUNT), wallet.publicKey);
  console.log('The stake account has finished deactivating.');
  // #endregion check

  // #region forge
  // 2. Forge the withdrawal to your wallet.
  const request = {
    delegatorAddress: wallet.publicKey.toBase58(),
    stakeAccountAddress: STAKE_ACCOUNT,
    ...(AMOUNT_SOL ? { amount: AMOUNT_SOL } : {}),
  };
  const forged = await post('/v1/transactions/SOL/forge/withdraw', request);
  console.log(`Forged transaction ${forged.uuid}`);
  // #endregion forge

  // #region sign
  // 3. Check the forged transaction against the request (fee payer, stake account, withdraw
  //    authority, the wallet as recipient, the amount), then sign it: `transaction.hash` is the
  //    unsigned transaction in wire format, base64. assertSafeToSign throws if anything differs.
  //    Without an amount the request means "everything": the check holds the transaction to the
  //    stake account's balance as read here, so no smaller amount passes for it.
  const chainState = AMOUNT_SOL
    ? undefined
    : { wholeAmount: String(await connection.getBalance(new PublicKey(STAKE_ACCOUNT))) };
  console.log(
    summarizeInspection(
      await assertSafeToSign({
        operationId: 'forgeSolWithdraw',
        request,
        answer: forged,
        ...(chainState ? { chainState } : {}),
      }),
    ),
  );
  console.log(
    'At the start of an epoch, while rewards are paid, the Stake program refuses withdrawals ' +
      '(EpochRewardsActive): if so, run this again a little later.',
  );
  if (!AMOUNT_SOL) {
    // The whole balance as read when forging: rewards or a transfer landing first make it a partial withdrawal.
    console.log(
      'The whole balance as read when forging: a failure with "insufficient funds" means it grew since; forge again.',
    );
  }
  const transaction = Transaction.from(Buffer.from(forged.transaction.hash, 'base64'));
  transaction.partialSign(wallet);
  // serialize() throws if a required signature is missing.
  const encodedTransaction = transaction.serialize().toString('base64');
  // #endregion sign

  // #region broadcast
  // 4. Broadcast through the API, with the uuid: the broadcast is bound to the forged transaction.
  const sent = await post('/v1/transactions/SOL/broadcast', {
    encodedTransaction,
    uuid: forged.uuid,
  });
  console.log(`Broadcast ${sent.result.txHash}`);
  console.log(`Explorer: ${sent.result.explorerUrl}`);
  // #endregion broadcast

  // #region follow
  // 5. Follow it until the API has seen it settle on chain.
  const settled = await followTransaction(forged.uuid);
  if (settled.txStatus !== 'SUCCESS') {
    const status = settled.txStatus;
    throw new Error(
      `Transaction ${forged.uuid} is ${status}: look it up again later, or forge again.`,
    );
  }
  // #endregion follow

  // #region balance
  const balance = BigInt(await connection.getBalance(wallet.publicKey, 'confirmed')); // lamports
  console.log(`Wallet balance: ${formatSol(balance)} SOL`);
  // #endregion balance
}

/** Formats lamports (bigint) as SOL without going through a floating-point number. */
function formatSol(lamports: bigint): string {
  const whole = lamports / 1_000_000_000n;
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
