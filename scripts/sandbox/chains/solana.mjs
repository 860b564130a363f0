// Solana in the sandbox: stake lives in stake accounts (the snapshot's, and those the wallet's
// transactions create from seeds), not in the ledger's stakes; the ledger holds the wallet's
// balance. A broadcast is checked against the forged message and refused when the account it
// would create already exists.
import { Refused } from '../../../lib/chains/base/errors';
import { fromBaseUnits, toBaseUnits } from '../../../lib/chains/base/units';
import * as SOLANA from '../../../lib/chains/solana/forge';
import { verifySigned } from '../../../lib/chains/solana/signed';
import { sol as testKey } from '../../examples/test-keys.mjs';
import { BALANCE_MESSAGE } from '../ledger.mjs';
import { EXAMPLE, SNAPSHOT_DATE } from '../snapshot.mjs';
/** @import { StakeAccount } from '../../../lib/chains/solana/forge' */
/** @import { ForgeRequest } from '../../../lib/chains/base/forge-request' */
/** @import { Effect } from '../ledger.mjs' */
/** @import { FamilySnapshot } from '../snapshot.mjs' */
/** @import { CheckedBroadcast, FamilyPlan, ForgeOperation, ForgePlan, SandboxContext, ExampleSigner } from './plan.mjs' */

/**
 * The epoch the snapshot stands at, and the seeds of the test wallet's two stake accounts: one
 * active, one deactivated before this epoch.
 */
export const SOL_EPOCH = 900;
export const SOL_ACTIVE_SEED = 'stake:2025-11-20:1';
export const SOL_INACTIVE_SEED = 'stake:2025-11-20:2';

/** The annual percentage rate (a sandbox figure, not market data), for the yield call and reporting. */
export const APR = Object.freeze({ SOL: 6.82 });

/**
 * Solana besides the ledger.
 * @typedef {object} SolanaState
 * @property {number} epoch
 * @property {string} recentBlockhash
 * @property {string[]} voteAccounts
 * @property {Record<string, StakeAccount>} stakeAccounts
 */

/**
 * The chain's state as the sandbox's chain holds it.
 * @param {SandboxContext} chain
 * @returns {SolanaState}
 */
export const stateOf = (chain) => chain.state.solana;

/** @returns {Promise<FamilySnapshot<SolanaState>>} */
export async function snapshot() {
  const wallet = testKey.address;
  const active = (await SOLANA.seedAddress(wallet, SOL_ACTIVE_SEED)).toBase58();
  const inactive = (await SOLANA.seedAddress(wallet, SOL_INACTIVE_SEED)).toBase58();
  /** @type {SolanaState} */
  const state = {
    epoch: SOL_EPOCH,
    recentBlockhash: '5y9j9pni49ds9EMRtiwdHP74bNJhWh34y9iEfPDUzT7A',
    voteAccounts: [EXAMPLE.solVoteAccount, EXAMPLE.solVoteAccount2],
    stakeAccounts: {
      [active]: {
        lamports: 10_002_282_880,
        stake: 10_000_000_000,
        staker: wallet,
        withdrawer: wallet,
        voter: EXAMPLE.solVoteAccount,
        activationEpoch: 880,
        deactivationEpoch: null,
      },
      [inactive]: {
        lamports: 10_002_282_880,
        stake: 10_000_000_000,
        staker: wallet,
        withdrawer: wallet,
        voter: EXAMPLE.solVoteAccount,
        activationEpoch: 870,
        deactivationEpoch: SOL_EPOCH - 1,
      },
    },
  };
  return {
    state,
    // The wallet's stake is in its stake accounts, not in the ledger's stakes (stakeOf).
    ledger: { SOL: { [wallet]: { balance: '12.3456789', staked: {}, unbonding: [] } } },
    wallets: Object.values(state.stakeAccounts).map((account) => `SOL:${account.staker}`),
  };
}

/**
 * Whether `wallet` is a Solana address (a reporting call's wallet filter).
 * @param {string} wallet
 */
export function isWallet(wallet) {
  try {
    SOLANA.publicKey({ wallet }, 'wallet');
    return true;
  } catch {
    return false;
  }
}

/** The rent-exempt reserve a new stake account holds, in SOL, as the refusals name it. */
const RESERVE_TEXT = `${fromBaseUnits(BigInt(SOLANA.STAKE_RENT_EXEMPT_RESERVE), SOLANA.DECIMALS)} SOL`;

