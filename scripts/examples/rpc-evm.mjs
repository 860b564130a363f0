/**
 * The contract reads and events of the RPC stand-in (rpc-stand-in.mjs) beyond ERC-20 allowances,
 * answered from the sandbox's chain state (scripts/sandbox/chain.mjs) for the programs that check a
 * forged transaction against the chain before they sign it, or read what it did:
 *
 *   CXT staking contract   getValidatorMetadata(validatorId): the validator's address (the other
 *                          outputs are zero: the sandbox keeps no validator stake or commission);
 *                          getDelegatorMetadata(delegator, validatorId): the stake, and what is
 *                          left in each unstaking by its unstakeID (0 once withdrawn; rewards and
 *                          cool-down ends are zero: the sandbox keeps neither)
 *   StakeWise v3 vault     convertToShares, convertToAssets, getShares, at the vault's share price
 *   Chiliz ChainConfig     getUndelegatePeriod, getEpochBlockInterval: the chain facts' values
 *   receipts               the CXT staking contract's Unstaked event, when the sandbox has settled
 *                          the unstake (its unstakeID is the sandbox's)
 *   allowances             a stake that pulls ERC-20 tokens with transferFrom (CXT's stake, Polygon's
 *                          buyVoucherPOL) spends the allowance it pulls them with
 */
import { AbiCoder, Interface, getAddress, toBeHex } from 'ethers';
import { CONTRACTS, stakewiseShares } from '../../lib/chains/evm/forge';
import { IDENTIFIERS } from '../../lib/chains/evm/facts';
/** @import { SandboxChain } from '../sandbox/chain.mjs' */

export const CXT_STAKING_VIEWS = new Interface([
  'function getValidatorMetadata(uint128 validatorId) view returns (address _address, ' +
    'uint128 staked, uint128 delegated, uint128 commissionRate, uint256 disabledAtBlock)',
  'function getDelegatorMetadata(address delegator, uint128 validatorId) view returns ' +
    '(uint128 staked, uint128 rewards, uint128 commissionEarned, uint128[] unstakingAmounts, ' +
    'uint128[] unstakingsEndEpochs)',
  'function unstake(uint128 validatorId, uint128 amount)',
  'function unstakeAll(uint128 validatorId)',
  'event Unstaked(uint128 indexed validatorId, address indexed delegator, uint128 amount, uint128 unstakeId)',
]);
export const CHILIZ_CHAIN_CONFIG_VIEWS = new Interface([
  'function getUndelegatePeriod() view returns (uint32)',
  'function getEpochBlockInterval() view returns (uint32)',
]);
export const STAKEWISE_VAULT_VIEWS = new Interface([
  'function convertToShares(uint256 assets) view returns (uint256 shares)',
  'function convertToAssets(uint256 shares) view returns (uint256 assets)',
  'function getShares(address account) view returns (uint256)',
  'function getExitQueueIndex(uint256 positionTicket) view returns (int256)',
  'event ExitQueueEntered(address indexed owner, address indexed receiver, uint256 positionTicket, uint256 shares)',
]);

const PULLING_STAKES = new Interface([
  'function stake(uint128 validatorId, uint128 amount)',
  'function buyVoucherPOL(uint256 _amount, uint256 _minSharesToMint)',
]);

/**
 * The ERC-20 tokens a transaction makes a staking contract pull from its sender, or null: the token,
 * the spender whose allowance it uses, and the amount.
 * @param {import('ethers').Transaction} transaction
 * @returns {{ token: string, spender: string, amount: bigint } | null}
 */
export function pulledTokens(transaction) {
  const parsed = PULLING_STAKES.parseTransaction({ data: transaction.data });
  if (
    parsed?.name === 'stake' &&
    transaction.to &&
    getAddress(transaction.to) === getAddress(CONTRACTS.CXT_STAKING)
  ) {
    return {
      token: getAddress(CONTRACTS.CXT_TOKEN),
      spender: getAddress(CONTRACTS.CXT_STAKING),
      amount: parsed.args[1],
    };
  }
  if (parsed?.name === 'buyVoucherPOL') {
    return {
      token: getAddress(CONTRACTS.POL_TOKEN),
      spender: getAddress(CONTRACTS.POL_STAKE_MANAGER),
      amount: parsed.args[0],
    };
  }
  return null;
}

/** An eth_call the contract reverts, as a node answers it. */
export class Reverted extends Error {
  /** @param {string} reason */
  constructor(reason) {
    super(`execution reverted: ${reason}`);
    this.code = 3;
  }
}

/**
 * The answer of an eth_call to a CXT staking contract or StakeWise vault, as 0x hex; undefined when
 * the call is to neither.
 * @param {SandboxChain} chain
 * @param {{ to: string, data: string }} call
 */
