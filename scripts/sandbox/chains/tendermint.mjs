// The Tendermint-type identifiers in the sandbox: forging reads the validators, grants, account
// numbers and sequences of the snapshot; a broadcast is checked as the chain checks it, in
// whichever of the forge answer's variants it was signed, and moves the account's sequence on.
import { toBech32 } from '@cosmjs/encoding';
import { Refused } from '../../../lib/chains/base/errors';
import * as TENDERMINT from '../../../lib/chains/tendermint/forge';
import { RESTAKE_BOTS } from '../../../lib/chains/tendermint/restake-bots';
import { verifySigned } from '../../../lib/chains/tendermint/signed';
import { tendermint as testKeys } from '../../examples/test-keys.mjs';
import { BALANCE_MESSAGE, STAKED_MESSAGE } from '../ledger.mjs';
import { EXAMPLE, labelBytes } from '../snapshot.mjs';
/** @import { ForgeRequest } from '../../../lib/chains/base/forge-request' */
/** @import { TendermintForgeAnswer } from '../../../lib/chains/tendermint/forge' */
/** @import { Effect } from '../ledger.mjs' */
/** @import { FamilySnapshot } from '../snapshot.mjs' */
/** @import { CheckedBroadcast, FamilyPlan, ForgeOperation, ForgePlan, SandboxContext, ExampleSigner } from './plan.mjs' */

/**
 * A Tendermint account as the chain's auth module knows it; `publicKey` (base64, compressed) is
 * null until the account's first transaction records it.
 * @typedef {{ accountNumber: bigint, sequence: number, publicKey: string | null }} TendermintAccount
 */

/**
 * An auto-restake grant: the validators the restake bot may delegate to, and until when.
 * @typedef {{ validators: string[], expiration: Date }} RestakeGrant
 */

/**
 * The Tendermint chains besides the ledger.
 * @typedef {object} TendermintState
 * @property {Record<string, Record<string, TendermintAccount>>} accounts per chain, per address
 * @property {Record<string, string[]>} validators per chain
 * @property {Record<string, string>} grantees per chain: the restake bot
 * @property {Record<string, Record<string, RestakeGrant>>} grants per chain, per granter
 */

/** Annual percentage rates (sandbox figures, not market data), for the yield call and reporting. */
export const APR = Object.freeze({
  ATOM: 14.73,
  EVMOS: 10.2,
  INJ: 11.9,
  OSMO: 5.6,
  TIA: 10.8,
  JUNO: 12.4,
  AXL: 7.3,
  DYDX: 9.1,
  STARS: 14.1,
  AKT: 12.7,
  DYM: 6.4,
  LUNA: 11.2,
  SEI: 5.2,
  FLIX: 15.3,
  KAVA: 6.9,
  COREUM: 8.8,
  SAGA: 9.7,
  XPRT: 13.5,
  UX: 10.1,
  CRO: 8.6,
  BAND: 12.2,
  HUAHUA: 16.4,
  FET: 6.1,
  PASG: 13.9,
  HEART: 17.2,
  KYVE: 8.4,
  SOMM: 7.8,
  XPLA: 9.9,
  BTSG: 15.6,
  IRIS: 10.6,
  MED: 7.1,
  CTK: 9.3,
  QSR: 11.1,
});

/**
 * The chains' state as the sandbox's chain holds it.
 * @param {SandboxContext} chain
 * @returns {TendermintState}
 */
export const stateOf = (chain) => chain.state.tendermint;

/**
 * An example bech32 address with `prefix`, derived from a label.
 * @param {string} prefix
 * @param {string} label
 */
export function exampleBech32(prefix, label) {
  return toBech32(prefix, labelBytes(label, 20));
}

/**
 * The account number the sandbox gives a Tendermint account the snapshot does not list.
 * @param {string} address
 */
export function derivedAccountNumber(address) {
  return 1_000_000n + BigInt(labelBytes(`account ${address}`, 4).readUInt32BE(0) % 9_000_000);
}

/** @returns {FamilySnapshot<TendermintState>} */
export function snapshot() {
  /** @type {TendermintState['validators']} */
  const validators = {};
  /** @type {TendermintState['grantees']} */
  const grantees = {};
  /** @type {TendermintState['accounts']} */
  const accounts = {};
  for (const id of Object.keys(TENDERMINT.CHAINS)) {
    const derived = [1, 2].map((n) =>
      exampleBech32(TENDERMINT.valoperPrefix(id), `sandbox validator ${id} ${n}`),
    );
    validators[id] =
      id === 'ATOM'
        ? [EXAMPLE.atomValidator, EXAMPLE.atomValidator2]
        : id === 'INJ'
          ? [EXAMPLE.injValidator, derived[1]]
          : derived;
    grantees[id] = RESTAKE_BOTS[/** @type {keyof typeof RESTAKE_BOTS} */ (id)];
    const key = testKeys[id];
    const known = /** @type {Record<string, [bigint, number]>} */ ({
      ATOM: [1_203_954n, 7],
      INJ: [58_231n, 3],
    })[id];
    accounts[id] = {
      [key.address]: {
        accountNumber: known?.[0] ?? derivedAccountNumber(key.address),
        sequence: known?.[1] ?? 0,
        publicKey: key.publicKey,
      },
    };
  }
  const atom = testKeys.ATOM.address;
  return {
    state: {
      accounts,
      validators,
      grantees,
      grants: {
        ATOM: {
          [atom]: {
            validators: [EXAMPLE.atomValidator],
            expiration: new Date('2026-12-01T00:00:00Z'),
          },
        },
      },
    },
    ledger: {
      ATOM: {
        [atom]: { balance: '500', staked: { [EXAMPLE.atomValidator]: '100' }, unbonding: [] },
      },
      INJ: { [testKeys.INJ.address]: { balance: '50', staked: {}, unbonding: [] } },
    },
  };
}

