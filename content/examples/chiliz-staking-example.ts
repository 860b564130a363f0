/**
 * Stake CHZ with a Chiliz Chain validator through the staking API, and take it out again:
 * delegate (stake), undelegate (unstake), claim the undelegations whose unbonding has ended
 * (withdraw). Each transaction is forged by the API, checked against the request, signed with
 * ethers v6, sent with your own Chiliz Chain RPC, and its hash submitted to the API, which then
 * follows it.
 *
 *   STAKING_API_KEY=...  CHILIZ_PRIVATE_KEY=0x...  CHILIZ_RPC_URL=https://... \
 *   CHILIZ_VALIDATOR=0x...  AMOUNT_CHZ=10000  npx tsx chiliz-staking-example.ts stake
 *   ... AMOUNT_CHZ=2500  npx tsx chiliz-staking-example.ts unstake
 *   ... npx tsx chiliz-staking-example.ts withdraw
 */
import { Contract, JsonRpcProvider, Wallet, parseUnits } from 'ethers';
import { assertSafeToSign, summarizeInspection } from './check-transaction.mjs';
import { signSendAndFollow } from './evm-transaction';
import { post, requireEnv } from './staking-api';

// #region config
const PRIVATE_KEY = requireEnv('CHILIZ_PRIVATE_KEY'); // the delegator's key
const RPC_URL = requireEnv('CHILIZ_RPC_URL'); // your own Chiliz Chain mainnet node or provider
const VALIDATOR = requireEnv('CHILIZ_VALIDATOR'); // the validator's address

// Chiliz Chain mainnet; CHZ has 18 decimals, but the staking contract keeps amounts in steps of
// 10^10 wei and reverts a delegation or undelegation that is not a whole number of them.
const CHILIZ_CHAIN_ID = 88888n;
const CHZ_DECIMALS = 18;
const STAKING_STEP_WEI = 10n ** 10n;
// The chain's parameters live in its ChainConfig system contract; blocks come every 3 seconds.
const CHAIN_CONFIG = '0x0000000000000000000000000000000000007003';
const CHAIN_CONFIG_ABI = [
  'function getUndelegatePeriod() view returns (uint32)',
  'function getEpochBlockInterval() view returns (uint32)',
];
const BLOCK_SECONDS = 3;
// #endregion config

// #region amount
/** AMOUNT_CHZ, refused here, before anything is forged, when the staking contract would revert it. */
function stakingAmount(): string {
  const amount = requireEnv('AMOUNT_CHZ'); // a decimal string in CHZ
  const wei = parseUnits(amount, CHZ_DECIMALS); // bigint; never a JS number
  if (wei % STAKING_STEP_WEI !== 0n) {
    throw new Error(
      `${amount} CHZ is not a whole number of 0.00000001 CHZ (10^10 wei), which the staking ` +
        `contract requires: round it to 8 decimals.`,
    );
  }
  return amount;
}
// #endregion amount

// #region stake
/** Delegates AMOUNT_CHZ to the validator; the stake counts from the next epoch. */
async function stake(wallet: Wallet): Promise<void> {
  const request = {
    delegatorAddress: wallet.address,
    validatorAddress: VALIDATOR,
    amount: stakingAmount(),
  };
  const forged = await post('/v1/transactions/CHILIZ/forge/stake', request);
  console.log(`Forged stake ${forged.uuid}`);
  // The checker decodes the transaction with ethers and compares chain id (88888), staking
  // contract, method, validator and the CHZ sent with the request; it throws, and nothing is
  // signed, if anything differs.
  console.log(
    summarizeInspection(
      await assertSafeToSign({ operationId: 'forgeChilizStake', request, answer: forged }),
    ),
  );
  await signSendAndFollow(forged, wallet);
  console.log(`Delegated ${request.amount} CHZ to ${VALIDATOR}; it counts from the next epoch.`);
}
// #endregion stake

// #region unstake
/** Undelegates AMOUNT_CHZ, and says when it can be withdrawn, from the chain's own parameters. */
async function unstake(wallet: Wallet): Promise<void> {
  const request = {
    delegatorAddress: wallet.address,
    validatorAddress: VALIDATOR,
    amount: stakingAmount(),
  };
  const forged = await post('/v1/transactions/CHILIZ/forge/unstake', request);
  console.log(`Forged unstake ${forged.uuid}`);
  console.log(
    summarizeInspection(
      await assertSafeToSign({ operationId: 'forgeChilizUnstake', request, answer: forged }),
    ),
  );
  await signSendAndFollow(forged, wallet);

  // The undelegation unlocks at the next epoch plus the undelegate period: at most that many
  // epochs plus the one under way.
  const config = new Contract(CHAIN_CONFIG, CHAIN_CONFIG_ABI, wallet.provider);
  const epochs = BigInt(await config.getFunction('getUndelegatePeriod')());
  const blocks = BigInt(await config.getFunction('getEpochBlockInterval')());
  const days = (Number((epochs + 1n) * blocks) * BLOCK_SECONDS) / 86_400;
  console.log(
    `Undelegated ${request.amount} CHZ. It unbonds for ${epochs} epochs of ${blocks} blocks ` +
      `after the current epoch, at most about ${days} days; then withdraw it with:`,
  );
  console.log('  npx tsx chiliz-staking-example.ts withdraw');
}
// #endregion unstake

// #region withdraw
/** Claims every undelegation from the validator whose unbonding has ended. */
async function withdraw(wallet: Wallet): Promise<void> {
  const request = { delegatorAddress: wallet.address, validatorAddress: VALIDATOR };
  const forged = await post('/v1/transactions/CHILIZ/forge/withdraw', request);
  console.log(`Forged withdraw ${forged.uuid}`);
  console.log(
    summarizeInspection(
      await assertSafeToSign({ operationId: 'forgeChilizWithdraw', request, answer: forged }),
    ),
  );
  await signSendAndFollow(forged, wallet);
  console.log(`Claimed the CHZ undelegated from ${VALIDATOR} whose unbonding has ended.`);
}
// #endregion withdraw

const ACTIONS = { stake, unstake, withdraw };

async function main(): Promise<void> {
  const action = process.argv[2] ?? '';
  if (!Object.hasOwn(ACTIONS, action))
    throw new Error(`Name the action to run: ${Object.keys(ACTIONS).join(', ')}.`);
  const wallet = new Wallet(PRIVATE_KEY, new JsonRpcProvider(RPC_URL, CHILIZ_CHAIN_ID));
  await ACTIONS[action as keyof typeof ACTIONS](wallet);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
