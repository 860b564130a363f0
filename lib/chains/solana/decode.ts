// Checks the forge answer of Solana: `hash`, base64 of the unsigned transaction in wire format,
// decoded with @solana/web3.js (VersionedTransaction, TransactionMessage and the System, Stake and
// Compute Budget instruction decoders).
import { CheckList } from '../../inspect/checks';
import { InspectError, reason } from '../../inspect/errors';
import type { FamilyInput, FamilyResult } from '../../inspect/family';
import type { Action, Detail, ForgeRequest } from '../../inspect/types';
import { amountDetail, amountOf, formatAmount, type Unit } from '../../inspect/units';

const SOL: Unit = { symbol: 'SOL', decimals: 9, base: 'lamports' };

/**
 * Rent-exempt reserve of a 200-byte stake account, in lamports: (128 + 200) bytes × 3,480
 * lamports per byte-year × 2 years, the rent the stake account of a stake forge holds beside
 * the amount staked.
 */
export const STAKE_ACCOUNT_RESERVE = 2_282_880n;

/** One decoded instruction: program, type, and its accounts and numbers by name. */
interface Instruction {
  program: 'System' | 'Stake' | 'Compute Budget' | string;
  type: string;
  known: boolean;
  fields: Record<string, string>;
  lamports?: bigint;
}

const PARTIAL_UNSTAKE = 'System: AllocateWithSeed, System: Transfer, Stake: Split, Stake: Deactivate';

/**
 * The instructions each operation forges (Compute Budget instructions, which set the priority
 * fee, may come along). Unstake with an amount splits it off first; without a request either fits.
 */
function expectedInstructions(operationId: string, request: ForgeRequest | undefined): string[] {
  switch (operationId) {
    case 'forgeSolStake':
      return ['System: CreateWithSeed, Stake: Initialize, Stake: Delegate'];
    case 'forgeSolUnstake':
      return request === undefined ? ['Stake: Deactivate', PARTIAL_UNSTAKE] : [request.amount === undefined ? 'Stake: Deactivate' : PARTIAL_UNSTAKE];
    case 'forgeSolWithdraw':
      return ['Stake: Withdraw'];
    case 'forgeSolRedelegate':
      return ['Stake: Delegate'];
    default:
      return [];
  }
}

const OPERATIONS = ['forgeSolStake', 'forgeSolUnstake', 'forgeSolWithdraw', 'forgeSolRedelegate'];

