/**
 * The NEAR part of the RPC stand-in (rpc-stand-in.mjs): the methods near-staking-example calls on
 * its own NEAR RPC, answered from the sandbox's chain state (scripts/sandbox/chain.mjs) as a node
 * would answer them. It executes nothing: a transaction's effect on the pool is the sandbox's, when
 * the program has submitted its hash.
 *
 *   query  view_access_key   the nonce of an access key, and the last final block's hash and height
 *   query  call_function     the staking pool's get_account view, from the sandbox's ledger
 *   send_tx                  checks the signed transaction as a node does (signature, access key,
 *                            nonce, block hash), takes its nonce and answers its outcome and hash
 *
 * The access keys are the snapshot's (state.near.accessKeys); an implicit account (64 hex digits,
 * its own ed25519 public key) the snapshot does not list has that key as a full-access key, as on
 * the chain, added at the block before the snapshot's head.
 */
import { createHash } from 'node:crypto';
import { KeyType, PublicKey } from '@near-js/crypto';
import { decodeSignedTransaction, encodeTransaction } from '@near-js/transactions';
import { baseEncode } from '@near-js/utils';
/** @import { SandboxChain } from '../sandbox/chain.mjs' */

/** nearcore's ACCESS_KEY_NONCE_RANGE_MULTIPLIER: nonces of a new key start at (height - 1) × 10^6. */
const NONCE_RANGE_MULTIPLIER = 1_000_000;

/**
 * A NEAR RPC error as nearcore shapes it: the cause's `name` (UNKNOWN_ACCESS_KEY, InvalidTxError, …)
 * and the details in `data`; `rpcFields` are added to the JSON-RPC error object.
 */
export class NearRpcError extends Error {
  /** @param {string} name @param {string} details */
  constructor(name, details) {
    super(`${name}: ${details}`);
    this.code = -32000;
    this.rpcFields = { name: 'HANDLER_ERROR', cause: { name, info: {} }, data: details };
  }
}

/**
 * The nonce of `publicKey` on `accountId`, or undefined when the account has no such access key.
 * @param {SandboxChain} chain
 * @param {string} accountId
 * @param {string} publicKey "ed25519:<base58>"
 */
export function accessKeyNonce(chain, accountId, publicKey) {
  const near = chain.state.near;
  const listed = near.accessKeys[accountId]?.[publicKey];
  if (listed !== undefined) return listed;
  if (isImplicitAccountOf(accountId, publicKey))
    return (near.head.height - 1) * NONCE_RANGE_MULTIPLIER;
  return undefined;
}

/**
 * @param {string} accountId
 * @param {string} publicKey
 */
function isImplicitAccountOf(accountId, publicKey) {
  if (!/^[0-9a-f]{64}$/.test(accountId)) return false;
  try {
    const key = PublicKey.fromString(publicKey);
    return key.keyType === KeyType.ED25519 && Buffer.from(key.data).toString('hex') === accountId;
  } catch {
    return false;
  }
}

/**
 * The staking pool's get_account view: what the sandbox's ledger holds for `accountId` in `pool`.
 * The pool keeps one unlock epoch per account, so the unstaked balance can be withdrawn only when
 * all of it has unlocked.
 * @param {SandboxChain} chain
 * @param {string} pool
 * @param {string} accountId
 */
export function poolAccount(chain, pool, accountId) {
  const account = chain.ledger.accounts.NEAR?.[accountId];
  const unstaked = (account?.unbonding ?? []).filter((entry) => entry.validator === pool);
  return {
    account_id: accountId,
    unstaked_balance: unstaked.reduce((sum, entry) => sum + entry.amount, 0n).toString(),
    staked_balance: (account?.staked.get(pool) ?? 0n).toString(),
    can_withdraw: unstaked.every((entry) => entry.claimable),
  };
}

/**
 * The NEAR methods of the stand-in, over the sandbox's chain as `chain()` returns it at each call.
 * `sent` collects every transaction a send_tx took: { hash, signedTransaction }.
 * @param {() => SandboxChain} chain
 * @param {{ hash: string, signedTransaction: import('@near-js/transactions').SignedTransaction }[]} sent
 */
