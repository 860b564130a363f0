/**
 * MultiversX delegation through the staking API: delegate EGLD to a staking provider, claim or
 * restake the rewards, undelegate, and withdraw when the unbonding period is over. Each action
 * reads your delegation from the provider's contract first (through a MultiversX gateway with
 * @multiversx/sdk-core), forges the transaction, checks it against the request, signs it with
 * your key, broadcasts it through the API and follows it until it settles.
 *
 *   STAKING_API_KEY=...  MULTIVERSX_PEM=wallet.pem  DELEGATION_CONTRACT=erd1qqqqqqqqqqqqqqqpqqqqq... \
 *   npx tsx egld-delegation-example.ts <action>
 *
 *   delegate <EGLD>  |  claim  |  restake  |  undelegate <EGLD>  |  withdraw
 */
import {
  Account,
  Address,
  ProxyNetworkProvider,
  SmartContractQuery,
  Transaction,
} from '@multiversx/sdk-core';
import { assertSafeToSign, summarizeInspection } from './check-transaction.mjs';
import { followTransaction, post, requireEnv } from './staking-api';

// #region config
const PEM_PATH = requireEnv('MULTIVERSX_PEM'); // the wallet's PEM file, as mxpy writes it
const DELEGATION_CONTRACT = requireEnv('DELEGATION_CONTRACT'); // the staking provider's contract, erd1qqqqqqqqqqqqqqqpqqqqq...
const GATEWAY_URL = process.env.MULTIVERSX_PROXY_URL ?? 'https://gateway.multiversx.com';

const ATTO_PER_EGLD = 1_000_000_000_000_000_000n; // EGLD has 18 decimals
// The least a delegation can be, and the least an undelegation may leave behind (mainnet: 1 EGLD).
const MIN_DELEGATION = ATTO_PER_EGLD;
// #endregion config

const USAGE =
  'Usage: egld-delegation-example.ts delegate <EGLD> | claim | restake | undelegate <EGLD> | withdraw';

// #region delegation
/** A delegator's position with one provider, as the delegation contract's views return it. */
interface Delegation {
  active: bigint;
  rewards: bigint;
  /** Each undelegation, with the epochs it still has to wait (0: it can be withdrawn). */
  undelegated: { amount: bigint; epochsLeft: number }[];
}

/**
 * Calls one view of the delegation contract for the wallet. Returns its values as integers, or
 * null when the wallet never delegated to this contract (the contract answers "user error").
 */
async function view(
  gateway: ProxyNetworkProvider,
  name: string,
  wallet: Address,
): Promise<bigint[] | null> {
  const query = new SmartContractQuery({
    contract: Address.newFromBech32(DELEGATION_CONTRACT),
    function: name,
    arguments: [wallet.getPublicKey()],
  });
  const response = await gateway.queryContract(query);
  if (response.returnCode === 'user error' && /existing delegators/.test(response.returnMessage))
    return null;
  if (response.returnCode !== 'ok')
    throw new Error(`${name} answered ${response.returnCode}: ${response.returnMessage}`);
  // Each value is an unsigned big-endian integer; no bytes at all is 0.
  return response.returnDataParts.map((bytes) =>
    bytes.length ? BigInt(`0x${Buffer.from(bytes).toString('hex')}`) : 0n,
  );
}

/** Reads the wallet's delegation with the provider, or null when it has none. */
async function readDelegation(
  gateway: ProxyNetworkProvider,
  wallet: Address,
): Promise<Delegation | null> {
  const [active, rewards, list] = await Promise.all([
    view(gateway, 'getUserActiveStake', wallet),
    view(gateway, 'getClaimableRewards', wallet),
    view(gateway, 'getUserUnDelegatedList', wallet),
  ]);
  if (!active || !rewards || !list) return null;
  const undelegated = [];
  for (let index = 0; index + 1 < list.length; index += 2)
    undelegated.push({ amount: list[index]!, epochsLeft: Number(list[index + 1]) });
  return { active: active[0] ?? 0n, rewards: rewards[0] ?? 0n, undelegated };
}