export async function inspect({ transaction, operationId, request }: FamilyInput): Promise<FamilyResult> {
  const web3 = await import('./libraries');
  const { VersionedTransaction, TransactionMessage, StakeProgram, SystemProgram, ComputeBudgetProgram, StakeInstruction, SystemInstruction, ComputeBudgetInstruction } = web3;
  const bytes = Uint8Array.from(atob(String(transaction.hash)), (ch) => ch.charCodeAt(0));
  let vtx: InstanceType<typeof VersionedTransaction>;
  let message: InstanceType<typeof TransactionMessage>;
  try {
    vtx = VersionedTransaction.deserialize(bytes);
    if (vtx.serialize().length !== bytes.length) throw new Error('bytes left over');
  } catch (error) {
    throw new InspectError('malformed', `hash does not decode as a Solana transaction (${reason(error)}). It may have been cut off.`);
  }
  try {
    message = TransactionMessage.decompile(vtx.message);
  } catch (error) {
    throw new InspectError('malformed', `The transaction's accounts cannot be read offline (${reason(error)}): it uses address lookup tables, which no forge call of the API does.`);
  }

  const keys = vtx.message.staticAccountKeys;
  const requiredSigners = keys.slice(0, vtx.message.header.numRequiredSignatures).map((k) => k.toBase58());
  const payer = message.payerKey.toBase58();
  const signed = vtx.signatures.some((s) => s.some((b) => b !== 0));

  const instructions = message.instructions.map((ix): Instruction => {
    const k = (key: { toBase58(): string }) => key.toBase58();
    try {
      if (ix.programId.equals(StakeProgram.programId)) {
        const type = StakeInstruction.decodeInstructionType(ix);
        const base = { program: 'Stake', type, known: true };
        switch (type) {
          case 'Initialize': {
            const d = StakeInstruction.decodeInitialize(ix);
            return { ...base, fields: { 'Stake account': k(d.stakePubkey), 'Stake authority': k(d.authorized.staker), 'Withdraw authority': k(d.authorized.withdrawer), 'Lockup custodian': k(d.lockup?.custodian ?? web3.PublicKey.default) } };
          }
          case 'Delegate': {
            const d = StakeInstruction.decodeDelegate(ix);
            return { ...base, fields: { 'Stake account': k(d.stakePubkey), 'Stake authority': k(d.authorizedPubkey), 'Vote account': k(d.votePubkey) } };
          }
          case 'Deactivate': {
            const d = StakeInstruction.decodeDeactivate(ix);
            return { ...base, fields: { 'Stake account': k(d.stakePubkey), 'Stake authority': k(d.authorizedPubkey) } };
          }
          case 'Split': {
            const d = StakeInstruction.decodeSplit(ix);
            return { ...base, fields: { 'Stake account': k(d.stakePubkey), 'Stake authority': k(d.authorizedPubkey), 'New stake account': k(d.splitStakePubkey) }, lamports: BigInt(d.lamports) };
          }
          case 'Withdraw': {
            const d = StakeInstruction.decodeWithdraw(ix);
            return { ...base, fields: { 'Stake account': k(d.stakePubkey), 'Withdraw authority': k(d.authorizedPubkey), 'To': k(d.toPubkey) }, lamports: BigInt(d.lamports) };
          }
          case 'Authorize': {
            const d = StakeInstruction.decodeAuthorize(ix);
            return { ...base, fields: { 'Stake account': k(d.stakePubkey), 'Authority now': k(d.authorizedPubkey), 'New authority': k(d.newAuthorizedPubkey) } };
          }
          default:
            return { ...base, fields: {} };
        }
      }
      if (ix.programId.equals(SystemProgram.programId)) {
        const type = SystemInstruction.decodeInstructionType(ix);
        const base = { program: 'System', type, known: true };
        switch (type) {
          case 'CreateWithSeed': {
            const d = SystemInstruction.decodeCreateWithSeed(ix);
            return { ...base, fields: { 'Funded by': k(d.fromPubkey), 'New account': k(d.newAccountPubkey), 'Derived from': k(d.basePubkey), Seed: d.seed, Space: `${d.space} bytes`, Owner: k(d.programId) }, lamports: BigInt(d.lamports) };
          }
          case 'Create': {
            const d = SystemInstruction.decodeCreateAccount(ix);
            return { ...base, type: 'CreateAccount', fields: { 'Funded by': k(d.fromPubkey), 'New account': k(d.newAccountPubkey), Space: `${d.space} bytes`, Owner: k(d.programId) }, lamports: BigInt(d.lamports) };
          }
          case 'AllocateWithSeed': {
            const d = SystemInstruction.decodeAllocateWithSeed(ix);
            return { ...base, fields: { Account: k(d.accountPubkey), 'Derived from': k(d.basePubkey), Seed: d.seed, Space: `${d.space} bytes`, Owner: k(d.programId) } };
          }
          case 'Transfer': {
            const d = SystemInstruction.decodeTransfer(ix);
            return { ...base, fields: { From: k(d.fromPubkey), To: k(d.toPubkey) }, lamports: BigInt(d.lamports) };
          }
          default:
            return { ...base, fields: {} };
        }
      }
      if (ix.programId.equals(ComputeBudgetProgram.programId)) {
        const type = ComputeBudgetInstruction.decodeInstructionType(ix);
        const fields: Record<string, string> = {};
        if (type === 'SetComputeUnitLimit') fields['Compute unit limit'] = String(ComputeBudgetInstruction.decodeSetComputeUnitLimit(ix).units);
        if (type === 'SetComputeUnitPrice') fields['Price per compute unit'] = `${ComputeBudgetInstruction.decodeSetComputeUnitPrice(ix).microLamports} micro-lamports`;
        return { program: 'Compute Budget', type, known: true, fields };
      }
    } catch {
      // An instruction of a known program that its decoder does not know: reported as unknown.
    }
    return { program: ix.programId.toBase58(), type: 'an unknown instruction', known: false, fields: {} };
  });

  const staking = instructions.filter((ix) => ix.program !== 'Compute Budget');
  const types = staking.map((ix) => `${ix.program}: ${ix.type}`).join(', ');
  const id = operationId ?? OPERATIONS.find((op) => expectedInstructions(op, undefined).includes(types));
  const find = (type: string) => staking.find((ix) => `${ix.program}: ${ix.type}` === type);
  const c = new CheckList(request as ForgeRequest | undefined);
  const delegator = c.value('delegatorAddress');
  const lamportsText = (n: bigint | undefined) => (n === undefined ? undefined : formatAmount(amountOf(n, SOL)));
  const requestLamports = (field = 'amount') => c.baseAmount(SOL, field);

  const options = id ? expectedInstructions(id, request) : [];
  const expected = options.includes(types) ? types : options[0];
  c.compare('instructions', 'Instructions', expected ?? 'the instructions of a forge call of the API', types || '(none)');
  c.compare('delegatorAddress', 'Fee payer', delegator, payer);
  c.compare('signers', 'Signers', delegator ?? payer, requiredSigners.join(', '), { note: 'Every account that must sign: only your wallet, the fee payer.' });
  const partial = types === PARTIAL_UNSTAKE;
  // The other rows read the instructions where this operation puts its values.
  if (expected !== types) {
    // nothing more to compare
  } else if (id === 'forgeSolStake') {
    const create = find('System: CreateWithSeed') ?? find('System: CreateAccount');
    const init = find('Stake: Initialize');
    const delegate = find('Stake: Delegate');
    c.compare('delegatorAddress', 'Funded by', delegator, create?.fields['Funded by']);
    c.compare('delegatorAddress', 'Stake authority', delegator, init?.fields['Stake authority']);
    c.compare('delegatorAddress', 'Withdraw authority', delegator, init?.fields['Withdraw authority']);
    c.compare('validatorAddress', 'Validator (vote account)', c.value('validatorAddress'), delegate?.fields['Vote account']);
    const staked = requestLamports();
    c.compare('amount', 'Amount + rent-exempt reserve', lamportsText(staked === undefined ? undefined : staked + STAKE_ACCOUNT_RESERVE), lamportsText(create?.lamports), {
      note: `The new stake account also holds its rent-exempt reserve, ${formatAmount(amountOf(STAKE_ACCOUNT_RESERVE, SOL))}.`,
    });
    c.compare('stakeAccount', 'Stake account delegated', create?.fields['New account'], delegate?.fields['Stake account']);
  } else if (id === 'forgeSolUnstake') {
    const deactivate = find('Stake: Deactivate');
    c.compare('delegatorAddress', 'Stake authority', delegator, deactivate?.fields['Stake authority']);
    if (!partial) {
      c.compare('stakeAccountAddress', 'Stake account deactivated', c.value('stakeAccountAddress'), deactivate?.fields['Stake account']);
    } else {
      const split = find('Stake: Split');
      const prefund = find('System: Transfer');
      c.compare('stakeAccountAddress', 'Stake account split', c.value('stakeAccountAddress'), split?.fields['Stake account']);
      c.compare('amount', 'Amount split off', lamportsText(requestLamports()), lamportsText(split?.lamports));
      c.compare('delegatorAddress', 'Reserve of the new account paid by', delegator, prefund?.fields.From);
      c.compare('stakeAccount', 'Stake account deactivated', split?.fields['New stake account'], deactivate?.fields['Stake account'], { note: 'The new account split off yours.' });
    }
  } else if (id === 'forgeSolWithdraw') {
    const withdraw = find('Stake: Withdraw');
    c.compare('stakeAccountAddress', 'Stake account', c.value('stakeAccountAddress'), withdraw?.fields['Stake account']);
    c.compare('delegatorAddress', 'Withdraw authority', delegator, withdraw?.fields['Withdraw authority']);
    c.compare('delegatorAddress', 'SOL withdrawn to', delegator, withdraw?.fields.To);
    c.compare('amount', 'Amount', lamportsText(requestLamports()), lamportsText(withdraw?.lamports), { required: false });
  } else if (id === 'forgeSolRedelegate') {
    const delegate = find('Stake: Delegate');
    c.compare('stakeAccountAddress', 'Stake account', c.value('stakeAccountAddress'), delegate?.fields['Stake account']);
    c.compare('delegatorAddress', 'Stake authority', delegator, delegate?.fields['Stake authority']);
    c.compare('newValidatorAddress', 'New validator (vote account)', c.value('newValidatorAddress'), delegate?.fields['Vote account']);
  }
  c.compare('unsigned', 'Not signed yet', 'no signature', signed ? 'a signature' : 'no signature');

  const actions: Action[] = instructions.map((ix) => ({
    kind: 'instruction',
    name: `${ix.program}: ${ix.type}`,
    known: ix.known,
    details: [
      ...Object.entries(ix.fields).map(([label, value]) => ({ label, value })),
      ...(ix.lamports !== undefined ? [amountDetail('Lamports', ix.lamports, SOL)] : []),
    ],
  }));
  const vote = find('Stake: Delegate')?.fields['Vote account'];
  const amountDetailOf = (): Detail | undefined => {
    const create = find('System: CreateWithSeed') ?? find('System: CreateAccount');
    if (create?.lamports !== undefined) return amountDetail('Amount staked (without the rent-exempt reserve)', create.lamports - STAKE_ACCOUNT_RESERVE, SOL);
    const moved = find('Stake: Split')?.lamports ?? find('Stake: Withdraw')?.lamports;
    return moved === undefined ? undefined : amountDetail('Amount', moved, SOL);
  };
  const amount = amountDetailOf();
  const budget = instructions.filter((ix) => ix.program === 'Compute Budget').flatMap((ix) => Object.entries(ix.fields).map(([label, value]) => ({ label, value })));
  const nonceAdvance = message.instructions[0] && SystemProgram.programId.equals(message.instructions[0].programId) && instructions[0]?.type === 'AdvanceNonceAccount';
  return {
    operationId: id,
    stakingIdentifier: 'SOL',
    checks: c.checks,
    decoded: {
      family: 'solana',
      shape: 'hash',
      decodedWith: '@solana/web3.js (VersionedTransaction, StakeInstruction, SystemInstruction)',
      network: [{ label: 'Network', value: 'Not in the transaction: a Solana transaction names no cluster. The recent blockhash ties it to the cluster the API read it from.' }],
      signer: { label: 'Signers', value: requiredSigners.join(', ') || '(none)' },
      feePayer: { label: 'Fee payer', value: payer },
      actions,
      ...(vote ? { validator: { label: 'Validator (vote account)', value: vote } } : {}),
      ...(amount ? { amount } : {}),
      fee: [
        { label: 'Fee', value: 'Not in the transaction: the network charges a fee per signature, paid by the fee payer.' },
        ...(budget.length ? budget : [{ label: 'Priority fee', value: 'none (no Compute Budget instruction)' }]),
      ],
      staleness: [
        nonceAdvance
          ? { label: 'Durable nonce', value: message.recentBlockhash }
          : { label: 'Recent blockhash', value: `${message.recentBlockhash}: valid for about 150 blocks (roughly a minute) after the API read it; sign and send promptly, or forge again.` },
      ],
    },
  };
}
