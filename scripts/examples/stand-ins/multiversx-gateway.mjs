/**
 * The MultiversX part of the RPC stand-in: the gateway's REST calls that sdk-core's
 * ProxyNetworkProvider makes for egld-delegation-example, answered from the sandbox's chain
 * state in the gateway's answer shape ({ data, error, code }). Nothing is sent through it: the
 * program broadcasts through the API, and transaction/send is not among these calls.
 *
 * GET  /address/<erd1…>  the account: nonce and balance
 * POST /vm-values/query  the delegation contract's views getUserActiveStake, getClaimableRewards
 *                        and getUserUnDelegatedList (each undelegation's amount, then the epochs
 *                        it still has to wait, 0 when it can be withdrawn), as the contract
 *                        answers them: big-endian integers, base64; a wallet that never delegated
 *                        to the contract gets its "user error".
 */
import { Address } from '@multiversx/sdk-core';
import { UNBOND_PERIOD_EPOCHS } from '../../sandbox/chains/multiversx.mjs';
/** @import { SandboxChain } from '../../sandbox/chain.mjs' */
/** @import { Unbonding } from '../../sandbox/ledger.mjs' */

/** An unsigned integer as the contract returns it: big-endian bytes, none for 0, in base64. @param {bigint} value */
function returnData(value) {
  if (value === 0n) return '';
  const hex = value.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex').toString('base64');
}

/**
 * Epochs an undelegation still has to wait before it can be withdrawn (0: it can be withdrawn).
 * @param {Unbonding} undelegation
 * @param {number} currentEpoch
 */
export function remainingEpochs(undelegation, currentEpoch) {
  if (undelegation.epoch === undefined) return undelegation.claimable ? 0 : UNBOND_PERIOD_EPOCHS;
  return Math.max(0, UNBOND_PERIOD_EPOCHS - (currentEpoch - undelegation.epoch));
}

/**
 * The gateway's answers: `handle(method, path, body)` returns { status, body }.
 * @param {() => SandboxChain} chain the sandbox's chain, read at each call
 */
export function multiversxGateway(chain) {
  const ok = (/** @type {unknown} */ data) => ({
    status: 200,
    body: { data, error: '', code: 'successful' },
  });
  const failed = (/** @type {number} */ status, /** @type {string} */ error) => ({
    status,
    body: { data: null, error, code: 'bad_request' },
  });

  /** @type {Record<string, (wallet: string, provider: string) => bigint[]>} */
  const views = {
    getUserActiveStake: (wallet, provider) => [chain().ledger.staked('EGLD', wallet, provider)],
    getClaimableRewards: (wallet, provider) => [chain().ledger.rewards('EGLD', wallet, provider)],
    getUserUnDelegatedList: (wallet, provider) => {
      const epoch = chain().state.multiversx.epoch;
      const undelegations = (chain().ledger.accounts.EGLD?.[wallet]?.unbonding ?? []).filter(
        (entry) => entry.validator === provider,
      );
      return undelegations.flatMap((entry) => [
        entry.amount,
        BigInt(remainingEpochs(entry, epoch)),
      ]);
    },
  };

  /**
   * Whether the wallet ever delegated to the provider: the contract keeps data for it. @param
   * {string} wallet @param {string} provider
   */
  function isDelegator(wallet, provider) {
    const account = chain().ledger.accounts.EGLD?.[wallet];
    return Boolean(
      account &&
      (account.staked.has(provider) ||
        account.rewards.has(provider) ||
        account.unbonding.some((entry) => entry.validator === provider)),
    );
  }

  /** @param {{ scAddress?: string, funcName?: string, args?: string[] }} query */
  function runQuery(query) {
    const view =
      query.funcName && Object.hasOwn(views, query.funcName) ? views[query.funcName] : null;
    if (!view)
      return failed(
        400,
        `executeQuery: this stand-in answers ${Object.keys(views).join(', ')} only`,
      );
    const provider = String(query.scAddress);
    if (!chain().state.multiversx.providers.includes(provider))
      return failed(400, `executeQuery: ${provider} is not a delegation contract in the sandbox`);
    if (query.args?.length !== 1)
      return ok({
        data: {
          returnData: null,
          returnCode: 'user error',
          returnMessage: 'invalid number of arguments',
        },
      });
    const wallet = Address.newFromHex(query.args[0]).toBech32();
    if (!isDelegator(wallet, provider)) {
      return ok({
        data: {
          returnData: null,
          returnCode: 'user error',
          returnMessage: 'view function works only for existing delegators',
        },
      });
    }
    return ok({
      data: {
        returnData: view(wallet, provider).map(returnData),
        returnCode: 'ok',
        returnMessage: '',
      },
      blockInfo: {},
    });
  }

  return {
    /**
     * @param {string} method
     * @param {string} path the path under the gateway's root
     * @param {any} body
     */
    handle(method, path, body) {
      const account = /^\/address\/(erd1[0-9a-z]+)$/.exec(path);
      if (method === 'GET' && account) {
        const address = account[1];
        const balance = chain().ledger.account('EGLD', address).balance;
        const nonce = chain().state.multiversx.nonces[address] ?? 0;
        return ok({
          account: {
            address,
            nonce,
            balance: balance.toString(),
            username: '',
            code: '',
            codeHash: null,
            rootHash: null,
            codeMetadata: null,
            developerReward: '0',
            ownerAddress: '',
          },
        });
      }
      if (method === 'POST' && path === '/vm-values/query') return runQuery(body ?? {});
      return failed(
        404,
        `this stand-in answers GET /address/<address> and POST /vm-values/query only, not ${method} ${path}`,
      );
    },
  };
}
