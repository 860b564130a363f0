/**
 * Manage a POL delegation through the staking API: claim or restake its rewards,
 * unstake part of it, withdraw an unbond once its delay has passed, or move part
 * of it to another validator. Each transaction is forged by the API, checked
 * against the request, signed with ethers v6, sent with your own Ethereum RPC
 * provider, and its hash submitted to the API, which then follows it.
 *
 *   STAKING_API_KEY=...  ETHEREUM_PRIVATE_KEY=0x...  ETHEREUM_RPC_URL=https://... \
 *   VALIDATOR_SHARE_ADDRESS=0x...  npx tsx polygon-lifecycle-example.ts <action>
 *
 *   claim | restake | unstake <amount in POL> | withdraw <unbondNonce> | redelegate <amount> <ValidatorShare>
 */
import { Contract, Interface, JsonRpcProvider, Transaction, Wallet, getAddress } from 'ethers';
import type { components } from './api-types';
import {
  ForgeCheckError,
  assertSafeToSign,
  summarizeInspection,
  type ForgeRequest,
} from './check-transaction.mjs';
import { followTransaction, post, requireEnv } from './staking-api';

// #region config
const PRIVATE_KEY = requireEnv('ETHEREUM_PRIVATE_KEY'); // the delegator's key
const RPC_URL = requireEnv('ETHEREUM_RPC_URL'); // your own Ethereum mainnet node or provider
const VALIDATOR_SHARE_ADDRESS = requireEnv('VALIDATOR_SHARE_ADDRESS'); // the validator you are delegated to

// POL staking runs on Ethereum mainnet; the StakeManager counts time in checkpoints.
const ETHEREUM_CHAIN_ID = 1n;
const STAKE_MANAGER_PROXY = '0x5e3Ef299fDDf15eAa0432E6e66473ace8c13D908';
// #endregion config

type EvmForgeResponse = components['schemas']['EvmForgeResponse'];
type OperationId =
  | 'forgePolClaimRewards'
  | 'forgePolRestakeRewards'
  | 'forgePolUnstake'
  | 'forgePolWithdraw'
  | 'forgePolRedelegate';

// #region unbonds
const VALIDATOR_SHARE_ABI = [
  'function unbondNonces(address user) view returns (uint256)',
  'function unbonds_new(address user, uint256 nonce) view returns (uint256 shares, uint256 withdrawEpoch)',
];
const STAKE_MANAGER_ABI = [
  'function epoch() view returns (uint256)',
  'function withdrawalDelay() view returns (uint256)',
  'function getValidatorContract(uint256 validatorId) view returns (address)',
  'function migrateDelegation(uint256 fromValidatorId, uint256 toValidatorId, uint256 amount)',
];

/**
 * Reads unbond `nonce` of `user` and throws unless it can be withdrawn now: it must hold shares,
 * and its withdrawEpoch plus the StakeManager's withdrawal delay must have been reached.
 */
async function assertWithdrawable(
  provider: JsonRpcProvider,
  user: string,
  nonce: bigint,
): Promise<void> {
  const share = new Contract(VALIDATOR_SHARE_ADDRESS, VALIDATOR_SHARE_ABI, provider);
  const manager = new Contract(STAKE_MANAGER_PROXY, STAKE_MANAGER_ABI, provider);
  const [[shares, withdrawEpoch], epoch, delay]: [[bigint, bigint], bigint, bigint] =
    await Promise.all([
      share.getFunction('unbonds_new')(user, nonce),
      manager.getFunction('epoch')(),
      manager.getFunction('withdrawalDelay')(),
    ]);
  if (shares === 0n)
    throw new Error(
      `No unbond ${nonce} with this validator: already withdrawn, or another validator's.`,
    );
  if (withdrawEpoch + delay > epoch) {
    throw new Error(
      `Unbond ${nonce} is still unbonding: withdraw from checkpoint ${withdrawEpoch + delay} on (now ${epoch}).`,
    );
  }
}
// #endregion unbonds

