/**
 * Delegate ATOM through the staking API: forge a stake transaction, check it
 * against the request, sign its signDirect payload with CosmJS, broadcast it
 * through the API and follow it until it settles.
 *
 *   STAKING_API_KEY=...  COSMOS_MNEMONIC="word1 word2 ..." \
 *   VALIDATOR_ADDRESS=cosmosvaloper1...  AMOUNT_ATOM=25  npx tsx cosmos-staking-example.ts
 */
import { encodeSecp256k1Pubkey } from '@cosmjs/amino';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { DirectSecp256k1HdWallet, encodePubkey } from '@cosmjs/proto-signing';
import { Any } from 'cosmjs-types/google/protobuf/any';
import { AuthInfo, SignDoc, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { components } from './api-types';
import { assertSafeToSign, summarizeInspection } from './check-transaction.mjs';
import { followTransaction, post, requireEnv } from './staking-api';

// #region config
const MNEMONIC = requireEnv('COSMOS_MNEMONIC'); // the delegator's recovery phrase
const VALIDATOR_ADDRESS = requireEnv('VALIDATOR_ADDRESS'); // cosmosvaloper1...
const AMOUNT_ATOM = process.env.AMOUNT_ATOM ?? '25'; // a decimal string in ATOM, never a JS number

const CHAIN: components['schemas']['TendermintStakingIdentifier'] = 'ATOM';

// #endregion config

async function main(): Promise<void> {
  // #region wallet
  // CosmJS derives the key on the Cosmos Hub path (coin type 118) with the "cosmos" prefix.
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'cosmos' });
  const [account] = await wallet.getAccounts();
  if (!account) throw new Error('The mnemonic gave no account.');
  // #endregion wallet

  // #region forge
  // 1. Forge: the API builds the unsigned transaction and gives it an id, the uuid.
  const request = {
    delegatorAddress: account.address,
    validatorAddress: VALIDATOR_ADDRESS,
    amount: AMOUNT_ATOM,
  };
  const forged = await post('/v1/transactions/{stakingIdentifier}/forge/stake', request, {
    stakingIdentifier: CHAIN,
  });
  console.log(`Forged transaction ${forged.uuid}`);
  // #endregion forge

  // #region check
  // 2. Check what you are about to sign: the checker decodes every signing format with
  //    cosmjs-types and compares the message, chain id, signer and amount (in uatom) with the
  //    request. It throws, and nothing is signed, if anything differs.
  const inspection = await assertSafeToSign({
    operationId: 'forgeTendermintStake',
    stakingIdentifier: CHAIN,
    request,
    answer: forged,
  });
  console.log(summarizeInspection(inspection));
  // #endregion check

  // #region sign
  // 3. Sign the SignDoc. An account's first transaction is forged without a public key (the chain
  //    has none for it yet): put the wallet's in. If one is there, it must be the wallet's.
  const { signDirect } = forged.transaction;
  const authInfo = AuthInfo.decode(fromBase64(signDirect.authInfoBytes));
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
  const signDoc = SignDoc.fromPartial({
    bodyBytes: fromBase64(signDirect.bodyBytes),
    authInfoBytes: AuthInfo.encode(authInfo).finish(),
    chainId: signDirect.chainId,
    accountNumber: BigInt(signDirect.accountNumber),
  });
  // Build the TxRaw from the doc the wallet returns, not from the one you passed in.
  const { signed, signature } = await wallet.signDirect(account.address, signDoc);
  const txRaw = TxRaw.fromPartial({
    bodyBytes: signed.bodyBytes,
    authInfoBytes: signed.authInfoBytes,
    signatures: [fromBase64(signature.signature)],
  });
  const encodedTransaction = toBase64(TxRaw.encode(txRaw).finish());
  // #endregion sign

  // #region broadcast
  // 4. Broadcast through the API, with the uuid: the broadcast is bound to the forged transaction.
  const sent = await post(
    '/v1/transactions/{stakingIdentifier}/broadcast',
    { encodedTransaction, uuid: forged.uuid },
    { stakingIdentifier: CHAIN },
  );
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
  console.log(`Delegated at ${settled.txTimestamp ?? 'an unknown time'}.`);
  // #endregion follow
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
