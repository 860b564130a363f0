// The EVM-type identifiers (CHILIZ, CXT, POL, STAKEWISE) in the sandbox: forging reads the
// validators, vaults and nonces of the snapshot and the ledger; there is no broadcast call (the
// client sends the transaction itself and submits its hash).
import { Refused } from '../../../lib/chains/base/errors.mjs';
import { toBaseUnits } from '../../../lib/chains/base/units.mjs';
import * as EVM from '../../../lib/chains/evm/forge.mjs';
import { BALANCE_MESSAGE, STAKED_MESSAGE } from '../ledger.mjs';
/** @import { ForgeRequest } from '../../../lib/chains/base/forge-request.mjs' */
/** @import { Effect, LedgerEffects } from '../ledger.mjs' */
/** @import { FamilyPlan, ForgeOperation, SandboxContext } from './plan.mjs' */

/**
 * @param {SandboxContext} chain
 * @param {string} operationId
 * @param {ForgeOperation} operation
 * @param {ForgeRequest} request
 * @returns {FamilyPlan}
 */
export function forge(chain, operationId, operation, request) {
  const { identifier, action } = operation;
  const network = EVM.NETWORK_OF[/** @type {keyof typeof EVM.NETWORK_OF} */ (identifier)];
  const wallet = EVM.address(request, 'delegatorAddress');
  const evm = chain.state.evm;
  const validatorField = identifier === 'STAKEWISE' ? 'vaultAddress' : action === 'redelegate' ? 'fromValidatorAddress' : 'validatorAddress';
  const validator = action === 'approve' ? '' : EVM.address(request, validatorField);
  if (identifier === 'CHILIZ' && !evm.chilizValidators.includes(validator)) {
    throw new Refused('validatorAddress', 'validatorAddress is not a validator of the Chiliz staking contract');
  }
  const account = chain.ledger.account(identifier, wallet);
  const effects = chain.ledger.effects(identifier, wallet);
  /** @type {import('../../../lib/chains/evm/forge.mjs').EvmForgeState} */
  const forgeState = {
    nonce: evm.nonces[network][wallet] ?? 0,
    cxtValidatorId: (operator) => evm.cxtValidators[operator],
    polValidatorId: (validatorShare) => evm.polValidators[validatorShare],
    stakewiseVault: (vault) => evm.stakewiseVaults[vault],
    stakewiseExit: (vault, hash) => {
      const exit = evm.stakewiseExits[hash];
      return exit && exit.vault === vault ? exit : undefined;
    },
    cxtUnstaking: (delegator, validatorId, unstakeId) => {
      const [unstaking] = chain.ledger.claimable(identifier, delegator, (entry) => entry.validator === validator && entry.id === Number(unstakeId));
      return unstaking?.amount;
    },
  };
  const staked = () => chain.ledger.staked(identifier, wallet, validator);
  const amountWithin = (/** @type {bigint} */ available, /** @type {string} */ message) => chain.ledger.amountWithin(identifier, request, available, message);
  /** @type {Effect} */
  let apply;
  switch (action) {
    case 'approve':
      toBaseUnits(request.amount, EVM.DECIMALS, { unit: identifier });
      apply = effects.none();
      break;
    case 'stake':
      apply = effects.stake(validator, amountWithin(account.balance, BALANCE_MESSAGE));
      break;
    case 'unstake':
      apply = unstakeEffect(chain, identifier, wallet, validator, amountWithin(staked(), STAKED_MESSAGE), effects);
      break;
    case 'unstakeAll':
      chain.ledger.requireStake(identifier, wallet, validator);
      // Everything staked when the transaction settles, not when it was forged.
      apply = (txHash) => unstakeEffect(chain, identifier, wallet, validator, staked(), effects)(txHash);
      break;
    case 'redelegate':
      apply = effects.move(validator, EVM.address(request, 'toValidatorAddress'), amountWithin(staked(), STAKED_MESSAGE));
      break;
    case 'claimRewards':
    case 'restakeRewards':
      chain.ledger.requireStake(identifier, wallet, validator);
      apply = effects.none();
      break;
    case 'withdraw':
      apply = withdrawEffect(chain, identifier, wallet, validator, request, effects);
      break;
    default:
      throw new Error(`no EVM action ${action}`);
  }
  const transaction = EVM.forge(operationId, request, forgeState);
  return {
    transaction,
    signer: wallet,
    apply,
    accept: () => {
      evm.nonces[network][wallet] = Math.max(evm.nonces[network][wallet] ?? 0, forgeState.nonce + 1);
    },
  };
}

