/**
 * Stake NEAR with a staking pool through the staking API, and take it out again: stake, unstake,
 * withdraw. The API forges the pool call; the program checks it against the request, completes it
 * with the nonce and block hash your own NEAR RPC gives, signs it with @near-js, sends it with the
 * RPC's send_tx (NEAR has no broadcast call in the API), and submits its hash to the API, which
 * then follows it.
 *
 *   STAKING_API_KEY=...  NEAR_ACCOUNT_ID=...  NEAR_PRIVATE_KEY=ed25519:...  NEAR_RPC_URL=https://... \
 *   NEAR_STAKING_POOL=...poolv1.near  AMOUNT_NEAR=100  npx tsx near-staking-example.ts stake
 *   ... AMOUNT_NEAR=40  npx tsx near-staking-example.ts unstake
 *   ... npx tsx near-staking-example.ts withdraw        (AMOUNT_NEAR=... for part of it)
 */
import type { KeyPairString } from '@near-js/crypto';
import { KeyPairSigner } from '@near-js/signers';
import { actionCreators, createTransaction } from '@near-js/transactions';
import { baseDecode, formatNearAmount, parseNearAmount } from '@near-js/utils';
import type { components } from './api-types';
import { assertSafeToSign, summarizeInspection, type ForgeRequest } from './check-transaction.mjs';
import { followTransaction, post, requireEnv } from './staking-api';

// #region config
const ACCOUNT_ID = requireEnv('NEAR_ACCOUNT_ID'); // your account: named (alice.near) or implicit (64 hex digits)
const PRIVATE_KEY = requireEnv('NEAR_PRIVATE_KEY') as KeyPairString; // a full-access key of it, "ed25519:…"
const RPC_URL = requireEnv('NEAR_RPC_URL'); // your own NEAR mainnet RPC node or provider
const POOL = requireEnv('NEAR_STAKING_POOL'); // the staking pool's account id

// The pool unlocks unstaked NEAR 4 epochs after the epoch of the unstake (NUM_EPOCHS_TO_UNLOCK in
// its code), so 3 to 4 whole epochs; an epoch is 43,200 blocks of about 0.6 s.
const EPOCHS_TO_UNLOCK = 4;
const EPOCH_HOURS = (43_200 * 0.6) / 3_600;
// #endregion config

type NearForgeResponse = components['schemas']['NearForgeResponse'];

// #region rpc
/** Calls a method of your NEAR RPC (JSON-RPC 2.0); returns its result, or throws its error. */
async function rpc<T>(method: string, params: object): Promise<T> {
  const response = await fetch(RPC_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 'staking-example', method, params }),
  });
  const answer = (await response.json()) as {
    result?: T;
    error?: { message: string; data?: unknown; cause?: { name: string } };
  };
  if (answer.error) {
    const { cause, data, message } = answer.error;
    throw new Error(
      `NEAR RPC ${method}: ${cause?.name ?? message}${typeof data === 'string' ? ` (${data})` : ''}`,
    );
  }
  return answer.result as T;
}

/** The pool's get_account view: your staked and unstaked NEAR in it, and whether the unstaked can be withdrawn. */
async function poolAccount(): Promise<{
  staked_balance: string;
  unstaked_balance: string;
  can_withdraw: boolean;
}> {
  const args_base64 = Buffer.from(JSON.stringify({ account_id: ACCOUNT_ID })).toString('base64');
  const params = {
    request_type: 'call_function',
    finality: 'final',
    account_id: POOL,
    method_name: 'get_account',
    args_base64,
  };
  const { result } = await rpc<{ result: number[] }>('query', params);
  return JSON.parse(Buffer.from(result).toString('utf8'));
}

async function printPoolAccount(): Promise<void> {
  const account = await poolAccount();
  const unstaked = `${formatNearAmount(account.unstaked_balance)} NEAR unstaked`;
  const state =
    account.unstaked_balance === '0'
      ? ''
      : account.can_withdraw
        ? ' (unlocked: it can be withdrawn)'
        : ' (locked)';
  console.log(
    `In ${POOL}: ${formatNearAmount(account.staked_balance)} NEAR staked, ${unstaked}${state}.`,
  );
}
// #endregion rpc

// #region sign-and-send
/**
 * Checks the forged transaction against the request, completes it with the access key's next
 * nonce and a recent block hash, signs it, sends it with send_tx, submits its hash to the API and
 * waits until the API reports it settled.
 */
