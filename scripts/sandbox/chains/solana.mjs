// Solana in the sandbox: stake lives in stake accounts (the snapshot's, and those the wallet's
// transactions create from seeds), not in the ledger's stakes; the ledger holds the wallet's
// balance. A broadcast is checked against the forged message and refused when the account it
// would create already exists.
import { Refused } from '../../../lib/chains/base/errors.mjs';
import { fromBaseUnits, toBaseUnits } from '../../../lib/chains/base/units.mjs';
import * as SOLANA from '../../../lib/chains/solana/forge.mjs';
import { verifySigned } from '../../../lib/chains/solana/signed.mjs';
import { BALANCE_MESSAGE } from '../ledger.mjs';
import { SNAPSHOT_DATE } from '../snapshot.mjs';
/** @import { ForgeRequest } from '../../../lib/chains/base/forge-request.mjs' */
/** @import { Effect } from '../ledger.mjs' */
/** @import { CheckedBroadcast, FamilyPlan, ForgeOperation, ForgePlan, SandboxContext } from './plan.mjs' */

/** The rent-exempt reserve a new stake account holds, in SOL, as the refusals name it. */
const RESERVE_TEXT = `${fromBaseUnits(BigInt(SOLANA.STAKE_RENT_EXEMPT_RESERVE), SOLANA.DECIMALS)} SOL`;

/**
 * What a wallet has staked: the stake of its active stake accounts, in lamports.
 * @param {SandboxContext} chain
 * @param {string} wallet
 */
export function activeStakeOf(chain, wallet) {
  const { stakeAccounts, epoch } = chain.state.solana;
  let total = 0n;
  for (const account of Object.values(stakeAccounts)) {
    if (account.staker === wallet && SOLANA.stakeStatus(account, epoch) === 'active') total += BigInt(account.stake);
  }
  return total;
}

/**
 * The next seed of `kind` ("stake" or "split") whose account the wallet has not created yet, and
 * that account's address.
 * @param {SandboxContext} chain
 * @param {string} wallet
 * @param {'stake' | 'split'} kind
 */
async function nextSeed(chain, wallet, kind) {
  for (let index = 1; ; index += 1) {
    const seed = `${kind}:${SNAPSHOT_DATE}:${index}`;
    const address = (await SOLANA.seedAddress(wallet, seed)).toBase58();
    if (!chain.state.solana.stakeAccounts[address]) return { seed, address };
  }
}

/**
 * @param {SandboxContext} chain
 * @param {string} operationId
 * @param {ForgeOperation} operation
 * @param {ForgeRequest} request
 * @returns {Promise<FamilyPlan>}
 */
export async function forge(chain, operationId, operation, request) {
  const solana = chain.state.solana;
  const { action } = operation;
  const wallet = SOLANA.publicKey(request, 'delegatorAddress').toBase58();
  const account = chain.ledger.account('SOL', wallet);
  const validatorField = action === 'stake' ? 'validatorAddress' : action === 'redelegate' ? 'newValidatorAddress' : null;
  if (validatorField) {
    const voteAccount = SOLANA.publicKey(request, validatorField).toBase58();
    if (!solana.voteAccounts.includes(voteAccount)) {
      throw new Refused(validatorField, `${validatorField} is not a vote account in the sandbox (it knows ${solana.voteAccounts.join(', ')})`);
    }
  }
  const stakeSeed = await nextSeed(chain, wallet, 'stake');
  const splitSeed = await nextSeed(chain, wallet, 'split');
  const reserve = BigInt(SOLANA.STAKE_RENT_EXEMPT_RESERVE);
  const partial = action === 'unstake' && request.amount !== undefined;
  if (action === 'stake') {
    const amount = toBaseUnits(request.amount, SOLANA.DECIMALS, { unit: 'SOL' });
    if (amount + reserve > account.balance) {
      throw new Refused('amount', `${BALANCE_MESSAGE} (the new stake account also needs the rent-exempt reserve of ${RESERVE_TEXT})`);
    }
  }
  if (partial && account.balance < reserve) {
    throw new Refused('delegatorAddress', `delegatorAddress cannot prefund the split account with the rent-exempt reserve (${RESERVE_TEXT})`);
  }
  const transaction = await SOLANA.forge(operationId, request, {
    recentBlockhash: solana.recentBlockhash,
    epoch: solana.epoch,
    stakeSeed: stakeSeed.seed,
    splitSeed: splitSeed.seed,
    stakeAccount: (address) => solana.stakeAccounts[address],
  });
  const newAccount = action === 'stake' ? stakeSeed.address : partial ? splitSeed.address : null;
  return { transaction, signer: wallet, newAccount, apply: settle(chain, action, wallet, request, newAccount) };
}

