// Checks the forge answer of an EVM-type chain (CHILIZ, CXT, POL, STAKEWISE): `serializedUnsignedTx`,
// an unsigned EIP-1559 transaction, decoded with ethers (the library loads when this runs).
import { CheckList, sameHex } from '../../inspect/checks';
import { InspectError, reason } from '../../inspect/errors';
import type { FamilyInput, FamilyResult } from '../../inspect/family';
import type { Action, Detail, ForgeRequest } from '../../inspect/types';
import { amountDetail, formatAmount, amountOf, type Unit } from '../../inspect/units';
import { EVM_CONTRACTS as C, EVM_IDENTIFIERS, EVM_METHODS, EVM_NETWORKS } from './contracts';

/** The decoded call: method name, arguments by name (numbers as bigint, addresses checksummed), target and value. */
interface Call {
  method: string | undefined;
  args: Record<string, bigint | string>;
  to: string;
  value: bigint;
}

type Rule = {
  identifier: keyof typeof EVM_IDENTIFIERS;
  method: string;
  /** Rows of this operation beyond chain, method and value: what the request asks for against the call. */
  check: (c: CheckList, call: Call, units: EvmUnits) => void;
  /** The validator, pool or vault the call acts on, for the summary. */
  validator?: (call: Call) => Detail | undefined;
  /** The amount the call moves, for the summary. */
  amount?: (call: Call, units: EvmUnits) => Detail | undefined;
};

interface EvmUnits {
  token: Unit;
  native: Unit;
}

const wei = (symbol: string): Unit => ({ symbol, decimals: 18, base: 'wei' });

// ----------------------------------------------------------------- reading the request
const arg = (call: Call, name: string) => call.args[name];
const addressArg = (call: Call, name: string) => (typeof call.args[name] === 'string' ? (call.args[name] as string) : undefined);
const formatted = (base: bigint | string | undefined, unit: Unit) => (typeof base === 'bigint' ? formatAmount(amountOf(base, unit)) : undefined);

function requestAmount(c: CheckList, unit: Unit, field = 'amount'): string | undefined {
  const base = c.baseAmount(unit, field);
  return base === undefined ? undefined : formatAmount(amountOf(base, unit));
}

const NO_SENDER = 'An unsigned Ethereum transaction names no sender: whoever signs it sends it. Sign it with the key of this address.';

function contract(c: CheckList, label: string, expected: string, call: Call) {
  c.compare('contract', label, expected, call.to, { same: sameHex });
}
function amountArg(c: CheckList, call: Call, name: string, unit: Unit, field = 'amount', required = true) {
  c.compare(field, 'Amount', requestAmount(c, unit, field), formatted(arg(call, name), unit), { required });
}
function idArg(c: CheckList, field: string, label: string, call: Call, name: string) {
  const actual = arg(call, name);
  c.compare(field, label, c.value(field), typeof actual === 'bigint' ? actual.toString() : undefined);
}
function validatorById(c: CheckList, call: Call, field = 'validatorAddress', label = 'Validator', name = 'validatorId') {
  const id = arg(call, name);
  c.absent(field, label, 'The contract names validators by a numeric id, which the API looks up for this address.', typeof id === 'bigint' ? `validator id ${id}` : undefined);
}
const toDetail = (label: string) => (call: Call): Detail => ({ label, value: call.to });
const argDetail = (label: string, name: string) => (call: Call): Detail | undefined => {
  const value = arg(call, name);
  return value === undefined ? undefined : { label, value: typeof value === 'bigint' ? `id ${value}` : value };
};
const amountOfArg = (name: string) => (call: Call, units: EvmUnits) => {
  const value = arg(call, name);
  return typeof value === 'bigint' ? amountDetail('Amount', value, units.token) : undefined;
};
const amountOfValue = (call: Call, units: EvmUnits) => amountDetail('Amount', call.value, units.native);

