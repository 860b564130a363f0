// MultiversX in the sandbox: forging reads the snapshot's delegation contracts, nonces, epoch and
// the ledger (stake, rewards not yet claimed, undelegations with the epoch they were made in);
// a broadcast is checked against the forged fields, the sender's signature and nonce.
import { Refused } from '../../../lib/chains/base/errors';
import * as MULTIVERSX from '../../../lib/chains/multiversx/forge';
import { MIN_DELEGATION, TIMING } from '../../../lib/chains/multiversx/facts';
import { verifySigned } from '../../../lib/chains/multiversx/signed';
import { egld as testKey } from '../../examples/test-keys.mjs';
import { BALANCE_MESSAGE, STAKED_MESSAGE } from '../ledger.mjs';
import { EXAMPLE } from '../snapshot.mjs';
/** @import { IPlainTransactionObject } from '@multiversx/sdk-core' */
/** @import { ForgeRequest } from '../../../lib/chains/base/forge-request' */
/** @import { Effect } from '../ledger.mjs' */
/** @import { FamilySnapshot } from '../snapshot.mjs' */
/** @import { CheckedBroadcast, FamilyPlan, ForgeOperation, ForgePlan, SandboxContext, ExampleSigner } from './plan.mjs' */

const { count: unbondPeriod } = TIMING;
if (unbondPeriod?.unit !== 'epochs')
  throw new Error('The MultiversX facts must give the unbonding period in epochs.');
/** Epochs between an undelegation and the first epoch it can be withdrawn in (UnBondPeriodInEpochs). */
export const UNBOND_PERIOD_EPOCHS = unbondPeriod.value;

/**
 * Where the epoch clock stands (a sandbox figure, not the chain's real number). The sandbox's
 * clock does not move: the snapshot's undelegation was made long enough before it to be ready;
 * one made in the sandbox stays unbonding until a restart.
 */
export const EGLD_EPOCH = 1_988;

/** The annual percentage rate (a sandbox figure, not market data), for the yield call and reporting. */
export const APR = Object.freeze({ EGLD: 7.6 });

/**
 * What MultiversX holds besides the ledger.
 * @typedef {object} MultiversxState
 * @property {Record<string, number>} nonces
 * @property {string[]} providers delegation contracts
 * @property {number} epoch the current epoch
 */

/**
 * The chain's state as the sandbox's chain holds it.
 * @param {SandboxContext} chain
 * @returns {MultiversxState}
 */
export const stateOf = (chain) => chain.state.multiversx;

/** @returns {FamilySnapshot<MultiversxState>} */
export function snapshot() {
  const wallet = testKey.address;
  /** @type {MultiversxState} */
  const state = {
    nonces: { [wallet]: 42 },
    providers: [
      EXAMPLE.egldProvider,
      'erd1qqqqqqqqqqqqqqqpqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqp0lllqpalj3c',
    ],
    epoch: EGLD_EPOCH,
  };
  return {
    state,
    // The undelegation was made 12 epochs ago: it is ready.
    ledger: {
      EGLD: {
        [wallet]: {
          balance: '100',
          staked: { [EXAMPLE.egldProvider]: '50' },
          rewards: { [EXAMPLE.egldProvider]: '0.412557' },
          unbonding: [
            {
              validator: EXAMPLE.egldProvider,
              amount: '5',
              claimable: true,
              epoch: EGLD_EPOCH - 12,
            },
          ],
        },
      },
    },
  };
}

/**
 * Whether `wallet` is a MultiversX address (a reporting call's wallet filter).
 * @param {string} wallet
 */
