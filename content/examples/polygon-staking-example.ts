/**
 * Stake POL through the staking API: approve the StakeManager to pull your POL
 * (when the allowance is too low), then stake with a validator. Each transaction
 * is forged by the API, checked against the request, signed with ethers v6, sent
 * with your own Ethereum RPC provider, and its hash submitted to the API, which
 * then follows it.
 *
 *   STAKING_API_KEY=...  ETHEREUM_PRIVATE_KEY=0x...  ETHEREUM_RPC_URL=https://... \
 *   VALIDATOR_SHARE_ADDRESS=0x...  AMOUNT_POL=1000  npx tsx polygon-staking-example.ts
 */
import { Contract, JsonRpcProvider, Transaction, Wallet, formatUnits, parseUnits } from 'ethers';
import type { components } from './api-types';
import { assertSafeToSign, summarizeInspection, type ForgeRequest } from './check-transaction.mjs';
import { followTransaction, post, requireEnv } from './staking-api';

// #region config
const PRIVATE_KEY = requireEnv('ETHEREUM_PRIVATE_KEY'); // the delegator's key
const RPC_URL = requireEnv('ETHEREUM_RPC_URL'); // your own Ethereum mainnet node or provider
const VALIDATOR_SHARE_ADDRESS = requireEnv('VALIDATOR_SHARE_ADDRESS'); // its ValidatorShare contract
const AMOUNT_POL = process.env.AMOUNT_POL ?? '1000'; // a decimal string in POL, never a JS number

// POL staking runs on Ethereum mainnet. The StakeManager pulls the staked POL:
// it is the spender to approve (the checker checks that the approval names it).
const ETHEREUM_CHAIN_ID = 1n;
const POL_TOKEN = '0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6';
const STAKE_MANAGER_PROXY = '0x5e3Ef299fDDf15eAa0432E6e66473ace8c13D908';
const POL_DECIMALS = 18;

// #endregion config

type EvmForgeResponse = components['schemas']['EvmForgeResponse'];

// #region sign-and-send
/**
 * Checks a forged transaction against its request, signs it, sends it with your own RPC
 * provider, reports its hash to the API and waits for one confirmation. The API has no
 * broadcast call for Ethereum-type chains.
 */
async function checkSignSendAndSubmit(
  operationId: 'forgePolApprove' | 'forgePolStake',
  request: ForgeRequest,
  forged: EvmForgeResponse,
  wallet: Wallet,
  provider: JsonRpcProvider,
): Promise<string> {
  // The checker decodes the transaction with ethers and compares chain id, contract, method and
  // amount with the request; it throws, and nothing is signed, if anything differs.
  console.log(
    summarizeInspection(await assertSafeToSign({ operationId, request, answer: forged })),
  );

  const transaction = Transaction.from(forged.transaction.serializedUnsignedTx);
  transaction.signature = wallet.signingKey.sign(transaction.unsignedHash);
  // An unsigned transaction names no sender: check that the signature makes it ours.
  if (transaction.from !== wallet.address) {
    throw new Error('Signed by another key than the delegator.');
  }

  const response = await provider.broadcastTransaction(transaction.serialized);
  console.log(`Sent ${response.hash}`);

  const { verified } = await post('/v1/transaction/submitHash', {
    uuid: forged.uuid,
    txHash: response.hash,
  });
  console.log(`Hash submitted (verified yet: ${verified})`);

  const receipt = await response.wait(1);
  if (receipt?.status !== 1) throw new Error(`Transaction ${response.hash} reverted on chain.`);
  return response.hash;
}
// #endregion sign-and-send

async function main(): Promise<void> {
  // #region wallet
  const provider = new JsonRpcProvider(RPC_URL, ETHEREUM_CHAIN_ID);
  const wallet = new Wallet(PRIVATE_KEY, provider);
  const amount = parseUnits(AMOUNT_POL, POL_DECIMALS); // bigint, in the token's base unit
  // #endregion wallet

  // #region approve
  // 1. Approve, only if the StakeManager may not pull enough POL yet.
  const abi = ['function allowance(address owner, address spender) view returns (uint256)'];
  const pol = new Contract(POL_TOKEN, abi, provider);
  const allowance: bigint = await pol.getFunction('allowance')(wallet.address, STAKE_MANAGER_PROXY);
  console.log(`Allowance: ${formatUnits(allowance, POL_DECIMALS)} POL`);
  if (allowance < amount) {
    const request = { delegatorAddress: wallet.address, amount: AMOUNT_POL };
    const approval = await post('/v1/transactions/POL/forge/approve', request);
    console.log(`Forged approval ${approval.uuid}`);
    // Waits for the approval to be mined: the stake needs the allowance on chain.
    await checkSignSendAndSubmit('forgePolApprove', request, approval, wallet, provider);
  }
  // #endregion approve

  // #region stake
  // 2. Stake: forged only now, so it gets the next nonce and sees the allowance.
  const request = {
    delegatorAddress: wallet.address,
    validatorAddress: VALIDATOR_SHARE_ADDRESS,
    amount: AMOUNT_POL,
  };
  const stake = await post('/v1/transactions/POL/forge/stake', request);
  console.log(`Forged stake ${stake.uuid}`);
  await checkSignSendAndSubmit('forgePolStake', request, stake, wallet, provider);
  // #endregion stake

  // #region follow
  // 3. Follow it in the API until it has reconciled the transaction with the chain.
  const settled = await followTransaction(stake.uuid);
  if (settled.txStatus !== 'SUCCESS') {
    throw new Error(`Transaction ${stake.uuid} is ${settled.txStatus}: look it up again later.`);
  }
  console.log(`Staked ${AMOUNT_POL} POL.`);
  // #endregion follow
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
