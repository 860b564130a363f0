// The shapes of the chain facts: each family's facts module (lib/chains/<family>/facts.mjs), what
// its definition module gives the registry of them (FamilyFacts), and the identifiers index built
// from them (lib/chains/facts.mjs). Plain data, each fact group with the primary source it was read
// from. A fact that could not be confirmed from a primary source says so (`verified: false`) and
// names where to read it; a rule the API sets itself is marked as the API's choice.
/** @import { Fact, FactRow, Inline } from './fact-text.mjs' */

/**
 * The token an identifier stakes: its ticker, its decimals (main unit = 10^decimals base units)
 * and the name of its base unit, as the chain's transactions count amounts.
 * @typedef {object} Token
 * @property {string} symbol
 * @property {number} decimals
 * @property {string} baseUnit
 * @property {string} source
 */

/**
 * The network an identifier's transactions go to.
 * @typedef {object} Network
 * @property {string} name
 * @property {string} chainId The chain id the transactions carry (EIP-155 number, Cosmos chain-id, MultiversX chainID, genesis hash).
 * @property {string} source
 */

/**
 * A public explorer: the page of a transaction is `transactionUrl` followed by its hash.
 * @typedef {{ transactionUrl: string, source: string }} Explorer
 */

/**
 * How long unstaked tokens wait before they can be used, and what happens meanwhile.
 * @typedef {object} Timing
 * @property {'unbonding' | 'cooldown' | 'unlock' | 'exit queue' | 'deactivation'} kind
 * @property {string} period As a reader is told it ("21 days", "10 epochs of about 24 h").
 * @property {number | null} days About how many days; null when the chain does not fix it.
 * @property {string} meanwhile What the tokens do, and what the holder can do, in between.
 * @property {string} source
 * @property {boolean} verified False where no primary source confirmed it: read it where `readFrom` says.
 * @property {string} [readFrom] Where to read the current value on the chain.
 * @property {{ value: number, unit: 'epochs' | 'eras' | 'checkpoints' }} [count] The period in the chain's own unit, where it counts one.
 * @property {{ value: number, unit: 'blocks' | 'slots' | 'rounds' }} [epochLength] How long one of those epochs is.
 */

/**
 * A minimum or limit the chain (or the API) puts on amounts.
 * @typedef {object} Limit
 * @property {string} rule
 * @property {string} source A URL, or "API" for a rule the API sets itself.
 * @property {boolean} [verified]
 * @property {string} [multipleOfBaseUnits] Amounts must be a whole multiple of this many base units (an integer string).
 * @property {string} [minimum] The smallest amount, in the token's main unit (a decimal string).
 */

/**
 * How a forge answer is signed: the field of the answer, the formats offered, the libraries to
 * sign with (npm packages), and how the signed transaction reaches the chain.
 * @typedef {object} Signing
 * @property {string[]} formats
 * @property {{ name: string, package: string }[]} libraries
 * @property {'broadcast' | 'submitHash' | 'none'} send `broadcast`: through the API's broadcast call; `submitHash`: sent by the client, hash reported.
 * @property {string} encodedTransaction What `encodedTransaction` (broadcast) holds, or what the client sends itself.
 * @property {{ pattern?: string, base58Bytes?: number, text: string }} hash How the chain writes a transaction hash: a regular expression, or base58 of a number of bytes; and in words.
 */

/**
 * What the facts say of one staking identifier, as its family gives it (the identifiers index adds
 * its family and its operations).
 * @typedef {object} IdentifierEntry
 * @property {string} identifier
 * @property {string} name The chain (or protocol) as readers name it.
 * @property {string[]} aliases Other names readers search for it by.
 * @property {Token} token
 * @property {Network | null} network
 * @property {Explorer | null} explorer
 * @property {Timing | null} timing
 * @property {Limit[]} limits
 * @property {string} yieldMeaning How the APR of GET /v1/yield/current is earned and paid on this chain.
 * @property {{ operations: readonly string[], text: string, source: string }} [offered] What the API offers for an identifier without transaction calls (BTC).
 * @property {{ prefix: string, validatorPrefix: string }} [addresses] The bech32 prefixes of account and validator operator addresses, on a chain whose addresses carry one.
 * @property {boolean} [ethereumKeys] Whether its keys are Ethereum-style (ethsecp256k1, keccak256 hashing) on a chain whose addresses are bech32.
 */

/**
 * What only a family's chain page says of its identifiers, beside the facts every identifier has
 * (lib/chains/<family>/tables.mjs): each function answers for one of the family's identifiers or
 * operations, and is left out where the family has nothing to add.
 * @typedef {object} FamilySheet
 * @property {(identifier: string) => FactRow[]} [rows] The rows only this family's identifiers have, after the form of amounts.
 * @property {(identifier: string) => { text: string, source: string } | undefined} [status] Why a chain may not take transactions (a halted chain), warned of first.
 * @property {(identifier: string) => Inline[]} [otherNames] Said after the chain's name (" (also Cronos POS Chain)").
 * @property {(operationId: string) => Pick<Fact, 'text' | 'source'> | undefined} [builds] What a forge operation builds on the chain: the contract method, message, pool call or data field.
 */

/**
 * A family's facts (lib/chains/<family>/identifiers.mjs, which its definition loads), as the
 * identifiers index reads them.
 * @typedef {object} FamilyFacts
 * @property {number} position Where the API's list of staking identifiers (the description's StakingIdentifier) puts this family's identifiers: the families' identifiers come in turns, this family's in turn `position`, 1 first.
 * @property {readonly string[]} aliases Other names readers search the family's chains by, besides each chain's own.
 * @property {Signing | null} signing How its forge answers are signed and sent; null without transactions.
 * @property {string | null} sendOperation The call that sends its signed transactions (a broadcast call) or records one the client sent (submitHash).
 * @property {readonly IdentifierEntry[]} identifiers Its staking identifiers, in the order of the API's list.
 * @property {FamilySheet} sheet
 */

export {};
