/**
 * Manage an ATOM delegation through the staking API: claim its rewards, move part
 * of it to another validator, or unstake part of it. Each transaction is forged,
 * checked against the request, signed (signDirect) with CosmJS, broadcast through
 * the API and followed until it settles.
 *
 *   STAKING_API_KEY=...  COSMOS_MNEMONIC="word1 word2 ..."  VALIDATOR_ADDRESS=cosmosvaloper1... \
 *   npx tsx cosmos-lifecycle-example.ts claim
 *   npx tsx cosmos-lifecycle-example.ts redelegate 5 cosmosvaloper1...   (amount in ATOM, new validator)
 *   npx tsx cosmos-lifecycle-example.ts unstake 5
 */
import { encodeSecp256k1Pubkey } from '@cosmjs/amino';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { DirectSecp256k1HdWallet, encodePubkey } from '@cosmjs/proto-signing';
import { Any } from 'cosmjs-types/google/protobuf/any';
import { AuthInfo, SignDoc, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { components } from './api-types';
import { assertSafeToSign, summarizeInspection, type ForgeRequest } from './check-transaction.mjs';
import { followTransaction, post, requireEnv } from './staking-api';

// #region config
const MNEMONIC = requireEnv('COSMOS_MNEMONIC'); // the delegator's recovery phrase
const VALIDATOR_ADDRESS = requireEnv('VALIDATOR_ADDRESS'); // the validator you are delegated to

const CHAIN: components['schemas']['TendermintStakingIdentifier'] = 'ATOM';
// The Cosmos Hub's unbonding period (its staking parameter unbonding_time): undelegated ATOM
// comes back by itself after it, and redelegated ATOM cannot move on again before it ends.
const UNBONDING_DAYS = 21;
// #endregion config

type TendermintForgeResponse = components['schemas']['TendermintForgeResponse'];
type Action = 'claim' | 'redelegate' | 'unstake';
type OperationId =
  'forgeTendermintClaimRewards' | 'forgeTendermintRedelegate' | 'forgeTendermintUnstake';

// #region forge
/** Forges the transaction of `action` for `delegator`; `args` are the command line's amount and validator. */
async function forgeAction(
  action: Action,
  delegator: string,
  args: string[],
): Promise<{ operationId: OperationId; request: ForgeRequest; forged: TendermintForgeResponse }> {
  const params = { stakingIdentifier: CHAIN };
  const [amount, toValidator] = args; // decimal strings in ATOM, never JS numbers
  switch (action) {
    case 'claim': {
      const request = { delegatorAddress: delegator, validatorAddress: VALIDATOR_ADDRESS };
      const forged = await post(
        '/v1/transactions/{stakingIdentifier}/forge/claimRewards',
        request,
        params,
      );
      return { operationId: 'forgeTendermintClaimRewards', request, forged };
    }
    case 'redelegate': {
      if (!amount || !toValidator)
        throw new Error(
          'Usage: redelegate <amount in ATOM> <cosmosvaloper1… of the new validator>',
        );
      const request = {
        delegatorAddress: delegator,
        fromValidatorAddress: VALIDATOR_ADDRESS,
        toValidatorAddress: toValidator,
        amount,
      };
      const forged = await post(
        '/v1/transactions/{stakingIdentifier}/forge/redelegate',
        request,
        params,
      );
      return { operationId: 'forgeTendermintRedelegate', request, forged };
    }
    case 'unstake': {
      if (!amount) throw new Error('Usage: unstake <amount in ATOM>');
      const request = { delegatorAddress: delegator, validatorAddress: VALIDATOR_ADDRESS, amount };
      const forged = await post(
        '/v1/transactions/{stakingIdentifier}/forge/unstake',
        request,
        params,
      );
      return { operationId: 'forgeTendermintUnstake', request, forged };
    }
  }
}
// #endregion forge

// #region sign
/**
 * Signs the forged signDirect payload with the wallet and returns the base64 TxRaw. An account's
 * first transaction is forged without a public key (the chain has none for it yet): the wallet's
 * goes in; a key that is there must be the wallet's.
 */
async function signDirect(
  wallet: DirectSecp256k1HdWallet,
  forged: TendermintForgeResponse,
): Promise<string> {
  const [account] = await wallet.getAccounts();
  if (!account) throw new Error('The mnemonic gave no account.');
  const { signDirect: doc } = forged.transaction;
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
  const signDoc = SignDoc.fromPartial({
    bodyBytes: fromBase64(doc.bodyBytes),
    authInfoBytes: AuthInfo.encode(authInfo).finish(),
    chainId: doc.chainId,
    accountNumber: BigInt(doc.accountNumber),
  });
  // Build the TxRaw from the doc the wallet returns, not from the one passed in.
  const { signed, signature } = await wallet.signDirect(account.address, signDoc);
  const txRaw = TxRaw.fromPartial({
    bodyBytes: signed.bodyBytes,
    authInfoBytes: signed.authInfoBytes,
    signatures: [fromBase64(signature.signature)],
  });
  return toBase64(TxRaw.encode(txRaw).finish());
}
// #endregion sign

async function main(): Promise<void> {
  const [action, ...args] = process.argv.slice(2);
  if (action !== 'claim' && action !== 'redelegate' && action !== 'unstake') {
    throw new Error(
      'Usage: cosmos-lifecycle-example.ts claim | redelegate <amount> <validator> | unstake <amount>',
    );
  }
  // CosmJS derives the key on the Cosmos Hub path (coin type 118) with the "cosmos" prefix.
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'cosmos' });
  const [account] = await wallet.getAccounts();
  if (!account) throw new Error('The mnemonic gave no account.');

  // 1. Forge.
  const { operationId, request, forged } = await forgeAction(action, account.address, args);
  console.log(`Forged transaction ${forged.uuid}`);

  // #region check
  // 2. Check: the checker decodes every signing format and compares the message, chain id,
  //    signer, validators and amount with the request. It throws, and nothing is signed, if
  //    anything differs.
  const inspection = await assertSafeToSign({
    operationId,
    stakingIdentifier: CHAIN,
    request,
    answer: forged,
  });
  console.log(summarizeInspection(inspection));
  // #endregion check

  // #region broadcast
  // 3. Sign, then broadcast through the API with the uuid, and follow until it settles.
  const encodedTransaction = await signDirect(wallet, forged);
  const sent = await post(
    '/v1/transactions/{stakingIdentifier}/broadcast',
    { encodedTransaction, uuid: forged.uuid },
    { stakingIdentifier: CHAIN },
  );
  console.log(`Broadcast ${sent.result.txHash}`);
  console.log(`Explorer: ${sent.result.explorerUrl}`);
  const settled = await followTransaction(forged.uuid);
  if (settled.txStatus !== 'SUCCESS') {
    throw new Error(
      `Transaction ${forged.uuid} is ${settled.txStatus}: look it up again later, or forge again.`,
    );
  }
  // #endregion broadcast

  // #region what-next
  // 4. Say what the settled transaction means for the delegation.
  const [amount, toValidator] = args;
  if (action === 'claim') {
    console.log('Rewards paid out to your account.');
  } else if (action === 'redelegate') {
    console.log(
      `Moved ${amount} ATOM to ${toValidator}: it earns there from now on, and can move on ` +
        `from it after ${UNBONDING_DAYS} days.`,
    );
  } else {
    console.log(
      `Unbonding ${amount} ATOM: it returns to your account by itself in ${UNBONDING_DAYS} ` +
        `days, earning nothing meanwhile.`,
    );
  }
  // #endregion what-next
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
