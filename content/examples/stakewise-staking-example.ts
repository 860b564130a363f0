/**
 * Stake ETH in a StakeWise v3 vault through the staking API, and take it out again: deposit
 * (stake), enter the exit queue (unstake), claim the exited ETH (withdraw). Each transaction is
 * forged by the API, checked against the request (and an exit against the vault's own share
 * price), signed with ethers v6, sent with your own Ethereum RPC provider, and its hash submitted
 * to the API, which then follows it.
 *
 *   STAKING_API_KEY=...  ETHEREUM_PRIVATE_KEY=0x...  ETHEREUM_RPC_URL=https://... \
 *   STAKEWISE_VAULT=0x...  AMOUNT_ETH=0.5  npx tsx stakewise-staking-example.ts stake
 *   ... AMOUNT_ETH=0.25  npx tsx stakewise-staking-example.ts unstake
 *   ... UNSTAKE_TX_HASH=0x...  npx tsx stakewise-staking-example.ts withdraw
 */
import { Contract, JsonRpcProvider, Transaction, Wallet, formatEther, parseEther } from 'ethers';
import { assertSafeToSign, summarizeInspection } from './check-transaction.mjs';
import { signSendAndFollow } from './evm-transaction';
import { post, requireEnv } from './staking-api';

// #region config
const PRIVATE_KEY = requireEnv('ETHEREUM_PRIVATE_KEY'); // the delegator's key
const RPC_URL = requireEnv('ETHEREUM_RPC_URL'); // your own Ethereum mainnet node or provider
const VAULT = requireEnv('STAKEWISE_VAULT'); // the StakeWise v3 vault's address

// StakeWise v3 vaults run on Ethereum mainnet. A vault counts deposits in shares: ETH is 18
// decimals, and so are shares; convertToShares and convertToAssets apply its share price.
const ETHEREUM_CHAIN_ID = 1n;
const VAULT_ABI = [
  'function convertToShares(uint256 assets) view returns (uint256 shares)',
  'function convertToAssets(uint256 shares) view returns (uint256 assets)',
  'function getShares(address account) view returns (uint256)',
  'function enterExitQueue(uint256 shares, address receiver) returns (uint256 positionTicket)',
  'function claimExitedAssets(uint256 positionTicket, uint256 timestamp, uint256 exitQueueIndex)',
  'function getExitQueueIndex(uint256 positionTicket) view returns (int256)',
  'event ExitQueueEntered(address indexed owner, address indexed receiver, uint256 positionTicket, uint256 shares)',
];
// #endregion config

/** Your position in the vault: its shares, and the ETH they are worth at the vault's share price. */
async function printPosition(vault: Contract, wallet: Wallet): Promise<void> {
  const shares: bigint = await vault.getFunction('getShares')(wallet.address);
  const assets: bigint = await vault.getFunction('convertToAssets')(shares);
  console.log(`Your vault shares: ${formatEther(shares)} (worth ${formatEther(assets)} ETH)`);
}

// #region stake
/** Deposits AMOUNT_ETH into the vault: the vault mints shares for it at its share price. */
async function stake(vault: Contract, wallet: Wallet): Promise<void> {
  const request = {
    delegatorAddress: wallet.address,
    vaultAddress: VAULT,
    amount: requireEnv('AMOUNT_ETH'),
  };
  const forged = await post('/v1/transactions/STAKEWISE/forge/stake', request);
  console.log(`Forged stake ${forged.uuid}`);
  // The checker decodes the transaction with ethers and compares chain, vault, method, receiver
  // and the ETH sent with the request; it throws, and nothing is signed, if anything differs.
  console.log(
    summarizeInspection(
      await assertSafeToSign({ operationId: 'forgeStakeWiseStake', request, answer: forged }),
    ),
  );
  await signSendAndFollow(forged, wallet);
  await printPosition(vault, wallet);
}
// #endregion stake

