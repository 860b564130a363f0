// check-transaction: checks a forge answer of the staking API against the request it was forged
// for, before you sign: every part of the transaction must be explained by the request, the
// operation, chain state or a fee within the chain's ceiling. Save check-transaction.mjs (and
// check-transaction.d.mts for TypeScript) next to your program and install the library of your chain:
//   Ethereum-type chains  npm install ethers
//   Solana                npm install @solana/web3.js
//   NEAR                  npm install @near-js/transactions @near-js/crypto
//   MultiversX            npm install @multiversx/sdk-core
//   Polkadot pools        npm install @polkadot/types @polkadot/types-support @polkadot/util @polkadot/util-crypto
//   Cosmos SDK chains     npm install cosmjs-types @cosmjs/encoding @cosmjs/amino @cosmjs/crypto @cosmjs/proto-signing @cosmjs/stargate ethers
// Only the library of the chain being checked is loaded. Written from the documentation's
// lib/chains (npm run generate:checker): edit that, not this file.
/** A forge request body: the JSON object that was posted to the forge call. */
export type ForgeRequest = Record<string, unknown>;
/** What to check: the forge answer, and what was asked for when it is known. */
export interface InspectInput {
	/** The forge answer (`{ uuid, transaction }`), or its `transaction` alone. */
	answer: unknown;
	/**
	 * The operation that was called, e.g. "forgeTendermintStake". Without it the operation is read
	 * from the transaction, and the verdict is at best "open": the reader confirms it.
	 */
	operationId?: string;
	/**
	 * The `{stakingIdentifier}` of a Tendermint route, e.g. "ATOM". Read from the request's address
	 * prefix, else the chain id, when left out.
	 */
	stakingIdentifier?: string;
	/** The request body that was sent. Without it the transaction is decoded but not compared. */
	request?: ForgeRequest;
	/** The time of the check (default: now); an auto-restake grant's default expiry is one year after the forge. */
	now?: Date;
	/**
	 * Chain state you read from the network yourself: the check holds the transaction to each value
	 * given. Without it, each chain-state row says what the value must be, for you to confirm.
	 */
	chainState?: ChainState;
}
/**
 * Chain state the caller read, each value as a string (numbers in decimal, never a JS number).
 * A value that does not concern the answer's chain is ignored.
 */
export interface ChainState {
	/** Your account's next nonce (EVM, MultiversX) or next sequence (Cosmos chains). */
	nonce?: string;
	/** Cosmos chains: your account number. */
	accountNumber?: string;
	/** Solana: a recent block hash you read (base58), which the transaction must carry. */
	recentBlockhash?: string;
	/**
	 * Solana: the last block height at which recentBlockhash is valid, as getLatestBlockhash gives
	 * it with the hash (lastValidBlockHeight): the transaction can be sent until then, not after.
	 */
	lastValidBlockHeight?: string;
	/**
	 * What a request without an amount moves ("everything"), in base units: your Solana stake
	 * account's balance in lamports, or what is left in a CXT unstaking entry in wei.
	 */
	wholeAmount?: string;
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
	/** False when no forge call of the API makes this method, message, instruction or call. */
	known: boolean;
	details: Detail[];
}
/** What the transaction says, in plain words, as its family's checker reads it. */
export interface TransactionSummary {
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
	/** Fee, gas limit and prices, in the chain's main unit, with the ceiling the check holds them to. */
	fee: Detail[];
	/** What makes the transaction go stale: nonce, sequence, recent blockhash, mortal era, expiration. */
	staleness: Detail[];
}
/**
 * How one row of the check came out:
 * - matches: the transaction holds what the request forges (or what the operation fixes);
 * - state: chain state the answer may carry (nonce, sequence, account number, blockhash, ...), of
 *   its type and in its range;
 * - fee: a fee, gas limit or gas price within the ceiling the check states for the chain;
 * - open: a value the transaction carries only as an id or a chain-state figure that cannot be checked
 *   offline: confirm it as the note says before signing;
 * - absent: a request value this chain's transaction does not carry (the note says why);
 * - differs: not what the request forges: do not sign.
 */
