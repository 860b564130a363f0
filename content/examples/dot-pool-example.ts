/**
 * Polkadot nomination pools through the staking API, on Polkadot Asset Hub: join a pool, bond
 * more, claim or restake the rewards, unbond, and withdraw when the unbonding period is over.
 * Each action reads your membership from Asset Hub first (@polkadot/api), forges the extrinsic,
 * checks it against the request, signs it with your key, broadcasts it through the API and
 * follows it until it settles.
 *
 *   STAKING_API_KEY=...  POLKADOT_MNEMONIC="word1 word2 ..."  npx tsx dot-pool-example.ts <action>
 *
 *   join <poolId> <DOT>  |  bond-extra <DOT>  |  claim  |  restake  |  unbond <DOT>  |  withdraw
 */
// Types of the chain's storage, constants and runtime calls for TypeScript (the pools and staking
// pallets' own types, which Asset Hub runs).
import '@polkadot/api-augment';
import { ApiPromise, HttpProvider } from '@polkadot/api';
import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { assertSafeToSign, summarizeInspection } from './check-transaction.mjs';
import { followTransaction, post, requireEnv } from './staking-api';

// #region config
const SECRET_URI = requireEnv('POLKADOT_MNEMONIC'); // the mnemonic, with its derivation path if your wallet uses one
// Polkadot wallets make sr25519 keys; set ed25519 for an account made with one (a Ledger's, for example).
const KEY_TYPE = process.env.POLKADOT_KEY_TYPE ?? 'sr25519';
const RPC_URL = process.env.POLKADOT_RPC_URL ?? 'https://polkadot-asset-hub-rpc.polkadot.io';

// Staking and the nomination pools run on Polkadot Asset Hub: this is its genesis hash.
const ASSET_HUB_GENESIS = '0x68d56f15f85d3136970ec16946040bc1752654e906147f7e43e9d539d7c3de2f';
const POLKADOT_SS58_PREFIX = 0; // addresses start with 1
const PLANCK_PER_DOT = 10_000_000_000n; // DOT has 10 decimals
// #endregion config

const USAGE =
  'Usage: dot-pool-example.ts join <poolId> <DOT> | bond-extra <DOT> | claim | restake | unbond <DOT> | withdraw';

// #region member
/** A pool member as Asset Hub stores it: its pool, its bonded points and its unbonding chunks. */
interface PoolMember {
  poolId: number;
  /** Points are planck, one for one, unless the pool was slashed. */
  points: bigint;
  /** Planck by the era from which they can be withdrawn. */
  unbonding: { era: number; planck: bigint }[];
}

/** Reads the account's pool membership (NominationPools.PoolMembers), or null when it is in no pool. */
async function readMember(api: ApiPromise, address: string): Promise<PoolMember | null> {
  const stored = await api.query.nominationPools.poolMembers(address);
  if (stored.isNone) return null;
  const member = stored.unwrap();
  const unbonding = [...member.unbondingEras.entries()].map(([era, points]) => ({
    era: era.toNumber(),
    planck: points.toBigInt(),
  }));
  return { poolId: member.poolId.toNumber(), points: member.points.toBigInt(), unbonding };
}

async function requireMember(api: ApiPromise, address: string): Promise<PoolMember> {
  const member = await readMember(api, address);
  if (!member) throw new Error(`${address} is not a member of a nomination pool: join one first.`);
  return member;
}

/** The era Staking has planned (CurrentEra): unbonding chunks up to it can be withdrawn. */
async function currentEra(api: ApiPromise): Promise<number> {
  return (await api.query.staking.currentEra()).unwrapOrDefault().toNumber();
}
// #endregion member

// #region checks
/** join: the account is in no pool, the pool is Open, the amount reaches MinJoinBond and leaves the account alive. */
async function checkJoin(
  api: ApiPromise,
  address: string,
  poolId: number,
  planck: bigint,
): Promise<void> {
  const member = await readMember(api, address);
  if (member)
    throw new Error(
      `Already a member of pool ${member.poolId}: an account is in one pool at a time. Use bond-extra to add to it.`,
    );
  const pool = await api.query.nominationPools.bondedPools(poolId);
  if (pool.isNone) throw new Error(`Pool ${poolId} does not exist.`);
  const { state, memberCounter, points } = pool.unwrap();
  if (!state.isOpen) throw new Error(`Pool ${poolId} is ${state.type}: it takes no new members.`);
  const minJoinBond = (await api.query.nominationPools.minJoinBond()).toBigInt();
  if (planck < minJoinBond)
    throw new Error(`Joining takes at least ${formatDot(minJoinBond)} DOT (MinJoinBond).`);
  await checkFreeBalance(api, address, planck);
  console.log(
    `Pool ${poolId} is Open, with ${formatDot(points.toBigInt())} DOT bonded by ` +
      `${memberCounter.toNumber()} member(s). MinJoinBond: ${formatDot(minJoinBond)} DOT.`,
  );
}