export function isWallet(wallet) {
  try {
    MULTIVERSX.address({ wallet }, 'wallet');
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {SandboxContext} chain
 * @param {string} operationId
 * @param {ForgeOperation} operation
 * @param {ForgeRequest} request
 * @returns {FamilyPlan}
 */
export function forge(chain, operationId, operation, request) {
  const wallet = MULTIVERSX.address(request, 'delegatorAddress').toBech32();
  const provider = MULTIVERSX.address(request, 'validatorAddress').toBech32();
  const { providers, nonces } = stateOf(chain);
  if (!providers.includes(provider)) {
    throw new Refused(
      'validatorAddress',
      `validatorAddress is not a delegation contract in the sandbox (it knows ${providers.join(', ')})`,
    );
  }
  const { ledger } = chain;
  const effects = ledger.effects('EGLD', wallet);
  /** @type {Effect} */
  let apply;
  switch (operation.action) {
    case 'stake': {
      const amount = ledger.amountWithin(
        'EGLD',
        request,
        ledger.account('EGLD', wallet).balance,
        BALANCE_MESSAGE,
      );
      if (amount < MIN_DELEGATION.attoEgld)
        throw new Refused('amount', `a delegation must be at least ${MIN_DELEGATION.egld} EGLD`);
      apply = effects.stake(provider, amount);
      break;
    }
    case 'unstake': {
      const delegated = ledger.staked('EGLD', wallet, provider);
      const amount = ledger.amountWithin('EGLD', request, delegated, STAKED_MESSAGE);
      // The delegation contract refuses to leave less than the minimum delegated ("do not leave dust behind").
      if (amount < delegated && delegated - amount < MIN_DELEGATION.attoEgld) {
        throw new Refused(
          'amount',
          `an undelegation must leave at least ${MIN_DELEGATION.egld} EGLD delegated, or undelegate everything`,
        );
      }
      apply = effects.unstake(provider, amount, { epoch: stateOf(chain).epoch });
      break;
    }
    case 'withdraw': {
      const ready = ledger.claimable('EGLD', wallet, (entry) => entry.validator === provider);
      if (ready.length === 0)
        throw new Refused(
          'validatorAddress',
          'delegatorAddress has no undelegated EGLD with this provider whose unbonding has ended',
        );
      apply = effects.withdraw(ready);
      break;
    }
    case 'claimRewards':
      ledger.requireStake('EGLD', wallet, provider);
      apply = effects.claim(provider);
      break;
    case 'restakeRewards':
      ledger.requireStake('EGLD', wallet, provider);
      // reDelegateRewards fails on a delegator without rewards ("delegate value must be higher than 0").
      if (ledger.rewards('EGLD', wallet, provider) === 0n)
        throw new Refused(
          'validatorAddress',
          'delegatorAddress has no rewards to restake with this provider',
        );
      apply = effects.restake(provider);
      break;
    default:
      throw new Error(`no EGLD action ${operation.action}`);
  }
  const transaction = MULTIVERSX.forge(operationId, request, { nonce: nonces[wallet] ?? 0 });
  return { transaction, signer: wallet, apply };
}

/**
 * Checks a signed transaction against `plan` (or on its own), and the sender's nonce.
 * @param {SandboxContext} chain
 * @param {string} encoded
 * @param {ForgePlan} [plan]
 * @returns {Promise<CheckedBroadcast>}
 */
export async function checkBroadcast(chain, encoded, plan) {
  const verified = await verifySigned(
    encoded,
    plan ? { forged: /** @type {IPlainTransactionObject} */ (plan.transaction) } : {},
  );
  const nonces = stateOf(chain).nonces;
  const expected = nonces[verified.sender] ?? 0;
  if (verified.nonce !== expected) {
    throw new Refused(
      'encodedTransaction',
      `Transaction rejected by the node: ` +
        `${verified.nonce < expected ? 'lowerNonceInTx' : 'higherNonceInTx'}: the nonce is ` +
        `${verified.nonce}, the account's is ${expected}`,
    );
  }
  return { txHash: verified.txHash, accept: () => (nonces[verified.sender] = expected + 1) };
}

/**
 * The public test key that signs the description's examples of this family (test-keys.mjs),
 * and how it signs a forge answer, as a client signs it before it sends it.
 * @type {ExampleSigner}
 */
export const exampleSigner = Object.freeze({
  address: () => testKey.address,
  sign: (forged) =>
    import('../../examples/sign.mjs').then(({ signEgld }) =>
      signEgld(
        /** @type {Parameters<typeof import('../../examples/sign.mjs').signEgld>[0]} */ (forged),
      ),
    ),
});
