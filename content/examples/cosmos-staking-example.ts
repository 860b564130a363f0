/**
 * Delegate ATOM through the staking API: forge a stake transaction, sign its
 * signDirect payload with CosmJS, broadcast it through the API and follow it
 * until it settles.
 *
 *   STAKING_API_KEY=...  COSMOS_MNEMONIC="word1 word2 ..." \
 *   VALIDATOR_ADDRESS=cosmosvaloper1...  AMOUNT_ATOM=25  npx tsx cosmos-staking-example.ts
 */
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';
import { MsgDelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { components } from './api-types';
import { followTransaction, post, requireEnv } from './staking-api';

// #region config
const MNEMONIC = requireEnv('COSMOS_MNEMONIC'); // the delegator's recovery phrase
const VALIDATOR_ADDRESS = requireEnv('VALIDATOR_ADDRESS'); // cosmosvaloper1...
const AMOUNT_ATOM = process.env.AMOUNT_ATOM ?? '25'; // a decimal string in ATOM, never a JS number

const CHAIN: components['schemas']['TendermintStakingIdentifier'] = 'ATOM';
const CHAIN_ID = 'cosmoshub-4';

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
  const forged = await post(
    '/v1/transactions/{stakingIdentifier}/forge/stake',
    {
      delegatorAddress: account.address,
      validatorAddress: VALIDATOR_ADDRESS,
      amount: AMOUNT_ATOM,
    },
    { stakingIdentifier: CHAIN },
  );
  console.log(`Forged transaction ${forged.uuid}`);
  // #endregion forge

  // #region check
  // Read what you are about to sign: the chain, and the delegation in base units (uatom).
  const { signDirect } = forged.transaction;
  if (signDirect.chainId !== CHAIN_ID) {
    throw new Error(`Forged for ${signDirect.chainId}, expected ${CHAIN_ID}.`);
  }
  const bodyBytes = fromBase64(signDirect.bodyBytes);
  for (const message of TxBody.decode(bodyBytes).messages) {
    if (message.typeUrl !== '/cosmos.staking.v1beta1.MsgDelegate') {
      throw new Error(`Unexpected message ${message.typeUrl}`);
    }
    const { amount, validatorAddress } = MsgDelegate.decode(message.value);
    console.log(`Delegating ${amount.amount} ${amount.denom} to ${validatorAddress}`);
  }
  // #endregion check

  // #region sign
  // 2. Sign the SignDoc. Build the TxRaw from the doc the wallet returns,
  //    not from the one you passed in.
  const signDoc = SignDoc.fromPartial({
    bodyBytes,
    authInfoBytes: fromBase64(signDirect.authInfoBytes),
    chainId: signDirect.chainId,
    accountNumber: BigInt(signDirect.accountNumber),
  });
  const { signed, signature } = await wallet.signDirect(account.address, signDoc);
  const txRaw = TxRaw.fromPartial({
    bodyBytes: signed.bodyBytes,
    authInfoBytes: signed.authInfoBytes,
    signatures: [fromBase64(signature.signature)],
  });
  const encodedTransaction = toBase64(TxRaw.encode(txRaw).finish());
  // #endregion sign

  // #region broadcast
  // 3. Broadcast through the API, with the uuid: the broadcast is bound to the forged transaction.
  const sent = await post(
    '/v1/transactions/{stakingIdentifier}/broadcast',
    { encodedTransaction, uuid: forged.uuid },
    { stakingIdentifier: CHAIN },
  );
  console.log(`Broadcast ${sent.result.txHash}`);
  console.log(`Explorer: ${sent.result.explorerUrl}`);
  // #endregion broadcast

  // #region follow
  // 4. Follow it until the API has seen it settle on chain.
  const settled = await followTransaction(forged.uuid);
  if (settled.txStatus !== 'SUCCESS') {
    const status = settled.txStatus;
    throw new Error(`Transaction ${forged.uuid} is ${status}: look it up again later, or forge again.`);
  }
  console.log(`Delegated at ${settled.txTimestamp ?? 'an unknown time'}.`);
  // #endregion follow
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
