// Checks the forge answer of Polkadot's nomination pools: `extrinsicHex`, an unsigned extrinsic,
// decoded with @polkadot/types against the Polkadot Asset Hub runtime metadata that
// @polkadot/types-support ships (the runtime where staking and the pools run since November 2025).
import { CheckList } from '../../inspect/checks';
import { InspectError, reason } from '../../inspect/errors';
import type { FamilyInput, FamilyResult } from '../../inspect/family';
import type * as Libraries from './libraries';
import type { Detail, ForgeRequest } from '../../inspect/types';
import { amountDetail, amountOf, formatAmount, type Unit } from '../../inspect/units';

const DOT: Unit = { symbol: 'DOT', decimals: 10, base: 'planck' };
/** SS58 address format of Polkadot (addresses start with 1). */
const POLKADOT_SS58 = 0;

/**
 * The calls an operation may make, named with the kind of bond for bondExtra: restake and claim
 * act on another member when poolMemberAddress names one (without a request either fits).
 */
function expectedCalls(operationId: string, request: ForgeRequest | undefined): string[] {
  const others = request === undefined ? [false, true] : [typeof request.poolMemberAddress === 'string' && request.poolMemberAddress !== request.delegatorAddress];
  switch (operationId) {
    case 'forgeDotPoolStake':
      return ['join'];
    case 'forgeDotPoolAddToStake':
      return ['bondExtra (FreeBalance)'];
    case 'forgeDotPoolRestakeRewards':
      return others.map((other) => (other ? 'bondExtraOther (Rewards)' : 'bondExtra (Rewards)'));
    case 'forgeDotPoolUnstake':
      return ['unbond'];
    case 'forgeDotPoolWithdraw':
      return ['withdrawUnbonded'];
    case 'forgeDotPoolClaimRewards':
      return others.map((other) => (other ? 'claimPayoutOther' : 'claimPayout'));
    default:
      return [];
  }
}

const CALL_OPERATIONS: Record<string, string> = {
  join: 'forgeDotPoolStake',
  'bondExtra (FreeBalance)': 'forgeDotPoolAddToStake',
  'bondExtra (Rewards)': 'forgeDotPoolRestakeRewards',
  'bondExtraOther (Rewards)': 'forgeDotPoolRestakeRewards',
  unbond: 'forgeDotPoolUnstake',
  withdrawUnbonded: 'forgeDotPoolWithdraw',
  claimPayout: 'forgeDotPoolClaimRewards',
  claimPayoutOther: 'forgeDotPoolClaimRewards',
};

type ChainProperties = NonNullable<Parameters<Registry['setChainProperties']>[0]>;
type Registry = InstanceType<typeof Libraries.TypeRegistry>;
let assetHub: Promise<{ registry: Registry; specName: string; specVersion: number }> | undefined;

/** A type registry with the Asset Hub metadata, made once per page or process (decoding the metadata takes a moment). */
export function assetHubRegistry() {
  assetHub ??= (async () => {
    const { TypeRegistry, Metadata, compactStripLength, hexToU8a, metadataHex, assetHubVersion: version } = await import('./libraries');
    const registry = new TypeRegistry();
    // The file holds the answer of Metadata_metadata_at_version: Option<OpaqueMetadata>.
    const [, bytes] = compactStripLength(hexToU8a(metadataHex).subarray(1));
    registry.setMetadata(new Metadata(registry, bytes));
    registry.setChainProperties(registry.createType('ChainProperties', { ss58Format: POLKADOT_SS58, tokenDecimals: DOT.decimals, tokenSymbol: DOT.symbol }) as ChainProperties);
    return { registry, specName: String(version.specName), specVersion: Number(version.specVersion) };
  })();
  return assetHub;
}

