// The sandbox's chains: the snapshot's state (snapshot.mjs), read as the real API reads its nodes
// when it forges, and changed as transactions are accepted (nonces, sequences) and settle
// (balances, stakes, unbondings, stake accounts, grants, pool memberships).
//
// forge() checks a request against the state (an unknown validator, an amount above the balance or
// the stake, nothing to withdraw: Refused, 422), builds the transaction with the chain's module of
// lib/chains, and returns a plan: what the transaction will change when it settles. broadcast()
// checks a signed transaction against the forged one with the chain's signed.mjs and the state
// (sequence, nonce, an account already in use, a duplicate) and answers its real hash.
import { getBase58Encoder } from '@solana/kit';
import { getAddress } from 'ethers';
import { Refused } from '../../lib/chains/errors.mjs';
import { toBaseUnits } from '../../lib/chains/units.mjs';
import * as EVM from '../../lib/chains/evm/forge.mjs';
import * as TM from '../../lib/chains/tendermint/forge.mjs';
import * as SOL from '../../lib/chains/solana/forge.mjs';
import * as NEAR from '../../lib/chains/near/forge.mjs';
import * as EGLD from '../../lib/chains/multiversx/forge.mjs';
import * as DOT from '../../lib/chains/polkadot/forge.mjs';
import * as SOL_SIGNED from '../../lib/chains/solana/signed.mjs';
import * as TM_SIGNED from '../../lib/chains/tendermint/signed.mjs';
import * as EGLD_SIGNED from '../../lib/chains/multiversx/signed.mjs';
import * as DOT_SIGNED from '../../lib/chains/polkadot/signed.mjs';
import { DEFAULT_BALANCE, SNAPSHOT_DATE, createSnapshot, derivedAccountNumber } from './snapshot.mjs';

/** Explorer transaction pages of the chains with a broadcast call (Tendermint: per chain, in lib). */
export const EXPLORERS = Object.freeze({
  SOL: 'https://explorer.solana.com/tx/',
  EGLD: 'https://explorer.multiversx.com/transactions/',
  DOT: 'https://assethub-polkadot.subscan.io/extrinsic/',
});

const FAMILY_DECIMALS = { SOL: SOL.DECIMALS, NEAR: NEAR.DECIMALS, EGLD: EGLD.DECIMALS, DOT: DOT.DECIMALS, BTC: 8 };
/** Decimals of a staking identifier's token. */
export function decimalsOf(identifier) {
  if (identifier in EVM.NETWORK_OF) return EVM.DECIMALS;
  if (identifier in TM.CHAINS) return TM.CHAINS[identifier].decimals;
  return FAMILY_DECIMALS[identifier];
}

/** The family, staking identifier and action of a forge operation, or null. */
export function describeForge(operationId, params = {}) {
  if (operationId in EVM.OPERATIONS) return { family: 'evm', identifier: EVM.OPERATIONS[operationId].identifier, ...pick(EVM.OPERATIONS[operationId]) };
  if (operationId in TM.OPERATIONS) return { family: 'tendermint', identifier: params.stakingIdentifier, ...pick(TM.OPERATIONS[operationId]) };
  if (operationId in SOL.OPERATIONS) return { family: 'sol', identifier: 'SOL', ...pick(SOL.OPERATIONS[operationId]) };
  if (operationId in NEAR.OPERATIONS) return { family: 'near', identifier: 'NEAR', ...pick(NEAR.OPERATIONS[operationId]) };
  if (operationId in EGLD.OPERATIONS) return { family: 'egld', identifier: 'EGLD', ...pick(EGLD.OPERATIONS[operationId]) };
  if (operationId in DOT.OPERATIONS) return { family: 'dot', identifier: 'DOT', ...pick(DOT.OPERATIONS[operationId]) };
  return null;
}
function pick(op) {
  return { action: op.action, subAction: op.subAction ?? null };
}

/** The transaction hash notation of each chain, for POST /v1/transaction/submitHash. */
export function hashFormatOf(identifier) {
  if (identifier in EVM.NETWORK_OF || identifier === 'DOT') return { test: (h) => /^0x[0-9a-fA-F]{64}$/.test(h), text: '0x and 64 hex digits' };
  if (identifier in TM.CHAINS) return { test: (h) => /^[0-9a-fA-F]{64}$/.test(h), text: '64 hex digits' };
  if (identifier === 'EGLD') return { test: (h) => /^[0-9a-f]{64}$/.test(h), text: '64 lower-case hex digits' };
  const base58Length = identifier === 'SOL' ? 64 : 32;
  return {
    test: (h) => {
      try {
        return getBase58Encoder().encode(h).length === base58Length;
      } catch {
        return false;
      }
    },
    text: `base58 of ${base58Length} bytes`,
  };
}