/**
 * What the transaction does to the stake accounts and the wallet when it settles.
 * @param {SandboxContext} chain
 * @param {string} action
 * @param {string} wallet
 * @param {ForgeRequest} request
 * @param {string | null} newAccount
 * @returns {Effect}
 */
function settle(chain, action, wallet, request, newAccount) {
  const accounts = chain.state.solana.stakeAccounts;
  const epoch = chain.state.solana.epoch;
  const account = chain.ledger.account('SOL', wallet);
  const reserve = SOLANA.STAKE_RENT_EXEMPT_RESERVE;
  const lamports = () => Number(toBaseUnits(request.amount, SOLANA.DECIMALS));
  return () => {
    if (newAccount && accounts[newAccount]) return false;
    const source = accounts[String(request.stakeAccountAddress)];
    switch (action) {
      case 'stake': {
        const amount = lamports();
        if (!newAccount || account.balance < BigInt(amount) + BigInt(reserve)) return false;
        account.balance -= BigInt(amount) + BigInt(reserve);
        accounts[newAccount] = {
          lamports: amount + reserve, stake: amount, staker: wallet, withdrawer: wallet,
          voter: String(request.validatorAddress), activationEpoch: epoch, deactivationEpoch: null,
        };
        account.since ??= chain.now().toISOString().slice(0, 10);
        return true;
      }
      case 'unstake': {
        if (!source || source.deactivationEpoch !== null) return false;
        if (request.amount === undefined || !newAccount) {
          source.deactivationEpoch = epoch;
          return true;
        }
        const part = lamports();
        if (part >= source.stake || account.balance < BigInt(reserve)) return false;
        source.stake -= part;
        source.lamports -= part;
        account.balance -= BigInt(reserve);
        accounts[newAccount] = { ...source, lamports: part + reserve, stake: part, deactivationEpoch: epoch };
        return true;
      }
      case 'withdraw': {
        if (!source || SOLANA.stakeStatus(source, epoch) !== 'inactive') return false;
        const value = request.amount === undefined ? source.lamports : lamports();
        if (value > source.lamports) return false;
        source.lamports -= value;
        account.balance += BigInt(value);
        if (source.lamports === 0) delete accounts[String(request.stakeAccountAddress)];
        return true;
      }
      case 'redelegate': {
        if (!source || SOLANA.stakeStatus(source, epoch) === 'active') return false;
        Object.assign(source, { voter: String(request.newValidatorAddress), activationEpoch: epoch, deactivationEpoch: null, stake: source.lamports - reserve });
        return true;
      }
    }
    return false;
  };
}

/**
 * Checks a signed transaction against `plan` (or on its own): the forged message, every signature,
 * and that the account it creates does not exist yet.
 * @param {SandboxContext} chain
 * @param {string} encoded
 * @param {ForgePlan} [plan]
 * @returns {CheckedBroadcast}
 */
export function checkBroadcast(chain, encoded, plan) {
  const verified = verifySigned(encoded, plan ? { forged: /** @type {{ hash: string }} */ (plan.transaction).hash } : {});
  if (plan?.newAccount && chain.state.solana.stakeAccounts[plan.newAccount]) {
    throw new Refused('encodedTransaction', `Transaction rejected by the node: account ${plan.newAccount} already in use (forge again: the next stake account gets a new seed)`);
  }
  return { txHash: verified.txHash };
}