// ----------------------------------------------------------------- the operations
const RULES: Record<string, Rule> = {
  forgeChilizStake: {
    identifier: 'CHILIZ', method: 'delegate',
    check: (c, call, u) => {
      contract(c, 'Staking contract', C.CHILIZ_STAKING, call);
      c.compare('validatorAddress', 'Validator', c.value('validatorAddress'), addressArg(call, 'validator'), { same: sameHex });
      c.compare('amount', 'Amount (sent with the call)', requestAmount(c, u.native), formatted(call.value, u.native));
    },
    validator: argDetail('Validator', 'validator'), amount: amountOfValue,
  },
  forgeChilizUnstake: {
    identifier: 'CHILIZ', method: 'undelegate',
    check: (c, call, u) => {
      contract(c, 'Staking contract', C.CHILIZ_STAKING, call);
      c.compare('validatorAddress', 'Validator', c.value('validatorAddress'), addressArg(call, 'validator'), { same: sameHex });
      amountArg(c, call, 'amount', u.token);
    },
    validator: argDetail('Validator', 'validator'), amount: amountOfArg('amount'),
  },
  forgeChilizWithdraw: {
    identifier: 'CHILIZ', method: 'claimPendingUndelegates',
    check: (c, call) => {
      contract(c, 'Staking contract', C.CHILIZ_STAKING, call);
      c.compare('validatorAddress', 'Validator', c.value('validatorAddress'), addressArg(call, 'validator'), { same: sameHex });
    },
    validator: argDetail('Validator', 'validator'),
  },
  forgeCxtApprove: {
    identifier: 'CXT', method: 'approve',
    check: (c, call, u) => {
      contract(c, 'Token contract (CXT)', C.CXT_TOKEN, call);
      c.compare('spender', 'Spender (the CXT staking contract)', C.CXT_STAKING, addressArg(call, 'spender'), { same: sameHex });
      amountArg(c, call, 'amount', u.token);
    },
    amount: amountOfArg('amount'),
  },
  forgeCxtStake: {
    identifier: 'CXT', method: 'stake',
    check: (c, call, u) => {
      contract(c, 'Staking contract', C.CXT_STAKING, call);
      validatorById(c, call);
      amountArg(c, call, 'amount', u.token);
    },
    validator: argDetail('Validator', 'validatorId'), amount: amountOfArg('amount'),
  },
  forgeCxtUnstake: {
    identifier: 'CXT', method: 'unstake',
    check: (c, call, u) => {
      contract(c, 'Staking contract', C.CXT_STAKING, call);
      validatorById(c, call);
      amountArg(c, call, 'amount', u.token);
    },
    validator: argDetail('Validator', 'validatorId'), amount: amountOfArg('amount'),
  },
  forgeCxtUnstakeAll: {
    identifier: 'CXT', method: 'unstakeAll',
    check: (c, call) => {
      contract(c, 'Staking contract', C.CXT_STAKING, call);
      validatorById(c, call);
    },
    validator: argDetail('Validator', 'validatorId'),
  },
  forgeCxtWithdraw: {
    identifier: 'CXT', method: 'transferUnstakedOut',
    check: (c, call, u) => {
      contract(c, 'Staking contract', C.CXT_STAKING, call);
      validatorById(c, call);
      idArg(c, 'unstakeID', 'Unstaking entry', call, 'unstakingId');
      amountArg(c, call, 'amount', u.token, 'amount', false);
    },
    validator: argDetail('Validator', 'validatorId'), amount: amountOfArg('amount'),
  },
  forgeCxtClaimRewards: {
    identifier: 'CXT', method: 'redeemAllRewards',
    check: (c, call) => {
      contract(c, 'Staking contract', C.CXT_STAKING, call);
      validatorById(c, call);
      const beneficiary = c.value('beneficiaryAddress') ? 'beneficiaryAddress' : 'delegatorAddress';
      c.compare(beneficiary, 'Rewards paid to', c.value(beneficiary), addressArg(call, 'beneficiary'), { same: sameHex });
    },
    validator: argDetail('Validator', 'validatorId'),
  },
  forgePolApprove: {
    identifier: 'POL', method: 'approve',
    check: (c, call, u) => {
      contract(c, 'Token contract (POL)', C.POL_TOKEN, call);
      c.compare('spender', 'Spender (Polygon StakeManager)', C.POL_STAKE_MANAGER, addressArg(call, 'spender'), { same: sameHex });
      amountArg(c, call, 'amount', u.token);
    },
    amount: amountOfArg('amount'),
  },
  forgePolStake: {
    identifier: 'POL', method: 'buyVoucherPOL',
    check: (c, call, u) => {
      c.compare('validatorAddress', 'Validator (its ValidatorShare contract)', c.value('validatorAddress'), call.to, { same: sameHex });
      amountArg(c, call, '_amount', u.token);
    },
    validator: toDetail('Validator (ValidatorShare contract)'), amount: amountOfArg('_amount'),
  },
  forgePolUnstake: {
    identifier: 'POL', method: 'sellVoucher_newPOL',
    check: (c, call, u) => {
      c.compare('validatorAddress', 'Validator (its ValidatorShare contract)', c.value('validatorAddress'), call.to, { same: sameHex });
      amountArg(c, call, 'claimAmount', u.token);
    },
    validator: toDetail('Validator (ValidatorShare contract)'), amount: amountOfArg('claimAmount'),
  },
  forgePolWithdraw: {
    identifier: 'POL', method: 'unstakeClaimTokens_newPOL',
    check: (c, call) => {
      c.compare('validatorAddress', 'Validator (its ValidatorShare contract)', c.value('validatorAddress'), call.to, { same: sameHex });
      idArg(c, 'unbondNonce', 'Unbond nonce', call, 'unbondNonce');
    },
    validator: toDetail('Validator (ValidatorShare contract)'),
  },
  forgePolClaimRewards: {
    identifier: 'POL', method: 'withdrawRewardsPOL',
    check: (c, call) => c.compare('validatorAddress', 'Validator (its ValidatorShare contract)', c.value('validatorAddress'), call.to, { same: sameHex }),
    validator: toDetail('Validator (ValidatorShare contract)'),
  },
  forgePolRestakeRewards: {
    identifier: 'POL', method: 'restakePOL',
    check: (c, call) => c.compare('validatorAddress', 'Validator (its ValidatorShare contract)', c.value('validatorAddress'), call.to, { same: sameHex }),
    validator: toDetail('Validator (ValidatorShare contract)'),
  },
  forgePolRedelegate: {
    identifier: 'POL', method: 'migrateDelegation',
    check: (c, call, u) => {
      contract(c, 'Contract (Polygon StakeManager)', C.POL_STAKE_MANAGER, call);
      validatorById(c, call, 'fromValidatorAddress', 'From validator', 'fromValidatorId');
      validatorById(c, call, 'toValidatorAddress', 'To validator', 'toValidatorId');
      amountArg(c, call, 'amount', u.token);
    },
    validator: argDetail('To validator', 'toValidatorId'), amount: amountOfArg('amount'),
  },
  forgeStakeWiseStake: {
    identifier: 'STAKEWISE', method: 'deposit',
    check: (c, call, u) => {
      c.compare('vaultAddress', 'Vault', c.value('vaultAddress'), call.to, { same: sameHex });
      const owner = c.value('holder') ? 'holder' : 'delegatorAddress';
      c.compare(owner, 'Receiver of the vault shares', c.value(owner), addressArg(call, 'receiver'), { same: sameHex });
      c.compare('amount', 'Amount (sent with the call)', requestAmount(c, u.native), formatted(call.value, u.native));
    },
    validator: toDetail('Vault'), amount: amountOfValue,
  },
  forgeStakeWiseUnstake: {
    identifier: 'STAKEWISE', method: 'enterExitQueue',
    check: (c, call) => {
      c.compare('vaultAddress', 'Vault', c.value('vaultAddress'), call.to, { same: sameHex });
      const owner = c.value('holder') ? 'holder' : 'delegatorAddress';
      c.compare(owner, 'Receiver of the ETH', c.value(owner), addressArg(call, 'receiver'), { same: sameHex });
      const shares = arg(call, 'shares');
      c.absent('amount', 'Amount', 'The vault exits shares: the API converts the ETH amount to shares at the vault\'s share price.', typeof shares === 'bigint' ? `${shares} vault shares (base units)` : undefined);
    },
    validator: toDetail('Vault'),
  },
  forgeStakeWiseWithdraw: {
    identifier: 'STAKEWISE', method: 'claimExitedAssets',
    check: (c, call) => {
      c.compare('vaultAddress', 'Vault', c.value('vaultAddress'), call.to, { same: sameHex });
      const ticket = arg(call, 'positionTicket');
      c.absent('unstakeTxHash', 'Unstake transaction', 'The claim names the exit-queue position that the unstake transaction created, which the API reads from its receipt.', typeof ticket === 'bigint' ? `position ticket ${ticket}` : undefined);
    },
    validator: toDetail('Vault'),
  },
};