const STAKED_MESSAGE = 'amount exceeds the staked balance of delegatorAddress with this validator';
const BALANCE_MESSAGE = 'amount exceeds the available balance of delegatorAddress';

export class SandboxChain {
  /** A chain in the state of a fresh snapshot; `now` gives the current time. */
  static async create({ now = () => new Date() } = {}) {
    return new SandboxChain(await createSnapshot(), now);
  }

  constructor(snapshot, now) {
    this.now = now;
    this.s = snapshot;
    this.seenHashes = new Set();
    // The ledger in base units: identifier → wallet → { balance, staked: Map, unbonding: [] }.
    this.ledger = {};
    for (const [identifier, wallets] of Object.entries(snapshot.ledger)) {
      for (const [wallet, entry] of Object.entries(wallets)) {
        const d = decimalsOf(identifier);
        const e = this.entry(identifier, wallet);
        e.balance = toBaseUnits(entry.balance, d);
        for (const [validator, amount] of Object.entries(entry.staked)) e.staked.set(validator, toBaseUnits(amount, d));
        e.unbonding = entry.unbonding.map((u) => ({ ...u, amount: toBaseUnits(u.amount, d) }));
        if (entry.unbondNonce !== undefined) e.unbondNonce = entry.unbondNonce;
        e.since = 'snapshot';
      }
    }
  }

  /** The ledger entry of a wallet (created with DEFAULT_BALANCE on first sight). */
  entry(identifier, wallet) {
    this.ledger[identifier] ??= {};
    return (this.ledger[identifier][wallet] ??= {
      balance: toBaseUnits(DEFAULT_BALANCE, decimalsOf(identifier)),
      staked: new Map(),
      unbonding: [],
      unbondNonce: 0,
      since: null,
    });
  }

  staked(identifier, wallet, validator) {
    return this.ledger[identifier]?.[wallet]?.staked.get(validator) ?? 0n;
  }

  /** Every wallet's current stake: [{ identifier, wallet, amount (base units) }], amounts > 0. */
  stakes() {
    const out = [];
    for (const [identifier, wallets] of Object.entries(this.ledger)) {
      for (const [wallet, e] of Object.entries(wallets)) {
        let amount = [...e.staked.values()].reduce((a, b) => a + b, 0n);
        if (identifier === 'SOL') amount = this.solStakeOf(wallet);
        if (amount > 0n) out.push({ identifier, wallet, amount, since: e.since });
      }
    }
    return out;
  }

  solStakeOf(wallet) {
    let total = 0n;
    for (const a of Object.values(this.s.solana.stakeAccounts)) {
      if (a.staker === wallet && SOL.stakeStatus(a, this.s.solana.epoch) === 'active') total += BigInt(a.stake);
    }
    return total;
  }

  // ------------------------------------------------------------------ forging

  /**
   * Forges `request` for `operationId` (path parameters in `params`). Returns { transaction, plan }:
   * the forge answer's `transaction`, and what the sandbox keeps to check the broadcast and to
   * settle the transaction. Throws InvalidRequest (400) or Refused (422).
   */
  async forge(operationId, params, request) {
    const op = describeForge(operationId, params);
    if (!op) throw new Error(`${operationId} is not a forge operation`);
    const forgeBy = { evm: this.forgeEvm, tendermint: this.forgeTendermint, sol: this.forgeSol, near: this.forgeNear, egld: this.forgeEgld, dot: this.forgeDot }[op.family];
    const plan = await forgeBy.call(this, operationId, op, request);
    return { transaction: plan.transaction, plan: { ...op, ...plan } };
  }

  requireAmount(identifier, request, available, message, field = 'amount') {
    const amount = toBaseUnits(request[field], decimalsOf(identifier), { field, unit: identifier });
    if (amount > available) throw new Refused(field, message);
    return amount;
  }

  requireStake(identifier, wallet, validator, field = 'validatorAddress') {
    if (this.staked(identifier, wallet, validator) <= 0n) throw new Refused(field, 'delegatorAddress has no stake with this validator');
  }

