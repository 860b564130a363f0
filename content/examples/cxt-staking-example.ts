/**
 * Stake CXT with a Covalent validator through the staking API, and take it out again: approve and
 * stake, redeem rewards, unstake part or all, and withdraw an unstaking by its unstakeID when its
 * cool-down has ended. Each transaction is forged by the API, checked against the request (and its
 * validator id against the staking contract), signed with ethers v6, sent with your own Ethereum
 * RPC provider, and its hash submitted to the API, which then follows it.
 *
 *   STAKING_API_KEY=...  ETHEREUM_PRIVATE_KEY=0x...  ETHEREUM_RPC_URL=https://... \
 *   CXT_VALIDATOR=0x...  AMOUNT_CXT=5000  npx tsx cxt-staking-example.ts stake
 *   ... npx tsx cxt-staking-example.ts claim
 *   ... AMOUNT_CXT=1000  npx tsx cxt-staking-example.ts unstake
 *   ... npx tsx cxt-staking-example.ts unstake-all
 *   ... UNSTAKE_ID=0  npx tsx cxt-staking-example.ts withdraw
 */
import {
  Contract,
  JsonRpcProvider,
  Transaction,
  Wallet,
  formatUnits,
  getAddress,
  parseUnits,
} from 'ethers';
import { assertSafeToSign, summarizeInspection } from './check-transaction.mjs';
import { signSendAndFollow, type EvmForgeResponse } from './evm-transaction';
import { post, requireEnv } from './staking-api';

// #region config
const PRIVATE_KEY = requireEnv('ETHEREUM_PRIVATE_KEY'); // the delegator's key
const RPC_URL = requireEnv('ETHEREUM_RPC_URL'); // your own Ethereum mainnet node or provider
const VALIDATOR = requireEnv('CXT_VALIDATOR'); // the validator's operator address

// CXT staking runs on Ethereum mainnet, in Covalent's staking contract (OperationalStaking), which
// names validators by a numeric id. Staking pulls the CXT from your account: the staking contract
// is the spender to approve.
const ETHEREUM_CHAIN_ID = 1n;
const CXT_TOKEN = '0x7ABc8A5768E6bE61A6c693a6e4EAcb5B60602C4D';
const CXT_STAKING = '0x7a1F6B2A836105204cba035bBb3Ee22F233d6E93';
const CXT_DECIMALS = 18;
const TOKEN_ABI = ['function allowance(address owner, address spender) view returns (uint256)'];
const STAKING_ABI = [
  'function getValidatorMetadata(uint128 validatorId) view returns (address _address, ' +
    'uint128 staked, uint128 delegated, uint128 commissionRate, uint256 disabledAtBlock)',
  'function getDelegatorMetadata(address delegator, uint128 validatorId) view returns ' +
    '(uint128 staked, uint128 rewards, uint128 commissionEarned, uint128[] unstakingAmounts, ' +
    'uint128[] unstakingsEndEpochs)',
  'function stake(uint128 validatorId, uint128 amount)',
  'function unstake(uint128 validatorId, uint128 amount)',
  'function unstakeAll(uint128 validatorId)',
  'function transferUnstakedOut(uint128 amount, uint128 validatorId, uint128 unstakingId)',
  'function redeemAllRewards(uint128 validatorId, address beneficiary)',
  'event Unstaked(uint128 indexed validatorId, address indexed delegator, uint128 amount, uint128 unstakeId)',
];
// #endregion config

type Operation =
  | 'forgeCxtApprove'
  | 'forgeCxtStake'
  | 'forgeCxtUnstake'
  | 'forgeCxtUnstakeAll'
  | 'forgeCxtWithdraw'
  | 'forgeCxtClaimRewards';

// #region check
/**
 * Runs the checker with what it cannot check offline: the contract names the validator by an id the
 * API looked up for CXT_VALIDATOR. Ask the staking contract whose id it is, and confirm it to the
 * checker only when it is the validator chosen.
 */