async function requireDelegation(
  gateway: ProxyNetworkProvider,
  wallet: Address,
): Promise<Delegation> {
  const delegation = await readDelegation(gateway, wallet);
  if (!delegation)
    throw new Error(`${wallet.toBech32()} has never delegated to ${DELEGATION_CONTRACT}.`);
  return delegation;
}
// #endregion delegation

// #region checks
/** undelegate: no more than is delegated, and leave nothing below the minimum behind. */
function checkUndelegate(delegation: Delegation, atto: bigint): void {
  if (atto > delegation.active)
    throw new Error(`Only ${formatEgld(delegation.active)} EGLD are delegated to this provider.`);
  const left = delegation.active - atto;
  if (left > 0n && left < MIN_DELEGATION) {
    throw new Error(
      `Undelegating ${formatEgld(atto)} EGLD would leave ${formatEgld(left)} EGLD, less than ` +
        `${formatEgld(MIN_DELEGATION)} EGLD: undelegate everything or less.`,
    );
  }
  console.log(`Undelegating ${formatEgld(atto)} of ${formatEgld(delegation.active)} EGLD.`);
}

/** withdraw: only undelegations whose unbonding has ended can be withdrawn. */
function checkWithdraw(delegation: Delegation): void {
  const ready = delegation.undelegated.filter((entry) => entry.epochsLeft === 0);
  if (ready.length === 0) {
    const [next] = [...delegation.undelegated].sort((a, b) => a.epochsLeft - b.epochsLeft);
    if (!next) throw new Error('Nothing is undelegated: undelegate first.');
    throw new Error(
      `Still unbonding: ${formatEgld(next.amount)} EGLD can be withdrawn in ${next.epochsLeft} epochs.`,
    );
  }
  console.log(
    `Ready to withdraw: ${formatEgld(ready.reduce((sum, entry) => sum + entry.amount, 0n))} EGLD.`,
  );
}
// #endregion checks

// #region forge
/** Checks the contract for the action, then forges it: the request, its operation and the answer. */
async function forgeAction(
  gateway: ProxyNetworkProvider,
  wallet: Address,
  [action, amountArg]: string[],
) {
  const base = { delegatorAddress: wallet.toBech32(), validatorAddress: DELEGATION_CONTRACT };
  switch (action) {
    case 'delegate': {
      const amount = egldAmount(amountArg);
      const request = { ...base, amount };
      return {
        operationId: 'forgeEgldStake',
        request,
        forged: await post('/v1/transactions/EGLD/forge/stake', request),
      };
    }
    case 'claim':
    case 'restake': {
      const delegation = await requireDelegation(gateway, wallet);
      if (delegation.rewards === 0n) throw new Error(`No rewards to ${action} with this provider.`);
      console.log(`Rewards to ${action}: ${formatEgld(delegation.rewards)} EGLD.`);
      const request = { ...base };
      if (action === 'claim')
        return {
          operationId: 'forgeEgldClaimRewards',
          request,
          forged: await post('/v1/transactions/EGLD/forge/claimRewards', request),
        };
      return {
        operationId: 'forgeEgldRestakeRewards',
        request,
        forged: await post('/v1/transactions/EGLD/forge/restakeRewards', request),
      };
    }
    case 'undelegate': {
      const amount = egldAmount(amountArg);
      checkUndelegate(await requireDelegation(gateway, wallet), toAtto(amount));
      const request = { ...base, amount };
      return {
        operationId: 'forgeEgldUnstake',
        request,
        forged: await post('/v1/transactions/EGLD/forge/unstake', request),
      };
    }
    case 'withdraw': {
      checkWithdraw(await requireDelegation(gateway, wallet));
      const request = { ...base };
      return {
        operationId: 'forgeEgldWithdraw',
        request,
        forged: await post('/v1/transactions/EGLD/forge/withdraw', request),
      };
    }
    default:
      throw new Error(USAGE);
  }
}
// #endregion forge