  claimable(identifier, wallet, test) {
    return (this.ledger[identifier]?.[wallet]?.unbonding ?? []).filter((u) => u.claimable && test(u));
  }

  /** Effects shared by the ledger chains: stake, unstake (into an unbonding), withdraw, move. */
  effects(identifier, wallet) {
    const e = () => this.entry(identifier, wallet);
    return {
      stake: (validator, amount) => () => {
        if (e().balance < amount) return false;
        e().balance -= amount;
        e().staked.set(validator, this.staked(identifier, wallet, validator) + amount);
        e().since ??= this.now().toISOString().slice(0, 10);
        return true;
      },
      unstake: (validator, amount, unbonding = {}) => () => {
        if (this.staked(identifier, wallet, validator) < amount) return false;
        e().staked.set(validator, this.staked(identifier, wallet, validator) - amount);
        e().unbonding.push({ validator, amount, claimable: false, ...unbonding });
        return true;
      },
      withdraw: (entries) => () => {
        if (entries.some((u) => !e().unbonding.includes(u))) return false;
        e().unbonding = e().unbonding.filter((u) => !entries.includes(u));
        e().balance += entries.reduce((a, u) => a + u.amount, 0n);
        return true;
      },
      move: (from, to, amount) => () => {
        if (this.staked(identifier, wallet, from) < amount) return false;
        e().staked.set(from, this.staked(identifier, wallet, from) - amount);
        e().staked.set(to, this.staked(identifier, wallet, to) + amount);
        return true;
      },
      none: () => () => true,
    };
  }

  forgeEvm(operationId, op, request) {
    const { identifier, action } = op;
    const network = EVM.NETWORK_OF[identifier];
    const wallet = EVM.address(request, 'delegatorAddress');
    const evm = this.s.evm;
    const validatorField = identifier === 'STAKEWISE' ? 'vaultAddress' : action === 'redelegate' ? 'fromValidatorAddress' : 'validatorAddress';
    const validator = action === 'approve' ? null : EVM.address(request, validatorField);
    if (identifier === 'CHILIZ' && !evm.chilizValidators.includes(validator)) {
      throw new Refused('validatorAddress', 'validatorAddress is not a validator of the Chiliz staking contract');
    }
    const ledger = this.entry(identifier, wallet);
    const fx = this.effects(identifier, wallet);
    const state = {
      nonce: evm.nonces[network][wallet] ?? 0,
      cxtValidatorId: (a) => evm.cxtValidators[a],
      polValidatorId: (a) => evm.polValidators[a],
      stakewiseVault: (a) => evm.stakewiseVaults[a],
      stakewiseExit: (vault, hash) => {
        const exit = evm.stakewiseExits[hash];
        return exit && exit.vault === vault ? exit : undefined;
      },
      cxtUnstaking: (delegator, validatorId, id) => {
        const [u] = this.claimable(identifier, delegator, (x) => x.validator === validator && x.id === Number(id));
        return u?.amount;
      },
    };
    let apply;
    const amountIn = (available, message) => this.requireAmount(identifier, request, available, message);
    switch (action) {
      case 'approve':
        toBaseUnits(request.amount, EVM.DECIMALS, { unit: identifier });
        apply = fx.none();
        break;
      case 'stake':
        apply = fx.stake(validator, amountIn(ledger.balance, BALANCE_MESSAGE));
        break;
      case 'unstake': {
        const amount = amountIn(this.staked(identifier, wallet, validator), STAKED_MESSAGE);
        apply = this.evmUnstake(identifier, wallet, validator, amount, fx);
        break;
      }
      case 'unstakeAll': {
        this.requireStake(identifier, wallet, validator);
        apply = () => this.evmUnstake(identifier, wallet, validator, this.staked(identifier, wallet, validator), fx)();
        break;
      }
      case 'redelegate': {
        const amount = amountIn(this.staked(identifier, wallet, validator), STAKED_MESSAGE);
        apply = fx.move(validator, EVM.address(request, 'toValidatorAddress'), amount);
        break;
      }
      case 'claimRewards':
      case 'restakeRewards':
        this.requireStake(identifier, wallet, validator);
        apply = fx.none();
        break;
      case 'withdraw':
        apply = this.evmWithdraw(identifier, wallet, validator, request, fx);
        break;
    }
    const transaction = EVM.forge(operationId, request, state);
    return {
      transaction,
      signer: wallet,
      apply,
      accept: () => {
        evm.nonces[network][wallet] = Math.max(evm.nonces[network][wallet] ?? 0, state.nonce + 1);
      },
    };
  }

