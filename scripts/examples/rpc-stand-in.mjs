/**
 * A stand-in for the chain nodes the example programs talk to besides the API, for running them
 * against the sandbox: a JSON-RPC server on loopback that answers only the methods the programs
 * call, and refuses every other method. It is not a node: it executes nothing.
 *
 * Solana (sol-unstaking-example, sol-withdraw-example): getEpochInfo, getAccountInfo (jsonParsed)
 * and getBalance (a wallet's or a stake account's), answered from the sandbox's own chain state (`chain()`, scripts/sandbox/chain.mjs),
 * so a stake account the sandbox's transactions created or deactivated reads as such.
 * Ethereum-type networks (the Polygon, StakeWise, Chiliz and CXT programs, through ethers'
 * JsonRpcProvider; one stand-in per network, by its chain id): eth_chainId, net_version,
 * eth_blockNumber, eth_call (ERC-20 allowance, and the contract reads of rpc-evm.mjs),
 * eth_sendRawTransaction (decodes the signed transaction, records it and answers its real hash),
 * eth_getTransactionReceipt (a successful receipt one block after the transaction was received) and
 * eth_getTransactionByHash.
 *
 * Polkadot Asset Hub (dot-pool-example, through @polkadot/api over HTTP) and the MultiversX gateway
 * under /multiversx (egld-delegation-example, through sdk-core's ProxyNetworkProvider): see
 * stand-ins/asset-hub.mjs and stand-ins/multiversx-gateway.mjs.
 *
 * An approve() sent through eth_sendRawTransaction raises the allowance that eth_call reports, so
 * the allowance the program reads is the one it set, and a stake that pulls the tokens spends it.
 * The CXT and StakeWise contract reads and the CXT Unstaked event are rpc-evm.mjs's; NEAR
 * (near-staking-example: query, send_tx) is rpc-near.mjs's. Every call and every sent transaction
 * is recorded, so a test can check what a program sent.
 *
 * Polygon's unbonds (polygon-lifecycle-example), through eth_call: a ValidatorShare's
 * unbondNonces(user) and unbonds_new(user, nonce), and the StakeManager's epoch() and
 * withdrawalDelay(), read from the sandbox's ledger: an unbond whose unbonding has ended was
 * made withdrawalDelay checkpoints before the current one, any other in the current one. Shares
 * are counted one to one with the POL's base units.
 */
import { AbiCoder, Interface, Transaction, getAddress } from 'ethers';
import { STAKE_RENT_EXEMPT_RESERVE } from '../../lib/chains/solana/forge';
import { assetHubMethods } from './stand-ins/asset-hub.mjs';
import { multiversxGateway } from './stand-ins/multiversx-gateway.mjs';
import { RpcError } from './stand-ins/rpc-error.mjs';
import * as EVM_FACTS from '../../lib/chains/evm/facts';
import { contractView, pulledTokens, receiptLogs, stakewiseExitReceipt } from './rpc-evm.mjs';
import { nearMethods } from './rpc-near.mjs';
import { loopbackServer } from '../support/local.mjs';