async function main(): Promise<void> {
  // #region wallet
  const account = await Account.newFromPem(PEM_PATH);
  const gateway = new ProxyNetworkProvider(GATEWAY_URL, { clientName: 'staking-api-example' }); // the gateway asks callers to name themselves
  const { balance } = await gateway.getAccount(account.address);
  console.log(`Account ${account.address.toBech32()}: ${formatEgld(balance)} EGLD`);
  // #endregion wallet

  const { operationId, request, forged } = await forgeAction(
    gateway,
    account.address,
    process.argv.slice(2),
  );
  console.log(`Forged transaction ${forged.uuid}`);

  // #region sign
  // Check the transaction against the request (sender, delegation contract, the call in `data`,
  // the value in atto-EGLD, the chain id), then sign it. The checker throws if anything differs.
  console.log(
    summarizeInspection(await assertSafeToSign({ operationId, request, answer: forged })),
  );
  const transaction = Transaction.newFromPlainObject(forged.transaction);
  // Options ask for a guardian's co-signature or for hash signing, which this program does not do.
  if (transaction.options !== 0)
    throw new Error(`The transaction has options ${transaction.options}: not signing.`);
  const fee = transaction.gasLimit * transaction.gasPrice; // the most it can cost
  if (transaction.value + fee > balance)
    throw new Error(
      `${formatEgld(balance)} EGLD does not cover ${formatEgld(transaction.value)} EGLD and ` +
        `a fee of up to ${formatEgld(fee)} EGLD.`,
    );
  transaction.signature = await account.signTransaction(transaction);
  // The gateway takes transactions as JSON; the API takes that JSON in base64.
  const encodedTransaction = Buffer.from(JSON.stringify(transaction.toPlainObject())).toString(
    'base64',
  );
  // #endregion sign

  // #region broadcast
  const sent = await post('/v1/transactions/EGLD/broadcast', {
    encodedTransaction,
    uuid: forged.uuid,
  });
  console.log(`Broadcast ${sent.result.txHash}`);
  console.log(`Explorer: ${sent.result.explorerUrl}`);
  // #endregion broadcast

  // #region follow
  const settled = await followTransaction(forged.uuid);
  if (settled.txStatus !== 'SUCCESS') {
    throw new Error(
      `Transaction ${forged.uuid} is ${settled.txStatus}: look it up again later, or forge again.`,
    );
  }
  // #endregion follow

  // #region after
  const delegation = await readDelegation(gateway, account.address);
  if (delegation) {
    const undelegated =
      delegation.undelegated
        .map(
          (entry) =>
            `${formatEgld(entry.amount)} EGLD ${entry.epochsLeft === 0 ? 'ready' : `in ${entry.epochsLeft} epochs`}`,
        )
        .join(', ') || 'nothing';
    console.log(
      `Delegated: ${formatEgld(delegation.active)} EGLD; rewards: ` +
        `${formatEgld(delegation.rewards)} EGLD; undelegated: ${undelegated}.`,
    );
  }
  console.log(`Balance: ${formatEgld((await gateway.getAccount(account.address)).balance)} EGLD`);
  // #endregion after
}

// #region amounts
/** An EGLD amount from the command line, kept as the decimal string the API takes. */
function egldAmount(text: string | undefined): string {
  if (!text || !/^(0|[1-9][0-9]*)(\.[0-9]{1,18})?$/.test(text) || /^0(\.0+)?$/.test(text)) {
    throw new Error(
      `${text ?? 'The amount'} is not an amount of EGLD: a positive decimal with at most 18 ` +
        `decimals, such as 12.5.\n${USAGE}`,
    );
  }
  return text;
}

/** A decimal EGLD string as atto-EGLD (bigint), without going through a floating-point number. */
function toAtto(egld: string): bigint {
  const [whole, fraction = ''] = egld.split('.');
  return BigInt(whole!) * ATTO_PER_EGLD + BigInt(fraction.padEnd(18, '0'));
}

/** atto-EGLD (bigint) as EGLD, without going through a floating-point number. */
function formatEgld(atto: bigint): string {
  const whole = atto / ATTO_PER_EGLD;
  const fraction = (atto % ATTO_PER_EGLD).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}
// #endregion amounts

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