  evmUnstake(identifier, wallet, validator, amount, fx) {
    if (identifier === 'CXT') {
      const id = this.entry(identifier, wallet).unbonding.filter((u) => u.validator === validator).length;
      return fx.unstake(validator, amount, { id });
    }
    if (identifier === 'POL') {
      return () => {
        const e = this.entry(identifier, wallet);
        const ok = fx.unstake(validator, amount, { id: e.unbondNonce + 1 })();
        if (ok) e.unbondNonce += 1;
        return ok;
      };
    }
    if (identifier === 'STAKEWISE') {
      // The exit-queue position is keyed by the unstake's hash, known once it is submitted.
      return (txHash) => {
        const ok = fx.unstake(validator, amount, { txHash })();
        if (ok && txHash) {
          this.s.evm.stakewiseExits[txHash.toLowerCase()] = {
            vault: validator, owner: wallet, claimable: false,
            positionTicket: BigInt('0x' + txHash.slice(2, 26)), timestamp: BigInt(Math.floor(this.now().getTime() / 1000)), exitQueueIndex: 0n,
          };
        }
        return ok;
      };
    }
    return fx.unstake(validator, amount);
  }

  evmWithdraw(identifier, wallet, validator, request, fx) {
    if (identifier === 'STAKEWISE') {
      const hash = String(request.unstakeTxHash).toLowerCase();
      const exit = this.s.evm.stakewiseExits[hash];
      if (exit && exit.vault === validator) {
        if (exit.owner !== wallet) throw new Refused('delegatorAddress', 'delegatorAddress does not hold this exit-queue position');
        if (!exit.claimable) throw new Refused('unstakeTxHash', 'the vault has not processed this exit-queue position yet: claim it later');
      }
      return () => {
        if (!this.s.evm.stakewiseExits[hash]) return false;
        delete this.s.evm.stakewiseExits[hash];
        return true;
      };
    }
    const id = identifier === 'CXT' ? Number(request.unstakeID) : identifier === 'POL' ? Number(request.unbondNonce) : undefined;
    const all = (this.ledger[identifier]?.[wallet]?.unbonding ?? []).filter((u) => u.validator === validator && (id === undefined || u.id === id));
    const ready = all.filter((u) => u.claimable);
    if (ready.length === 0) {
      const field = identifier === 'CXT' ? 'unstakeID' : identifier === 'POL' ? 'unbondNonce' : 'validatorAddress';
      const what = identifier === 'CXT' ? `unstaking ${id}` : identifier === 'POL' ? `unbond ${id}` : 'an undelegation';
      throw new Refused(field, all.length > 0 ? `${what} of delegatorAddress with this validator is still unbonding` : `delegatorAddress has ${what === 'an undelegation' ? 'no undelegation' : `no ${what}`} with this validator to withdraw`);
    }
    if (identifier === 'CXT' && request.amount !== undefined) {
      const amount = toBaseUnits(request.amount, EVM.DECIMALS, { unit: 'CXT' });
      if (amount < ready[0].amount) {
        const entry = ready[0];
        return () => {
          if (entry.amount < amount) return false;
          entry.amount -= amount;
          this.entry(identifier, wallet).balance += amount;
          return true;
        };
      }
    }
    return fx.withdraw(ready);
  }

  tendermintAccount(chain, address) {
    const accounts = (this.s.tendermint.accounts[chain] ??= {});
    return accounts[address] ?? { accountNumber: derivedAccountNumber(address), sequence: 0, publicKey: null };
  }

