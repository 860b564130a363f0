// What each operation of the description answers in the sandbox (every forge operation shares
// one handler, and so does every broadcast operation): keys and accounts from the store, forging
// and broadcasting through the chain, reports computed from the chain's stakes and cached per
// account, query and window.
import { InvalidRequest, Refused } from '../../lib/chains/base/errors';
import { describeBroadcast } from './chain.mjs';
import { NotFound, publicTransaction } from './store.mjs';
import {
  REPORTS,
  WINDOW_HEADER,
  currentYield,
  reportingWindow,
  rewards,
  stakedAmounts,
  windowHeader,
} from './reporting.mjs';
/** @import { SandboxChain } from './chain.mjs' */
/** @import { ApiKey, Store, TransactionRecord } from './store.mjs' */
/** @import { Answer, Handler, HandlerInput } from './requests.mjs' */

/**
 * The sandbox's state the handlers read at each call (reset() replaces it). `examples` names the
 * family of each transaction the description's examples name by uuid: the sandbox forges those
 * when their family joins the chain, so a call that names one brings its family in first.
 * @typedef {object} SandboxState
 * @property {SandboxChain} chain
 * @property {Store} store
 * @property {Map<string, { at: number, answer: Answer }>} reportCache
 * @property {ReadonlyMap<string, string>} examples uuid → family
 */

/**
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 * @returns {Answer}
 */
const json = (body, headers) => ({ status: 200, body, headers });

/**
 * One handler per operation (forge calls share one, broadcast calls another), each answering
 * { status, body, headers }.
 * @param {SandboxState} state
 * @param {{ now: () => Date, reportingCacheMs: number }} options
 * @returns {Record<string, Handler>}
 */