async function checkSignSendAndFollow(
  operationId: 'forgeNearStake' | 'forgeNearUnstake' | 'forgeNearWithdraw',
  request: ForgeRequest,
  forged: NearForgeResponse,
): Promise<void> {
  // The checker rebuilds each action with @near-js and compares signer, pool, method, amount and
  // deposit with the request; it throws, and nothing is signed, if anything differs.
  console.log(
    summarizeInspection(await assertSafeToSign({ operationId, request, answer: forged })),
  );

  const signer = KeyPairSigner.fromSecretKey(PRIVATE_KEY);
  const publicKey = await signer.getPublicKey();
  const { signerId, receiverId } = forged.transaction;
  // One call gives both: the key's current nonce (it fails if the key is not one of this account's),
  // and the hash of the last final block, which the transaction names to show it is recent.
  const key = await rpc<{ nonce: number; block_hash: string }>('query', {
    request_type: 'view_access_key',
    finality: 'final',
    account_id: signerId,
    public_key: publicKey.toString(),
  });
  const actions = forged.transaction.actions.map(({ params }) =>
    actionCreators.functionCall(
      params.methodName,
      params.args,
      BigInt(params.gas),
      BigInt(params.deposit),
    ),
  );
  const nonce = BigInt(key.nonce) + 1n;
  const transaction = createTransaction(
    signerId,
    publicKey,
    receiverId,
    nonce,
    actions,
    baseDecode(key.block_hash),
  );
  const [, signed] = await signer.signTransaction(transaction);
  console.log(`Signed with nonce ${nonce}, block ${key.block_hash}`);

  const outcome = await rpc<{ status: { Failure?: unknown }; transaction: { hash: string } }>(
    'send_tx',
    {
      signed_tx_base64: Buffer.from(signed.encode()).toString('base64'),
      wait_until: 'EXECUTED_OPTIMISTIC',
    },
  );
  const hash = outcome.transaction.hash;
  if (outcome.status.Failure)
    throw new Error(
      `Transaction ${hash} failed on chain: ${JSON.stringify(outcome.status.Failure)}`,
    );
  console.log(`Sent ${hash}`);

  const { verified } = await post('/v1/transaction/submitHash', {
    uuid: forged.uuid,
    txHash: hash,
  });
  console.log(`Hash submitted (verified yet: ${verified})`);
  const settled = await followTransaction(forged.uuid);
  if (settled.txStatus !== 'SUCCESS')
    throw new Error(
      `Transaction ${forged.uuid} is ${settled.txStatus}: look ${hash} up in an explorer.`,
    );
}
// #endregion sign-and-send

// #region stake
/** Stakes AMOUNT_NEAR: deposit_and_stake with the amount attached. */
async function stake(): Promise<void> {
  const request = {
    delegatorAddress: ACCOUNT_ID,
    validatorAddress: POOL,
    amount: requireEnv('AMOUNT_NEAR'),
  };
  const forged = await post('/v1/transactions/NEAR/forge/stake', request);
  console.log(`Forged stake ${forged.uuid}`);
  await checkSignSendAndFollow('forgeNearStake', request, forged);
  await printPoolAccount();
}
// #endregion stake

// #region unstake
/** Unstakes AMOUNT_NEAR; it unlocks in 3 to 4 epochs. */
async function unstake(): Promise<void> {
  const request = {
    delegatorAddress: ACCOUNT_ID,
    validatorAddress: POOL,
    amount: requireEnv('AMOUNT_NEAR'),
  };
  const forged = await post('/v1/transactions/NEAR/forge/unstake', request);
  console.log(`Forged unstake ${forged.uuid}`);
  await checkSignSendAndFollow('forgeNearUnstake', request, forged);
  await printPoolAccount();
  const hours = [EPOCHS_TO_UNLOCK - 1, EPOCHS_TO_UNLOCK].map((epochs) =>
    Math.round(epochs * EPOCH_HOURS),
  );
  console.log(
    `It unlocks ${EPOCHS_TO_UNLOCK} epochs after this one: in about ${hours[0]} to ` +
      `${hours[1]} hours. Then withdraw it with:`,
  );
  console.log('  npx tsx near-staking-example.ts withdraw');
}
// #endregion unstake

// #region withdraw
/** Withdraws the unlocked unstaked NEAR: all of it, or AMOUNT_NEAR of it. */
async function withdraw(): Promise<void> {
  // Ask the pool first: a withdrawal before the unlock would be refused.
  const account = await poolAccount();
  const unstaked = BigInt(account.unstaked_balance);
  if (unstaked === 0n) throw new Error(`Nothing unstaked in ${POOL} to withdraw.`);
  if (!account.can_withdraw) {
    throw new Error(
      `${formatNearAmount(account.unstaked_balance)} NEAR unstaked in ${POOL}, still locked: ` +
        `the pool unlocks it ${EPOCHS_TO_UNLOCK} epochs after your last unstake.`,
    );
  }
  const amount = process.env.AMOUNT_NEAR; // optional: without it, everything unlocked
  if (amount && BigInt(parseNearAmount(amount) ?? '0') > unstaked) {
    throw new Error(
      `Only ${formatNearAmount(account.unstaked_balance)} NEAR is unstaked in ${POOL}.`,
    );
  }
  const request = {
    delegatorAddress: ACCOUNT_ID,
    validatorAddress: POOL,
    ...(amount ? { amount } : {}),
  };
  const forged = await post('/v1/transactions/NEAR/forge/withdraw', request);
  console.log(`Forged withdraw ${forged.uuid}`);
  await checkSignSendAndFollow('forgeNearWithdraw', request, forged);
  console.log(
    `Withdrew ${amount ?? formatNearAmount(account.unstaked_balance)} NEAR to ${ACCOUNT_ID}.`,
  );
  await printPoolAccount();
}
// #endregion withdraw

const ACTIONS = { stake, unstake, withdraw };

async function main(): Promise<void> {
  const action = process.argv[2] ?? '';
  if (!Object.hasOwn(ACTIONS, action))
    throw new Error(`Name the action to run: ${Object.keys(ACTIONS).join(', ')}.`);
  await ACTIONS[action as keyof typeof ACTIONS]();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
