/**
 * The quick start in one program: check the API, forge an ATOM delegation, check
 * it against the request, sign it with CosmJS, broadcast it through the API and
 * follow it until it settles. Save `staking-api.ts`, the small client every
 * example shares, and `check-transaction.mjs`, the checker, next to it.
 *
 *   STAKING_API_KEY=...  COSMOS_MNEMONIC="word1 word2 ..." \
 *   VALIDATOR_ADDRESS=cosmosvaloper1...  npx tsx quick-start.ts
 */
import { encodeSecp256k1Pubkey } from '@cosmjs/amino';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { DirectSecp256k1HdWallet, encodePubkey } from '@cosmjs/proto-signing';
import { Any } from 'cosmjs-types/google/protobuf/any';
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { assertSafeToSign } from './check-transaction.mjs';
import { apiIsUp, followTransaction, post, requireEnv } from './staking-api';

const MNEMONIC = requireEnv('COSMOS_MNEMONIC'); // from your secret store, never in the code
const VALIDATOR_ADDRESS = requireEnv('VALIDATOR_ADDRESS');

async function main(): Promise<void> {
  // #region status
  // No api-key needed. Stop here if the API is down: nothing else can work.
  if (!(await apiIsUp())) throw new Error('GET /status did not answer 204: try again later.');
  console.log('API is up');
  // #endregion status

  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'cosmos' });
  const [account] = await wallet.getAccounts();
  if (!account) throw new Error('The mnemonic gave no account.');

  // #region forge
  const request = {
    delegatorAddress: account.address,
    validatorAddress: VALIDATOR_ADDRESS,
    amount: '25', // 25 ATOM, a decimal string
  };
  const forged = await post('/v1/transactions/{stakingIdentifier}/forge/stake', request, {
    stakingIdentifier: 'ATOM',
  });
  console.log(`Forged ${forged.uuid}`);
  // #endregion forge

  // #region sign
  // Decode the transaction and compare it with the request first; this throws if anything differs.
  await assertSafeToSign({
    operationId: 'forgeTendermintStake',
    stakingIdentifier: 'ATOM',
    request,
    answer: forged,
  });
  // An account's first transaction is forged without a public key: put the wallet's in before
  // signing. If one is there, it must be the wallet's.
  const doc = forged.transaction.signDirect;
  const authInfo = AuthInfo.decode(fromBase64(doc.authInfoBytes));
  const signer = authInfo.signerInfos[0];
  if (!signer) throw new Error('The forged authInfoBytes have no signer.');
  const walletKey = encodePubkey(encodeSecp256k1Pubkey(account.pubkey));
  if (!signer.publicKey) signer.publicKey = walletKey;
  else if (
    toBase64(Any.encode(signer.publicKey).finish()) !== toBase64(Any.encode(walletKey).finish())
  ) {
    throw new Error(
      "The public key in the forged authInfoBytes is not this wallet's: not signing.",
    );
  }
  const { signed, signature } = await wallet.signDirect(account.address, {
    bodyBytes: fromBase64(doc.bodyBytes),
    authInfoBytes: AuthInfo.encode(authInfo).finish(),
    chainId: doc.chainId,
    accountNumber: BigInt(doc.accountNumber),
  });
  const txRaw = TxRaw.fromPartial({
    bodyBytes: signed.bodyBytes,
    authInfoBytes: signed.authInfoBytes,
    signatures: [fromBase64(signature.signature)],
  });
  const encodedTransaction = toBase64(TxRaw.encode(txRaw).finish());
  // #endregion sign

  // #region broadcast
  const sent = await post(
    '/v1/transactions/{stakingIdentifier}/broadcast',
    { encodedTransaction, uuid: forged.uuid },
    { stakingIdentifier: 'ATOM' },
  );
  console.log(`Broadcast ${sent.result.txHash} (bound to the uuid: ${sent.boundToUUID})`);
  // #endregion broadcast

  // #region lookup
  // Looks the transaction up every 4 seconds until it is SUCCESS or ERROR.
  const transaction = await followTransaction(forged.uuid);
  console.log(`${transaction.action} on ${transaction.stakingIdentifier}: ${transaction.txStatus}`);
  if (transaction.txStatus !== 'SUCCESS')
    throw new Error(`Transaction ${forged.uuid} did not succeed.`);
  // #endregion lookup
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