  forgeTendermint(operationId, op, request) {
    const { identifier: chain, action } = op;
    const c = TM.CHAINS[chain];
    const wallet = TM.bech32Address(request, 'delegatorAddress', c.prefix);
    const validators = this.s.tendermint.validators[chain];
    const fields = action === 'redelegate' ? ['fromValidatorAddress', 'toValidatorAddress'] : ['validatorAddress'];
    for (const field of fields) {
      TM.bech32Address(request, field, TM.valoperPrefix(chain));
      if (!validators.includes(request[field])) {
        throw new Refused(field, `${field} is not a validator of ${c.chainId} in the sandbox (it knows ${validators.join(', ')})`);
      }
    }
    const validator = request[fields[0]];
    const ledger = this.entry(chain, wallet);
    const fx = this.effects(chain, wallet);
    const grants = (this.s.tendermint.grants[chain] ??= {});
    const account = this.tendermintAccount(chain, wallet);
    const now = this.now();
    let apply;
    switch (operationId) {
      case 'forgeTendermintStake':
        apply = fx.stake(validator, this.requireAmount(chain, request, ledger.balance, BALANCE_MESSAGE));
        break;
      case 'forgeTendermintUnstake':
        apply = fx.unstake(validator, this.requireAmount(chain, request, this.staked(chain, wallet, validator), STAKED_MESSAGE));
        break;
      case 'forgeTendermintRedelegate':
        apply = fx.move(validator, request.toValidatorAddress, this.requireAmount(chain, request, this.staked(chain, wallet, validator), STAKED_MESSAGE));
        break;
      case 'forgeTendermintClaimRewards':
        this.requireStake(chain, wallet, validator);
        apply = fx.none();
        break;
      case 'forgeTendermintAutoRestakeEnable': {
        const current = grants[wallet]?.validators ?? [];
        const grant = { validators: current.includes(validator) ? current : [...current, validator], expiration: TM.grantExpiration(request, now) };
        apply = () => ((grants[wallet] = grant), true);
        break;
      }
      case 'forgeTendermintAutoRestakeDisable': {
        const rest = (grants[wallet]?.validators ?? []).filter((v) => v !== validator);
        const expiration = grants[wallet]?.expiration;
        apply = () => {
          if (rest.length > 0) grants[wallet] = { validators: rest, expiration };
          else delete grants[wallet];
          return true;
        };
        break;
      }
    }
    const transaction = TM.forge(operationId, chain, request, {
      ...account,
      sequence: BigInt(account.sequence),
      grant: grants[wallet] ?? null,
      grantee: this.s.tendermint.grantees[chain],
      now,
    });
    return { transaction, signer: wallet, accountNumber: account.accountNumber, publicKey: account.publicKey, apply };
  }

  async nextSeed(wallet, kind) {
    for (let k = 1; ; k += 1) {
      const seed = `${kind}:${SNAPSHOT_DATE}:${k}`;
      const address = (await SOL.seedAddress(wallet, seed)).toBase58();
      if (!this.s.solana.stakeAccounts[address]) return { seed, address };
    }
  }

