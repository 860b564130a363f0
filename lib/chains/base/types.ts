// The typed API of the forge-answer checker, as far as every family's checker builds it (the check
// adds the rest, lib/chains/check/types.ts). Types only: the example programs and the package get
// the same declarations in check-transaction.d.mts, written from these files.

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
  kind: 'contract method' | 'message' | 'instruction' | 'call' | 'function call';
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
export type CheckStatus = 'matches' | 'state' | 'fee' | 'open' | 'absent' | 'differs';

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
export type Verdict = 'matches' | 'differs' | 'open' | 'unchecked';

/** How a part (a leaf of the decoded transaction) is explained. */
export type PartSource = 'request' | 'operation' | 'state' | 'fee' | 'open' | 'differs';

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
export type InspectErrorCode =
  | 'not-a-forge-answer'
  | 'shape-mismatch'
  | 'malformed'
  | 'too-large'
  | 'bad-request'
  | 'unknown-operation';