/**
 * An unstake's effect: the unbonding entry each contract keeps (CXT's next unstakeID, Polygon's
 * next unbondNonce, StakeWise's exit-queue position keyed by the unstake's own hash).
 * @param {SandboxContext} chain
 * @param {string} identifier
 * @param {string} wallet
 * @param {string} validator
 * @param {bigint} amount
 * @param {LedgerEffects} effects
 * @returns {Effect}
 */
function unstakeEffect(chain, identifier, wallet, validator, amount, effects) {
  if (identifier === 'CXT') {
    // The contract numbers a delegator's unstakings with a validator 0, 1, 2, … as they are made,
    // and keeps withdrawn ones in place: the id is counted when the unstake settles, and the
    // entry keeps the unstake's hash for the Unstaked event of its receipt.
    return (txHash) => {
      const made = (chain.state.evm.cxtUnstakings[wallet] ??= {});
      const id = made[validator] ?? 0;
      const applied = effects.unstake(validator, amount, txHash ? { id, txHash } : { id })();
      if (applied) made[validator] = id + 1;
      return applied;
    };
  }
  if (identifier === 'POL') {
    return () => {
      const account = chain.ledger.account(identifier, wallet);
      const applied = effects.unstake(validator, amount, { id: account.unbondNonce + 1 })();
      if (applied) account.unbondNonce += 1;
      return applied;
    };
  }
  if (identifier === 'STAKEWISE') {
    // The exit-queue position is keyed by the unstake's hash, which is known when it settles.
    return (txHash) => {
      const applied = effects.unstake(validator, amount, txHash ? { txHash } : {})();
      if (applied && txHash) {
        chain.state.evm.stakewiseExits[txHash.toLowerCase()] = {
          vault: validator,
          owner: wallet,
          claimable: false,
          positionTicket: BigInt('0x' + txHash.slice(2, 26)),
          timestamp: BigInt(Math.floor(chain.now().getTime() / 1000)),
          exitQueueIndex: 0n,
        };
      }
      return applied;
    };
  }
  return effects.unstake(validator, amount);
}

/**
 * A withdrawal's effect, refused now when nothing it names has finished unbonding.
 * @param {SandboxContext} chain
 * @param {string} identifier
 * @param {string} wallet
 * @param {string} validator
 * @param {ForgeRequest} request
 * @param {LedgerEffects} effects
 * @returns {Effect}
 */
function withdrawEffect(chain, identifier, wallet, validator, request, effects) {
  const exits = chain.state.evm.stakewiseExits;
  if (identifier === 'STAKEWISE') {
    const hash = String(request.unstakeTxHash).toLowerCase();
    const exit = exits[hash];
    if (exit && exit.vault === validator) {
      if (exit.owner !== wallet) throw new Refused('delegatorAddress', 'delegatorAddress does not hold this exit-queue position');
      if (!exit.claimable) throw new Refused('unstakeTxHash', 'the vault has not processed this exit-queue position yet: claim it later');
    }
    return () => {
      if (!exits[hash]) return false;
      delete exits[hash];
      return true;
    };
  }
  const id = identifier === 'CXT' ? Number(request.unstakeID) : identifier === 'POL' ? Number(request.unbondNonce) : undefined;
  const named = (chain.ledger.accounts[identifier]?.[wallet]?.unbonding ?? []).filter((entry) => entry.validator === validator && (id === undefined || entry.id === id));
  const ready = named.filter((entry) => entry.claimable);
  if (ready.length === 0) {
    const field = identifier === 'CXT' ? 'unstakeID' : identifier === 'POL' ? 'unbondNonce' : 'validatorAddress';
    const what = identifier === 'CXT' ? `unstaking ${id}` : identifier === 'POL' ? `unbond ${id}` : 'an undelegation';
    throw new Refused(
      field,
      named.length > 0 ? `${what} of delegatorAddress with this validator is still unbonding` : `delegatorAddress has ${what === 'an undelegation' ? 'no undelegation' : `no ${what}`} with this validator to withdraw`,
    );
  }
  if (identifier === 'CXT' && request.amount !== undefined) {
    const amount = toBaseUnits(request.amount, EVM.DECIMALS, { unit: 'CXT' });
    const [entry] = ready;
    if (amount < entry.amount) {
      return () => {
        if (entry.amount < amount) return false;
        entry.amount -= amount;
        chain.ledger.account(identifier, wallet).balance += amount;
        return true;
      };
    }
  }
  return effects.withdraw(ready);
}
