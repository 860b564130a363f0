/**
 * Move SOL to another validator through the staking API: check on chain that the
 * stake account may be delegated again, forge the delegation to the new vote
 * account, check it against the request, sign it with your wallet
 * (@solana/web3.js 1.x), broadcast it through the API and follow it.
 *
 *   STAKING_API_KEY=...  SOLANA_KEYPAIR_PATH=~/.config/solana/id.json \
 *   STAKE_ACCOUNT=...  NEW_VALIDATOR_VOTE_ACCOUNT=...  npx tsx sol-redelegate-example.ts
 */
import { readFile } from 'node:fs/promises';
import { Connection, Keypair, PublicKey, Transaction } from '@solana/web3.js';
import { assertSafeToSign, summarizeInspection } from './check-transaction.mjs';
import { followTransaction, post, requireEnv } from './staking-api';

// #region config
const KEYPAIR_PATH = requireEnv('SOLANA_KEYPAIR_PATH'); // a solana-keygen JSON file
const STAKE_ACCOUNT = requireEnv('STAKE_ACCOUNT');
const NEW_VALIDATOR = requireEnv('NEW_VALIDATOR_VOTE_ACCOUNT'); // the vote account to delegate to
const RPC_URL = process.env.SOLANA_RPC_URL ?? 'https://api.mainnet-beta.solana.com';
// #endregion config

// #region delegable-check
/** The fields of a stake account (RPC jsonParsed encoding) this check reads. Epochs are u64 strings. */
interface ParsedStakeAccount {
  type: 'uninitialized' | 'initialized' | 'delegated' | 'rewardsPool';
  info: {
    meta: { authorized: { staker: string } };
    stake: { delegation: { voter: string; deactivationEpoch: string } } | null;
  };
}

const NOT_DEACTIVATED = 18_446_744_073_709_551_615n; // u64::MAX: Deactivate was never called

/**
 * Throws unless the Stake program would let the wallet delegate the account to `newVoter` now:
 * the wallet is its stake authority, and the account is inactive, or still deactivating in the
 * epoch of its unstake and delegated back to the same validator (which cancels the unstake).
 * Returns the current epoch, and whether the delegation cancels an unstake of this epoch.
 */
async function assertDelegable(
  connection: Connection,
  stakeAccount: PublicKey,
  wallet: PublicKey,
  newVoter: string,
): Promise<{ epoch: bigint; cancelsUnstake: boolean }> {
  const [account, epochInfo] = await Promise.all([
    connection.getParsedAccountInfo(stakeAccount),
    connection.getEpochInfo(),
  ]);
  const data = account.value?.data;
  if (!data || !('parsed' in data) || data.program !== 'stake')
    throw new Error(`${stakeAccount.toBase58()} is not a stake account.`);
  const stake = data.parsed as ParsedStakeAccount;
  if (stake.info.meta.authorized.staker !== wallet.toBase58())
    throw new Error('This wallet is not the stake authority of the stake account.');
  const currentEpoch = BigInt(epochInfo.epoch);
  const delegation = stake.info.stake?.delegation;
  if (stake.type !== 'delegated' || !delegation)
    return { epoch: currentEpoch, cancelsUnstake: false }; // never delegated

  const deactivationEpoch = BigInt(delegation.deactivationEpoch);
  if (deactivationEpoch === NOT_DEACTIVATED) {
    throw new Error(
      `The stake account is active with ${delegation.voter}: unstake it first, then delegate it once it is inactive.`,
    );
  }
  if (deactivationEpoch >= currentEpoch && delegation.voter !== newVoter) {
    throw new Error(
      `Still deactivating in epoch ${currentEpoch}: delegate it to another validator from ` +
        `epoch ${deactivationEpoch + 1n} on.`,
    );
  }
  return { epoch: currentEpoch, cancelsUnstake: deactivationEpoch >= currentEpoch };
}
// #endregion delegable-check

async function main(): Promise<void> {
  const secretKey = Uint8Array.from(JSON.parse(await readFile(KEYPAIR_PATH, 'utf8')) as number[]);
  const wallet = Keypair.fromSecretKey(secretKey);

  // #region check
  // 1. Check on chain that the account may be delegated to the new validator now.
  const connection = new Connection(RPC_URL, 'confirmed');
  const { epoch, cancelsUnstake } = await assertDelegable(
    connection,
    new PublicKey(STAKE_ACCOUNT),
    wallet.publicKey,
    NEW_VALIDATOR,
  );
  console.log(`The stake account can be delegated to ${NEW_VALIDATOR} in epoch ${epoch}.`);
  // #endregion check

  // #region forge
  // 2. Forge the delegation, then check it against the request (fee payer, stake account, stake
  //    authority, vote account) before signing. assertSafeToSign throws if anything differs.
  const request = {
    delegatorAddress: wallet.publicKey.toBase58(),
    stakeAccountAddress: STAKE_ACCOUNT,
    newValidatorAddress: NEW_VALIDATOR,
  };
  const forged = await post('/v1/transactions/SOL/forge/redelegate', request);
  console.log(`Forged transaction ${forged.uuid}`);
  console.log(
    summarizeInspection(
      await assertSafeToSign({ operationId: 'forgeSolRedelegate', request, answer: forged }),
    ),
  );
  // #endregion forge

  // #region broadcast
  // 3. Sign (`transaction.hash` is the unsigned transaction, base64), broadcast with the uuid, follow.
  const transaction = Transaction.from(Buffer.from(forged.transaction.hash, 'base64'));
  transaction.partialSign(wallet);
  const sent = await post('/v1/transactions/SOL/broadcast', {
    encodedTransaction: transaction.serialize().toString('base64'),
    uuid: forged.uuid,
  });
  console.log(`Broadcast ${sent.result.txHash}`);
  console.log(`Explorer: ${sent.result.explorerUrl}`);
  const settled = await followTransaction(forged.uuid);
  if (settled.txStatus !== 'SUCCESS') {
    throw new Error(
      `Transaction ${forged.uuid} is ${settled.txStatus}: look it up again later, or forge again.`,
    );
  }
  if (cancelsUnstake)
    console.log(`Unstake cancelled: the stake stays with ${NEW_VALIDATOR} and keeps earning.`);
  else
    console.log(
      `Delegated to ${NEW_VALIDATOR}: the stake activates at the end of epoch ${epoch} and ` +
        `earns from epoch ${epoch + 1n} on.`,
    );
  // #endregion broadcast
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
