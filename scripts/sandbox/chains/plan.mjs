// What the sandbox's chain keeps of a forge: the operation, the transaction answered, and what the
// transaction does once it is sent (accept: the node takes it, as a nonce or sequence moves on)
// and once it settles (apply: its effect on the ledger). Each family's module builds it.
/** @import { Effect, Ledger, LedgerAccount } from '../ledger.mjs' */
/** @import { FamilySnapshot } from '../snapshot.mjs' */
/** @import { ForgeRequest } from '../../../lib/chains/base/forge-request' */
/** @import { Signed, SignedEvm } from '../../examples/sign.mjs' */

/**
 * The forge answer's `transaction`, in its family's shape: the family's forge (lib/chains/<family>/
 * forge.ts) types it, and the family's module reads it as that.
 * @typedef {object} ForgeAnswer
 */

/**
 * The chain families of the forge calls, each with its module under lib/chains/ (the registry's).
 * @typedef {import('../../../lib/chains/registry').ForgeFamily} ForgeFamily
 */

/**
 * A forge operation: its family, the staking identifier it acts on, and the action and
 * sub-action it records on the transaction.
 * @typedef {object} ForgeOperation
 * @property {ForgeFamily} family
 * @property {string} identifier
 * @property {string} action
 * @property {string | null} subAction
 */

/**
 * What a family's forge returns: the forge answer's `transaction`, the address that must sign it,
 * and its effects. The rest is what that family's broadcast check reads back.
 * @typedef {object} FamilyPlan
 * @property {ForgeAnswer} transaction
 * @property {string} signer
 * @property {Effect} apply
 * @property {() => void} [accept] Records the transaction as taken by the node (a submitted hash).
 * @property {string | null} [newAccount] Solana: the stake account the transaction creates.
 * @property {bigint} [accountNumber] Tendermint: the signer's account number it was forged with.
 * @property {string | null} [publicKey] Tendermint: the signer's public key the chain knows.
 */

/** A forge as the sandbox records it with the transaction. @typedef {ForgeOperation & FamilyPlan} ForgePlan */

/**
 * The sandbox's chain as a family's module reads and changes it. `state` holds each loaded
 * family's part of the snapshot under the family's name, as its module's `snapshot()` made it
 * (and its `stateOf()` types it).
 * @typedef {object} SandboxContext
 * @property {Record<string, any>} state
 * @property {Ledger} ledger
 * @property {() => Date} now
 */

/**
 * A signed transaction a family's check accepted: its hash, and what taking it changes.
 * @typedef {{ txHash: string, accept?: () => void }} CheckedBroadcast
 */

/**
 * The public test key that signs a family's examples in the description.
 * @typedef {object} ExampleSigner
 * @property {(chain: string | undefined) => string} address the test key's address (on `chain`,
 *   for a family of several chains)
 * @property {(forged: ForgeAnswer, chain: string | undefined) => Promise<Signed | SignedEvm>} [sign]
 *   the forge answer signed with that key; absent where the client sends the transaction itself
 */

/**
 * What a family's module, chains/<family>.mjs, gives the sandbox and the example generator; the
 * sandbox imports it by the family's name when a request first needs that family.
 * @typedef {object} SandboxFamily
 * @property {ExampleSigner} exampleSigner
 * @property {() => FamilySnapshot | Promise<FamilySnapshot>} snapshot its part of the snapshot, fresh
 * @property {(chain: SandboxContext, operationId: string, operation: ForgeOperation, request: ForgeRequest) => FamilyPlan | Promise<FamilyPlan>} forge
 * @property {(chain: SandboxContext, encoded: string, plan: ForgePlan | undefined, identifier: string) => CheckedBroadcast | Promise<CheckedBroadcast>} [checkBroadcast]
 *   the check of a signed transaction sent to the family's broadcast call, if it has one
 * @property {(chain: SandboxContext, identifier: string, wallet: string, account: LedgerAccount) => bigint} [stakeOf]
 *   what a wallet has staked, where the ledger's stakes do not hold it (by default their sum)
 * @property {(wallet: string) => boolean} isWallet whether `wallet` is an address of the family's chains
 * @property {Readonly<Record<string, number>>} APR each identifier's annual percentage rate
 */

export {};
