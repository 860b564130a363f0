// The Tendermint-type identifiers in the sandbox: forging reads the validators, grants, account
// numbers and sequences of the snapshot; a broadcast is checked as the chain checks it, in
// whichever of the forge answer's variants it was signed, and moves the account's sequence on.
import { Refused } from '../../../lib/chains/base/errors.mjs';
import * as TENDERMINT from '../../../lib/chains/tendermint/forge.mjs';
import { verifySigned } from '../../../lib/chains/tendermint/signed.mjs';
import { BALANCE_MESSAGE, STAKED_MESSAGE } from '../ledger.mjs';
import { derivedAccountNumber } from '../snapshot.mjs';
/** @import { ForgeRequest } from '../../../lib/chains/base/forge-request.mjs' */
/** @import { TendermintForgeAnswer } from '../../../lib/chains/tendermint/forge.mjs' */
/** @import { Effect } from '../ledger.mjs' */
/** @import { TendermintAccount } from '../snapshot.mjs' */
/** @import { CheckedBroadcast, FamilyPlan, ForgeOperation, ForgePlan, SandboxContext } from './plan.mjs' */

/**
 * An account as the chain's auth module knows it; one the snapshot does not list has a derived
 * account number, sequence 0 and no public key yet.
 * @param {SandboxContext} chain
 * @param {string} identifier
 * @param {string} address
 * @returns {TendermintAccount}
 */
export function authAccount(chain, identifier, address) {
  const accounts = (chain.state.tendermint.accounts[identifier] ??= {});
  return accounts[address] ?? { accountNumber: derivedAccountNumber(address), sequence: 0, publicKey: null };
}

/**
 * @param {SandboxContext} chain
 * @param {string} operationId
 * @param {ForgeOperation} operation
 * @param {ForgeRequest} request
 * @returns {FamilyPlan}
 */
export function forge(chain, operationId, operation, request) {
  const { identifier } = operation;
  const network = TENDERMINT.CHAINS[identifier];
  const wallet = TENDERMINT.bech32Address(request, 'delegatorAddress', network.prefix);
  const validators = chain.state.tendermint.validators[identifier];
  const fields = operation.action === 'redelegate' ? ['fromValidatorAddress', 'toValidatorAddress'] : ['validatorAddress'];
  for (const field of fields) {
    const address = TENDERMINT.bech32Address(request, field, TENDERMINT.valoperPrefix(identifier));
    if (!validators.includes(address)) {
      throw new Refused(field, `${field} is not a validator of ${network.chainId} in the sandbox (it knows ${validators.join(', ')})`);
    }
  }
  const validator = TENDERMINT.bech32Address(request, fields[0], TENDERMINT.valoperPrefix(identifier));
  const balance = chain.ledger.account(identifier, wallet).balance;
  const staked = chain.ledger.staked(identifier, wallet, validator);
  const effects = chain.ledger.effects(identifier, wallet);
  const grants = (chain.state.tendermint.grants[identifier] ??= {});
  const account = authAccount(chain, identifier, wallet);
  const now = chain.now();
  /** @type {Effect} */
  let apply;
  switch (operationId) {
    case 'forgeTendermintStake':
      apply = effects.stake(validator, chain.ledger.amountWithin(identifier, request, balance, BALANCE_MESSAGE));
      break;
    case 'forgeTendermintUnstake':
      apply = effects.unstake(validator, chain.ledger.amountWithin(identifier, request, staked, STAKED_MESSAGE));
      break;
    case 'forgeTendermintRedelegate':
      apply = effects.move(validator, String(request.toValidatorAddress), chain.ledger.amountWithin(identifier, request, staked, STAKED_MESSAGE));
      break;
    case 'forgeTendermintClaimRewards':
      chain.ledger.requireStake(identifier, wallet, validator);
      apply = effects.none();
      break;
    case 'forgeTendermintAutoRestakeEnable': {
      const current = grants[wallet]?.validators ?? [];
      const grant = { validators: current.includes(validator) ? current : [...current, validator], expiration: TENDERMINT.grantExpiration(request, now) };
      apply = () => {
        grants[wallet] = grant;
        return true;
      };
      break;
    }
    case 'forgeTendermintAutoRestakeDisable': {
      const rest = (grants[wallet]?.validators ?? []).filter((granted) => granted !== validator);
      const expiration = grants[wallet]?.expiration;
      apply = () => {
        if (rest.length > 0 && expiration) grants[wallet] = { validators: rest, expiration };
        else delete grants[wallet];
        return true;
      };
      break;
    }
    default:
      throw new Error(`${operationId} is not a Tendermint forge operation`);
  }
  const transaction = TENDERMINT.forge(operationId, identifier, request, {
    ...account,
    sequence: BigInt(account.sequence),
    grant: grants[wallet] ?? null,
    grantee: chain.state.tendermint.grantees[identifier],
    now,
  });
  return { transaction, signer: wallet, accountNumber: account.accountNumber, publicKey: account.publicKey, apply };
}

/**
 * Checks a signed transaction sent to the broadcast call of `identifier`, against `plan` or on its
 * own, and the account's sequence.
 * @param {SandboxContext} chain
 * @param {string} identifier
 * @param {string} encoded
 * @param {ForgePlan} [plan]
 * @returns {Promise<CheckedBroadcast>}
 */
export async function checkBroadcast(chain, identifier, encoded, plan) {
  const verified = await verifySigned(
    identifier,
    encoded,
    plan
      ? { forged: /** @type {TendermintForgeAnswer} */ (plan.transaction), signer: plan.signer, accountNumber: plan.accountNumber, publicKey: plan.publicKey }
      : { accountNumberOf: (address) => authAccount(chain, identifier, address).accountNumber },
  );
  const account = authAccount(chain, identifier, verified.signer);
  if (verified.sequence !== account.sequence) {
    throw new Refused('encodedTransaction', `Transaction rejected by the node: account sequence mismatch, expected ${account.sequence}, got ${verified.sequence}`);
  }
  return {
    txHash: verified.txHash,
    accept: () => {
      chain.state.tendermint.accounts[identifier][verified.signer] = { ...account, sequence: account.sequence + 1, publicKey: verified.publicKey };
    },
  };
}