/**
 * Whether `wallet` is an address of one of the Tendermint chains (a reporting call's wallet filter).
 * @param {string} wallet
 */
export function isWallet(wallet) {
  const network = Object.values(TENDERMINT.CHAINS).find((candidate) =>
    wallet.startsWith(`${candidate.prefix}1`),
  );
  if (!network) return false;
  try {
    TENDERMINT.bech32Address({ wallet }, 'wallet', network.prefix);
    return true;
  } catch {
    return false;
  }
}

/**
 * An account as the chain's auth module knows it; one the snapshot does not list has a derived
 * account number, sequence 0 and no public key yet.
 * @param {SandboxContext} chain
 * @param {string} identifier
 * @param {string} address
 * @returns {TendermintAccount}
 */
export function authAccount(chain, identifier, address) {
  const accounts = (stateOf(chain).accounts[identifier] ??= {});
  return (
    accounts[address] ?? {
      accountNumber: derivedAccountNumber(address),
      sequence: 0,
      publicKey: null,
    }
  );
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
  const validators = stateOf(chain).validators[identifier];
  const fields =
    operation.action === 'redelegate'
      ? ['fromValidatorAddress', 'toValidatorAddress']
      : ['validatorAddress'];
  for (const field of fields) {
    const address = TENDERMINT.bech32Address(request, field, TENDERMINT.valoperPrefix(identifier));
    if (!validators.includes(address)) {
      throw new Refused(
        field,
        `${field} is not a validator of ${network.chainId} in the sandbox (it knows ${validators.join(', ')})`,
      );
    }
  }
  const validator = TENDERMINT.bech32Address(
    request,
    fields[0],
    TENDERMINT.valoperPrefix(identifier),
  );
  const balance = chain.ledger.account(identifier, wallet).balance;
  const staked = chain.ledger.staked(identifier, wallet, validator);
  const effects = chain.ledger.effects(identifier, wallet);
  const grants = (stateOf(chain).grants[identifier] ??= {});
  const account = authAccount(chain, identifier, wallet);
  const now = chain.now();
  /** @type {Effect} */
  let apply;
  switch (operationId) {
    case 'forgeTendermintStake':
      apply = effects.stake(
        validator,
        chain.ledger.amountWithin(identifier, request, balance, BALANCE_MESSAGE),
      );
      break;
    case 'forgeTendermintUnstake':
      apply = effects.unstake(
        validator,
        chain.ledger.amountWithin(identifier, request, staked, STAKED_MESSAGE),
      );
      break;
    case 'forgeTendermintRedelegate':
      apply = effects.move(
        validator,
        String(request.toValidatorAddress),
        chain.ledger.amountWithin(identifier, request, staked, STAKED_MESSAGE),
      );
      break;
    case 'forgeTendermintClaimRewards':
      chain.ledger.requireStake(identifier, wallet, validator);
      apply = effects.none();
      break;
    case 'forgeTendermintAutoRestakeEnable': {
      const current = grants[wallet]?.validators ?? [];
      const grant = {
        validators: current.includes(validator) ? current : [...current, validator],
        expiration: TENDERMINT.grantExpiration(request, now),
      };
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
    grantee: stateOf(chain).grantees[identifier],
    now,
  });
  return {
    transaction,
    signer: wallet,
    accountNumber: account.accountNumber,
    publicKey: account.publicKey,
    apply,
  };
}

/**
 * Checks a signed transaction sent to the broadcast call of `identifier`, against `plan` or on its
 * own, and the account's sequence.
 * @param {SandboxContext} chain
 * @param {string} encoded
 * @param {ForgePlan | undefined} plan
 * @param {string} identifier
 * @returns {Promise<CheckedBroadcast>}
 */
export async function checkBroadcast(chain, encoded, plan, identifier) {
  const verified = await verifySigned(
    identifier,
    encoded,
    plan
      ? {
          forged: /** @type {TendermintForgeAnswer} */ (plan.transaction),
          signer: plan.signer,
          accountNumber: plan.accountNumber,
          publicKey: plan.publicKey,
        }
      : { accountNumberOf: (address) => authAccount(chain, identifier, address).accountNumber },
  );
  const account = authAccount(chain, identifier, verified.signer);
  if (verified.sequence !== account.sequence) {
    throw new Refused(
      'encodedTransaction',
      `Transaction rejected by the node: account sequence mismatch, expected ` +
        `${account.sequence}, got ${verified.sequence}`,
    );
  }
  return {
    txHash: verified.txHash,
    accept: () => {
      stateOf(chain).accounts[identifier][verified.signer] = {
        ...account,
        sequence: account.sequence + 1,
        publicKey: verified.publicKey,
      };
    },
  };
}

/**
 * The public test keys that sign the description's examples of each Cosmos SDK chain
 * (test-keys.mjs), and how they sign a forge answer, as a client signs it before it sends it.
 * @type {ExampleSigner}
 */
export const exampleSigner = Object.freeze({
  address: (chain) => testKeys[/** @type {keyof typeof testKeys} */ (chain)].address,
  sign: (forged, chain) =>
    import('../../examples/sign.mjs').then(({ signTendermintDirect }) =>
      signTendermintDirect(
        /** @type {import('../../../lib/chains/tendermint/forge').TendermintForgeAnswer} */ (
          forged
        ),
        /** @type {string} */ (chain),
      ),
    ),
});
