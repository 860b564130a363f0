/**
 * Delegate EVMOS with an Ethereum wallet: the API forges the delegation, the
 * program checks it against the request, has the wallet sign its EIP-712 typed
 * data exactly as MetaMask's eth_signTypedData_v4 does (viem), puts the signature
 * into the Cosmos TxRaw, broadcasts it through the API and follows it.
 *
 *   STAKING_API_KEY=...  ETHEREUM_PRIVATE_KEY=0x...  VALIDATOR_ADDRESS=evmosvaloper1... \
 *   AMOUNT_EVMOS=2  npx tsx evmos-eip712-example.ts
 */
import { Secp256k1 } from '@cosmjs/crypto';
import { fromBase64, fromHex, toBase64, toBech32 } from '@cosmjs/encoding';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { Any } from 'cosmjs-types/google/protobuf/any';
import { AuthInfo, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import {
  hashTypedData,
  recoverPublicKey,
  type Hex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem';
import { privateKeyToAccount, publicKeyToAddress } from 'viem/accounts';
import type { components } from './api-types';
import { assertSafeToSign, summarizeInspection } from './check-transaction.mjs';
import { followTransaction, post, requireEnv } from './staking-api';

// #region config
const PRIVATE_KEY = requireEnv('ETHEREUM_PRIVATE_KEY') as Hex; // the key of your MetaMask account
const VALIDATOR_ADDRESS = requireEnv('VALIDATOR_ADDRESS'); // evmosvaloper1...
const AMOUNT_EVMOS = process.env.AMOUNT_EVMOS ?? '2'; // a decimal string in EVMOS, never a JS number

const CHAIN: components['schemas']['TendermintStakingIdentifier'] = 'EVMOS';
// evmos_9001-2 signs typed data in the domain of its EIP-155 chain id, 9001.
const EVM_CHAIN_ID = 9001n;
// The type of an Evmos account's public key, as its first transaction records it.
const PUBKEY_TYPE_URL = '/ethermint.crypto.v1.ethsecp256k1.PubKey';
// #endregion config

type Eip712TypedData = components['schemas']['Eip712TypedData'];
/** What signs: a viem local account here; in a browser, MetaMask through a viem wallet client. */
type TypedDataSigner = Pick<LocalAccount, 'address' | 'signTypedData'>;

// #region sign
/**
 * Has `signer` sign the typed data as it is (eth_signTypedData_v4), and returns the 65-byte
 * signature and the compressed public key recovered from it, after checking that it is the
 * signer's key.
 */
async function signTypedData(signer: TypedDataSigner, typedData: Eip712TypedData) {
  if (BigInt(typedData.domain.chainId) !== EVM_CHAIN_ID || typedData.primaryType !== 'Tx') {
    throw new Error(
      `Typed data for chain ${typedData.domain.chainId}, not ${EVM_CHAIN_ID}: not signing.`,
    );
  }
  // The domain's verifyingContract ("cosmos") and salt ("0") are strings, so the domain is
  // hashed with the EIP712Domain type listed in `types`, as MetaMask does; viem does the same at
  // run time, but its types expect an Ethereum domain (an address), hence the cast.
  const definition = typedData as unknown as TypedDataDefinition;
  const signature = await signer.signTypedData(definition);
  const publicKey = await recoverPublicKey({ hash: hashTypedData(definition), signature });
  if (publicKeyToAddress(publicKey) !== signer.address)
    throw new Error('The wallet signed with another account.');
  const compressed = Secp256k1.compressPubkey(fromHex(publicKey.slice(2)));
  return { signature: fromHex(signature.slice(2)), compressed };
}
// #endregion sign

// #region txraw
/**
 * The TxRaw the chain expects: the forged bodyBytes, the authInfoBytes (SIGN_MODE_LEGACY_AMINO_JSON)
 * with the wallet's public key in them, and the 65-byte signature. An account's first
 * transaction is forged without a public key: the one recovered from the signature goes in (the
 * typed data does not cover it). A key that is there must be the wallet's.
 */
function txRaw(
  bodyBytes: string,
  authInfoBytes: string,
  signature: Uint8Array,
  compressed: Uint8Array,
): string {
  const authInfo = AuthInfo.decode(fromBase64(authInfoBytes));
  const signer = authInfo.signerInfos[0];
  if (!signer) throw new Error('The forged authInfoBytes have no signer.');
  const walletKey = Any.fromPartial({
    typeUrl: PUBKEY_TYPE_URL,
    value: PubKey.encode({ key: compressed }).finish(),
  });
  if (!signer.publicKey) signer.publicKey = walletKey;
  else if (
    toBase64(Any.encode(signer.publicKey).finish()) !== toBase64(Any.encode(walletKey).finish())
  ) {
    throw new Error(
      "The public key in the forged authInfoBytes is not this wallet's: not sending.",
    );
  }
  const raw = TxRaw.fromPartial({
    bodyBytes: fromBase64(bodyBytes),
    authInfoBytes: AuthInfo.encode(authInfo).finish(),
    signatures: [signature],
  });
  return toBase64(TxRaw.encode(raw).finish());
}
// #endregion txraw

async function main(): Promise<void> {
  // #region wallet
  const signer: TypedDataSigner = privateKeyToAccount(PRIVATE_KEY);
  // An Evmos address is the bech32 form of the Ethereum address: the same 20 bytes.
  const delegator = toBech32('evmos', fromHex(signer.address.slice(2)));
  console.log(`Ethereum account ${signer.address} is ${delegator} on Evmos`);
  // #endregion wallet

  // #region forge
  // 1. Forge, then check: the checker decodes every signing format (signEIP712's typed data
  //    included) and compares message, chain, signer and amount (in aevmos) with the request.
  const request = {
    delegatorAddress: delegator,
    validatorAddress: VALIDATOR_ADDRESS,
    amount: AMOUNT_EVMOS,
  };
  const forged = await post('/v1/transactions/{stakingIdentifier}/forge/stake', request, {
    stakingIdentifier: CHAIN,
  });
  console.log(`Forged transaction ${forged.uuid}`);
  const inspection = await assertSafeToSign({
    operationId: 'forgeTendermintStake',
    stakingIdentifier: CHAIN,
    request,
    answer: forged,
  });
  console.log(summarizeInspection(inspection));
  const eip712 = forged.transaction.signEIP712;
  if (!eip712) throw new Error('The forge answer has no signEIP712 variant for this chain.');
  // #endregion forge

  // #region broadcast
  // 2. Sign the typed data, build the TxRaw, broadcast it through the API with the uuid.
  const { signature, compressed } = await signTypedData(signer, eip712.typedData);
  const encodedTransaction = txRaw(eip712.bodyBytes, eip712.authInfoBytes, signature, compressed);
  const sent = await post(
    '/v1/transactions/{stakingIdentifier}/broadcast',
    { encodedTransaction, uuid: forged.uuid },
    { stakingIdentifier: CHAIN },
  );
  console.log(`Broadcast ${sent.result.txHash}`);
  console.log(`Explorer: ${sent.result.explorerUrl}`);
  // #endregion broadcast

  // 3. Follow it until the API has seen it settle on chain.
  const settled = await followTransaction(forged.uuid);
  if (settled.txStatus !== 'SUCCESS') {
    throw new Error(
      `Transaction ${forged.uuid} is ${settled.txStatus}: look it up again later, or forge again.`,
    );
  }
  console.log(`Delegated ${AMOUNT_EVMOS} EVMOS at ${settled.txTimestamp ?? 'an unknown time'}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
