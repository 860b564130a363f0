// Signing with the public test keys of test-keys.mjs, as the example programs sign: the
// generator signs the description's broadcast examples with it, and the sandbox's tests sign
// what the sandbox forges. It lives here, beside the keys, so that lib/ never imports them.
import { TransactionComputer, Transaction as EgldTransaction } from '@multiversx/sdk-core';
import { Transaction as SolTransaction } from '@solana/web3.js';
import { getBase58Decoder } from '@solana/kit';
import { sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64, toHex } from '@cosmjs/encoding';
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { Transaction as EvmTransaction } from 'ethers';
import { SignTypedDataVersion, signTypedData } from '@metamask/eth-sig-util';
import {
  cosmosWallet,
  dotPair,
  egldSecretKey,
  ethsecp256k1SignDirect,
  evmWallet,
  solKeypair,
  TENDERMINT_CHAINS,
} from './test-keys.mjs';
import { injectiveWeb3Extension } from '../../lib/chains/tendermint/forge';
import { RUNTIME, STATE as DOT_STATE, assetHub } from '../../lib/chains/polkadot/forge';
/** @import { HDNodeWallet, Wallet } from 'ethers' */
/** @import { Keypair } from '@solana/web3.js' */
/** @import { OfflineDirectSigner } from '@cosmjs/proto-signing' */
/** @import { OfflineAminoSigner } from '@cosmjs/amino' */
/** @import { IPlainTransactionObject, UserSecretKey } from '@multiversx/sdk-core' */
/** @import { KeyringPair } from '@polkadot/keyring/types' */
/** @import { RuntimeVersion } from '@polkadot/types/interfaces' */
/** @import { MessageTypes, TypedMessage } from '@metamask/eth-sig-util' */
/** @import { TendermintForgeAnswer } from '../../lib/chains/tendermint/forge' */

/**
 * A signed transaction as the broadcast calls take it, and the hash the chain gives it.
 * @typedef {{ encodedTransaction: string, txHash: string }} Signed
 */

/**
 * A signed EVM transaction: the client sends it itself and gives the API its hash (submitHash).
 * @typedef {{ signedTx: string, txHash: string }} SignedEvm
 */

/**
 * The chain head a Polkadot transaction is signed at: the mortal era's checkpoint block, its
 * length and hash, and the signer's nonce.
 * @typedef {{ eraBlock: number, eraPeriod: number, blockHash: string, nonce: number }} DotHead
 */

/**
 * An EVM forge answer's serializedUnsignedTx, signed.
 * @param {string} serializedUnsignedTx
 * @param {HDNodeWallet | Wallet} [wallet]
 * @returns {SignedEvm}
 */
export function signEvm(serializedUnsignedTx, wallet = evmWallet()) {
  const tx = EvmTransaction.from(serializedUnsignedTx);
  tx.signature = wallet.signingKey.sign(tx.unsignedHash);
  // ethers gives a transaction no hash until it is signed, as it is here.
  return { signedTx: tx.serialized, txHash: /** @type {string} */ (tx.hash) };
}

/**
 * A Solana forge answer's `hash` (the unsigned transaction, base64), signed by the wallet.
 * @param {string} unsignedBase64
 * @param {Keypair} [keypair]
 * @returns {Signed}
 */
export function signSol(unsignedBase64, keypair = solKeypair()) {
  const tx = SolTransaction.from(Buffer.from(unsignedBase64, 'base64'));
  tx.partialSign(keypair);
  const feePayerSignature = tx.signatures[0].signature;
  if (!feePayerSignature) throw new Error('the wallet is not the fee payer of this transaction');
  return {
    encodedTransaction: tx.serialize().toString('base64'),
    txHash: getBase58Decoder().decode(feePayerSignature),
  };
}

/**
 * A Cosmos transaction as sent (TxRaw, base64) and its hash (sha256 of those bytes, upper-case hex).
 * @param {Uint8Array} bodyBytes
 * @param {Uint8Array} authInfoBytes
 * @param {Uint8Array} signature
 * @returns {Signed}
 */
function txRaw(bodyBytes, authInfoBytes, signature) {
  const raw = TxRaw.encode(
    TxRaw.fromPartial({ bodyBytes, authInfoBytes, signatures: [signature] }),
  ).finish();
  return { encodedTransaction: toBase64(raw), txHash: toHex(sha256(raw)).toUpperCase() };
}

/**
 * A Tendermint forge answer's signDirect, signed with the test key of `chain` (CosmJS for the
 * secp256k1 chains, keccak for the ethsecp256k1 ones), or with `wallet` (a CosmJS wallet).
 * @param {Pick<TendermintForgeAnswer, 'signDirect'>} transaction
 * @param {string} chain
 * @param {OfflineDirectSigner} [wallet]
 * @returns {Promise<Signed>}
 */
export async function signTendermintDirect(transaction, chain, wallet) {
  const direct = transaction.signDirect;
  const signDoc = {
    bodyBytes: fromBase64(direct.bodyBytes),
    authInfoBytes: fromBase64(direct.authInfoBytes),
    chainId: direct.chainId,
    accountNumber: BigInt(direct.accountNumber),
  };
  if (!wallet && TENDERMINT_CHAINS[chain].eth) {
    return txRaw(
      signDoc.bodyBytes,
      signDoc.authInfoBytes,
      await ethsecp256k1SignDirect(chain, signDoc),
    );
  }
  const signer = wallet ?? (await cosmosWallet(chain));
  const [{ address }] = await signer.getAccounts();
  const { signed, signature } = await signer.signDirect(address, signDoc);
  return txRaw(signed.bodyBytes, signed.authInfoBytes, fromBase64(signature.signature));
}

