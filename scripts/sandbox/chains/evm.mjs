// The EVM-type identifiers (CHILIZ, CXT, POL, STAKEWISE) in the sandbox: forging reads the
// validators, vaults and nonces of the snapshot and the ledger; there is no broadcast call (the
// client sends the transaction itself and submits its hash).
import { getAddress } from 'ethers';
import { Refused } from '../../../lib/chains/base/errors';
import { toBaseUnits } from '../../../lib/chains/base/units';
import * as EVM from '../../../lib/chains/evm/forge';
import { evm as testKey } from '../../examples/test-keys.mjs';
import { BALANCE_MESSAGE, STAKED_MESSAGE } from '../ledger.mjs';
import { EXAMPLE, labelBytes } from '../snapshot.mjs';
/** @import { ForgeRequest } from '../../../lib/chains/base/forge-request' */
/** @import { Effect, LedgerEffects } from '../ledger.mjs' */
/** @import { FamilySnapshot } from '../snapshot.mjs' */
/** @import { FamilyPlan, ForgeOperation, SandboxContext, ExampleSigner } from './plan.mjs' */

/**
 * A StakeWise exit-queue position, by the hash of the unstake that entered it.
 * @typedef {object} StakeWiseExit
 * @property {string} vault
 * @property {string} owner
 * @property {boolean} claimable
 * @property {bigint} positionTicket
 * @property {bigint} timestamp
 * @property {bigint} exitQueueIndex
 */

/**
 * What the EVM-type chains hold besides the ledger.
 * @typedef {object} EvmState
 * @property {Record<'ETHEREUM' | 'CHILIZ', Record<string, number>>} nonces per network, per address
 * @property {string[]} chilizValidators
 * @property {Record<string, bigint>} cxtValidators operator address → validatorId
 * @property {Record<string, bigint>} polValidators ValidatorShare contract → validator id
 * @property {Record<string, { totalAssets: bigint, totalShares: bigint }>} stakewiseVaults
 * @property {Record<string, StakeWiseExit>} stakewiseExits by the unstake's hash, lower case
 * @property {Record<string, Record<string, number>>} cxtUnstakings per delegator, per validator: how many
 *   unstakings the CXT staking contract has made (the next unstakeID)
 */

/** Annual percentage rates (sandbox figures, not market data), for the yield call and reporting. */
export const APR = Object.freeze({ CHILIZ: 8.2, CXT: 11.5, POL: 4.1, STAKEWISE: 3.0 });

/**
 * The chains' state as the sandbox's chain holds it.
 * @param {SandboxContext} chain
 * @returns {EvmState}
 */
export const stateOf = (chain) => chain.state.evm;

/**
 * An example EVM address derived from a label (checksummed).
 * @param {string} label
 */
export function exampleEvmAddress(label) {
  return getAddress('0x' + labelBytes(label, 20).toString('hex'));
}

/** @returns {FamilySnapshot<EvmState>} */
export function snapshot() {
  const wallet = testKey.address;
  const polFoundation = exampleEvmAddress('sandbox POL foundation validator 4');
  const chilizValidator2 = exampleEvmAddress('sandbox CHILIZ validator 2');
  const cxtValidator2 = exampleEvmAddress('sandbox CXT validator 5');
  const stakewiseVault2 = exampleEvmAddress('sandbox StakeWise vault 2');
  /** @type {EvmState} */
  const state = {
    nonces: { ETHEREUM: { [wallet]: 12 }, CHILIZ: { [wallet]: 4 } },
    chilizValidators: [EXAMPLE.chilizValidator, chilizValidator2],
    cxtValidators: { [EXAMPLE.cxtValidator]: 3n, [cxtValidator2]: 5n },
    polValidators: {
      [EXAMPLE.polValidator]: 12n,
      [EXAMPLE.polValidator2]: 104n,
      [polFoundation]: 4n,
    },
    stakewiseVaults: {
      // Share price at the snapshot: shares = assets * totalShares / totalAssets.
      [EXAMPLE.stakewiseVault]: {
        totalAssets: 1_036_000_000_000_000_000_000n,
        totalShares: 1_000_000_000_000_000_000_000n,
      },
      [stakewiseVault2]: {
        totalAssets: 2_000_000_000_000_000_000_000n,
        totalShares: 1_980_000_000_000_000_000_000n,
      },
    },
    // Exit-queue entries by the hash of the unstake transaction that created them.
    stakewiseExits: {
      [EXAMPLE.stakewiseUnstakeTxHash]: {
        vault: EXAMPLE.stakewiseVault,
        owner: wallet,
        claimable: true,
        positionTicket: 1_843_215_720_412_093_401_000_000n,
        timestamp: 1_767_864_719n,
        exitQueueIndex: 0n,
      },
    },
    // The ledger's CXT unstaking of the test key has unstakeID 0: the next one is 1.
    cxtUnstakings: { [wallet]: { [EXAMPLE.cxtValidator]: 1 } },
  };
  return {
    state,
    // Balances, stakes and unbondings; a validator key is the validator's (or vault's) address
    // as the forge request names it.
    ledger: {
      CHILIZ: {
        [wallet]: {
          balance: '20000',
          staked: { [EXAMPLE.chilizValidator]: '5000' },
          unbonding: [{ validator: EXAMPLE.chilizValidator, amount: '1200', claimable: true }],
        },
      },
      CXT: {
        [wallet]: {
          balance: '20000',
          staked: { [EXAMPLE.cxtValidator]: '10000' },
          unbonding: [{ validator: EXAMPLE.cxtValidator, id: 0, amount: '2000', claimable: true }],
        },
      },
      POL: {
        [wallet]: {
          balance: '5000',
          staked: { [EXAMPLE.polValidator]: '2000' },
          unbonding: [{ validator: EXAMPLE.polValidator, id: 3, amount: '250', claimable: true }],
          unbondNonce: 3,
        },
      },
      STAKEWISE: {
        [wallet]: { balance: '10', staked: { [EXAMPLE.stakewiseVault]: '2' }, unbonding: [] },
      },
    },
  };
}