/** The transfer into the pool must leave the existential deposit in the account, or it is refused. */
async function checkFreeBalance(api: ApiPromise, address: string, planck: bigint): Promise<void> {
  const free = (await api.query.system.account(address)).data.free.toBigInt();
  const existentialDeposit = api.consts.balances.existentialDeposit.toBigInt();
  if (free < planck + existentialDeposit) {
    throw new Error(
      `Free balance ${formatDot(free)} DOT: bonding ${formatDot(planck)} DOT must leave the ` +
        `existential deposit (${formatDot(existentialDeposit)} DOT).`,
    );
  }
}

/** claim and restake: there must be pending rewards. */
async function checkPendingRewards(api: ApiPromise, address: string, verb: string): Promise<void> {
  const member = await requireMember(api, address);
  const pending = (await api.call.nominationPoolsApi.pendingRewards(address)).toBigInt();
  if (pending === 0n) throw new Error(`No pending rewards in pool ${member.poolId} to ${verb}.`);
  console.log(`Pending rewards in pool ${member.poolId}: ${formatDot(pending)} DOT.`);
}

/** unbond: a partial unbond must leave MinJoinBond bonded. */
async function checkUnbond(api: ApiPromise, address: string, planck: bigint): Promise<void> {
  const member = await requireMember(api, address);
  if (planck > member.points)
    throw new Error(`Only ${formatDot(member.points)} DOT are bonded in pool ${member.poolId}.`);
  const minJoinBond = (await api.query.nominationPools.minJoinBond()).toBigInt();
  const left = member.points - planck;
  if (left > 0n && left < minJoinBond) {
    throw new Error(
      `Unbonding ${formatDot(planck)} DOT would leave ${formatDot(left)} DOT, less than ` +
        `MinJoinBond (${formatDot(minJoinBond)} DOT): unbond everything or less.`,
    );
  }
  console.log(
    `Unbonding ${formatDot(planck)} of ${formatDot(member.points)} DOT in pool ${member.poolId}.`,
  );
}

/** withdraw: only chunks whose unlock era has come can leave the pool. */
async function checkWithdraw(api: ApiPromise, address: string): Promise<void> {
  const member = await requireMember(api, address);
  const era = await currentEra(api);
  const ready = member.unbonding.filter((chunk) => chunk.era <= era);
  if (ready.length === 0) {
    const [next] = member.unbonding.sort((a, b) => a.era - b.era);
    if (!next) throw new Error('Nothing is unbonding: unbond first.');
    throw new Error(
      `Still unbonding in era ${era}: ${formatDot(next.planck)} DOT can be withdrawn from era ${next.era} on.`,
    );
  }
  console.log(
    `Ready to withdraw in era ${era}: ${formatDot(ready.reduce((sum, chunk) => sum + chunk.planck, 0n))} DOT.`,
  );
}
// #endregion checks

// #region forge
/** Checks the chain for the action, then forges it: the request, its operation and the answer. */
async function forgeAction(api: ApiPromise, address: string, [action, ...args]: string[]) {
  const delegatorAddress = address;
  switch (action) {
    case 'join': {
      const [poolId, amount] = [Number(args[0]), dotAmount(args[1])];
      if (!Number.isInteger(poolId) || poolId < 1) throw new Error(USAGE);
      await checkJoin(api, address, poolId, toPlanck(amount));
      const request = { delegatorAddress, poolId, amount };
      return {
        operationId: 'forgeDotPoolStake',
        request,
        forged: await post('/v1/transactions/DOT/pool/forge/stake', request),
      };
    }
    case 'bond-extra': {
      const amount = dotAmount(args[0]);
      const member = await requireMember(api, address);
      await checkFreeBalance(api, address, toPlanck(amount));
      // Bonding more changes the member's points, so the pool pays its pending rewards out first.
      const pending = (await api.call.nominationPoolsApi.pendingRewards(address)).toBigInt();
      const payout =
        pending > 0n
          ? `; first, ${formatDot(pending)} DOT of pending rewards are paid out to you`
          : '';
      console.log(`Bonding ${amount} DOT more into pool ${member.poolId}${payout}.`);
      const request = { delegatorAddress, amount };
      return {
        operationId: 'forgeDotPoolAddToStake',
        request,
        forged: await post('/v1/transactions/DOT/pool/forge/addToStake', request),
      };
    }
    case 'claim': {
      await checkPendingRewards(api, address, 'claim');
      const request = { delegatorAddress };
      return {
        operationId: 'forgeDotPoolClaimRewards',
        request,
        forged: await post('/v1/transactions/DOT/pool/forge/claimRewards', request),
      };
    }
    case 'restake': {
      await checkPendingRewards(api, address, 'restake');
      const request = { delegatorAddress };
      return {
        operationId: 'forgeDotPoolRestakeRewards',
        request,
        forged: await post('/v1/transactions/DOT/pool/forge/restakeRewards', request),
      };
    }
    case 'unbond': {
      const amount = dotAmount(args[0]);
      await checkUnbond(api, address, toPlanck(amount));
      const request = { delegatorAddress, amount };
      return {
        operationId: 'forgeDotPoolUnstake',
        request,
        forged: await post('/v1/transactions/DOT/pool/forge/unstake', request),
      };
    }
    case 'withdraw': {
      await checkWithdraw(api, address);
      const request = { delegatorAddress };
      return {
        operationId: 'forgeDotPoolWithdraw',
        request,
        forged: await post('/v1/transactions/DOT/pool/forge/withdraw', request),
      };
    }
    default:
      throw new Error(USAGE);
  }
}
// #endregion forge

