// check-transaction: decodes a forge answer of the staking API with its chain's own library and
// checks it against the forge request, before you sign. Save check-transaction.mjs (and
// check-transaction.d.mts for TypeScript) next to your program and install the library of your chain:
//   Ethereum-type chains  npm install ethers
//   Cosmos SDK chains     npm install cosmjs-types @cosmjs/encoding @cosmjs/amino @cosmjs/crypto
//   Solana                npm install @solana/web3.js
//   NEAR                  npm install @near-js/transactions @near-js/crypto
//   Polkadot pools        npm install @polkadot/types @polkadot/types-support @polkadot/util
//   MultiversX            npm install @multiversx/sdk-core
// Only the library of the chain being checked is loaded. Written from the documentation's
// lib/inspect (npm run generate:checker): edit that, not this file.
/** The chain families of spec §3, each with its own transaction shape. */
export type ChainFamily = "evm" | "tendermint" | "solana" | "near" | "polkadot" | "multiversx";
/** A forge request body: the JSON object that was posted to the forge call. */
export type ForgeRequest = Record<string, unknown>;
/** What to check: the forge answer, and what was asked for when it is known. */
export interface InspectInput {
	/** The forge answer (`{ uuid, transaction }`), or its `transaction` alone. */
	answer: unknown;
	/** The operation that was called, e.g. "forgeTendermintStake". Detected from the transaction when left out. */
	operationId?: string;
	/** The `{stakingIdentifier}` of a Tendermint route, e.g. "ATOM". Read from the request's address prefix, else the chain id, when left out. */
	stakingIdentifier?: string;
	/** The request body that was sent. Without it the transaction is decoded but not compared. */
	request?: ForgeRequest;
}
/** An amount in the chain's main unit and in its base unit (both decimal strings; base units are never a JS number). */
export interface Amount {
	/** "25" */
	value: string;
	/** "ATOM" */
	unit: string;
	/** "25000000" */
	base: string;
	/** "uatom" */
	baseUnit: string;
}
/** One labelled value of the decoded transaction. */
export interface Detail {
	label: string;
	value: string;
	/** Set when the value is an amount. */
	amount?: Amount;
}
/** An action the transaction performs: a contract method, a message, an instruction, a call or a function call. */
export interface Action {
	kind: "contract method" | "message" | "instruction" | "call" | "function call";
	/** "buyVoucherPOL", "/cosmos.staking.v1beta1.MsgDelegate", "Stake: Delegate", "nominationPools.join" */
	name: string;
	/** False when this checker does not know the method, message, instruction or call. */
	known: boolean;
	details: Detail[];
}
/** What the transaction says, in plain words. */
export interface DecodedTransaction {
	family: ChainFamily;
	/** The field of `transaction` that was decoded: "serializedUnsignedTx", "signDirect", "hash", ... */
	shape: string;
	/** The library that decoded it, e.g. "ethers 6". */
	decodedWith: string;
	/** Chain and network: chain id, genesis or network, or why the transaction does not name one. */
	network: Detail[];
	/** Who signs; the value says so when an unsigned transaction of this chain names no signer. */
	signer: Detail;
	/** Who pays the fee. */
	feePayer: Detail;
	actions: Action[];
	/** Validator, pool, vault or delegation contract. */
	validator?: Detail;
	/** The amount staked, unstaked or withdrawn. */
	amount?: Detail;
	/** Fee, gas limit and prices. */
	fee: Detail[];
	/** What makes the transaction go stale: nonce, sequence, recent blockhash, mortal era, expiration. */
	staleness: Detail[];
}
/**
 * - matches: the transaction says what the request asked for;
 * - differs: it says something else: do not sign;
 * - absent: this transaction does not carry that value (the note says why);
 * - not-given: the request did not give the value, so it was not compared.
 */
export type CheckStatus = "matches" | "differs" | "absent" | "not-given";
export interface Check {
	/** The request field compared ("validatorAddress"), or what a check of the transaction itself is about ("operation", "chain", "unsigned"). */
	field: string;
	/** Plain words: "Validator", "Fee payer". */
	label: string;
	/** The value the request asked for (or the operation requires). */
	expected?: string;
	/** The value in the transaction. */
	actual?: string;
	status: CheckStatus;
	note?: string;
	/** For a Tendermint answer: the signing format the value was read from, when it is not signDirect. */
	variant?: string;
}
/**
 * - matches: every check matches (or the transaction does not carry the value);
 * - differs: at least one check differs: do not sign;
 * - incomplete: nothing differs, but the request left out values the operation uses;
 * - unchecked: decoded only, no request to compare with.
 */
