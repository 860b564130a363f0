// The facts of the staking identifier of a family with one chain (NEAR, EGLD, SOL, DOT), as its
// facts module states them one by one.
import type { Explorer, IdentifierEntry, Limit, Network, Timing, Token } from './fact-types';
export function singleChain(
  identifier: string,
  facts: {
    NAME: string;
    TOKEN: Token;
    NETWORK: Network;
    EXPLORER: Explorer;
    TIMING: Timing;
    LIMITS: readonly Limit[];
    YIELD_MEANING: string;
  },
): IdentifierEntry {
  return {
    identifier,
    name: facts.NAME,
    aliases: [],
    token: facts.TOKEN,
    network: facts.NETWORK,
    explorer: facts.EXPLORER,
    timing: facts.TIMING,
    limits: [...facts.LIMITS],
    yieldMeaning: facts.YIELD_MEANING,
  };
}
