// MultiversX: a signed transaction (base64 of the JSON of the signed plain object) checked against
// the one forged, and its hash as sdk-core computes it.
import { Address, Transaction, TransactionComputer, UserPublicKey } from '@multiversx/sdk-core';
import { InvalidRequest, Refused } from '../base/errors';
import type { IPlainTransactionObject } from '@multiversx/sdk-core';

const FIELD = 'encodedTransaction';
const computer = new TransactionComputer();

/**
 * The signed transaction: base64 of the JSON of its plain object; an InvalidRequest otherwise.
 */
export function decodeSigned(encoded: string) {
  try {
    const plain = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    if (!plain || typeof plain !== 'object') throw new Error('not an object');
    return Transaction.newFromPlainObject(plain);
  } catch {
    throw new InvalidRequest(
      FIELD,
      'encodedTransaction is not base64 of the JSON of a MultiversX transaction (toPlainObject())',
    );
  }
}

/**
 * Checks a signed transaction: the same fields as `forged` (the forge answer's plain object, when
 * the broadcast is bound to a forge call) and the sender's ed25519 signature over its signing
 * bytes. Returns { txHash, sender, nonce } or throws Refused with the reason.
 */
export async function verifySigned(
  encoded: string,
  { forged }: { forged?: IPlainTransactionObject } = {},
) {
  const tx = decodeSigned(encoded);
  const bytes = computer.computeBytesForSigning(tx);
  if (forged !== undefined) {
    const unsigned = Transaction.newFromPlainObject(forged);
    if (
      Buffer.compare(Buffer.from(computer.computeBytesForSigning(unsigned)), Buffer.from(bytes)) !==
      0
    ) {
      throw new Refused(
        FIELD,
        'encodedTransaction is not the transaction forged with this uuid: its fields differ',
      );
    }
  }
  if (!tx.signature || tx.signature.length !== 64)
    throw new Refused(FIELD, 'Transaction rejected by the node: the transaction is not signed');
  const sender =
    tx.sender instanceof Address ? tx.sender : Address.newFromBech32(String(tx.sender));
  const ok = await new UserPublicKey(sender.getPublicKey()).verify(bytes, tx.signature);
  if (!ok)
    throw new Refused(FIELD, 'Transaction rejected by the node: invalid signature of the sender');
  return {
    txHash: computer.computeTransactionHash(tx),
    sender: sender.toBech32(),
    nonce: Number(tx.nonce),
  };
}