export function nearMethods(chain, sent) {
  const head = () => chain().state.near.head;
  const views = /** @type {Record<string, (pool: string, args: any) => unknown>} */ ({
    get_account: (pool, args) => poolAccount(chain(), pool, String(args.account_id)),
  });

  return {
    /** @param {Record<string, any>} params */
    query: (params) => {
      const { height: block_height, hash: block_hash } = head();
      if (params.request_type === 'view_access_key') {
        const nonce = accessKeyNonce(chain(), params.account_id, params.public_key);
        if (nonce === undefined) {
          throw new NearRpcError(
            'UNKNOWN_ACCESS_KEY',
            `access key ${params.public_key} does not exist for account ${params.account_id}`,
          );
        }
        return { nonce, permission: 'FullAccess', block_height, block_hash };
      }
      if (params.request_type === 'call_function') {
        if (!chain().state.near.pools.includes(params.account_id)) {
          throw new NearRpcError(
            'UNKNOWN_ACCOUNT',
            `account ${params.account_id} does not exist while viewing`,
          );
        }
        const view = Object.hasOwn(views, params.method_name) ? views[params.method_name] : null;
        if (!view)
          throw new NearRpcError(
            'CONTRACT_EXECUTION_ERROR',
            `this stand-in answers the pool views ${Object.keys(views).join(', ')} only`,
          );
        const args = JSON.parse(
          Buffer.from(params.args_base64 ?? '', 'base64').toString('utf8') || '{}',
        );
        const result = [...Buffer.from(JSON.stringify(view(params.account_id, args)))];
        return { result, logs: [], block_height, block_hash };
      }
      throw new NearRpcError(
        'UNKNOWN_REQUEST_TYPE',
        `this stand-in answers view_access_key and call_function only, not ${params.request_type}`,
      );
    },

    /** @param {{ signed_tx_base64: string, wait_until?: string }} params */
    send_tx: (params) => {
      const signed = decodeSignedTransaction(Buffer.from(params.signed_tx_base64, 'base64'));
      const transaction = signed.transaction;
      // Borsh decodes the key and the signature as their enum variants.
      const key = /** @type {{ ed25519Key?: { data: number[] } }} */ (
        /** @type {unknown} */ (transaction.publicKey)
      ).ed25519Key;
      const signature = /** @type {{ ed25519Signature?: { data: number[] } }} */ (
        /** @type {unknown} */ (signed.signature)
      ).ed25519Signature;
      if (!key || !signature)
        throw new NearRpcError(
          'InvalidTxError',
          'this stand-in takes ed25519 keys and signatures only',
        );
      const publicKey = new PublicKey({
        keyType: KeyType.ED25519,
        data: Uint8Array.from(key.data),
      });
      const digest = createHash('sha256').update(encodeTransaction(transaction)).digest();
      const hash = baseEncode(digest);
      if (!publicKey.verify(digest, Uint8Array.from(signature.data))) {
        throw new NearRpcError(
          'InvalidTxError',
          "InvalidSignature: the signature does not verify with the transaction's public key",
        );
      }
      const nonce = accessKeyNonce(chain(), transaction.signerId, publicKey.toString());
      if (nonce === undefined) {
        throw new NearRpcError(
          'InvalidTxError',
          `InvalidAccessKeyError: access key ${publicKey} does not exist for account ${transaction.signerId}`,
        );
      }
      if (baseEncode(Uint8Array.from(transaction.blockHash)) !== head().hash) {
        throw new NearRpcError(
          'InvalidTxError',
          'Expired: the block hash is not a recent block of this chain',
        );
      }
      const txNonce = Number(transaction.nonce);
      if (txNonce <= nonce)
        throw new NearRpcError(
          'InvalidTxError',
          `InvalidNonce: tx_nonce ${txNonce}, ak_nonce ${nonce}`,
        );
      if (txNonce >= head().height * NONCE_RANGE_MULTIPLIER)
        throw new NearRpcError('InvalidTxError', `NonceTooLarge: tx_nonce ${txNonce}`);

      const keys = (chain().state.near.accessKeys[transaction.signerId] ??= {});
      keys[publicKey.toString()] = txNonce;
      sent.push({ hash, signedTransaction: signed });
      const outcome = {
        logs: [],
        receipt_ids: [baseEncode(createHash('sha256').update(`receipt ${hash}`).digest())],
        executor_id: transaction.signerId,
      };
      return {
        final_execution_status: params.wait_until ?? 'EXECUTED_OPTIMISTIC',
        status: { SuccessValue: '' },
        transaction: {
          hash,
          signer_id: transaction.signerId,
          public_key: publicKey.toString(),
          nonce: txNonce,
          receiver_id: transaction.receiverId,
          signature: `ed25519:${baseEncode(Uint8Array.from(signature.data))}`,
        },
        transaction_outcome: {
          id: hash,
          block_hash: head().hash,
          outcome: { ...outcome, status: { SuccessReceiptId: outcome.receipt_ids[0] } },
          proof: [],
        },
        receipts_outcome: [],
      };
    },
  };
}
