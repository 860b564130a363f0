// The chain families of the API, each in its folder lib/chains/<family>/, whose definition module
// (index.ts) says everything of it that code outside the folder reads. Every list of families is
// derived from here: the family types below, the forge operations (operations.ts), the
// identifiers index (facts.ts), the transaction check's shapes and loaders (check/), the chain
// pages' tables (tables/), the MCP server's chain list, the checker bundle's families and the
// sandbox's. Adding a family is its folder and a line here.
import { definition as bitcoin } from './bitcoin/index';
import { definition as evm } from './evm/index';
import { definition as multiversx } from './multiversx/index';
import { definition as near } from './near/index';
import { definition as polkadot } from './polkadot/index';
import { definition as solana } from './solana/index';
import { definition as tendermint } from './tendermint/index';
import type { ForgeFamilyDefinition } from './base/definition';

/**
 * The families, in the order the API reference lists them, each by its definition: its name and a
 * loader of its facts, and for a family with forge calls, the shape of its forge answer, its forge
 * operations and loaders of its check, its forge and its check of signed transactions. Nothing
 * else of a family is loaded by importing it: the browser reads it to tell an answer's chain before
 * loading that chain's library.
 */
export const FAMILIES = { evm, solana, near, multiversx, polkadot, tendermint, bitcoin };

/** A chain family: the name of its folder under lib/chains and of its chain page. */
export type Family = keyof typeof FAMILIES;

/** A family the API forges transactions for (every family but those it only reports on). */
export type ForgeFamily = {
  [F in Family]: (typeof FAMILIES)[F] extends ForgeFamilyDefinition ? F : never;
}[Family];

/** The npm packages of the families' chain libraries, each once, in the order of the registry. */
export function chainLibraries(): string[] {
  const packages = Object.values(FAMILIES).flatMap((definition) =>
    'answer' in definition ? definition.answer.packages : [],
  );
  return [...new Set(packages)];
}
