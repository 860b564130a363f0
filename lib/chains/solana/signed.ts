// Solana: a signed transaction checked against the one forged, and its hash (the first signature,
// base58), as the node and an explorer show it.
import { Transaction } from '@solana/web3.js';
import { getBase58Decoder } from '@solana/kit';
import { InvalidRequest, Refused } from '../base/errors';

const FIELD = 'encodedTransaction';

/**
 * The signed wire transaction (base64) as a web3.js Transaction; an InvalidRequest if it is not one.
 */
export function decodeSigned(encoded: string) {
  try {
    return Transaction.from(Buffer.from(encoded, 'base64'));
  } catch {
    throw new InvalidRequest(
      FIELD,
      'encodedTransaction is not a Solana transaction in wire format, base64-encoded',
    );
  }
}

/**
 * Checks a signed transaction: the same message as `forged` (base64 of the unsigned wire
 * transaction, when the broadcast is bound to a forge call) and every required signature present
 * and valid. Returns { txHash, feePayer, message } or throws Refused with the reason.
 */
export function verifySigned(encoded: string, { forged }: { forged?: string } = {}) {
  const tx = decodeSigned(encoded);
  const message = tx.serializeMessage();
  if (forged !== undefined) {
    const unsigned = Transaction.from(Buffer.from(forged, 'base64'));
    if (!unsigned.serializeMessage().equals(message)) {
      throw new Refused(
        FIELD,
        'encodedTransaction is not the transaction forged with this uuid: its message ' +
          'differs (accounts, instructions or blockhash)',
      );
    }
  }
  const missing = tx.signatures.find((entry) => entry.signature === null);
  if (missing)
    throw new Refused(
      FIELD,
      `Transaction rejected by the node: missing signature of ${missing.publicKey.toBase58()}`,
    );
  const [first] = tx.signatures;
  if (!first?.signature || !tx.verifySignatures())
    throw new Refused(FIELD, 'Transaction rejected by the node: signature verification failed');
  return {
    txHash: getBase58Decoder().decode(first.signature),
    feePayer: first.publicKey.toBase58(),
    message: message.toString('base64'),
  };
}