async function main(): Promise<void> {
  // #region connect
  // HTTP is enough: the program reads the chain and signs; the API sends and follows the extrinsic.
  const api = await ApiPromise.create({ provider: new HttpProvider(RPC_URL), noInitWarn: true });
  // #endregion connect
  try {
    // #region wallet
    if (api.genesisHash.toHex() !== ASSET_HUB_GENESIS) {
      throw new Error(
        `${RPC_URL} is not a Polkadot Asset Hub node (genesis ${api.genesisHash.toHex()}): the pools are on Asset Hub.`,
      );
    }
    await cryptoWaitReady();
    if (KEY_TYPE !== 'sr25519' && KEY_TYPE !== 'ed25519')
      throw new Error('POLKADOT_KEY_TYPE is sr25519 or ed25519.');
    const pair: KeyringPair = new Keyring({
      type: KEY_TYPE,
      ss58Format: POLKADOT_SS58_PREFIX,
    }).addFromUri(SECRET_URI);
    console.log(`Account ${pair.address} on ${api.runtimeChain.toString()}`);
    // #endregion wallet

    const { operationId, request, forged } = await forgeAction(
      api,
      pair.address,
      process.argv.slice(2),
    );
    console.log(`Forged transaction ${forged.uuid}`);

    // #region sign
    // Check the extrinsic against the request (the nominationPools call, the pool, the amount in
    // planck), then sign it: signAsync adds the nonce, a mortal era from the last finalized block,
    // and Asset Hub's genesis hash and runtime versions. The checker throws if anything differs.
    // check-transaction.mjs loads its own copy of @polkadot/types as an ES module; when this program
    // runs as CommonJS, @polkadot/util would warn that two copies are loaded. They never meet.
    process.env.POLKADOTJS_DISABLE_ESM_CJS_WARNING ??= '1';
    console.log(
      summarizeInspection(await assertSafeToSign({ operationId, request, answer: forged })),
    );
    const extrinsic = api.tx(forged.transaction.extrinsicHex);
    await extrinsic.signAsync(pair, { nonce: -1 });
    const encodedTransaction = extrinsic.toHex(); // hex, not base64, for DOT
    // #endregion sign

    // #region broadcast
    const sent = await post('/v1/transactions/DOT/broadcast', {
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
    const member = await readMember(api, pair.address);
    const free = (await api.query.system.account(pair.address)).data.free.toBigInt();
    if (!member) console.log('No longer a member of a pool.');
    else {
      const unbonding =
        member.unbonding
          .map((chunk) => `${formatDot(chunk.planck)} DOT withdrawable from era ${chunk.era}`)
          .join(', ') || 'nothing';
      console.log(
        `Pool ${member.poolId}: ${formatDot(member.points)} DOT bonded; unbonding: ` +
          `${unbonding} (current era ${await currentEra(api)}).`,
      );
    }
    console.log(`Free balance: ${formatDot(free)} DOT`);
    // #endregion after
  } finally {
    await api.disconnect();
  }
}

// #region amounts
/** A DOT amount from the command line, kept as the decimal string the API takes. */
function dotAmount(text: string | undefined): string {
  if (!text || !/^(0|[1-9][0-9]*)(\.[0-9]{1,10})?$/.test(text) || /^0(\.0+)?$/.test(text)) {
    throw new Error(
      `${text ?? 'The amount'} is not an amount of DOT: a positive decimal with at most 10 ` +
        `decimals, such as 12.5.\n${USAGE}`,
    );
  }
  return text;
}

/** A decimal DOT string as planck (bigint), without going through a floating-point number. */
function toPlanck(dot: string): bigint {
  const [whole, fraction = ''] = dot.split('.');
  return BigInt(whole!) * PLANCK_PER_DOT + BigInt(fraction.padEnd(10, '0'));
}

/** Planck (bigint) as DOT, without going through a floating-point number. */
function formatDot(planck: bigint): string {
  const whole = planck / PLANCK_PER_DOT;
  const fraction = (planck % PLANCK_PER_DOT).toString().padStart(10, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}
// #endregion amounts

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