  async forgeSol(operationId, op, request) {
    const solana = this.s.solana;
    const wallet = SOL.publicKey(request, 'delegatorAddress').toBase58();
    const ledger = this.entry('SOL', wallet);
    const validatorField = op.action === 'stake' ? 'validatorAddress' : op.action === 'redelegate' ? 'newValidatorAddress' : null;
    if (validatorField) {
      SOL.publicKey(request, validatorField);
      if (!solana.voteAccounts.includes(request[validatorField])) {
        throw new Refused(validatorField, `${validatorField} is not a vote account in the sandbox (it knows ${solana.voteAccounts.join(', ')})`);
      }
    }
    const stakeSeed = await this.nextSeed(wallet, 'stake');
    const splitSeed = await this.nextSeed(wallet, 'split');
    const reserve = BigInt(SOL.STAKE_RENT_EXEMPT_RESERVE);
    if (op.action === 'stake') {
      const amount = toBaseUnits(request.amount, SOL.DECIMALS, { unit: 'SOL' });
      if (amount + reserve > ledger.balance) {
        throw new Refused('amount', `${BALANCE_MESSAGE} (the new stake account also needs the rent-exempt reserve of 0.00228288 SOL)`);
      }
    }
    if (op.action === 'unstake' && request.amount !== undefined && ledger.balance < reserve) {
      throw new Refused('delegatorAddress', 'delegatorAddress cannot prefund the split account with the rent-exempt reserve (0.00228288 SOL)');
    }
    const state = {
      recentBlockhash: solana.recentBlockhash,
      epoch: solana.epoch,
      stakeSeed: stakeSeed.seed,
      splitSeed: splitSeed.seed,
      stakeAccount: (address) => solana.stakeAccounts[address],
    };
    const forged = await SOL.forge(operationId, request, state);
    const accounts = solana.stakeAccounts;
    const epoch = solana.epoch;
    const wantsNew = op.action === 'stake' ? stakeSeed.address : op.action === 'unstake' && request.amount !== undefined ? splitSeed.address : null;
    const apply = () => {
      if (wantsNew && accounts[wantsNew]) return false;
      const source = accounts[request.stakeAccountAddress];
      switch (op.action) {
        case 'stake': {
          const amount = Number(toBaseUnits(request.amount, SOL.DECIMALS));
          if (ledger.balance < BigInt(amount) + reserve) return false;
          ledger.balance -= BigInt(amount) + reserve;
          accounts[wantsNew] = { lamports: amount + SOL.STAKE_RENT_EXEMPT_RESERVE, stake: amount, staker: wallet, withdrawer: wallet, voter: request.validatorAddress, activationEpoch: epoch, deactivationEpoch: null };
          ledger.since ??= this.now().toISOString().slice(0, 10);
          return true;
        }
        case 'unstake': {
          if (!source || source.deactivationEpoch !== null) return false;
          if (request.amount === undefined) {
            source.deactivationEpoch = epoch;
            return true;
          }
          const part = Number(toBaseUnits(request.amount, SOL.DECIMALS));
          if (part >= source.stake || ledger.balance < reserve) return false;
          source.stake -= part;
          source.lamports -= part;
          ledger.balance -= reserve;
          accounts[wantsNew] = { ...source, lamports: part + SOL.STAKE_RENT_EXEMPT_RESERVE, stake: part, deactivationEpoch: epoch };
          return true;
        }
        case 'withdraw': {
          if (!source || SOL.stakeStatus(source, epoch) !== 'inactive') return false;
          const value = request.amount === undefined ? source.lamports : Number(toBaseUnits(request.amount, SOL.DECIMALS));
          if (value > source.lamports) return false;
          source.lamports -= value;
          ledger.balance += BigInt(value);
          if (source.lamports === 0) delete accounts[request.stakeAccountAddress];
          return true;
        }
        case 'redelegate': {
          if (!source || SOL.stakeStatus(source, epoch) === 'active') return false;
          Object.assign(source, { voter: request.newValidatorAddress, activationEpoch: epoch, deactivationEpoch: null, stake: source.lamports - SOL.STAKE_RENT_EXEMPT_RESERVE });
          return true;
        }
      }
      return false;
    };
    return { transaction: forged, signer: wallet, newAccount: wantsNew, apply };
  }

  forgeNear(operationId, op, request) {
    const wallet = request.delegatorAddress;
    const pool = request.validatorAddress;
    if (!this.s.near.pools.includes(pool)) {
      throw new Refused('validatorAddress', `validatorAddress is not a staking pool in the sandbox (it knows ${this.s.near.pools.join(', ')})`);
    }
    const ledger = this.entry('NEAR', wallet);
    const fx = this.effects('NEAR', wallet);
    let apply;
    if (op.action === 'stake') apply = fx.stake(pool, this.requireAmount('NEAR', request, ledger.balance, BALANCE_MESSAGE));
    if (op.action === 'unstake') apply = fx.unstake(pool, this.requireAmount('NEAR', request, this.staked('NEAR', wallet, pool), STAKED_MESSAGE));
    if (op.action === 'withdraw') {
      const ready = this.claimable('NEAR', wallet, (u) => u.validator === pool);
      const available = ready.reduce((a, u) => a + u.amount, 0n);
      if (available === 0n) throw new Refused('validatorAddress', 'delegatorAddress has no unstaked NEAR in this pool that is unlocked yet');
      if (request.amount === undefined) apply = fx.withdraw(ready);
      else {
        const amount = this.requireAmount('NEAR', request, available, 'amount exceeds the unlocked unstaked balance of delegatorAddress in this pool');
        apply = () => {
          let left = amount;
          for (const u of ready) {
            const take = u.amount < left ? u.amount : left;
            u.amount -= take;
            left -= take;
          }
          const e = this.entry('NEAR', wallet);
          e.unbonding = e.unbonding.filter((u) => u.amount > 0n);
          e.balance += amount;
          return left === 0n;
        };
      }
    }
    return { transaction: NEAR.forge(operationId, request), signer: wallet, apply };
  }