export type CheckStatus = "matches" | "state" | "fee" | "open" | "absent" | "differs";
export interface Check {
	/**
	 * The request field ("validatorAddress"), the part of the transaction ("to", "instructions[1]"),
	 * "operation" or "transaction".
	 */
	field: string;
	/** Plain words: "Validator", "Max fee per gas". */
	label: string;
	status: CheckStatus;
	/** What the request forges, or the bound a state or fee value must keep. */
	expected?: string;
	/** The value in the transaction. */
	actual?: string;
	note?: string;
	/** The parts of the transaction the row covers (paths as `Part.path` names them). */
	parts?: string[];
}
/**
 * - matches: every part of the transaction is explained by the request, the operation, allowed
 *   chain state or a fee within its ceiling;
 * - differs: at least one part is not: do not sign;
 * - open: nothing differs, but a value must be confirmed first (see the rows whose status is open);
 * - unchecked: decoded only, no request to compare with.
 */
export type Verdict = "matches" | "differs" | "open" | "unchecked";
/** How a part (a leaf of the decoded transaction) is explained. */
export type PartSource = "request" | "operation" | "state" | "fee" | "open" | "differs";
/** One part of the transaction: a field, an argument, an account, a byte string, a number. */
export interface Part {
	/** Where it sits: "to", "data.args._amount", "signDirect.body.messages[0].value.amount.amount". */
	path: string;
	label: string;
	value: string;
	source: PartSource;
	/** For source "request": the request field it comes from. */
	field?: string;
}
/**
 * Values the caller read on the chain, keyed by an open row's field (`{ validatorId: '42' }`).
 * assertSafeToSign accepts an open verdict only when every open row has one, equal to its value.
 */
export type ConfirmedValues = Readonly<Record<string, string>>;
/**
 * Why an answer could not be checked at all:
 * - not-a-forge-answer: not an object with a `transaction` of one of the shapes the forge calls answer with;
 * - shape-mismatch: a transaction of another chain than the operation or staking identifier;
 * - malformed: the transaction's bytes, hex, base64 or fields do not decode (truncated, cut off, wrong type);
 * - too-large: larger than any transaction of the API can be, refused before decoding;
 * - bad-request: the request is not a JSON object, or not one the operation accepts;
 * - unknown-operation: an operationId or stakingIdentifier that is not a forge call of the API.
 */
export type InspectErrorCode = "not-a-forge-answer" | "shape-mismatch" | "malformed" | "too-large" | "bad-request" | "unknown-operation";
/** The encoding of a field of a forge answer that holds bytes. */
export type Encoding = "hex" | "base64";
/** How large a forge answer of the family can be, checked before it is decoded. */
export interface SizeLimit {
	/** At most this many characters of the transaction object as JSON. */
	json: number;
	/** The field whose bytes are decoded, and at most how many bytes it may hold once decoded. */
	bytes?: {
		field: string;
		max: number;
		encoding: Encoding;
		why: string;
	};
}
/**
 * A forge operation as the one table of every family's operations holds it (lib/chains/operations.ts):
 * its row, with its family, and `fields` split into the required fields and the optional ones.
 */
export interface ForgeOperationOf<Family extends string> {
	family: Family;
	/** The staking identifier; undefined where the route serves several (`{stakingIdentifier}`). */
	identifier: string | undefined;
	action: string;
	subAction?: string;
	/** The request fields the operation requires. */
	required: readonly string[];
	/** The request fields it accepts besides them. */
	optional: readonly string[];
}
// The families of lib/chains/registry.ts the API forges for, written by scripts/examples/checker-bundle.mjs.
export type ForgeFamily = "evm" | "solana" | "near" | "multiversx" | "polkadot" | "tendermint";
/**
 * The chain families the check knows, each with its own transaction shape: every family of the
 * registry the API forges for.
 */
export type ChainFamily = ForgeFamily;
/** A forge operation of the API: its family, staking identifier, action and the fields of its request. */
export type ForgeOperation = ForgeOperationOf<ChainFamily>;
/** What the transaction says, in plain words. */
export interface DecodedTransaction extends TransactionSummary {
	family: ChainFamily;
}
export interface Inspection {
	/** The operation checked against: the one given, else the one the transaction looks like (undefined if none). */
	operationId: string | undefined;
	/** True when operationId was read from the transaction rather than given. */
	operationDetected: boolean;
	/** The staking identifier the transaction is for ("POL", "ATOM", "SOL", ...), when it is known. */
	stakingIdentifier: string | undefined;
	decoded: DecodedTransaction;
	checks: Check[];
	/** Every part of the transaction and what explains it (empty without a request). */
	parts: Part[];
	verdict: Verdict;
}
/** An answer or request that cannot be decoded at all; `message` says why in plain words. */
export declare class InspectError extends Error {
	readonly code: InspectErrorCode;
	constructor(code: InspectErrorCode, message: string);
}
export declare const SIZE_LIMITS: Readonly<Record<ChainFamily, SizeLimit>>;
/**
 * Every forge operation of the API (the one table, lib/chains/operations.ts), as the check reads a
 * request against it.
 */