// #region unstake
/** Enters the exit queue with the shares AMOUNT_ETH is worth; prints the command to claim later. */
async function unstake(vault: Contract, wallet: Wallet): Promise<void> {
  const amount = requireEnv('AMOUNT_ETH');
  const request = { delegatorAddress: wallet.address, vaultAddress: VAULT, amount };
  const forged = await post('/v1/transactions/STAKEWISE/forge/unstake', request);
  console.log(`Forged unstake ${forged.uuid}`);

  // The vault exits shares, not ETH, so the checker cannot compare the amount offline: ask the vault
  // what the amount is worth in shares, and confirm that (the check refuses any other number).
  const data = Transaction.from(forged.transaction.serializedUnsignedTx).data;
  const [shares] = vault.interface.decodeFunctionData('enterExitQueue', data) as unknown as [
    bigint,
  ];
  const worth: bigint = await vault.getFunction('convertToShares')(parseEther(amount));
  if (shares > worth) {
    throw new Error(
      `Refusing to sign: the exit is ${formatEther(shares)} shares, but ${amount} ETH is ` +
        `${formatEther(worth)} shares at the vault's price.`,
    );
  }
  const confirmed = { 'data.args.shares': `shares ${worth}` };
  console.log(
    summarizeInspection(
      await assertSafeToSign({
        operationId: 'forgeStakeWiseUnstake',
        request,
        answer: forged,
        confirmed,
      }),
    ),
  );
  console.log(
    `Confirmed on chain: ${amount} ETH is ${formatEther(worth)} shares (convertToShares on ` +
      `the vault); the exit is ${formatEther(shares)} shares.`,
  );

  const hash = await signSendAndFollow(forged, wallet);
  await printPosition(vault, wallet);
  console.log('In the exit queue. Once the vault has processed it, claim the ETH with:');
  console.log(`  UNSTAKE_TX_HASH=${hash} npx tsx stakewise-staking-example.ts withdraw`);
}
// #endregion unstake

// #region withdraw
/** Claims the ETH of the exit-queue position that the unstake UNSTAKE_TX_HASH entered. */
async function withdraw(vault: Contract, wallet: Wallet): Promise<void> {
  const unstakeTxHash = requireEnv('UNSTAKE_TX_HASH');
  const request = { delegatorAddress: wallet.address, vaultAddress: VAULT, unstakeTxHash };
  // The API reads the position ticket and the exit's time from that transaction's receipt.
  const forged = await post('/v1/transactions/STAKEWISE/forge/withdraw', request);
  console.log(`Forged withdraw ${forged.uuid}`);

  // The claim names the exit-queue position, which the checker cannot confirm offline: read it on
  // the chain (the ExitQueueEntered event of the unstake, its block's time, the vault's queue index).
  const receipt = await wallet.provider!.getTransactionReceipt(unstakeTxHash);
  if (!receipt) throw new Error(`Refusing to sign: ${unstakeTxHash} is not on the chain.`);
  const entered = receipt.logs
    .filter((log) => log.address.toLowerCase() === VAULT.toLowerCase())
    .map((log) => vault.interface.parseLog(log))
    .find((log) => log?.name === 'ExitQueueEntered');
  if (!entered)
    throw new Error(`Refusing to sign: ${unstakeTxHash} did not enter the exit queue of ${VAULT}.`);
  const positionTicket = BigInt(entered.args.positionTicket);
  const block = await wallet.provider!.getBlock(receipt.blockNumber);
  if (!block)
    throw new Error(`Refusing to sign: block ${receipt.blockNumber} is not on the chain.`);
  const exitQueueIndex: bigint = await vault.getFunction('getExitQueueIndex')(positionTicket);
  const position = `positionTicket ${positionTicket}, timestamp ${block.timestamp}, exitQueueIndex ${exitQueueIndex}`;
  console.log(
    summarizeInspection(
      await assertSafeToSign({
        operationId: 'forgeStakeWiseWithdraw',
        request,
        answer: forged,
        confirmed: { 'data.args.positionTicket': position },
      }),
    ),
  );
  console.log(
    `Confirmed on chain: ${position} (the unstake's ExitQueueEntered event, its block, ` +
      `getExitQueueIndex on the vault).`,
  );
  await signSendAndFollow(forged, wallet);
  console.log(`Claimed the ETH of the exit that ${unstakeTxHash} entered.`);
  await printPosition(vault, wallet);
}
// #endregion withdraw

const ACTIONS = { stake, unstake, withdraw };

async function main(): Promise<void> {
  const action = process.argv[2] ?? '';
  if (!Object.hasOwn(ACTIONS, action))
    throw new Error(`Name the action to run: ${Object.keys(ACTIONS).join(', ')}.`);
  const provider = new JsonRpcProvider(RPC_URL, ETHEREUM_CHAIN_ID);
  const wallet = new Wallet(PRIVATE_KEY, provider);
  const vault = new Contract(VAULT, VAULT_ABI, provider);
  await ACTIONS[action as keyof typeof ACTIONS](vault, wallet);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
