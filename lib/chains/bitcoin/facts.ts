// Bitcoin (BTC): one of the API's 42 staking identifiers, with no forge, broadcast or
// submitHash route. Plain data, as the other families' facts modules are.
import type { Token } from '../base/fact-types';

export const TOKEN: Token = /* @__PURE__ */ Object.freeze({
  symbol: 'BTC',
  decimals: 8,
  baseUnit: 'satoshi',
  source: 'https://github.com/bitcoin/bitcoin/blob/HEAD/src/consensus/amount.h',
});

/**
 * What the API offers for BTC: the yield call and the reporting calls name
 * it among the supported identifiers; no call forges, broadcasts or records a BTC transaction.
 */
export const OFFERED = /* @__PURE__ */ Object.freeze({
  operations: [
    'getCurrentYield',
    'getTotalEarnings',
    'getTotalEarningsByWallet',
    'getEarningsByDay',
    'getEarningsByDayByWallet',
    'getTotalStakingAmount',
    'getStakingAmountByWallet',
  ],
  text:
    'Reporting and the yield lookup only: GET /v1/yield/current?stakingIdentifier=BTC (404 ' +
    '"Yield for BTC not found, or is null" when the API has no figure) and the reporting ' +
    'calls; no forge, broadcast or submitHash route.',
  source: 'API',
});

/** There is no staking transaction to wait for: the yield call's figure, where there is one, is the API's. */
export const YIELD_MEANING =
  'The API answers the yield of BTC when it has one; the specification lists no BTC staking ' +
  'transaction, so how it is earned is outside this API.';

export const NAME = 'Bitcoin';
