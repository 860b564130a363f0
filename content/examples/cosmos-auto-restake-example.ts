/**
 * Turn auto-restake on or off for an ATOM delegation through the staking API.
 * Enabling grants our restake bot the right to delegate your rewards to the
 * validator (an authz grant, with an expiration); disabling takes that right
 * back. Each transaction is forged, checked against the request, signed
 * (signDirect) with CosmJS, broadcast through the API and followed.
 *
 *   STAKING_API_KEY=...  COSMOS_MNEMONIC="word1 word2 ..."  VALIDATOR_ADDRESS=cosmosvaloper1... \
 *   [EXPIRATION_DATE=2030-06-30T00:00:00Z]  npx tsx cosmos-auto-restake-example.ts enable
 *   npx tsx cosmos-auto-restake-example.ts disable
 */
import { encodeSecp256k1Pubkey } from '@cosmjs/amino';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { DirectSecp256k1HdWallet, encodePubkey } from '@cosmjs/proto-signing';
import { MsgGrant, MsgRevoke } from 'cosmjs-types/cosmos/authz/v1beta1/tx';
import { StakeAuthorization } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import { Any } from 'cosmjs-types/google/protobuf/any';
import { AuthInfo, SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { components } from './api-types';
import { assertSafeToSign, summarizeInspection } from './check-transaction.mjs';
import { followTransaction, post, requireEnv } from './staking-api';

// #region config
const MNEMONIC = requireEnv('COSMOS_MNEMONIC'); // the delegator's recovery phrase
const VALIDATOR_ADDRESS = requireEnv('VALIDATOR_ADDRESS'); // the validator whose rewards are restaked
// Optional: when the grant ends (ISO 8601). The API's default is one year from now.
const EXPIRATION_DATE = process.env.EXPIRATION_DATE;

const CHAIN: components['schemas']['TendermintStakingIdentifier'] = 'ATOM';
// The API refuses an expiration less than 10 minutes ahead.
const MIN_AHEAD_MS = 10 * 60 * 1000;
// #endregion config

type TendermintForgeResponse = components['schemas']['TendermintForgeResponse'];

// #region expiration
/** Throws unless `date` is an ISO 8601 date-time at least 10 minutes from now. */
function assertExpirationAhead(date: string): void {
  const time = Date.parse(date);
  if (Number.isNaN(time)) throw new Error(`EXPIRATION_DATE ${date} is not an ISO 8601 date-time.`);
  if (time < Date.now() + MIN_AHEAD_MS) {
    throw new Error(
      `EXPIRATION_DATE ${date} is not at least 10 minutes from now: the grant would end before it is used.`,
    );
  }
}
// #endregion expiration

// #region forge
/** Forges the grant (enable) or its withdrawal (disable) for `delegator`. */
async function forgeSwitch(action: 'enable' | 'disable', delegator: string) {
  const params = { stakingIdentifier: CHAIN };
  if (action === 'enable') {
    const request = {
      delegatorAddress: delegator,
      validatorAddress: VALIDATOR_ADDRESS,
      ...(EXPIRATION_DATE ? { expirationDate: EXPIRATION_DATE } : {}),
    };
    const forged = await post(
      '/v1/transactions/{stakingIdentifier}/forge/auto-restake-rewards/enable',
      request,
      params,
    );
    return { operationId: 'forgeTendermintAutoRestakeEnable', request, forged };
  }
  const request = { delegatorAddress: delegator, validatorAddress: VALIDATOR_ADDRESS };
  const forged = await post(
    '/v1/transactions/{stakingIdentifier}/forge/auto-restake-rewards/disable',
    request,
    params,
  );
  return { operationId: 'forgeTendermintAutoRestakeDisable', request, forged };
}
// #endregion forge

// #region grant
/**
 * What the forged message does, in words: a grant names the restake bot, the validators it may
 * delegate to and when it ends; a revoke ends the bot's grant.
 */
function describeGrant(forged: TendermintForgeResponse): string {
  const [message] = TxBody.decode(fromBase64(forged.transaction.signDirect.bodyBytes)).messages;
  if (message?.typeUrl === '/cosmos.authz.v1beta1.MsgRevoke') {
    const { grantee } = MsgRevoke.decode(message.value);
    return `Revokes the grant of ${grantee}: auto-restake stops.`;
  }
  if (message?.typeUrl !== '/cosmos.authz.v1beta1.MsgGrant')
    throw new Error(`Unexpected message ${message?.typeUrl}.`);
  const { grantee, grant } = MsgGrant.decode(message.value);
  const authorization = grant?.authorization;
  if (
    authorization?.typeUrl !== '/cosmos.staking.v1beta1.StakeAuthorization' ||
    !grant?.expiration
  ) {
    throw new Error('The grant is not a StakeAuthorization with an expiration: not signing.');
  }
  const validators = StakeAuthorization.decode(authorization.value).allowList?.address ?? [];
  // Timestamp seconds are a bigint: the date is exact to the second.
  const expires = new Date(Number(grant.expiration.seconds) * 1000)
    .toISOString()
    .replace('.000Z', 'Z');
  return `Grants ${grantee} to delegate rewards to ${validators.join(', ')} until ${expires}.`;
}
// #endregion grant

/** Signs the forged signDirect payload with the wallet and returns the base64 TxRaw. */
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
  // An account's first transaction is forged without a public key: the wallet's goes in.
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
  const { signed, signature } = await wallet.signDirect(account.address, signDoc);
  const txRaw = TxRaw.fromPartial({
    bodyBytes: signed.bodyBytes,
    authInfoBytes: signed.authInfoBytes,
    signatures: [fromBase64(signature.signature)],
  });
  return toBase64(TxRaw.encode(txRaw).finish());
}

async function main(): Promise<void> {
  const action = process.argv[2];
  if (action !== 'enable' && action !== 'disable')
    throw new Error('Usage: cosmos-auto-restake-example.ts enable | disable');
  if (action === 'enable' && EXPIRATION_DATE) assertExpirationAhead(EXPIRATION_DATE);
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'cosmos' });
  const [account] = await wallet.getAccounts();
  if (!account) throw new Error('The mnemonic gave no account.');

  // #region check
  // 1. Forge, then check: the checker compares the granter, the validator and the chain with the
  //    request and throws, so that nothing is signed, if anything differs.
  const { operationId, request, forged } = await forgeSwitch(action, account.address);
  console.log(`Forged transaction ${forged.uuid}`);
  console.log(
    summarizeInspection(
      await assertSafeToSign({ operationId, stakingIdentifier: CHAIN, request, answer: forged }),
    ),
  );
  console.log(describeGrant(forged));
  // #endregion check

  // 2. Sign, broadcast through the API with the uuid, and follow until it settles.
  const encodedTransaction = await signDirect(wallet, forged);
  const sent = await post(
    '/v1/transactions/{stakingIdentifier}/broadcast',
    { encodedTransaction, uuid: forged.uuid },
    { stakingIdentifier: CHAIN },
  );
  console.log(`Broadcast ${sent.result.txHash}`);
  const settled = await followTransaction(forged.uuid);
  if (settled.txStatus !== 'SUCCESS') {
    throw new Error(
      `Transaction ${forged.uuid} is ${settled.txStatus}: look it up again later, or forge again.`,
    );
  }
  console.log(
    action === 'enable'
      ? `Auto-restake is on for ${VALIDATOR_ADDRESS}.`
      : `Auto-restake is off for ${VALIDATOR_ADDRESS}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