// #region forge
/** Forges the transaction of `action`; `args` are the command line's amount, nonce or validator. */
async function forgeAction(action: string, delegator: string, args: string[]) {
  const validator = { delegatorAddress: delegator, validatorAddress: VALIDATOR_SHARE_ADDRESS };
  const [first, second] = args; // amounts are decimal strings in POL, never JS numbers
  const need = (value: string | undefined, usage: string) => {
    if (!value) throw new Error(`Usage: ${usage}`);
    return value;
  };
  const forge = async (
    operationId: OperationId,
    request: ForgeRequest,
    forged: Promise<EvmForgeResponse>,
  ) => ({ operationId, request, forged: await forged });
  switch (action) {
    case 'claim':
      return forge(
        'forgePolClaimRewards',
        validator,
        post('/v1/transactions/POL/forge/claimRewards', validator),
      );
    case 'restake':
      return forge(
        'forgePolRestakeRewards',
        validator,
        post('/v1/transactions/POL/forge/restakeRewards', validator),
      );
    case 'unstake': {
      const request = { ...validator, amount: need(first, 'unstake <amount in POL>') };
      return forge('forgePolUnstake', request, post('/v1/transactions/POL/forge/unstake', request));
    }
    case 'withdraw': {
      const request = { ...validator, unbondNonce: Number(need(first, 'withdraw <unbondNonce>')) };
      return forge(
        'forgePolWithdraw',
        request,
        post('/v1/transactions/POL/forge/withdraw', request),
      );
    }
    case 'redelegate': {
      const request = {
        delegatorAddress: delegator,
        fromValidatorAddress: VALIDATOR_SHARE_ADDRESS,
        toValidatorAddress: need(second, 'redelegate <amount in POL> <ValidatorShare address>'),
        amount: need(first, 'redelegate <amount in POL> <ValidatorShare address>'),
      };
      return forge(
        'forgePolRedelegate',
        request,
        post('/v1/transactions/POL/forge/redelegate', request),
      );
    }
    default:
      throw new Error(
        'Usage: polygon-lifecycle-example.ts claim | restake | unstake <amount> | withdraw ' +
          '<unbondNonce> | redelegate <amount> <ValidatorShare>',
      );
  }
}
// #endregion forge

// #region confirm
/**
 * Checks the forged transaction against its request and returns the check's summary; throws, and
 * nothing is signed, if anything differs. A redelegation names the two validators by their
 * StakeManager ids, which only the chain maps to ValidatorShare contracts: the check leaves them
 * open, and the program confirms them on chain (getValidatorContract) before it signs.
 */
async function checkForged(
  operationId: OperationId,
  request: ForgeRequest,
  forged: EvmForgeResponse,
  provider: JsonRpcProvider,
): Promise<string> {
  try {
    return summarizeInspection(await assertSafeToSign({ operationId, request, answer: forged }));
  } catch (error) {
    const open =
      error instanceof ForgeCheckError
        ? error.inspection.checks.filter((check) => check.status === 'open')
        : [];
    const onlyValidatorIds =
      error instanceof ForgeCheckError &&
      error.inspection.verdict === 'open' &&
      open.every((check) => check.label === 'Polygon validator ids');
    if (operationId !== 'forgePolRedelegate' || !onlyValidatorIds) throw error;
    const call = new Interface(STAKE_MANAGER_ABI).parseTransaction({
      data: Transaction.from(forged.transaction.serializedUnsignedTx).data,
    });
    if (call?.name !== 'migrateDelegation') throw error;
    const [fromId, toId]: [bigint, bigint] = [call.args[0], call.args[1]];
    const manager = new Contract(STAKE_MANAGER_PROXY, STAKE_MANAGER_ABI, provider);
    const [from, to]: string[] = await Promise.all([
      manager.getFunction('getValidatorContract')(fromId),
      manager.getFunction('getValidatorContract')(toId),
    ]);
    if (
      getAddress(from) !== getAddress(String(request.fromValidatorAddress)) ||
      getAddress(to) !== getAddress(String(request.toValidatorAddress))
    ) {
      throw new Error(
        `Validator ${fromId} is ${from} and ${toId} is ${to} on chain, not the validators asked for: not signing.`,
      );
    }
    return (
      `${summarizeInspection(error.inspection)}\nConfirmed on chain: validator ${fromId} is ` +
      `${from}, validator ${toId} is ${to}.`
    );
  }
}
// #endregion confirm