  forgeEgld(operationId, op, request) {
    const wallet = EGLD.address(request, 'delegatorAddress').toBech32();
    const provider = EGLD.address(request, 'validatorAddress').toBech32();
    const egld = this.s.egld;
    if (!egld.providers.includes(provider)) {
      throw new Refused('validatorAddress', `validatorAddress is not a delegation contract in the sandbox (it knows ${egld.providers.join(', ')})`);
    }
    const ledger = this.entry('EGLD', wallet);
    const fx = this.effects('EGLD', wallet);
    let apply;
    switch (op.action) {
      case 'stake': {
        const amount = this.requireAmount('EGLD', request, ledger.balance, BALANCE_MESSAGE);
        if (amount < 10n ** 18n) throw new Refused('amount', 'a delegation must be at least 1 EGLD');
        apply = fx.stake(provider, amount);
        break;
      }
      case 'unstake':
        apply = fx.unstake(provider, this.requireAmount('EGLD', request, this.staked('EGLD', wallet, provider), STAKED_MESSAGE));
        break;
      case 'withdraw': {
        const ready = this.claimable('EGLD', wallet, (u) => u.validator === provider);
        if (ready.length === 0) throw new Refused('validatorAddress', 'delegatorAddress has no undelegated EGLD with this provider whose unbonding has ended');
        apply = fx.withdraw(ready);
        break;
      }
      default:
        this.requireStake('EGLD', wallet, provider);
        apply = fx.none();
    }
    const nonce = egld.nonces[wallet] ?? 0;
    return { transaction: EGLD.forge(operationId, request, { nonce }), signer: wallet, apply };
  }

  dotPoolOf(wallet) {
    const e = this.ledger.DOT?.[wallet];
    if (!e) return null;
    for (const [key, amount] of e.staked) if (amount > 0n) return Number(key.slice('pool:'.length));
    const unbonding = e.unbonding[0];
    return unbonding ? Number(unbonding.validator.slice('pool:'.length)) : null;
  }

  forgeDot(operationId, op, request) {
    const wallet = DOT.address(request, 'delegatorAddress');
    const ledger = this.entry('DOT', wallet);
    const member = (field) => {
      const who = request[field] === undefined ? wallet : DOT.address(request, field);
      const pool = this.dotPoolOf(who);
      if (pool === null) throw new Refused(field in request ? field : 'delegatorAddress', `${field in request ? field : 'delegatorAddress'} is not a member of a nomination pool`);
      return { who, key: `pool:${pool}` };
    };
    const fx = this.effects('DOT', wallet);
    let apply;
    switch (op.action) {
      case 'stake': {
        const state = this.s.dot.pools[request.poolId];
        if (!state) throw new Refused('poolId', `poolId ${request.poolId} is not a nomination pool in the sandbox (it knows ${Object.keys(this.s.dot.pools).join(', ')})`);
        if (state !== 'Open') throw new Refused('poolId', `pool ${request.poolId} is ${state}: it takes no new members`);
        const current = this.dotPoolOf(wallet);
        if (current !== null) throw new Refused('delegatorAddress', `delegatorAddress is already a member of pool ${current}: an account can be in one pool at a time`);
        apply = fx.stake(`pool:${request.poolId}`, this.requireAmount('DOT', request, ledger.balance, BALANCE_MESSAGE));
        break;
      }
      case 'addToStake': {
        const { key } = member('delegatorAddress');
        apply = fx.stake(key, this.requireAmount('DOT', request, ledger.balance, BALANCE_MESSAGE));
        break;
      }
      case 'unstake': {
        const { who, key } = member('memberAccount');
        const amount = this.requireAmount('DOT', request, this.staked('DOT', who, key), 'amount exceeds the bonded balance of the member in its pool');
        apply = this.effects('DOT', who).unstake(key, amount);
        break;
      }
      case 'withdraw': {
        const { who, key } = member('memberAccount');
        const ready = this.claimable('DOT', who, (u) => u.validator === key);
        if (ready.length === 0) throw new Refused('memberAccount' in request ? 'memberAccount' : 'delegatorAddress', 'the member has no unbonded DOT whose 28-day unbonding has ended');
        apply = this.effects('DOT', who).withdraw(ready);
        break;
      }
      default:
        member('poolMemberAddress');
        apply = fx.none();
    }
    return { transaction: DOT.forge(operationId, request), signer: wallet, apply };
  }

  // ------------------------------------------------------------------ sending

  explorerUrl(identifier, txHash) {
    return (EXPLORERS[identifier] ?? TM.CHAINS[identifier].explorer) + txHash;
  }