export type Verdict = "matches" | "differs" | "incomplete" | "unchecked";
export interface Inspection {
	/** The operation checked against: the one given, else the one the transaction looks like (undefined if none). */
	operationId: string | undefined;
	/** True when operationId was read from the transaction rather than given. */
	operationDetected: boolean;
	/** The staking identifier the transaction is for ("POL", "ATOM", "SOL", ...), when it is known. */
	stakingIdentifier: string | undefined;
	decoded: DecodedTransaction;
	checks: Check[];
	verdict: Verdict;
}
/**
 * Why an answer could not be decoded at all:
 * - not-a-forge-answer: not an object with a `transaction` of one of the shapes of spec §3;
 * - shape-mismatch: a transaction of another chain than the operation or staking identifier;
 * - malformed: the transaction's bytes, hex, base64 or fields do not decode (truncated, cut off, wrong type);
 * - bad-request: the request is not a JSON object, or a value in it is not of its type;
 * - unknown-operation: an operationId or stakingIdentifier that is not a forge call of the API.
 */
export type InspectErrorCode = "not-a-forge-answer" | "shape-mismatch" | "malformed" | "bad-request" | "unknown-operation";
/** An answer or request that cannot be decoded at all; `message` says why in plain words. */
export declare class InspectError extends Error {
	readonly code: InspectErrorCode;
	constructor(code: InspectErrorCode, message: string);
}
export declare function isOperationFact(field: string): boolean;
export interface ForgeOperation {
	family: ChainFamily;
	/** The staking identifier; undefined for the Tendermint routes, which serve 33 of them. */
	identifier: string | undefined;
}
export declare const FORGE_OPERATIONS: Readonly<Record<string, ForgeOperation>>;
/**
 * Each family's shape (spec §3) as a reader is told it, the library that decodes it, and the npm
 * packages its checker loads (the only ones a program needs installed for that chain).
 */
export declare const SHAPES: Readonly<Record<ChainFamily, {
	name: string;
	described: string;
	library: string;
	packages: readonly string[];
}>>;
/**
 * The family and the transaction object of a forge answer, without loading any chain library.
 * Accepts the whole answer (`{ uuid, transaction }`) or its `transaction` alone. Checks the
 * encoding of the shape's main field (hex, base64), so a cut-off paste is named at once.
 */
export declare function detectShape(answer: unknown): {
	family: ChainFamily;
	transaction: Record<string, unknown>;
};
/** The family a forge operation's answer belongs to, or undefined for an unknown operation. */
export declare function familyOfOperation(operationId: string): ChainFamily | undefined;
/** Starts loading a family's checker and its chain library (the page calls this once the shape is known). */
export declare function preloadChecker(family: ChainFamily): Promise<unknown>;
/**
 * Decodes a forge answer with its chain's library and, given the request, checks each field
 * (delegator = signer, validator, amount, beneficiary, chain, the operation itself). Throws
 * InspectError when the answer or the request cannot be read at all.
 */
export declare function inspectForge(input: InspectInput): Promise<Inspection>;
/** A forge answer that is not what was asked for; `inspection` holds every check. */
export declare class ForgeCheckError extends Error {
	readonly inspection: Inspection;
	constructor(inspection: Inspection);
}
/**
 * For programs: checks the answer against the request and returns the inspection, or throws
 * ForgeCheckError when any check differs or a value the operation uses is not in the request.
 */
export declare function assertSafeToSign(input: InspectInput & {
	operationId: string;
	request: ForgeRequest;
}): Promise<Inspection>;
/** One check as a line of text: "Validator: matches (cosmosvaloper1…)". */
export declare function describeCheck(check: Check): string;
/**
 * Two lines for a program's output: what the transaction does, and how the checks came out:
 * "/cosmos.staking.v1beta1.MsgDelegate, 25 ATOM (25000000 uatom), Validator: cosmosvaloper1…"
 * and "Checked against the request: 8 match, 0 differ."
 */
export declare function summarizeInspection(inspection: Inspection): string;
/** A short text summary for a terminal: the action, amount and validator, then each check. */
export declare function formatInspection(inspection: Inspection): string;

export {};
