// The shapes of the chain facts: each family's facts module (lib/chains/<family>/facts.ts), what
// its definition module gives the registry of them (FamilyFacts), and the identifiers index built
// from them (lib/chains/facts.ts). Plain data, each fact group with the primary source it was read
// from. A fact that could not be confirmed from a primary source says so (`verified: false`) and
// names where to read it; a rule the API sets itself is marked as the API's choice.
import type { Fact, FactRow, Inline } from './fact-text';

/**
 * The token an identifier stakes: its ticker, its decimals (main unit = 10^decimals base units)
 * and the name of its base unit, as the chain's transactions count amounts.
 */
export interface Token {
  symbol: string;
  decimals: number;
  baseUnit: string;
  source: string;
}

/** The network an identifier's transactions go to. */
export interface Network {
  name: string;
  /** The chain id the transactions carry (EIP-155 number, Cosmos chain-id, MultiversX chainID, genesis hash). */
  chainId: string;
  source: string;
}

/** A public explorer: the page of a transaction is `transactionUrl` followed by its hash. */
export type Explorer = { transactionUrl: string; source: string };

/** How long unstaked tokens wait before they can be used, and what happens meanwhile. */
export interface Timing {
  kind: 'unbonding' | 'cooldown' | 'unlock' | 'exit queue' | 'deactivation';
  /** As a reader is told it ("21 days", "10 epochs of about 24 h"). */
  period: string;
  /** About how many days; null when the chain does not fix it. */
  days: number | null;
  /** What the tokens do, and what the holder can do, in between. */
  meanwhile: string;
  source: string;
  /** False where no primary source confirmed it: read it where `readFrom` says. */
  verified: boolean;
  /** Where to read the current value on the chain. */
  readFrom?: string;
  /** The period in the chain's own unit, where it counts one. */
  count?: { value: number; unit: 'epochs' | 'eras' | 'checkpoints' };
  /** How long one of those epochs is. */
  epochLength?: { value: number; unit: 'blocks' | 'slots' | 'rounds' };
}

/** A minimum or limit the chain (or the API) puts on amounts. */
export interface Limit {
  rule: string;
  /** A URL, or "API" for a rule the API sets itself. */
  source: string;
  verified?: boolean;
  /** Amounts must be a whole multiple of this many base units (an integer string). */
  multipleOfBaseUnits?: string;
  /** The smallest amount, in the token's main unit (a decimal string). */
  minimum?: string;
}

/**
 * How a forge answer is signed: the field of the answer, the formats offered, the libraries to
 * sign with (npm packages), and how the signed transaction reaches the chain.
 */
export interface Signing {
  formats: string[];
  libraries: { name: string; package: string }[];
  /** `broadcast`: through the API's broadcast call; `submitHash`: sent by the client, hash reported. */
  send: 'broadcast' | 'submitHash' | 'none';
  /** What `encodedTransaction` (broadcast) holds, or what the client sends itself. */
  encodedTransaction: string;
  /** How the chain writes a transaction hash: a regular expression, or base58 of a number of bytes; and in words. */
  hash: { pattern?: string; base58Bytes?: number; text: string };
}

/**
 * What the facts say of one staking identifier, as its family gives it (the identifiers index adds
 * its family and its operations).
 */
export interface IdentifierEntry {
  identifier: string;
  /** The chain (or protocol) as readers name it. */
  name: string;
  /** Other names readers search for it by. */
  aliases: string[];
  token: Token;
  network: Network | null;
  explorer: Explorer | null;
  timing: Timing | null;
  limits: Limit[];
  /** How the APR of GET /v1/yield/current is earned and paid on this chain. */
  yieldMeaning: string;
  /** What the API offers for an identifier without transaction calls (BTC). */
  offered?: { operations: readonly string[]; text: string; source: string };
  /** The bech32 prefixes of account and validator operator addresses, on a chain whose addresses carry one. */
  addresses?: { prefix: string; validatorPrefix: string };
  /** Whether its keys are Ethereum-style (ethsecp256k1, keccak256 hashing) on a chain whose addresses are bech32. */
  ethereumKeys?: boolean;
}

/**
 * What only a family's chain page says of its identifiers, beside the facts every identifier has
 * (lib/chains/<family>/tables.ts): each function answers for one of the family's identifiers or
 * operations, and is left out where the family has nothing to add.
 */
export interface FamilySheet {
  /** The rows only this family's identifiers have, after the form of amounts. */
  rows?: (identifier: string) => FactRow[];
  /** Why a chain may not take transactions (a halted chain), warned of first. */
  status?: (identifier: string) => { text: string; source: string } | undefined;
  /** Said after the chain's name (" (also Cronos POS Chain)"). */
  otherNames?: (identifier: string) => Inline[];
  /** What a forge operation builds on the chain: the contract method, message, pool call or data field. */
  builds?: (operationId: string) => Pick<Fact, 'text' | 'source'> | undefined;
}

/**
 * A family's facts (lib/chains/<family>/identifiers.ts, which its definition loads), as the
 * identifiers index reads them.
 */
export interface FamilyFacts {
  /**
   * Where the API's list of staking identifiers (the description's StakingIdentifier) puts this
   * family's identifiers: the families' identifiers come in turns, this family's in turn
   * `position`, 1 first.
   */
  position: number;
  /** Other names readers search the family's chains by, besides each chain's own. */
  aliases: readonly string[];
  /** How its forge answers are signed and sent; null without transactions. */
  signing: Signing | null;
  /** The call that sends its signed transactions (a broadcast call) or records one the client sent (submitHash). */
  sendOperation: string | null;
  /** Its staking identifiers, in the order of the API's list. */
  identifiers: readonly IdentifierEntry[];
  sheet: FamilySheet;
}

export {};
