// Checks the forge answer of MultiversX: the plain transaction object, read with
// @multiversx/sdk-core's Transaction.newFromPlainObject (addresses, amounts and data as the SDK
// reads them before it signs).
import { CheckList } from '../../inspect/checks';
import { InspectError, reason } from '../../inspect/errors';
import type { FamilyInput, FamilyResult } from '../../inspect/family';
import type { Detail, ForgeRequest } from '../../inspect/types';
import { amountDetail, amountOf, formatAmount, type Unit } from '../../inspect/units';

const EGLD: Unit = { symbol: 'EGLD', decimals: 18, base: 'atto-EGLD' };
/** Chain ids of the MultiversX networks. */
const NETWORKS: Record<string, string> = { '1': 'MultiversX mainnet', D: 'MultiversX devnet', T: 'MultiversX testnet' };
const MAINNET = '1';

/** The delegation contract function each operation calls (MultiversX delegation system contract). */
const FUNCTIONS: Record<string, string> = {
  forgeEgldStake: 'delegate',
  forgeEgldUnstake: 'unDelegate',
  forgeEgldWithdraw: 'withdraw',
  forgeEgldClaimRewards: 'claimRewards',
  forgeEgldRestakeRewards: 'reDelegateRewards',
};

export async function inspect({ transaction, operationId, request }: FamilyInput): Promise<FamilyResult> {
  const { Transaction } = await import('./libraries');
  let tx: InstanceType<typeof Transaction>;
  try {
    for (const field of ['nonce', 'gasPrice', 'gasLimit']) {
      if (!/^\d+$/.test(String(transaction[field]))) throw new Error(`${field} is not a whole number`);
    }
    if (!/^\d*$/.test(String(transaction.value ?? ''))) throw new Error('value is not a whole number of atto-EGLD');
    tx = Transaction.newFromPlainObject(transaction as unknown as Parameters<typeof Transaction.newFromPlainObject>[0]);
  } catch (error) {
    throw new InspectError('malformed', `The MultiversX transaction does not read (${reason(error)}).`);
  }
  const data = new TextDecoder().decode(tx.data);
  const [fn = '', ...args] = data.split('@');
  const sender = tx.sender.toBech32();
  const receiver = tx.receiver.toBech32();
  const relayer = tx.relayer.isEmpty() ? undefined : tx.relayer.toBech32();
  const guardian = tx.guardian.isEmpty() ? undefined : tx.guardian.toBech32();

  const id = operationId ?? Object.keys(FUNCTIONS).find((op) => FUNCTIONS[op] === fn);
  const c = new CheckList(request as ForgeRequest | undefined);
  const requested = c.baseAmount(EGLD);
  const egld = requested === undefined ? undefined : formatAmount(amountOf(requested, EGLD));
  const egldText = (n: bigint) => formatAmount(amountOf(n, EGLD));
  c.compare('chain', 'Chain id', `${MAINNET} (${NETWORKS[MAINNET]})`, `${tx.chainID} (${NETWORKS[tx.chainID] ?? 'not a MultiversX network'})`);
  c.compare('operation', 'Function of the delegation contract', id ? FUNCTIONS[id] : 'a function a forge call of the API calls', fn || '(no data: a plain transfer)');
  c.compare('delegatorAddress', 'Sender (signer)', c.value('delegatorAddress'), sender);
  c.compare('delegatorAddress', 'Fee payer', c.value('delegatorAddress'), relayer ?? sender, { note: relayer ? 'A relayer pays the fee of a relayed transaction.' : undefined });
  c.compare('validatorAddress', 'Delegation contract (receiver)', c.value('validatorAddress'), receiver);
  if (id && FUNCTIONS[id] !== fn) {
    // The other rows read the call where this operation's function has its values.
  } else if (id === 'forgeEgldStake') {
    c.compare('amount', 'Amount (value)', egld, egldText(tx.value));
  } else if (id) {
    if (id === 'forgeEgldUnstake') {
      const arg = args[0] && /^[0-9a-f]+$/i.test(args[0]) ? egldText(BigInt(`0x${args[0]}`)) : undefined;
      c.compare('amount', 'Amount (argument of unDelegate)', egld, arg);
    }
    c.compare('value', 'EGLD sent with the call', egldText(0n), egldText(tx.value));
  }
  c.compare('guardian', 'Guardian', 'none', guardian ?? 'none', { note: 'A guarded transaction also needs the guardian\'s signature.' });
  c.compare('unsigned', 'Not signed yet', 'no signature', tx.signature.length ? 'a signature' : 'no signature');

  const options = tx.options;
  const amount = id === 'forgeEgldStake' ? amountDetail('Amount', tx.value, EGLD) : id === 'forgeEgldUnstake' && args[0] && /^[0-9a-f]+$/i.test(args[0]) ? amountDetail('Amount', BigInt(`0x${args[0]}`), EGLD) : undefined;
  const details: Detail[] = [
    { label: 'Data', value: data || '(empty)' },
    ...args.map((a, i) => ({ label: `Argument ${i + 1} (hex)`, value: a })),
    amountDetail('Value', tx.value, EGLD),
  ];
  return {
    operationId: id,
    stakingIdentifier: 'EGLD',
    checks: c.checks,
    decoded: {
      family: 'multiversx',
      shape: 'plain transaction',
      decodedWith: '@multiversx/sdk-core (Transaction.newFromPlainObject)',
      network: [
        { label: 'Chain id', value: `${tx.chainID} (${NETWORKS[tx.chainID] ?? 'not a MultiversX network'})` },
        { label: 'Version and options', value: `version ${tx.version}, options ${options}${options & 1 ? ' (signs the hash)' : ''}${options & 2 ? ' (guarded)' : ''}` },
      ],
      signer: { label: 'Signer (sender)', value: sender },
      feePayer: { label: 'Fee payer', value: relayer ? `${relayer} (the relayer)` : `${sender} (the sender)` },
      actions: [{ kind: 'function call', name: fn || '(no function)', known: Object.values(FUNCTIONS).includes(fn), details }],
      validator: { label: 'Delegation contract', value: receiver },
      ...(amount ? { amount } : {}),
      fee: [
        { label: 'Gas limit', value: tx.gasLimit.toString() },
        amountDetail('Gas price', tx.gasPrice, EGLD),
        amountDetail('Fee at most (gas limit × gas price)', tx.gasLimit * tx.gasPrice, EGLD),
      ],
      staleness: [{ label: 'Nonce', value: `${tx.nonce}: the sender's account must still be at this nonce; once another transaction uses it, this one fails.` }],
    },
  };
}
