/**
 * Stake SOL through the staking API: forge a stake transaction, check it against
 * the request, sign it with your wallet (@solana/web3.js 1.x), broadcast it
 * through the API and follow it until it settles.
 *
 *   STAKING_API_KEY=...  SOLANA_KEYPAIR_PATH=~/.config/solana/id.json \
 *   VALIDATOR_VOTE_ACCOUNT=...  AMOUNT_SOL=10  npx tsx sol-staking-example.ts
 */
import { readFile } from 'node:fs/promises';
import { Keypair, StakeProgram, Transaction } from '@solana/web3.js';
import { assertSafeToSign, summarizeInspection } from './check-transaction.mjs';
import { followTransaction, post, requireEnv } from './staking-api';

// #region config
const KEYPAIR_PATH = requireEnv('SOLANA_KEYPAIR_PATH'); // a solana-keygen JSON file
const VALIDATOR_VOTE_ACCOUNT = requireEnv('VALIDATOR_VOTE_ACCOUNT');
const AMOUNT_SOL = process.env.AMOUNT_SOL ?? '10'; // a decimal string in SOL, never a JS number

// #endregion config

async function main(): Promise<void> {
  // #region wallet
  const secretKey = Uint8Array.from(JSON.parse(await readFile(KEYPAIR_PATH, 'utf8')) as number[]);
  const wallet = Keypair.fromSecretKey(secretKey);
  // #endregion wallet

  // #region forge
  // 1. Forge: the API builds the unsigned transaction and gives it an id, the uuid.
  const request = {
    delegatorAddress: wallet.publicKey.toBase58(),
    validatorAddress: VALIDATOR_VOTE_ACCOUNT,
    amount: AMOUNT_SOL,
  };
  const forged = await post('/v1/transactions/SOL/forge/stake', request);
  console.log(`Forged transaction ${forged.uuid}`);
  // #endregion forge

  // #region sign
  // 2. Check: the checker decodes the transaction with @solana/web3.js and compares its fee
  //    payer, signers, instructions, stake authorities, vote account and lamports with the
  //    request. It throws, and nothing is signed, if anything differs.
  const inspection = await assertSafeToSign({
    operationId: 'forgeSolStake',
    request,
    answer: forged,
  });
  console.log(summarizeInspection(inspection));

  // 3. Sign: `transaction.hash` is the unsigned transaction in wire format, base64.
  const transaction = Transaction.from(Buffer.from(forged.transaction.hash, 'base64'));
  transaction.partialSign(wallet);
  // serialize() throws if a required signature is missing.
  const encodedTransaction = transaction.serialize().toString('base64');
  // #endregion sign

  // #region stake-account
  // The new stake account is the first account of the Stake program's instructions.
  // Keep its address: you need it to unstake.
  const stakeInstruction = transaction.instructions.find((ix) =>
    ix.programId.equals(StakeProgram.programId),
  );
  const stakeAccount = stakeInstruction?.keys[0]?.pubkey;
  if (!stakeAccount) {
    throw new Error(
      'The forged transaction has no Stake program instruction: refusing to send it.',
    );
  }
  console.log(`Stake account ${stakeAccount.toBase58()}`);
  // #endregion stake-account

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
  console.log('Staked. The stake becomes active at the next epoch boundary.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