export function contractView(chain, { to, data }) {
  const contract = getAddress(to);
  const evm = chain.state.evm;
  /** @param {bigint} validatorId */
  const operatorOf = (validatorId) => {
    const operator = Object.entries(evm.cxtValidators).find(([, id]) => id === validatorId)?.[0];
    if (!operator) throw new Reverted('Invalid validator');
    return operator;
  };
  if (contract === getAddress(CONTRACTS.CXT_STAKING)) {
    const parsed = CXT_STAKING_VIEWS.parseTransaction({ data });
    if (parsed?.name === 'getDelegatorMetadata') {
      const [delegator, validatorId] = parsed.args;
      return cxtDelegatorMetadata(chain, getAddress(delegator), operatorOf(validatorId));
    }
    if (parsed?.name !== 'getValidatorMetadata') return undefined;
    const operator = operatorOf(parsed.args[0]);
    return CXT_STAKING_VIEWS.encodeFunctionResult('getValidatorMetadata', [
      operator,
      0n,
      0n,
      0n,
      0n,
    ]);
  }
  if (contract === getAddress(CONTRACTS.CHILIZ_CHAIN_CONFIG)) {
    const parsed = CHILIZ_CHAIN_CONFIG_VIEWS.parseTransaction({ data });
    const { count, epochLength } = IDENTIFIERS.CHILIZ.timing;
    if (parsed?.name === 'getUndelegatePeriod')
      return CHILIZ_CHAIN_CONFIG_VIEWS.encodeFunctionResult(parsed.name, [count?.value]);
    if (parsed?.name === 'getEpochBlockInterval')
      return CHILIZ_CHAIN_CONFIG_VIEWS.encodeFunctionResult(parsed.name, [epochLength?.value]);
    return undefined;
  }
  const vault = evm.stakewiseVaults[contract];
  if (vault) {
    const parsed = STAKEWISE_VAULT_VIEWS.parseTransaction({ data });
    if (!parsed) return undefined;
    const coder = AbiCoder.defaultAbiCoder();
    if (parsed.name === 'convertToShares')
      return coder.encode(['uint256'], [stakewiseShares(parsed.args[0], vault)]);
    if (parsed.name === 'convertToAssets')
      return coder.encode(['uint256'], [(parsed.args[0] * vault.totalAssets) / vault.totalShares]);
    if (parsed.name === 'getExitQueueIndex') {
      const exit = Object.values(evm.stakewiseExits).find(
        (entry) => getAddress(entry.vault) === contract && entry.positionTicket === parsed.args[0],
      );
      return coder.encode(['int256'], [exit ? exit.exitQueueIndex : -1n]);
    }
    const staked = chain.ledger.staked('STAKEWISE', getAddress(parsed.args[0]), contract);
    return coder.encode(['uint256'], [stakewiseShares(staked, vault)]);
  }
  return undefined;
}

/**
 * What the CXT staking contract's getDelegatorMetadata answers from the sandbox's ledger: the
 * contract keeps a delegator's unstakings with a validator in an array indexed by unstakeID, a
 * withdrawn one in place with nothing left in it.
 * @param {SandboxChain} chain
 * @param {string} delegator
 * @param {string} operator
 */
function cxtDelegatorMetadata(chain, delegator, operator) {
  const entries = (chain.ledger.accounts.CXT?.[delegator]?.unbonding ?? []).filter(
    (entry) => entry.validator === operator && entry.id !== undefined,
  );
  const made = chain.state.evm.cxtUnstakings[delegator]?.[operator] ?? 0;
  const count = Math.max(made, ...entries.map((entry) => Number(entry.id) + 1));
  const amounts = Array.from(
    { length: count },
    (_, id) => entries.find((entry) => entry.id === id)?.amount ?? 0n,
  );
  return CXT_STAKING_VIEWS.encodeFunctionResult('getDelegatorMetadata', [
    chain.ledger.staked('CXT', delegator, operator),
    0n,
    0n,
    amounts,
    amounts.map(() => 0n),
  ]);
}

/**
 * The event logs of a sent transaction's receipt, or null while the sandbox has not settled a
 * transaction whose logs come from its settling (a CXT unstake: its unstakeID is counted then).
 * @param {SandboxChain} chain
 * @param {import('ethers').Transaction} transaction
 * @param {{ blockNumber: number, blockHash: string }} block
 * @returns {object[] | null}
 */
export function receiptLogs(chain, transaction, block) {
  if (!transaction.to || getAddress(transaction.to) !== getAddress(CONTRACTS.CXT_STAKING))
    return [];
  const parsed = CXT_STAKING_VIEWS.parseTransaction({ data: transaction.data });
  if (parsed?.name !== 'unstake' && parsed?.name !== 'unstakeAll') return [];
  const from = /** @type {string} */ (transaction.from);
  const entry = chain.ledger.accounts.CXT?.[from]?.unbonding.find(
    (unbonding) => unbonding.txHash === transaction.hash,
  );
  if (!entry) return null;
  const event = CXT_STAKING_VIEWS.getEvent('Unstaked');
  if (!event) throw new Error('no Unstaked event');
  const { data, topics } = CXT_STAKING_VIEWS.encodeEventLog(event, [
    parsed.args[0],
    from,
    entry.amount,
    BigInt(/** @type {number} */ (entry.id)),
  ]);
  return [
    {
      address: getAddress(CONTRACTS.CXT_STAKING),
      topics,
      data,
      blockNumber: toBeHex(block.blockNumber),
      blockHash: block.blockHash,
      transactionHash: transaction.hash,
      transactionIndex: '0x0',
      logIndex: '0x0',
      removed: false,
    },
  ];
}

/**
 * The receipt parts of a StakeWise unstake the sandbox knows by its hash (an exit-queue position it
 * holds, entered before this stand-in started): its block and its ExitQueueEntered event. The
 * shares of the event are not kept by the sandbox: 0.
 * @param {SandboxChain} chain
 * @param {string} hash
 * @returns {{ timestamp: bigint, to: string, from: string, log: { address: string, topics: string[], data: string } } | undefined}
 */
export function stakewiseExitReceipt(chain, hash) {
  const exit = chain.state.evm.stakewiseExits[hash.toLowerCase()];
  if (!exit) return undefined;
  const event = STAKEWISE_VAULT_VIEWS.encodeEventLog('ExitQueueEntered', [
    exit.owner,
    exit.owner,
    exit.positionTicket,
    0n,
  ]);
  return {
    timestamp: exit.timestamp,
    to: getAddress(exit.vault),
    from: getAddress(exit.owner),
    log: { address: getAddress(exit.vault), ...event },
  };
}