  /**
   * Checks a signed transaction sent to the broadcast call of `identifier`, against `plan` (the
   * forge of the uuid it is bound to) or on its own. Throws InvalidRequest or Refused with the
   * reason; returns { txHash, explorerUrl, accept } where accept() records it on the chain.
   */
  async broadcast(identifier, encoded, plan) {
    if (plan && plan.identifier !== identifier) {
      throw new Refused('uuid', `uuid is a ${plan.identifier} transaction; broadcast it with the ${plan.identifier} broadcast call`);
    }
    let result;
    if (identifier === 'SOL') result = this.checkSol(encoded, plan);
    else if (identifier === 'EGLD') result = await this.checkEgld(encoded, plan);
    else if (identifier === 'DOT') result = this.checkDot(encoded, plan);
    else result = await this.checkTendermint(identifier, encoded, plan);
    if (this.seenHashes.has(result.txHash)) {
      throw new Refused('encodedTransaction', 'Transaction rejected by the node: this transaction was already received');
    }
    return {
      txHash: result.txHash,
      explorerUrl: this.explorerUrl(identifier, result.txHash),
      accept: () => {
        this.seenHashes.add(result.txHash);
        result.accept?.();
      },
    };
  }

  checkSol(encoded, plan) {
    const verified = SOL_SIGNED.verifySigned(encoded, plan ? { forged: plan.transaction.hash } : {});
    if (plan?.newAccount && this.s.solana.stakeAccounts[plan.newAccount]) {
      throw new Refused('encodedTransaction', `Transaction rejected by the node: account ${plan.newAccount} already in use (forge again: the next stake account gets a new seed)`);
    }
    return verified;
  }

  async checkEgld(encoded, plan) {
    const verified = await EGLD_SIGNED.verifySigned(encoded, plan ? { forged: plan.transaction } : {});
    const nonces = this.s.egld.nonces;
    const expected = nonces[verified.sender] ?? 0;
    if (verified.nonce !== expected) {
      throw new Refused('encodedTransaction', `Transaction rejected by the node: ${verified.nonce < expected ? 'lowerNonceInTx' : 'higherNonceInTx'}: the nonce is ${verified.nonce}, the account's is ${expected}`);
    }
    return { ...verified, accept: () => (nonces[verified.sender] = expected + 1) };
  }

  checkDot(encoded, plan) {
    const verified = DOT_SIGNED.verifySigned(encoded, { forged: plan?.transaction.extrinsicHex, head: DOT.STATE });
    if (plan && verified.signer !== plan.signer) {
      throw new Refused('encodedTransaction', `Transaction rejected by the node: signed by ${verified.signer}, not by delegatorAddress ${plan.signer}`);
    }
    const nonces = this.s.dot.nonces;
    const expected = nonces[verified.signer] ?? 0;
    if (verified.nonce !== expected) {
      throw new Refused('encodedTransaction', `Transaction rejected by the node: Invalid Transaction: ${verified.nonce < expected ? 'Transaction is outdated' : 'Transaction will be valid in the future'} (nonce ${verified.nonce}, the account's is ${expected})`);
    }
    return { ...verified, accept: () => (nonces[verified.signer] = expected + 1) };
  }

  async checkTendermint(chain, encoded, plan) {
    const verified = await TM_SIGNED.verifySigned(chain, encoded, plan
      ? { forged: plan.transaction, signer: plan.signer, accountNumber: plan.accountNumber, publicKey: plan.publicKey }
      : { accountNumberOf: (address) => this.tendermintAccount(chain, address).accountNumber });
    const account = this.tendermintAccount(chain, verified.signer);
    if (verified.sequence !== account.sequence) {
      throw new Refused('encodedTransaction', `Transaction rejected by the node: account sequence mismatch, expected ${account.sequence}, got ${verified.sequence}`);
    }
    return {
      ...verified,
      accept: () => {
        this.s.tendermint.accounts[chain][verified.signer] = { ...account, sequence: account.sequence + 1, publicKey: verified.publicKey };
      },
    };
  }

  /** Checks a hash submitted for `plan`'s transaction; throws Refused when it is not one of that chain. */
  checkSubmittedHash(plan, txHash) {
    const format = hashFormatOf(plan.identifier);
    if (!format.test(txHash)) throw new Refused('txHash', `txHash is not a ${plan.identifier} transaction hash (${format.text})`);
  }
}