export async function inspect({ transaction, operationId, request }: FamilyInput): Promise<FamilyResult> {
  const { registry, specName, specVersion } = await assetHubRegistry();
  const hex = String(transaction.extrinsicHex).toLowerCase();
  let ext: ReturnType<typeof decodeExtrinsic>;
  try {
    ext = decodeExtrinsic(registry, hex);
  } catch (error) {
    throw new InspectError('malformed', `extrinsicHex does not decode as a Polkadot Asset Hub extrinsic (${reason(error)}). It may have been cut off, or be for another chain.`);
  }
  const method = ext.method;
  const callName = `${method.section}.${method.method}`;
  const argNames = method.meta.args.map((a) => a.name.toString());
  const argOf = (name: string) => {
    const i = argNames.indexOf(name);
    return i < 0 ? undefined : method.args[i];
  };
  const extra = argOf('extra') as unknown as { type: string; isFreeBalance: boolean; asFreeBalance: { toBigInt(): bigint } } | undefined;
  const addressOf = (name: string): string | undefined => {
    const value = argOf(name) as unknown as { isId?: boolean; asId?: { toString(): string }; toString(): string } | undefined;
    if (!value) return undefined;
    return value.isId ? value.asId!.toString() : value.toString();
  };
  const bigintOf = (name: string): bigint | undefined => {
    const value = argOf(name) as unknown as { toBigInt?: () => bigint; unwrap?: () => { toBigInt(): bigint } } | undefined;
    if (!value) return undefined;
    return value.toBigInt ? value.toBigInt() : value.unwrap?.().toBigInt();
  };
  const amount =
    bigintOf('amount') ?? bigintOf('unbondingPoints') ?? (extra?.isFreeBalance ? extra.asFreeBalance.toBigInt() : undefined);

  const isPools = method.section === 'nominationPools';
  // The call as the operations name it: bondExtra with the kind of bond.
  const callKind = isPools ? (extra ? `${method.method} (${extra.type})` : method.method) : callName;
  const id = operationId ?? CALL_OPERATIONS[callKind];
  const c = new CheckList(request as ForgeRequest | undefined);
  const calls = id ? expectedCalls(id, request) : [];
  const expected = calls.includes(callKind) ? callKind : calls[0];
  c.compare('operation', 'Call', expected ? `nominationPools.${expected}` : 'a call a forge call of the API makes', isPools ? `nominationPools.${callKind}` : callName);
  const samePublicKey = (a: string, b: string) => {
    try {
      return registry.createType('AccountId32', a).eq(registry.createType('AccountId32', b));
    } catch {
      return false;
    }
  };
  const dotText = (n: bigint | undefined) => (n === undefined ? undefined : formatAmount(amountOf(n, DOT)));
  const dot = (field: string) => dotText(c.baseAmount(DOT, field));
  // The other rows read the call's arguments where this operation's call has them.
  switch (expected === callKind ? id : undefined) {
    case 'forgeDotPoolStake':
      c.compare('poolId', 'Pool', c.value('poolId'), bigintOf('poolId')?.toString());
      c.compare('amount', 'Amount bonded', dot('amount'), dotText(amount));
      break;
    case 'forgeDotPoolAddToStake':
      c.compare('amount', 'Amount added (from the free balance)', dot('amount'), dotText(amount));
      break;
    case 'forgeDotPoolRestakeRewards':
      if (expected === 'bondExtraOther (Rewards)') c.compare('poolMemberAddress', 'Pool member', c.value('poolMemberAddress'), addressOf('member'), { same: samePublicKey });
      break;
    case 'forgeDotPoolUnstake':
    case 'forgeDotPoolWithdraw': {
      const member = c.value('memberAccount') ? 'memberAccount' : 'delegatorAddress';
      c.compare(member, 'Pool member', c.value(member), addressOf('memberAccount'), { same: samePublicKey });
      if (id === 'forgeDotPoolUnstake') c.compare('amount', 'Amount unbonded (points, 1:1 with planck unless the pool was slashed)', dot('amount'), dotText(amount));
      break;
    }
    case 'forgeDotPoolClaimRewards':
      if (expected === 'claimPayoutOther') c.compare('poolMemberAddress', 'Pool member', c.value('poolMemberAddress'), addressOf('other'), { same: samePublicKey });
      break;
  }
  if (!argNames.includes('memberAccount') || c.value('memberAccount')) {
    c.absent('delegatorAddress', 'Signer', 'An unsigned extrinsic names no signer: the account that signs it acts and pays the fee. Sign it with the key of this address.');
  }
  c.compare('unsigned', 'Not signed yet', 'no signature', ext.isSigned ? 'a signature' : 'no signature');

  const details: Detail[] = argNames.map((name, i) => {
    const value = method.args[i]!;
    const big = bigintOf(name);
    if (big !== undefined && (name === 'amount' || name === 'unbondingPoints')) return amountDetail(name, big, DOT);
    return { label: name, value: name === 'extra' && extra ? (extra.isFreeBalance ? `FreeBalance: ${dotText(amount)}` : extra.type) : addressOf(name) ?? value.toString() };
  });
  const pool = bigintOf('poolId');
  const staleness: Detail[] = ext.isSigned
    ? [
        { label: 'Nonce', value: ext.nonce.toString() },
        { label: 'Era', value: ext.era.isMortalEra ? `mortal: valid for ${ext.era.asMortalEra.period.toString()} blocks (phase ${ext.era.asMortalEra.phase.toString()})` : 'immortal: never expires' },
      ]
    : [{ label: 'Nonce and era', value: 'Not in the unsigned extrinsic: your signer adds the account\'s nonce and a mortal era (valid for a number of blocks from a recent one) when it signs.' }];
  return {
    operationId: id,
    stakingIdentifier: 'DOT',
    checks: c.checks,
    decoded: {
      family: 'polkadot',
      shape: 'extrinsicHex',
      decodedWith: `@polkadot/types with the Polkadot Asset Hub metadata of @polkadot/types-support (${specName} ${specVersion})`,
      network: [
        { label: 'Runtime', value: `Polkadot Asset Hub: the call decodes against its metadata (${specName}, spec version ${specVersion})` },
        { label: 'Genesis hash', value: 'Not in an unsigned extrinsic: your signer adds it when it signs.' },
      ],
      signer: { label: 'Signer', value: ext.isSigned ? ext.signer.toString() : 'Not in an unsigned extrinsic: the account that signs it acts.' },
      feePayer: { label: 'Fee payer', value: 'The signer.' },
      actions: [{ kind: 'call', name: callName, known: callKind in CALL_OPERATIONS, details }],
      ...(pool !== undefined ? { validator: { label: 'Pool', value: `pool ${pool}` } } : {}),
      ...(amount !== undefined ? { amount: amountDetail('Amount', amount, DOT) } : {}),
      fee: [{ label: 'Fee', value: 'Not in an unsigned extrinsic: the chain computes it from the weight and length when it is included; a tip, if any, is added when signing.' }],
      staleness,
    },
  };
}

function decodeExtrinsic(registry: Registry, hex: string) {
  const ext = registry.createType('Extrinsic', hex);
  if (ext.toHex() !== hex) throw new Error('it decodes to other bytes than it holds');
  return ext;
}