/**
 * A Tendermint forge answer's signAmino, signed with a CosmJS amino wallet.
 * @param {Pick<TendermintForgeAnswer, 'signAmino'>} transaction
 * @param {OfflineAminoSigner} wallet
 * @returns {Promise<Signed>}
 */
export async function signTendermintAmino(transaction, wallet) {
  const amino = transaction.signAmino;
  const [{ address }] = await wallet.getAccounts();
  const { signature } = await wallet.signAmino(address, amino.signDoc);
  return txRaw(
    fromBase64(amino.bodyBytes),
    fromBase64(amino.authInfoBytes),
    fromBase64(signature.signature),
  );
}

/**
 * An EIP-712 variant of a Tendermint forge answer ('signEIP712' or 'signEIP712CosmosTxV0') signed as
 * MetaMask signs eth_signTypedData_v4 (@metamask/eth-sig-util, the typed data as given), the
 * 65-byte signature in TxRaw.signatures; with Injective's web3 extension added to the body when
 * the variant has `web3Extension`.
 * @param {TendermintForgeAnswer} transaction
 * @param {string} privateKeyHex The EVM test key's private key, with or without 0x.
 * @param {'signEIP712' | 'signEIP712CosmosTxV0'} [variant]
 * @returns {Signed}
 */
export function signTendermintEip712(transaction, privateKeyHex, variant = 'signEIP712') {
  const eip712 = transaction[variant];
  if (!eip712)
    throw new Error(`the forge answer has no ${variant}: this chain does not check that signature`);
  // eth-sig-util's type has a number for the domain's chainId and bytes for its salt; a Cosmos
  // domain declares both as strings in its EIP712Domain type, and v4 signing encodes each value
  // by the type the typed data declares.
  const data = /** @type {TypedMessage<MessageTypes>} */ (
    /** @type {unknown} */ (eip712.typedData)
  );
  const hex = signTypedData({
    privateKey: Buffer.from(privateKeyHex.replace(/^0x/, ''), 'hex'),
    data,
    version: SignTypedDataVersion.V4,
  });
  /** @type {Uint8Array} */
  let bodyBytes = fromBase64(eip712.bodyBytes);
  if ('web3Extension' in eip712 && eip712.web3Extension) {
    const body = TxBody.decode(bodyBytes);
    body.extensionOptions = [injectiveWeb3Extension(BigInt(eip712.web3Extension.typedDataChainId))];
    bodyBytes = TxBody.encode(body).finish();
  }
  return txRaw(
    bodyBytes,
    fromBase64(eip712.authInfoBytes),
    Uint8Array.from(Buffer.from(hex.slice(2), 'hex')),
  );
}

/**
 * The legacy EIP-712 variant signed (Injective: with its web3 extension; Evmos: without).
 * @param {TendermintForgeAnswer} transaction
 * @param {string} privateKeyHex
 */
export function signTendermintLegacyEip712(transaction, privateKeyHex) {
  return signTendermintEip712(transaction, privateKeyHex, 'signEIP712CosmosTxV0');
}

/**
 * A MultiversX forge answer signed: base64 of the signed plain JSON, and its hash.
 * @param {IPlainTransactionObject} plain
 * @param {UserSecretKey} [secretKey]
 * @returns {Signed}
 */
export function signEgld(plain, secretKey = egldSecretKey()) {
  const tx = EgldTransaction.newFromPlainObject(plain);
  const computer = new TransactionComputer();
  tx.signature = secretKey.sign(computer.computeBytesForSigning(tx));
  return {
    encodedTransaction: Buffer.from(JSON.stringify(tx.toPlainObject())).toString('base64'),
    txHash: computer.computeTransactionHash(tx),
  };
}

/**
 * A Polkadot forge answer's extrinsicHex signed (ed25519 test key by default) with a mortal era
 * born at the chain head of `chain` ({ eraBlock, eraPeriod, blockHash, nonce }); txHash is
 * blake2-256 of the signed bytes.
 * @param {string} extrinsicHex
 * @param {{ pair?: KeyringPair, chain?: DotHead }} [signer]
 * @returns {Signed}
 */
export function signDot(extrinsicHex, { pair = dotPair(), chain = DOT_STATE } = {}) {
  const { registry } = assetHub();
  const ext = registry.createType('Extrinsic', extrinsicHex);
  ext.sign(pair, {
    blockHash: chain.blockHash,
    genesisHash: RUNTIME.genesisHash,
    era: registry.createType('ExtrinsicEra', { current: chain.eraBlock, period: chain.eraPeriod }),
    nonce: chain.nonce,
    tip: 0,
    runtimeVersion: /** @type {RuntimeVersion} */ (
      registry.createType('RuntimeVersion', {
        specVersion: RUNTIME.specVersion,
        transactionVersion: RUNTIME.transactionVersion,
      })
    ),
    signedExtensions: registry.signedExtensions,
  });
  return { encodedTransaction: ext.toHex(), txHash: ext.hash.toHex() };
}