async function check(
  operationId: Operation,
  request: Record<string, unknown>,
  forged: EvmForgeResponse,
  staking: Contract,
): Promise<void> {
  if (operationId === 'forgeCxtApprove') {
    console.log(
      summarizeInspection(await assertSafeToSign({ operationId, request, answer: forged })),
    );
    return;
  }
  const call = staking.interface.parseTransaction({
    data: Transaction.from(forged.transaction.serializedUnsignedTx).data,
  });
  if (!call) throw new Error('Refusing to sign: not a call of the staking contract.');
  const validatorId = BigInt(call.name === 'transferUnstakedOut' ? call.args[1] : call.args[0]);
  const [operator] = (await staking.getFunction('getValidatorMetadata')(validatorId)) as [string];
  if (getAddress(operator) !== getAddress(VALIDATOR)) {
    throw new Error(
      `Refusing to sign: validator id ${validatorId} is ${operator} on the staking contract, not ${VALIDATOR}.`,
    );
  }
  const confirmed = { 'data.args.validatorId': `validatorId ${validatorId}` };
  // A withdrawal without an amount takes what is left in the unstaking: read it on the contract,
  // and the check holds the transaction to exactly that.
  const chainState =
    operationId === 'forgeCxtWithdraw' && request.amount === undefined
      ? { wholeAmount: String(await unstakingLeft(staking, request, validatorId)) }
      : undefined;
  console.log(
    summarizeInspection(
      await assertSafeToSign({
        operationId,
        request,
        answer: forged,
        confirmed,
        ...(chainState ? { chainState } : {}),
      }),
    ),
  );
  console.log(
    `Confirmed on chain: validator id ${validatorId} is ${operator} (getValidatorMetadata on the staking contract).`,
  );
  if (chainState)
    console.log(
      `Read on chain: ${formatUnits(chainState.wholeAmount, CXT_DECIMALS)} CXT left in unstaking ` +
        `${String(request.unstakeID)} (getDelegatorMetadata on the staking contract).`,
    );
}

/** What is left in the unstaking the request names, in wei, as the staking contract holds it. */
async function unstakingLeft(
  staking: Contract,
  request: Record<string, unknown>,
  validatorId: bigint,
): Promise<bigint> {
  const [, , , amounts] = (await staking.getFunction('getDelegatorMetadata')(
    request.delegatorAddress,
    validatorId,
  )) as [bigint, bigint, bigint, bigint[]];
  const left = amounts[Number(request.unstakeID)];
  if (left === undefined)
    throw new Error(
      `Refusing to sign: the staking contract has no unstaking ${String(request.unstakeID)}.`,
    );
  return left;
}
// #endregion check

// #region stake
/** Approves the staking contract when its allowance is too low, then stakes AMOUNT_CXT. */
async function stake(wallet: Wallet, staking: Contract): Promise<void> {
  const amount = requireEnv('AMOUNT_CXT'); // a decimal string in CXT, never a JS number
  const token = new Contract(CXT_TOKEN, TOKEN_ABI, wallet.provider);
  const allowance: bigint = await token.getFunction('allowance')(wallet.address, CXT_STAKING);
  console.log(`Allowance: ${formatUnits(allowance, CXT_DECIMALS)} CXT`);
  if (allowance < parseUnits(amount, CXT_DECIMALS)) {
    const request = { delegatorAddress: wallet.address, amount };
    const approval = await post('/v1/transactions/CXT/forge/approve', request);
    console.log(`Forged approval ${approval.uuid}`);
    await check('forgeCxtApprove', request, approval, staking);
    // Waits until the approval is on chain: the stake pulls the CXT with it.
    await signSendAndFollow(approval, wallet);
  }
  const request = { delegatorAddress: wallet.address, validatorAddress: VALIDATOR, amount };
  const forged = await post('/v1/transactions/CXT/forge/stake', request);
  console.log(`Forged stake ${forged.uuid}`);
  await check('forgeCxtStake', request, forged, staking);
  await signSendAndFollow(forged, wallet);
  console.log(`Staked ${amount} CXT with ${VALIDATOR}.`);
}
// #endregion stake

// #region claim
/** Redeems every reward earned with the validator, to your own address. */
async function claim(wallet: Wallet, staking: Contract): Promise<void> {
  const request = { delegatorAddress: wallet.address, validatorAddress: VALIDATOR };
  const forged = await post('/v1/transactions/CXT/forge/claimRewards', request);
  console.log(`Forged claimRewards ${forged.uuid}`);
  await check('forgeCxtClaimRewards', request, forged, staking);
  await signSendAndFollow(forged, wallet);
  console.log(`Redeemed the rewards earned with ${VALIDATOR} to ${wallet.address}.`);
}
// #endregion claim