// #region sign-and-send
/**
 * Checks a forged transaction against its request, signs it, sends it with your own RPC provider,
 * reports its hash to the API and waits for one confirmation. The API has no broadcast call for
 * Ethereum-type chains.
 */
async function checkSignSendAndSubmit(
  operationId: OperationId,
  request: ForgeRequest,
  forged: EvmForgeResponse,
  wallet: Wallet,
  provider: JsonRpcProvider,
) {
  // The checker decodes the transaction with ethers and compares chain id, contract, method and
  // arguments with the request; it throws, and nothing is signed, if anything differs.
  console.log(await checkForged(operationId, request, forged, provider));
  const transaction = Transaction.from(forged.transaction.serializedUnsignedTx);
  transaction.signature = wallet.signingKey.sign(transaction.unsignedHash);
  // An unsigned transaction names no sender: check that the signature makes it ours.
  if (transaction.from !== wallet.address)
    throw new Error('Signed by another key than the delegator.');
  const response = await provider.broadcastTransaction(transaction.serialized);
  console.log(`Sent ${response.hash}`);
  const { verified } = await post('/v1/transaction/submitHash', {
    uuid: forged.uuid,
    txHash: response.hash,
  });
  console.log(`Hash submitted (verified yet: ${verified})`);
  const receipt = await response.wait(1);
  if (receipt?.status !== 1) throw new Error(`Transaction ${response.hash} reverted on chain.`);
}
// #endregion sign-and-send

async function main(): Promise<void> {
  const [action = '', ...args] = process.argv.slice(2);
  const provider = new JsonRpcProvider(RPC_URL, ETHEREUM_CHAIN_ID);
  const wallet = new Wallet(PRIVATE_KEY, provider);

  // #region withdraw-check
  // 1. Before a withdrawal, check on chain that the unbond's delay has passed.
  if (action === 'withdraw' && args[0])
    await assertWithdrawable(provider, wallet.address, BigInt(args[0]));
  // #endregion withdraw-check

  // 2. Forge, check, sign, send, submit the hash, and follow until the API has reconciled it.
  const { operationId, request, forged } = await forgeAction(action, wallet.address, args);
  console.log(`Forged ${operationId} ${forged.uuid}`);
  await checkSignSendAndSubmit(operationId, request, forged, wallet, provider);
  const settled = await followTransaction(forged.uuid);
  if (settled.txStatus !== 'SUCCESS')
    throw new Error(`Transaction ${forged.uuid} is ${settled.txStatus}: look it up again later.`);

  // #region what-next
  // 3. Say what it changed. After an unstake, its unbond's nonce is the one withdraw needs.
  if (action === 'unstake') {
    const share = new Contract(VALIDATOR_SHARE_ADDRESS, VALIDATOR_SHARE_ABI, provider);
    const nonce: bigint = await share.getFunction('unbondNonces')(wallet.address);
    const [, withdrawEpoch]: [bigint, bigint] = await share.getFunction('unbonds_new')(
      wallet.address,
      nonce,
    );
    const manager = new Contract(STAKE_MANAGER_PROXY, STAKE_MANAGER_ABI, provider);
    const delay: bigint = await manager.getFunction('withdrawalDelay')();
    console.log(
      `Unbond ${nonce}: withdraw it from checkpoint ${withdrawEpoch + delay} on ` +
        `(polygon-lifecycle-example.ts withdraw ${nonce}).`,
    );
  } else {
    const done: Record<string, string> = {
      claim: 'Rewards paid out to your wallet in POL.',
      restake: 'Rewards restaked: they earn with the validator from now on.',
      withdraw: `Unbond ${args[0]} withdrawn: its POL is in your wallet.`,
      redelegate: `Moved ${args[0]} POL to ${args[1]}: it earns with that validator from now on.`,
    };
    console.log(done[action]);
  }
  // #endregion what-next
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
