/**
 * The signing step of the Solana examples with @solana/kit instead of
 * @solana/web3.js 1.x: the same input (the forge answer) and the same output
 * (`encodedTransaction` for the broadcast call).
 */
import {
  createKeyPairFromBytes,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
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
  const wireBytes = getBase64Encoder().encode(forged.transaction.hash);
  const unsigned = getTransactionDecoder().decode(wireBytes);
  // Throws if the key is not a required signer.
  const signed = await signTransaction([keyPair], unsigned);
  return getBase64EncodedWireTransaction(signed); // the broadcast call's encodedTransaction
}