/**
 * What a wallet has staked: the stake of its active stake accounts, in lamports.
 * @param {SandboxContext} chain
 * @param {string} identifier SOL
 * @param {string} wallet
 */
export function stakeOf(chain, identifier, wallet) {
  const { stakeAccounts, epoch } = stateOf(chain);
  let total = 0n;
  for (const account of Object.values(stakeAccounts)) {
    if (account.staker === wallet && SOLANA.stakeStatus(account, epoch) === 'active')
      total += BigInt(account.stake);
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
    if (!stateOf(chain).stakeAccounts[address]) return { seed, address };
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
  const solana = stateOf(chain);
  const { action } = operation;
  const wallet = SOLANA.publicKey(request, 'delegatorAddress').toBase58();
  const account = chain.ledger.account('SOL', wallet);
  const validatorField =
    action === 'stake'
      ? 'validatorAddress'
      : action === 'redelegate'
        ? 'newValidatorAddress'
        : null;
  if (validatorField) {
    const voteAccount = SOLANA.publicKey(request, validatorField).toBase58();
    if (!solana.voteAccounts.includes(voteAccount)) {
      throw new Refused(
        validatorField,
        `${validatorField} is not a vote account in the sandbox (it knows ${solana.voteAccounts.join(', ')})`,
      );
    }
  }
  const stakeSeed = await nextSeed(chain, wallet, 'stake');
  const splitSeed = await nextSeed(chain, wallet, 'split');
  const reserve = BigInt(SOLANA.STAKE_RENT_EXEMPT_RESERVE);
  const partial = action === 'unstake' && request.amount !== undefined;
  if (action === 'stake') {
    const amount = toBaseUnits(request.amount, SOLANA.DECIMALS, { unit: 'SOL' });
    if (amount + reserve > account.balance) {
      throw new Refused(
        'amount',
        `${BALANCE_MESSAGE} (the new stake account also needs the rent-exempt reserve of ${RESERVE_TEXT})`,
      );
    }
  }
  if (partial && account.balance < reserve) {
    throw new Refused(
      'delegatorAddress',
      `delegatorAddress cannot prefund the split account with the rent-exempt reserve (${RESERVE_TEXT})`,
    );
  }
  const transaction = await SOLANA.forge(operationId, request, {
    recentBlockhash: solana.recentBlockhash,
    epoch: solana.epoch,
    stakeSeed: stakeSeed.seed,
    splitSeed: splitSeed.seed,
    stakeAccount: (address) => solana.stakeAccounts[address],
  });
  const newAccount = action === 'stake' ? stakeSeed.address : partial ? splitSeed.address : null;
  return {
    transaction,
    signer: wallet,
    newAccount,
    apply: settle(chain, action, wallet, request, newAccount),
  };
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
  const { stakeAccounts: accounts, epoch } = stateOf(chain);
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
          lamports: amount + reserve,
          stake: amount,
          staker: wallet,
          withdrawer: wallet,
          voter: String(request.validatorAddress),
          activationEpoch: epoch,
          deactivationEpoch: null,
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
        accounts[newAccount] = {
          ...source,
          lamports: part + reserve,
          stake: part,
          deactivationEpoch: epoch,
        };
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
        Object.assign(source, {
          voter: String(request.newValidatorAddress),
          activationEpoch: epoch,
          deactivationEpoch: null,
          stake: source.lamports - reserve,
        });
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
  const verified = verifySigned(
    encoded,
    plan ? { forged: /** @type {{ hash: string }} */ (plan.transaction).hash } : {},
  );
  if (plan?.newAccount && stateOf(chain).stakeAccounts[plan.newAccount]) {
    throw new Refused(
      'encodedTransaction',
      `Transaction rejected by the node: account ${plan.newAccount} already in use (forge ` +
        `again: the next stake account gets a new seed)`,
    );
  }
  return { txHash: verified.txHash };
}

/**
 * The public test key that signs the description's examples of this family (test-keys.mjs),
 * and how it signs a forge answer, as a client signs it before it sends it.
 * @type {ExampleSigner}
 */
export const exampleSigner = Object.freeze({
  address: () => testKey.address,
  sign: (forged) =>
    import('../../examples/sign.mjs').then(({ signSol }) =>
      signSol(/** @type {{ hash: string }} */ (forged).hash),
    ),
});