// #region unstake
/** Unstakes AMOUNT_CXT from the validator. */
async function unstake(wallet: Wallet, staking: Contract): Promise<void> {
  const request = {
    delegatorAddress: wallet.address,
    validatorAddress: VALIDATOR,
    amount: requireEnv('AMOUNT_CXT'),
  };
  const forged = await post('/v1/transactions/CXT/forge/unstake', request);
  console.log(`Forged unstake ${forged.uuid}`);
  await check('forgeCxtUnstake', request, forged, staking);
  await printUnstakeId(await signSendAndFollow(forged, wallet), wallet, staking);
}

/** Unstakes everything staked with the validator, in one unstaking. */
async function unstakeAll(wallet: Wallet, staking: Contract): Promise<void> {
  const request = { delegatorAddress: wallet.address, validatorAddress: VALIDATOR };
  const forged = await post('/v1/transactions/CXT/forge/unstakeAll', request);
  console.log(`Forged unstakeAll ${forged.uuid}`);
  await check('forgeCxtUnstakeAll', request, forged, staking);
  await printUnstakeId(await signSendAndFollow(forged, wallet), wallet, staking);
}

/**
 * The contract numbers your unstakings with each validator 0, 1, 2, …, and withdraw names one by
 * that unstakeID: the Unstaked event in the unstake's receipt says which one it is.
 */
async function printUnstakeId(hash: string, wallet: Wallet, staking: Contract): Promise<void> {
  const receipt = await wallet.provider!.getTransactionReceipt(hash);
  const event = receipt?.logs
    .filter((log) => getAddress(log.address) === getAddress(CXT_STAKING))
    .map((log) => staking.interface.parseLog(log))
    .find(
      (parsed) =>
        parsed?.name === 'Unstaked' && getAddress(parsed.args.delegator) === wallet.address,
    );
  if (!event) throw new Error(`No Unstaked event in ${hash}: look it up in an explorer.`);
  console.log(
    `Unstaked ${formatUnits(event.args.amount, CXT_DECIMALS)} CXT: unstakeID ` +
      `${event.args.unstakeId}. After the cool-down, withdraw it with:`,
  );
  console.log(`  UNSTAKE_ID=${event.args.unstakeId} npx tsx cxt-staking-example.ts withdraw`);
}
// #endregion unstake

// #region withdraw
/** Withdraws the unstaking UNSTAKE_ID (all of it, or AMOUNT_CXT of it) after its cool-down has ended. */
async function withdraw(wallet: Wallet, staking: Contract): Promise<void> {
  const unstakeId = requireEnv('UNSTAKE_ID');
  if (!/^\d+$/.test(unstakeId))
    throw new Error(
      `UNSTAKE_ID is the unstakeID an unstake printed (0, 1, 2, …), not ${unstakeId}.`,
    );
  const request = {
    delegatorAddress: wallet.address,
    validatorAddress: VALIDATOR,
    unstakeID: Number(unstakeId),
    ...(process.env.AMOUNT_CXT ? { amount: process.env.AMOUNT_CXT } : {}),
  };
  const forged = await post('/v1/transactions/CXT/forge/withdraw', request);
  console.log(`Forged withdraw ${forged.uuid}`);
  await check('forgeCxtWithdraw', request, forged, staking);
  await signSendAndFollow(forged, wallet);
  console.log(`Withdrew unstaking ${unstakeId} to ${wallet.address}.`);
}
// #endregion withdraw

const ACTIONS = { stake, claim, unstake, 'unstake-all': unstakeAll, withdraw };

async function main(): Promise<void> {
  const action = process.argv[2] ?? '';
  if (!Object.hasOwn(ACTIONS, action))
    throw new Error(`Name the action to run: ${Object.keys(ACTIONS).join(', ')}.`);
  const provider = new JsonRpcProvider(RPC_URL, ETHEREUM_CHAIN_ID);
  const wallet = new Wallet(PRIVATE_KEY, provider);
  const staking = new Contract(CXT_STAKING, STAKING_ABI, provider);
  await ACTIONS[action as keyof typeof ACTIONS](wallet, staking);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
