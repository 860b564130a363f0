/**
 * Read the current yield (APR, in percent) of one chain.
 *
 * Save `staking-api.ts`, the small client every example shares, next to it.
 *
 *   STAKING_API_KEY=...  npx tsx yield.ts ATOM
 */
import type { components, paths } from './api-types';
import { ApiError, request } from './staking-api';

type StakingIdentifier = components['schemas']['StakingIdentifier'];
type YieldCall = paths['/v1/yield/current']['get'];
type YieldAnswer = YieldCall['responses'][200]['content']['application/json'];

// #region yield
/** The APR in percent, or null when the API knows no yield for this chain right now (404). */
async function currentYield(stakingIdentifier: StakingIdentifier): Promise<number | null> {
  const query = new URLSearchParams({ stakingIdentifier });
  try {
    return await request<YieldAnswer>(`/v1/yield/current?${query}`, { method: 'GET' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
// #endregion yield

async function main(): Promise<void> {
  const identifier = (process.argv[2] ?? 'ATOM') as StakingIdentifier;
  const apr = await currentYield(identifier);
  if (apr === null) console.log(`No yield known for ${identifier} right now.`);
  else console.log(`${identifier}: ${apr} % APR`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