/**
 * Whether `wallet` is an EVM address (a reporting call's wallet filter).
 * @param {string} wallet
 */
export function isWallet(wallet) {
  try {
    EVM.address({ wallet }, 'wallet');
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
  const { identifier, action } = operation;
  const network = EVM.NETWORK_OF[/** @type {keyof typeof EVM.NETWORK_OF} */ (identifier)];
  const wallet = EVM.address(request, 'delegatorAddress');
  const evm = stateOf(chain);
  const validatorField =
    identifier === 'STAKEWISE'
      ? 'vaultAddress'
      : action === 'redelegate'
        ? 'fromValidatorAddress'
        : 'validatorAddress';
  const validator = action === 'approve' ? '' : EVM.address(request, validatorField);
  if (identifier === 'CHILIZ' && !evm.chilizValidators.includes(validator)) {
    throw new Refused(
      'validatorAddress',
      'validatorAddress is not a validator of the Chiliz staking contract',
    );
  }
  const account = chain.ledger.account(identifier, wallet);
  const effects = chain.ledger.effects(identifier, wallet);
  /** @type {import('../../../lib/chains/evm/forge').EvmForgeState} */
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
      const [unstaking] = chain.ledger.claimable(
        identifier,
        delegator,
        (entry) => entry.validator === validator && entry.id === Number(unstakeId),
      );
      return unstaking?.amount;
    },
  };
  const staked = () => chain.ledger.staked(identifier, wallet, validator);
  const amountWithin = (/** @type {bigint} */ available, /** @type {string} */ message) =>
    chain.ledger.amountWithin(identifier, request, available, message);
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
      apply = unstakeEffect(
        chain,
        identifier,
        wallet,
        validator,
        amountWithin(staked(), STAKED_MESSAGE),
        effects,
      );
      break;
    case 'unstakeAll':
      chain.ledger.requireStake(identifier, wallet, validator);
      // Everything staked when the transaction settles, not when it was forged.
      apply = (txHash) =>
        unstakeEffect(chain, identifier, wallet, validator, staked(), effects)(txHash);
      break;
    case 'redelegate':
      apply = effects.move(
        validator,
        EVM.address(request, 'toValidatorAddress'),
        amountWithin(staked(), STAKED_MESSAGE),
      );
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
      evm.nonces[network][wallet] = Math.max(
        evm.nonces[network][wallet] ?? 0,
        forgeState.nonce + 1,
      );
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
      const made = (stateOf(chain).cxtUnstakings[wallet] ??= {});
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
        stateOf(chain).stakewiseExits[txHash.toLowerCase()] = {
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
  const exits = stateOf(chain).stakewiseExits;
  if (identifier === 'STAKEWISE') {
    const hash = String(request.unstakeTxHash).toLowerCase();
    const exit = exits[hash];
    if (exit && exit.vault === validator) {
      if (exit.owner !== wallet)
        throw new Refused(
          'delegatorAddress',
          'delegatorAddress does not hold this exit-queue position',
        );
      if (!exit.claimable)
        throw new Refused(
          'unstakeTxHash',
          'the vault has not processed this exit-queue position yet: claim it later',
        );
    }
    return () => {
      if (!exits[hash]) return false;
      delete exits[hash];
      return true;
    };
  }
  const id =
    identifier === 'CXT'
      ? Number(request.unstakeID)
      : identifier === 'POL'
        ? Number(request.unbondNonce)
        : undefined;
  const named = (chain.ledger.accounts[identifier]?.[wallet]?.unbonding ?? []).filter(
    (entry) => entry.validator === validator && (id === undefined || entry.id === id),
  );
  const ready = named.filter((entry) => entry.claimable);
  if (ready.length === 0) {
    const field =
      identifier === 'CXT'
        ? 'unstakeID'
        : identifier === 'POL'
          ? 'unbondNonce'
          : 'validatorAddress';
    const what =
      identifier === 'CXT'
        ? `unstaking ${id}`
        : identifier === 'POL'
          ? `unbond ${id}`
          : 'an undelegation';
    throw new Refused(
      field,
      named.length > 0
        ? `${what} of delegatorAddress with this validator is still unbonding`
        : `delegatorAddress has ` +
            `${what === 'an undelegation' ? 'no undelegation' : `no ${what}`} with this ` +
            `validator to withdraw`,
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

/**
 * The public test key that signs the description's examples of this family (test-keys.mjs),
 * and how it signs a forge answer, as a client signs it before it sends it.
 * @type {ExampleSigner}
 */
export const exampleSigner = Object.freeze({
  address: () => testKey.address,
  sign: (forged) =>
    import('../../examples/sign.mjs').then(({ signEvm }) =>
      signEvm(/** @type {{ serializedUnsignedTx: string }} */ (forged).serializedUnsignedTx),
    ),
});