export function operationHandlers(state, { now, reportingCacheMs }) {
  const chain = () => state.chain;
  const store = () => state.store;

  /**
   * A report, from the cache while it is younger than the cache time.
   * @param {ApiKey} key
   * @param {string} operationId
   * @param {Record<string, string>} query
   * @param {() => Promise<Answer>} compute
   */
  async function cachedReport(key, operationId, query, compute) {
    const cacheKey = `${key.account.uuid} ${operationId} ${JSON.stringify(query)}`;
    const hit = state.reportCache.get(cacheKey);
    if (hit && now().getTime() - hit.at < reportingCacheMs) return hit.answer;
    const answer = await compute();
    state.reportCache.set(cacheKey, { at: now().getTime(), answer });
    return answer;
  }

  /**
   * The `wallet` filter of a report, refused with `status` when no supported chain has it.
   * @param {Record<string, string>} query
   * @param {400 | 422} status
   * @returns {Promise<string | undefined>}
   */
  async function walletFilter(query, status) {
    if (query.wallet !== undefined && !(await chain().isWallet(query.wallet))) {
      if (status === 422)
        throw new Refused('wallet', 'wallet is not an address of a supported chain');
      throw new InvalidRequest('wallet', 'wallet is not an address of a supported chain');
    }
    return query.wallet;
  }

  /**
   * @param {keyof typeof REPORTS} operationId
   * @returns {Handler}
   */
  const earnings =
    (operationId) =>
    ({ query, key }) =>
      cachedReport(key, operationId, query, async () => {
        const wallet = await walletFilter(query, 400);
        const window = reportingWindow(query, now());
        const perStake = rewards(
          await chain().stakes(),
          key.account.wallets,
          window,
          now(),
          wallet,
        );
        return json(REPORTS[operationId](perStake), { [WINDOW_HEADER]: windowHeader(window) });
      });

  /**
   * @param {string} operationId
   * @param {boolean} byWallet
   * @returns {Handler}
   */
  const staking =
    (operationId, byWallet) =>
    ({ query, key }) =>
      cachedReport(key, operationId, query, async () => {
        const wallet = await walletFilter(query, 422);
        return json(stakedAmounts(await chain().stakes(), key.account.wallets, wallet, byWallet));
      });

  /**
   * A transaction of the key's account by uuid; one the description's examples name is forged
   * first if its family has not joined the chain yet.
   * @param {ApiKey} key
   * @param {string} uuid
   */
  async function transaction(key, uuid) {
    const family = state.examples.get(uuid);
    if (family !== undefined) await chain().family(family);
    return store().get(key.account, uuid);
  }

  /** @param {HandlerInput} input */
  async function broadcast({ operation, params, body, key }) {
    const identifier = String(describeBroadcast(String(operation.operationId), params));
    /** @type {TransactionRecord | null} */
    let record = null;
    if (body.uuid !== undefined) {
      record = await transaction(key, body.uuid);
      if (record.txStatus !== 'DRAFT') {
        throw new Refused(
          'uuid',
          `Transaction ${record.uuid} was already ` +
            `sent${record.txHash ? ` (txHash ${record.txHash})` : ''}: forge again for a new ` +
            `transaction`,
        );
      }
      if (!record.plan)
        throw new Refused('uuid', `Transaction ${record.uuid} was not forged by this API`);
    }
    const sent = await chain().broadcast(
      identifier,
      body.encodedTransaction,
      record?.plan ?? undefined,
    );
    sent.accept();
    if (record) store().send(record, sent.txHash);
    else store().addUnbound(key, identifier, sent.txHash);
    return json({
      result: { txHash: sent.txHash, explorerUrl: sent.explorerUrl },
      boundToUUID: record !== null,
    });
  }

  return {
    getStatus: () => ({ status: 204 }),
    activateAccount: ({ body }) => json(store().activate(body.name, body.invitationCode)),
    createApiKey: ({ body, key }) => json(store().createKey(key.account, body.name)),
    deleteApiKey: ({ query, key }) => {
      store().deleteKey(key.account, query.name);
      return { status: 204 };
    },

    async forge({ operation, params, body, key }) {
      const { transaction, plan } = await chain().forge(
        String(operation.operationId),
        params,
        body,
      );
      const record = store().addForged(key, {
        requestBody: body,
        stakingIdentifier: plan.identifier,
        action: plan.action,
        subAction: plan.subAction,
        plan,
      });
      return json({ uuid: record.uuid, transaction });
    },

    broadcast,

    submitTransactionHash: async ({ body, key }) => {
      const record = await transaction(key, body.uuid);
      if (record.txHash === body.txHash) return json({ verified: record.verified });
      if (record.txHash)
        throw new Refused(
          'txHash',
          `Transaction ${record.uuid} already has the hash ${record.txHash}`,
        );
      if ((store().byHash.get(body.txHash) ?? []).length > 0)
        throw new Refused('txHash', 'txHash is already recorded on another transaction');
      if (!record.plan)
        throw new Refused('uuid', `Transaction ${record.uuid} was not forged by this API`);
      await chain().checkSubmittedHash(record.plan, body.txHash);
      record.plan.accept?.();
      store().send(record, body.txHash);
      return json({ verified: false });
    },

    getTransaction: async ({ query, key }) => {
      if ((query.uuid === undefined) === (query.txHash === undefined)) {
        throw new InvalidRequest(
          'uuid',
          'Give exactly one of the query parameters uuid and txHash',
        );
      }
      if (query.uuid !== undefined)
        return json(publicTransaction(await transaction(key, query.uuid)));
      const found = store().withHash(key.account, query.txHash);
      if (found.length === 0) throw new NotFound('txHash', `Transaction ${query.txHash} not found`);
      if (new Set(found.map((record) => record.stakingIdentifier)).size > 1)
        throw new Refused('txHash', 'txHash matches more than one transaction; use uuid');
      return json(publicTransaction(found[found.length - 1]));
    },

    getTotalEarnings: earnings('getTotalEarnings'),
    getTotalEarningsByWallet: earnings('getTotalEarningsByWallet'),
    getEarningsByDay: earnings('getEarningsByDay'),
    getEarningsByDayByWallet: earnings('getEarningsByDayByWallet'),
    getTotalStakingAmount: staking('getTotalStakingAmount', false),
    getStakingAmountByWallet: staking('getStakingAmountByWallet', true),
    getCurrentYield: async ({ query }) =>
      json(currentYield(query.stakingIdentifier, await chain().aprOf(query.stakingIdentifier))),
  };
}