const ERC20 = new Interface([
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);
const APPROVE_SELECTOR = /** @type {import('ethers').FunctionFragment} */ (
  ERC20.getFunction('approve')
).selector;
const POL_UNBONDS = new Interface([
  'function getValidatorContract(uint256 validatorId) view returns (address)',
  'function unbondNonces(address user) view returns (uint256)',
  'function unbonds_new(address user, uint256 nonce) view returns (uint256 shares, uint256 withdrawEpoch)',
  'function epoch() view returns (uint256)',
  'function withdrawalDelay() view returns (uint256)',
]);
/** The StakeManager's checkpoint count as the stand-in reports it, and its withdrawal delay (facts). */
const POL_WITHDRAWAL_DELAY = EVM_FACTS.IDENTIFIERS.POL.timing.count?.value;
if (POL_WITHDRAWAL_DELAY === undefined)
  throw new Error('The chain facts give no withdrawal delay for POL.');
export const POL_CHECKPOINTS = Object.freeze({
  epoch: 98_000,
  withdrawalDelay: POL_WITHDRAWAL_DELAY,
});
const STAKE_PROGRAM = 'Stake11111111111111111111111111111111111111';
const U64_MAX = '18446744073709551615';

/** The path under which the stand-in answers as a MultiversX gateway. */
export const MULTIVERSX_GATEWAY_PATH = '/multiversx';

/** Where the Solana clock stands within the sandbox's epoch: half-way through 432,000 slots. */
export const SOLANA_SLOTS = Object.freeze({ slotIndex: 216_000, slotsInEpoch: 432_000 });

/**
 * A signed Ethereum-type transaction the stand-in received; `logs` are its receipt's event logs once
 * known, null while the sandbox has not settled a transaction whose logs come from it.
 * @typedef {{ raw: string, transaction: Transaction, blockNumber: number, logs?: object[] | null }} SentEthereum
 */
/** @typedef {{ jsonrpc?: string, id?: unknown, method: string, params?: any[] }} RpcRequest */
/** @typedef {ReturnType<typeof createRpcStandIn>} RpcStandIn */

/**
 * @param {object} [options]
 * @param {() => import('../sandbox/chain.mjs').SandboxChain} [options.chain] the sandbox's chain, read at each call
 * @param {{ chainId: number, blockNumber: number }} [options.ethereum]
 */
export function createRpcStandIn({ chain, ethereum } = {}) {
  /** @type {{ method: string, params: unknown }[]} */
  const calls = [];
  /** @type {SentEthereum[]} */
  const sentEthereum = [];
  /** @type {Parameters<typeof nearMethods>[1]} */
  const sentNear = [];
  /** @type {Map<string, bigint>} `${owner}:${spender}:${token}` → amount */
  const allowances = new Map();
  let ethBlock = ethereum?.blockNumber ?? 0;
  // A family's methods are answered only when it was given (see `answer` below).
  const sandbox = /** @type {() => import('../sandbox/chain.mjs').SandboxChain} */ (chain);
  const network = /** @type {{ chainId: number, blockNumber: number }} */ (ethereum);

  const solana = () => sandbox().state.solana;
  const slot = () => solana().epoch * SOLANA_SLOTS.slotsInEpoch + SOLANA_SLOTS.slotIndex;

  /** @param {string} address */
  function stakeAccountInfo(address) {
    const account = solana().stakeAccounts[address];
    if (!account) return null;
    return {
      data: {
        program: 'stake',
        parsed: {
          type: 'delegated',
          info: {
            meta: {
              authorized: { staker: account.staker, withdrawer: account.withdrawer },
              lockup: { custodian: '11111111111111111111111111111111', epoch: 0, unixTimestamp: 0 },
              rentExemptReserve: String(STAKE_RENT_EXEMPT_RESERVE),
            },
            stake: {
              creditsObserved: 0,
              delegation: {
                activationEpoch: String(account.activationEpoch),
                deactivationEpoch:
                  account.deactivationEpoch === null ? U64_MAX : String(account.deactivationEpoch),
                stake: String(account.stake),
                voter: account.voter,
                warmupCooldownRate: 0.25,
              },
            },
          },
        },
        space: 200,
      },
      executable: false,
      lamports: account.lamports,
      owner: STAKE_PROGRAM,
      rentEpoch: 18446744073709551615,
      space: 200,
    };
  }

  /** @param {SentEthereum} sent */
  function receiptOf(sent) {
    const tx = sent.transaction;
    const blockHash = `0x${sent.blockNumber.toString(16).padStart(64, '0')}`;
    sent.logs ??= receiptLogs(sandbox(), tx, { blockNumber: sent.blockNumber, blockHash });
    // Not mined yet, as far as a program can tell: its events come from the sandbox settling it.
    if (sent.logs === null) return null;
    return {
      transactionHash: tx.hash,
      transactionIndex: '0x0',
      blockHash,
      blockNumber: `0x${sent.blockNumber.toString(16)}`,
      from: tx.from,
      to: tx.to,
      contractAddress: null,
      cumulativeGasUsed: `0x${tx.gasLimit.toString(16)}`,
      gasUsed: `0x${tx.gasLimit.toString(16)}`,
      effectiveGasPrice: `0x${(tx.maxFeePerGas ?? tx.gasPrice ?? 0n).toString(16)}`,
      logs: sent.logs,
      logsBloom: `0x${'0'.repeat(512)}`,
      type: `0x${(tx.type ?? 0).toString(16)}`,
      status: '0x1',
    };
  }

  /**
   * A Polygon unbond view, answered from the sandbox's ledger of POL.
   * @param {import('ethers').TransactionDescription} parsed
   * @param {string} contract the ValidatorShare called
   */
  function polUnbondsCall(parsed, contract) {
    const { epoch, withdrawalDelay } = POL_CHECKPOINTS;
    /** @param {unknown[]} values */
    const encode = (values) => POL_UNBONDS.encodeFunctionResult(parsed.name, values);
    if (parsed.name === 'epoch') return encode([epoch]);
    if (parsed.name === 'withdrawalDelay') return encode([withdrawalDelay]);
    if (parsed.name === 'getValidatorContract') {
      const id = BigInt(parsed.args[0]);
      const share = Object.entries(sandbox().state.evm.polValidators).find(
        ([, validatorId]) => validatorId === id,
      )?.[0];
      return encode([share ?? '0x0000000000000000000000000000000000000000']);
    }
    const account = sandbox().ledger.accounts.POL?.[getAddress(parsed.args[0])];
    if (parsed.name === 'unbondNonces') return encode([account?.unbondNonce ?? 0]);
    const nonce = Number(parsed.args[1]);
    const unbond = account?.unbonding.find(
      (entry) => entry.id === nonce && getAddress(entry.validator) === contract,
    );
    if (!unbond) return encode([0n, 0n]);
    return encode([unbond.amount, unbond.claimable ? epoch - withdrawalDelay : epoch]);
  }

  /** The blocks of the StakeWise exits the sandbox held before: their number, and their time. */
  const exitBlocks = new Map();
  /** @type {Map<string, number>} */
  const exitBlockOf = new Map();
  /**
   * @param {string} hash
   * @param {NonNullable<ReturnType<typeof stakewiseExitReceipt>>} exit
   */
  function exitReceiptOf(hash, exit) {
    let number = exitBlockOf.get(hash);
    if (number === undefined) {
      number = exitBlocks.size + 1;
      exitBlockOf.set(hash, number);
      exitBlocks.set(number, exit.timestamp);
    }
    const blockHash = `0x${number.toString(16).padStart(64, '0')}`;
    const blockNumber = `0x${number.toString(16)}`;
    return {
      transactionHash: hash,
      transactionIndex: '0x0',
      blockHash,
      blockNumber,
      from: exit.from,
      to: exit.to,
      contractAddress: null,
      cumulativeGasUsed: '0x0',
      gasUsed: '0x0',
      effectiveGasPrice: '0x0',
      logs: [
        {
          ...exit.log,
          blockHash,
          blockNumber,
          transactionHash: hash,
          transactionIndex: '0x0',
          logIndex: '0x0',
          removed: false,
        },
      ],
      logsBloom: `0x${'0'.repeat(512)}`,
      type: '0x2',
      status: '0x1',
    };
  }
  /**
   * @param {number} number
   * @param {bigint} timestamp
   */
  function blockOf(number, timestamp) {
    return {
      hash: `0x${number.toString(16).padStart(64, '0')}`,
      parentHash: `0x${Math.max(number - 1, 0)
        .toString(16)
        .padStart(64, '0')}`,
      number: `0x${number.toString(16)}`,
      timestamp: `0x${timestamp.toString(16)}`,
      nonce: '0x0000000000000000',
      difficulty: '0x0',
      gasLimit: '0x1c9c380',
      gasUsed: '0x0',
      miner: `0x${'0'.repeat(40)}`,
      extraData: '0x',
      baseFeePerGas: '0x0',
      transactions: [],
    };
  }

  /** @type {Record<string, (params: any) => unknown>} params: an array, or an object (NEAR) */
  const methods = {
    // ---- Solana
    getEpochInfo: () => ({
      absoluteSlot: slot(),
      blockHeight: slot() - 1000,
      epoch: solana().epoch,
      slotIndex: SOLANA_SLOTS.slotIndex,
      slotsInEpoch: SOLANA_SLOTS.slotsInEpoch,
      transactionCount: 0,
    }),
    getAccountInfo: ([address, config]) => {
      if (config?.encoding !== 'jsonParsed')
        throw new RpcError(-32602, 'this stand-in answers getAccountInfo in jsonParsed only');
      return { context: { apiVersion: '2.0.0', slot: slot() }, value: stakeAccountInfo(address) };
    },
    // Any account's lamports, as a node answers: a stake account's are in the stake account.
    getBalance: ([address]) => ({
      context: { apiVersion: '2.0.0', slot: slot() },
      value: Number(
        solana().stakeAccounts[address]?.lamports ??
          sandbox().ledger.accounts.SOL?.[address]?.balance ??
          0n,
      ),
    }),
    // ---- Ethereum
    eth_chainId: () => `0x${network.chainId.toString(16)}`,
    net_version: () => String(network.chainId),
    eth_blockNumber: () => `0x${ethBlock.toString(16)}`,
    eth_call: ([call]) => {
      const unbonds = POL_UNBONDS.parseTransaction({ data: call.data });
      if (unbonds) return polUnbondsCall(unbonds, getAddress(call.to));
      const parsed = ERC20.parseTransaction({ data: call.data });
      if (parsed?.name !== 'allowance') {
        const answer = chain ? contractView(sandbox(), call) : undefined;
        if (answer === undefined)
          throw new RpcError(
            -32000,
            "this stand-in answers eth_call for allowance(), Polygon's unbonds and the CXT " +
              'and StakeWise reads of rpc-evm.mjs only',
          );
        return answer;
      }
      const [owner, spender] = parsed.args;
      const amount =
        allowances.get(`${getAddress(owner)}:${getAddress(spender)}:${getAddress(call.to)}`) ?? 0n;
      return AbiCoder.defaultAbiCoder().encode(['uint256'], [amount]);
    },
    eth_sendRawTransaction: ([raw]) => {
      const transaction = Transaction.from(raw);
      if (!transaction.signature || !transaction.from)
        throw new RpcError(-32000, 'transaction is not signed');
      if (transaction.chainId !== BigInt(network.chainId)) {
        throw new RpcError(-32000, `invalid chain id ${transaction.chainId}`);
      }
      const approve = transaction.data.startsWith(APPROVE_SELECTOR)
        ? ERC20.parseTransaction({ data: transaction.data })
        : null;
      if (approve) {
        const [spender, amount] = approve.args;
        allowances.set(
          `${transaction.from}:${getAddress(spender)}:${getAddress(/** @type {string} */ (transaction.to))}`,
          amount,
        );
      }
      const pulled = pulledTokens(transaction);
      if (pulled) {
        const key = `${transaction.from}:${pulled.spender}:${pulled.token}`;
        const left = (allowances.get(key) ?? 0n) - pulled.amount;
        allowances.set(key, left > 0n ? left : 0n);
      }
      ethBlock += 1;
      sentEthereum.push({ raw, transaction, blockNumber: ethBlock });
      return transaction.hash;
    },
    eth_getTransactionReceipt: ([hash]) => {
      const sent = sentEthereum.find((entry) => entry.transaction.hash === hash);
      if (sent) return receiptOf(sent);
      const exit = chain ? stakewiseExitReceipt(sandbox(), hash) : undefined;
      return exit ? exitReceiptOf(hash, exit) : null;
    },
    eth_getBlockByNumber: ([tag]) => {
      const number =
        typeof tag === 'string' && tag.startsWith('0x') ? Number(BigInt(tag)) : ethBlock;
      const timestamp =
        exitBlocks.get(number) ??
        BigInt(Math.floor((chain ? sandbox().now().getTime() : Date.now()) / 1000));
      return blockOf(number, timestamp);
    },
    eth_getTransactionByHash: ([hash]) => {
      const sent = sentEthereum.find((entry) => entry.transaction.hash === hash);
      if (!sent) return null;
      const tx = sent.transaction;
      const signature = /** @type {import('ethers').Signature} */ (tx.signature); // only signed transactions are kept
      const hex = (/** @type {bigint | number | null | undefined} */ value) =>
        value === null || value === undefined ? null : `0x${BigInt(value).toString(16)}`;
      return {
        hash: tx.hash,
        blockHash: `0x${sent.blockNumber.toString(16).padStart(64, '0')}`,
        blockNumber: hex(sent.blockNumber),
        transactionIndex: '0x0',
        from: tx.from,
        to: tx.to,
        nonce: hex(tx.nonce),
        gas: hex(tx.gasLimit),
        gasPrice: hex(tx.gasPrice ?? tx.maxFeePerGas),
        maxFeePerGas: hex(tx.maxFeePerGas),
        maxPriorityFeePerGas: hex(tx.maxPriorityFeePerGas),
        value: hex(tx.value),
        input: tx.data,
        chainId: hex(tx.chainId),
        type: hex(tx.type),
        accessList: [],
        v: hex(signature.yParity),
        yParity: hex(signature.yParity),
        r: signature.r,
        s: signature.s,
      };
    },
    // ---- Polkadot Asset Hub
    ...(chain ? assetHubMethods(chain) : {}),
    // ---- NEAR
    ...(chain ? nearMethods(chain, sentNear) : {}),
  };
  const gateway = chain ? multiversxGateway(chain) : null;

  /**
   * Answers a MultiversX gateway call (REST, not JSON-RPC).
   * @param {NonNullable<typeof gateway>} gateway
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} body
   */
  function answerGateway(gateway, req, res, body) {
    let json = null;
    try {
      json = body ? JSON.parse(body) : null;
    } catch {
      res.writeHead(400).end();
      return;
    }
    calls.push({ method: `${req.method} ${req.url}`, params: json });
    const answer = gateway.handle(
      String(req.method),
      String(req.url).slice(MULTIVERSX_GATEWAY_PATH.length),
      json,
    );
    res
      .writeHead(answer.status, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.body));
  }

  const server = loopbackServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (gateway && req.url?.startsWith(`${MULTIVERSX_GATEWAY_PATH}/`)) {
        answerGateway(gateway, req, res, body);
        return;
      }
      let payload;
      try {
        payload = JSON.parse(body);
      } catch {
        res.writeHead(400).end();
        return;
      }
      const answer = (/** @type {RpcRequest} */ request) => {
        calls.push({ method: request.method, params: request.params });
        const handler = Object.hasOwn(methods, request.method) ? methods[request.method] : null;
        const family =
          request.method.startsWith('eth_') || request.method === 'net_version' ? ethereum : chain;
        try {
          if (!handler || !family)
            throw new RpcError(
              -32601,
              `Method not found: ${request.method} (not answered by this stand-in)`,
            );
          return { jsonrpc: '2.0', id: request.id, result: handler(request.params ?? []) };
        } catch (caught) {
          // This stand-in's errors, rpc-near.mjs's (a node's error fields in `rpcFields`), or a bug's.
          const error = /** @type {{ code?: unknown, message?: string, rpcFields?: object }} */ (
            caught
          );
          const code = typeof error.code === 'number' ? error.code : -32603;
          return {
            jsonrpc: '2.0',
            id: request.id,
            error: { code, message: error.message ?? String(caught), ...error.rpcFields },
          };
        }
      };
      const result = Array.isArray(payload) ? payload.map(answer) : answer(payload);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    });
  });

  return {
    calls,
    sentEthereum,
    sentNear,
    /** Starts listening on a free loopback port; resolves to the URL. */
    /** @returns {Promise<string>} */
    listen: () =>
      new Promise((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(
            `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
          ),
        ),
      ),
    /** @returns {Promise<void>} */
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
