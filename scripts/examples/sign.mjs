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
import { cosmosWallet, dotPair, egldSecretKey, ethsecp256k1SignDirect, evmWallet, solKeypair, TENDERMINT_CHAINS } from './test-keys.mjs';
import { injectiveWeb3Extension } from '../../lib/chains/tendermint/forge.mjs';
import { RUNTIME, STATE as DOT_STATE, assetHub } from '../../lib/chains/polkadot/forge.mjs';

/** An EVM forge answer's serializedUnsignedTx, signed: { signedTx, txHash }. */
export function signEvm(serializedUnsignedTx, wallet = evmWallet()) {
  const tx = EvmTransaction.from(serializedUnsignedTx);
  tx.signature = wallet.signingKey.sign(tx.unsignedHash);
  return { signedTx: tx.serialized, txHash: tx.hash };
}

/** A Solana forge answer's `hash`, signed by the wallet: { encodedTransaction, txHash }. */
export function signSol(unsignedBase64, keypair = solKeypair()) {
  const tx = SolTransaction.from(Buffer.from(unsignedBase64, 'base64'));
  tx.partialSign(keypair);
  return { encodedTransaction: tx.serialize().toString('base64'), txHash: getBase58Decoder().decode(tx.signatures[0].signature) };
}

function txRaw(bodyBytes, authInfoBytes, signature) {
  const raw = TxRaw.encode(TxRaw.fromPartial({ bodyBytes, authInfoBytes, signatures: [signature] })).finish();
  return { encodedTransaction: toBase64(raw), txHash: toHex(sha256(raw)).toUpperCase() };
}

/**
 * A Tendermint forge answer's signDirect, signed with the test key of `chain` (CosmJS for the
 * secp256k1 chains, keccak for the ethsecp256k1 ones), or with `wallet` (a CosmJS wallet).
 */
export async function signTendermintDirect(transaction, chain, wallet) {
  const d = transaction.signDirect;
  const signDoc = {
    bodyBytes: fromBase64(d.bodyBytes),
    authInfoBytes: fromBase64(d.authInfoBytes),
    chainId: d.chainId,
    accountNumber: BigInt(d.accountNumber),
  };
  if (!wallet && TENDERMINT_CHAINS[chain].eth) {
    return txRaw(signDoc.bodyBytes, signDoc.authInfoBytes, await ethsecp256k1SignDirect(chain, signDoc));
  }
  const signer = wallet ?? (await cosmosWallet(chain));
  const [{ address }] = await signer.getAccounts();
  const { signed, signature } = await signer.signDirect(address, signDoc);
  return txRaw(signed.bodyBytes, signed.authInfoBytes, fromBase64(signature.signature));
}

/** A Tendermint forge answer's signAmino, signed with a CosmJS amino wallet. */
export async function signTendermintAmino(transaction, wallet) {
  const a = transaction.signAmino;
  const [{ address }] = await wallet.getAccounts();
  const { signature } = await wallet.signAmino(address, a.signDoc);
  return txRaw(fromBase64(a.bodyBytes), fromBase64(a.authInfoBytes), fromBase64(signature.signature));
}

/**
 * An EIP-712 variant of a Tendermint forge answer ('signEIP712' or 'signEIP712CosmosTxV0') signed as
 * MetaMask signs eth_signTypedData_v4 (@metamask/eth-sig-util, the typed data as given), the
 * 65-byte signature in TxRaw.signatures; with Injective's web3 extension added to the body when
 * the variant has `web3Extension`.
 */
export function signTendermintEip712(transaction, privateKeyHex, variant = 'signEIP712') {
  const v = transaction[variant];
  const hex = signTypedData({ privateKey: Buffer.from(privateKeyHex.replace(/^0x/, ''), 'hex'), data: v.typedData, version: SignTypedDataVersion.V4 });
  let bodyBytes = fromBase64(v.bodyBytes);
  if (v.web3Extension) {
    const body = TxBody.decode(bodyBytes);
    body.extensionOptions = [injectiveWeb3Extension(BigInt(v.web3Extension.typedDataChainId))];
    bodyBytes = TxBody.encode(body).finish();
  }
  return txRaw(bodyBytes, fromBase64(v.authInfoBytes), Uint8Array.from(Buffer.from(hex.slice(2), 'hex')));
}

/** The legacy EIP-712 variant signed (Injective: with its web3 extension; Evmos: without). */
export function signTendermintLegacyEip712(transaction, privateKeyHex) {
  return signTendermintEip712(transaction, privateKeyHex, 'signEIP712CosmosTxV0');
}

/** A MultiversX forge answer signed: base64 of the signed plain JSON, and its hash. */
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
    runtimeVersion: { specVersion: RUNTIME.specVersion, transactionVersion: RUNTIME.transactionVersion },
    signedExtensions: registry.signedExtensions,
  });
  return { encodedTransaction: ext.toHex(), txHash: ext.hash.toHex() };
}