export declare const FORGE_OPERATIONS: Readonly<Record<string, ForgeOperation>>;
/**
 * Each family's shape as a reader is told it, the library that decodes it, and the npm packages its
 * checker loads: the chain's library, which both decodes the answer and rebuilds the transaction
 * with the API's own forge code (the only packages a program needs installed for that chain).
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
/**
 * Starts loading a family's checker and its chain library (the page calls this once the shape is
 * known); a name that is not a family of the check loads nothing.
 */
export declare function preloadChecker(family: ChainFamily): Promise<unknown>;
/** The verdict of a list of checks: differs, else open, else matches (unchecked without a request). */
export declare function verdictOf(checks: Check[], hasRequest: boolean): Verdict;
/**
 * Decodes a forge answer with its chain's library and, given the request, accounts for every part
 * of the transaction: what the API's forge makes of the request, chain state within its range, a
 * fee within its ceiling, or open. Throws InspectError when the answer or the request cannot be
 * checked at all; never another error.
 */
export declare function inspectForge(input: InspectInput): Promise<Inspection>;
/** A forge answer that is not what was asked for, or holds a value to confirm first; `inspection` holds every check. */
export declare class ForgeCheckError extends Error {
	readonly inspection: Inspection;
	constructor(inspection: Inspection);
}
/**
 * For programs: checks the answer against the request and the operation that was called, and
 * returns the inspection when every part of the transaction is explained. An open verdict (values
 * that cannot be checked offline) passes only when `confirmed` holds, for every open row's field,
 * the value the caller read on the chain, equal to the row's value; otherwise, and whenever a part
 * differs, it throws ForgeCheckError. It throws InspectError when the answer or the request cannot
 * be checked.
 */
export declare function assertSafeToSign(input: InspectInput & {
	operationId: string;
	request: ForgeRequest;
	confirmed?: ConfirmedValues;
}): Promise<Inspection>;
/** One check as a line of text: "  Validator: matches (cosmosvaloper1…)". */
export declare function describeCheck(check: Check): string;
/**
 * Two lines for a program's output: what the transaction does, and how the check came out:
 * "/cosmos.staking.v1beta1.MsgDelegate, 25 ATOM (25000000 uatom), Validator: cosmosvaloper1…"
 * and "Checked against the request: all 64 parts explained (12 from the request, …)."
 */
export declare function summarizeInspection(inspection: Inspection): string;
/** The verdict, the decoded transaction and each check, as lines of text for a terminal. */
export declare function formatInspection(inspection: Inspection): string;
/** What the command reads and writes through: the package's bin passes Node's. */
export interface CommandIo {
	/** A file's text; rejects for a file that cannot be read or is larger than MAX_INPUT_BYTES. */
	readFile(path: string): Promise<string>;
	/** Standard input's text, likewise bounded. */
	readStdin(): Promise<string>;
	out(text: string): void;
	err(text: string): void;
}
/** The most the command reads from one file or standard input (every check's own limits are far lower). */
export declare const MAX_INPUT_BYTES: number;
/** The exit codes: 0 only when every part of the transaction is explained. */
export declare const EXIT_CODES: Readonly<{
	/** Every part of the transaction is explained by the request: safe to sign. */
	matches: 0;
	/** A part is not what the request forges: do not sign. */
	differs: 1;
	/** Nothing differs, but a value must be confirmed first (or the operation was not given). */
	open: 2;
	/** The input could not be checked: a usage error, a file that cannot be read, not JSON, the check's own error. */
	badInput: 3;
}>;
/** Runs the command; resolves to its exit code. */
export declare function runCommand(args: string[], io: CommandIo): Promise<number>;

export {};