/** The operation a decoded call looks like: by method, and for approve by the token it approves. */
function detectOperation(call: Call): string | undefined {
  return Object.entries(RULES).find(([id, rule]) => {
    if (rule.method !== call.method) return false;
    if (id === 'forgeCxtApprove') return sameHex(call.to, C.CXT_TOKEN);
    if (id === 'forgePolApprove') return sameHex(call.to, C.POL_TOKEN);
    return true;
  })?.[0];
}

export async function inspect({ transaction, operationId, request }: FamilyInput): Promise<FamilyResult> {
  const { Interface, Transaction, getAddress, formatUnits } = await import('./libraries');
  const hex = transaction.serializedUnsignedTx;
  let tx: InstanceType<typeof Transaction>;
  try {
    tx = Transaction.from(hex as string);
  } catch (error) {
    throw new InspectError('malformed', `serializedUnsignedTx does not decode as an Ethereum transaction (${reason(error)}). It may have been cut off or edited.`);
  }
  if (!tx.to) throw new InspectError('malformed', 'serializedUnsignedTx creates a contract: no forge call of the API does that.');

  const iface = new Interface(EVM_METHODS as string[]);
  const parsed = iface.parseTransaction({ data: tx.data, value: tx.value });
  const call: Call = {
    method: parsed?.name,
    args: Object.fromEntries(
      (parsed?.fragment.inputs ?? []).map((input, i) => {
        const value = parsed!.args[i];
        return [input.name, input.type === 'address' ? getAddress(String(value)) : (value as bigint)];
      }),
    ),
    to: getAddress(tx.to),
    value: tx.value,
  };

  const chainId = tx.chainId.toString();
  const network = EVM_NETWORKS[chainId];
  const detected = operationId === undefined ? detectOperation(call) : undefined;
  const id = operationId ?? detected;
  const rule = id ? RULES[id] : undefined;
  const identifier = rule?.identifier ?? (chainId === '88888' ? 'CHILIZ' : undefined);
  const native = wei(network?.currency ?? 'ETH');
  const units: EvmUnits = { native, token: identifier ? wei(EVM_IDENTIFIERS[identifier]!.token) : native };

  const c = new CheckList(request as ForgeRequest | undefined);
  if (rule) {
    c.compare('chain', 'Chain', describeChain(EVM_IDENTIFIERS[rule.identifier]!.chainId), describeChain(chainId));
    c.compare('operation', 'Contract method', rule.method, call.method ?? unknownMethod(tx.data));
    // The other rows read the arguments where this operation's method has them.
    if (call.method === rule.method) rule.check(c, call, units);
    if (rule.method !== 'delegate' && rule.method !== 'deposit') {
      c.compare('value', `${native.symbol} sent with the call`, formatAmount(amountOf(0n, native)), formatAmount(amountOf(tx.value, native)));
    }
    c.absent('delegatorAddress', 'Signer', NO_SENDER);
  } else {
    c.compare('operation', 'Contract method', 'a method a forge call of the API calls', call.method ?? unknownMethod(tx.data));
  }
  c.compare('unsigned', 'Not signed yet', 'no signature', tx.signature ? 'a signature' : 'no signature');

  const action: Action = {
    kind: 'contract method',
    name: parsed ? parsed.signature : unknownMethod(tx.data),
    known: Boolean(parsed),
    details: [
      { label: 'Contract', value: call.to },
      ...(parsed?.fragment.inputs ?? []).map((input) => ({ label: input.name, value: String(call.args[input.name]) })),
      amountDetail(`${native.symbol} sent with the call`, tx.value, native),
    ],
  };
  const gwei = (v: bigint | null) => (v === null ? 'not set' : `${formatUnits(v, 'gwei')} gwei`);
  const maxFee = tx.maxFeePerGas ?? tx.gasPrice;
  return {
    operationId: id,
    stakingIdentifier: identifier,
    checks: c.checks,
    decoded: {
      family: 'evm',
      shape: 'serializedUnsignedTx',
      decodedWith: 'ethers 6 (Transaction.from, Interface.parseTransaction)',
      network: [{ label: 'Chain id', value: describeChain(chainId) }, { label: 'Transaction type', value: `${tx.type} (${tx.type === 2 ? 'EIP-1559' : 'legacy or EIP-2930'})` }],
      signer: { label: 'Signer', value: 'Not in the transaction: an unsigned Ethereum transaction names no sender. Whoever signs it sends it and pays the gas.' },
      feePayer: { label: 'Fee payer', value: 'The signer.' },
      actions: [action],
      ...(rule?.validator?.(call) ? { validator: rule.validator(call)! } : {}),
      ...(rule?.amount?.(call, units) ? { amount: rule.amount(call, units)! } : {}),
      fee: [
        { label: 'Gas limit', value: tx.gasLimit.toString() },
        { label: 'Max fee per gas', value: gwei(maxFee) },
        ...(tx.maxPriorityFeePerGas !== null ? [{ label: 'Max priority fee per gas', value: gwei(tx.maxPriorityFeePerGas) }] : []),
        ...(maxFee !== null ? [amountDetail('Fee at most (gas limit × max fee per gas)', tx.gasLimit * maxFee, native)] : []),
      ],
      staleness: [
        { label: 'Nonce', value: `${tx.nonce}: the transaction can only be mined as the sender's transaction number ${tx.nonce}; once another transaction uses that nonce, this one never can.` },
      ],
    },
  };
}

function describeChain(chainId: string): string {
  const network = EVM_NETWORKS[chainId];
  return network ? `${chainId} (${network.name})` : `${chainId} (not a network of the API)`;
}

function unknownMethod(data: string): string {
  return data === '0x' ? 'no method (a plain transfer)' : `an unknown method (selector ${data.slice(0, 10)})`;
}
