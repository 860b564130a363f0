/**
 * Read the current yield (APR, in percent) of one chain.
 *
 *   STAKING_API_KEY=...  npx tsx yield.ts ATOM
 */
import type { components, paths } from './api-types';

const API_URL = process.env.STAKING_API_URL ?? 'https://api.staking-api.example';
const API_KEY = process.env.STAKING_API_KEY ?? ''; // from your secret store, never in the code

type StakingIdentifier = components['schemas']['StakingIdentifier'];
type YieldCall = paths['/v1/yield/current']['get'];
type YieldAnswer = YieldCall['responses'][200]['content']['application/json'];

// #region yield
/** The APR in percent, or null when the API knows no yield for this chain right now (404). */
async function currentYield(stakingIdentifier: StakingIdentifier): Promise<number | null> {
  const query = new URLSearchParams({ stakingIdentifier });
  const response = await fetch(`${API_URL}/v1/yield/current?${query}`, {
    headers: { 'api-key': API_KEY },
  });
  if (response.status === 404) return null;
  if (!response.ok) {
    const error = (await response.json()) as components['schemas']['Error'];
    throw new Error(`${error.status}: ${error.message}`);
  }
  const apr: YieldAnswer = await response.json();
  return apr;
}
// #endregion yield

async function main(): Promise<void> {
  if (!API_KEY) throw new Error('Set STAKING_API_KEY.');
  const identifier = (process.argv[2] ?? 'ATOM') as StakingIdentifier;
  const apr = await currentYield(identifier);
  if (apr === null) console.log(`No yield known for ${identifier} right now.`);
  else console.log(`${identifier}: ${apr} % APR`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
