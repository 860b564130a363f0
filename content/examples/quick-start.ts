/**
 * The quick start in one program: check the API, forge an ATOM delegation, sign
 * it with CosmJS, broadcast it through the API and look it up.
 *
 *   STAKING_API_KEY=...  COSMOS_MNEMONIC="word1 word2 ..." \
 *   VALIDATOR_ADDRESS=cosmosvaloper1...  npx tsx quick-start.ts
 */
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { components } from './api-types';

const API_URL = process.env.STAKING_API_URL ?? 'https://api.staking-api.example';
const API_KEY = process.env.STAKING_API_KEY ?? ''; // from your secret store, never in the code
const MNEMONIC = process.env.COSMOS_MNEMONIC ?? '';
const VALIDATOR_ADDRESS = process.env.VALIDATOR_ADDRESS ?? '';

type Schemas = components['schemas'];

async function answer<T>(response: Response): Promise<T> {
  if (!response.ok) {
    const error = (await response.json()) as Schemas['Error'];
    throw new Error(`${error.status}: ${error.message}`);
  }
  return (await response.json()) as T;
}

async function main(): Promise<void> {
  if (!API_KEY || !MNEMONIC || !VALIDATOR_ADDRESS) {
    throw new Error('Set STAKING_API_KEY, COSMOS_MNEMONIC and VALIDATOR_ADDRESS.');
  }

  // #region status
  const status = await fetch(`${API_URL}/status`); // no api-key needed
  console.log(status.status === 204 ? 'API is up' : `API answered ${status.status}`);
  // #endregion status

  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'cosmos' });
  const address = (await wallet.getAccounts())[0]?.address ?? '';

  // #region forge
  const stake: Schemas['TendermintDelegationRequest'] = {
    delegatorAddress: address,
    validatorAddress: VALIDATOR_ADDRESS,
    amount: '25', // 25 ATOM, a decimal string
  };
  const forged = await answer<Schemas['TendermintForgeResponse']>(
    await fetch(`${API_URL}/v1/transactions/ATOM/forge/stake`, {
      method: 'POST',
      headers: { 'api-key': API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(stake),
    }),
  );
  console.log(`Forged ${forged.uuid}`);
  // #endregion forge

  // #region sign
  const doc = forged.transaction.signDirect;
  const { signed, signature } = await wallet.signDirect(address, {
    bodyBytes: fromBase64(doc.bodyBytes),
    authInfoBytes: fromBase64(doc.authInfoBytes),
    chainId: doc.chainId,
    accountNumber: BigInt(doc.accountNumber),
  });
  const txRaw = TxRaw.fromPartial({
    bodyBytes: signed.bodyBytes,
    authInfoBytes: signed.authInfoBytes,
    signatures: [fromBase64(signature.signature)],
  });
  const encodedTransaction = toBase64(TxRaw.encode(txRaw).finish());
  // #endregion sign

  // #region broadcast
  const broadcast: Schemas['BroadcastRequest'] = { encodedTransaction, uuid: forged.uuid };
  const sent = await answer<Schemas['BroadcastResponse']>(
    await fetch(`${API_URL}/v1/transactions/ATOM/broadcast`, {
      method: 'POST',
      headers: { 'api-key': API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(broadcast),
    }),
  );
  console.log(`Broadcast ${sent.result.txHash} (bound to the uuid: ${sent.boundToUUID})`);
  // #endregion broadcast

  // #region lookup
  const transaction = await answer<Schemas['Transaction']>(
    await fetch(`${API_URL}/v1/transaction?${new URLSearchParams({ uuid: forged.uuid })}`, {
      headers: { 'api-key': API_KEY },
    }),
  );
  console.log(`${transaction.action} on ${transaction.stakingIdentifier}: ${transaction.txStatus}`);
  // #endregion lookup
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
