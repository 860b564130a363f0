/**
 * Unstake SOL through the staking API: forge the deactivation of a stake account,
 * check it against the request, sign it with your wallet (@solana/web3.js 1.x),
 * broadcast it through the API,
 * follow it, and print which stake account is deactivating and when its SOL can
 * be withdrawn. With AMOUNT_SOL, that is a new account split off STAKE_ACCOUNT.
 *
 *   STAKING_API_KEY=...  SOLANA_KEYPAIR_PATH=~/.config/solana/id.json \
 *   STAKE_ACCOUNT=...  [AMOUNT_SOL=4.5]  npx tsx sol-unstaking-example.ts
 */
import { readFile } from 'node:fs/promises';
import { Connection, Keypair, StakeInstruction, StakeProgram, Transaction } from '@solana/web3.js';
import { assertSafeToSign, summarizeInspection } from './check-transaction.mjs';
import { followTransaction, post, requireEnv } from './staking-api';

// #region config
const KEYPAIR_PATH = requireEnv('SOLANA_KEYPAIR_PATH'); // a solana-keygen JSON file
const STAKE_ACCOUNT = requireEnv('STAKE_ACCOUNT');
const AMOUNT_SOL = process.env.AMOUNT_SOL; // optional decimal string: unstake part of the account
const RPC_URL = process.env.SOLANA_RPC_URL ?? 'https://api.mainnet-beta.solana.com';

// #endregion config

async function main(): Promise<void> {
  // #region wallet
  const secretKey = Uint8Array.from(JSON.parse(await readFile(KEYPAIR_PATH, 'utf8')) as number[]);
  const wallet = Keypair.fromSecretKey(secretKey);
  // #endregion wallet

  // #region forge
  // 1. Forge. Without an amount the whole stake account is deactivated. With one, the API
  //    first splits that amount into a new stake account and deactivates the new account.
  const request = {
    delegatorAddress: wallet.publicKey.toBase58(),
    stakeAccountAddress: STAKE_ACCOUNT,
    ...(AMOUNT_SOL ? { amount: AMOUNT_SOL } : {}),
  };
  const forged = await post('/v1/transactions/SOL/forge/unstake', request);
  console.log(`Forged transaction ${forged.uuid}`);
  // #endregion forge

  // #region check
  // 2. Check: the checker decodes the transaction with @solana/web3.js and compares its fee
  //    payer, signers and instructions with the request: STAKE_ACCOUNT deactivated, or, with
  //    an amount, that many lamports split off it into a new account, which is deactivated.
  //    It throws, and nothing is signed, if anything differs.
  const inspection = await assertSafeToSign({
    operationId: 'forgeSolUnstake',
    request,
    answer: forged,
  });
  console.log(summarizeInspection(inspection));
  // The deactivated account is the one to withdraw from later: STAKE_ACCOUNT or the new one.
  const transaction = Transaction.from(Buffer.from(forged.transaction.hash, 'base64'));
  const deactivate = transaction.instructions.find(
    (ix) =>
      ix.programId.equals(StakeProgram.programId) &&
      StakeInstruction.decodeInstructionType(ix) === 'Deactivate',
  );
  const deactivated = StakeInstruction.decodeDeactivate(deactivate!).stakePubkey;
  if (AMOUNT_SOL)
    console.log(`Splitting ${AMOUNT_SOL} SOL off ${STAKE_ACCOUNT} into a new stake account.`);
  console.log(`Deactivating stake account ${deactivated.toBase58()}`);
  // #endregion check

  // #region sign
  // 3. Sign with the wallet, the fee payer checked above.
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

  // #region epoch
  // 6. Deactivation completes at the next epoch boundary: the SOL can be withdrawn from then on.
  const epoch = await new Connection(RPC_URL, 'confirmed').getEpochInfo();
  const slotsLeft = BigInt(epoch.slotsInEpoch - epoch.slotIndex);
  const hoursLeft = (slotsLeft * 400n) / 3_600_000n; // a slot lasts about 400 ms
  console.log(`Deactivating in epoch ${epoch.epoch}.`);
  console.log(`Withdraw from epoch ${epoch.epoch + 1}, in about ${hoursLeft} hours:`);
  console.log(`  STAKE_ACCOUNT=${deactivated.toBase58()} npx tsx sol-withdraw-example.ts`);
  // An epoch starts by paying rewards; until they are paid the Stake program refuses stake
  // instructions, withdrawals included (EpochRewardsActive).
  console.log(
    `While epoch ${epoch.epoch + 1} pays its rewards, at its start, withdrawals are refused ` +
      `(EpochRewardsActive): withdraw a little later.`,
  );
  // #endregion epoch
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
