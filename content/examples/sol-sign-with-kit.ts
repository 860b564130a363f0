/**
 * The signing step of the Solana examples with @solana/kit instead of
 * @solana/web3.js 1.x: the same input (the forge answer) and the same output
 * (`encodedTransaction` for the broadcast call). @solana/kit needs Node.js 20.18
 * or later.
 */
import {
  createKeyPairFromBytes,
  getAddressFromPublicKey,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  signTransaction,
} from '@solana/kit';
import type { components } from './api-types';

type SolanaForgeResponse = components['schemas']['SolanaForgeResponse'];

/** Signs a forged Solana transaction with a 64-byte secret key (a solana-keygen file's bytes). */
export async function signForgedTransaction(
  forged: SolanaForgeResponse,
  secretKey: Uint8Array,
): Promise<string> {
  const keyPair = await createKeyPairFromBytes(secretKey);
  const wallet = await getAddressFromPublicKey(keyPair.publicKey);
  const wireBytes = getBase64Encoder().encode(forged.transaction.hash);
  const unsigned = getTransactionDecoder().decode(wireBytes);
  // The fee payer is the first account of the message: refuse a transaction another account pays.
  const message = getCompiledTransactionMessageDecoder().decode(unsigned.messageBytes);
  if (message.staticAccounts[0] !== wallet) {
    throw new Error('The forged transaction is not paid by this wallet: refusing to sign it.');
  }
  // Throws if the key is not a required signer.
  const signed = await signTransaction([keyPair], unsigned);
  return getBase64EncodedWireTransaction(signed); // the broadcast call's encodedTransaction
}
