/**
 * Signs, sends and follows a forged transaction of an Ethereum-type chain: shared by the StakeWise,
 * Chiliz and CXT examples. Save it next to the program. The API has no broadcast call for these
 * chains: the transaction goes out through your own RPC provider, and its hash to the API, which
 * then follows it until the chain has included it.
 */
import { Transaction, type Wallet } from 'ethers';
import type { components } from './api-types';
import { followTransaction, post } from './staking-api';

export type EvmForgeResponse = components['schemas']['EvmForgeResponse'];

/**
 * Signs `forged` with `wallet` (connected to your RPC provider), sends it, submits its hash and
 * waits until the API reports it settled; returns the transaction hash. Call it only with a
 * transaction that passed assertSafeToSign: it signs whatever it is given.
 */
export async function signSendAndFollow(forged: EvmForgeResponse, wallet: Wallet): Promise<string> {
  // An unsigned EIP-1559 transaction names no sender: the signature makes it the wallet's, and the
  // request named the wallet's own address, so the API forged it for this account's next nonce.
  const transaction = Transaction.from(forged.transaction.serializedUnsignedTx);
  transaction.signature = wallet.signingKey.sign(transaction.unsignedHash);
  if (!wallet.provider) throw new Error('Connect the wallet to your RPC provider.');
  const response = await wallet.provider.broadcastTransaction(transaction.serialized);
  console.log(`Sent ${response.hash}`);

  const { verified } = await post('/v1/transaction/submitHash', {
    uuid: forged.uuid,
    txHash: response.hash,
  });
  console.log(`Hash submitted (verified yet: ${verified})`);

  // SUCCESS when the API has matched the transaction with the chain; ERROR if it failed there.
  const settled = await followTransaction(forged.uuid);
  if (settled.txStatus !== 'SUCCESS') {
    throw new Error(
      `Transaction ${forged.uuid} is ${settled.txStatus}: look ${response.hash} up in an explorer.`,
    );
  }
  return response.hash;
}
