// What the API's Tendermint forge (forge.ts) makes of a request, in all four signing formats,
// with the chain state signDirect carries: account number, sequence, the signer's public key (or
// none, for an account's first transaction), the fee and gas within the chain's ceiling, and for
// auto-restake the grant the delegator already has. Every other format must be exactly what the
// forge makes: the amino sign doc, both EIP-712 typed data (domain, types, primary type, message)
// and their bytes.
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { AuthInfo } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import type { Bounded, Context, Rebuilt } from '../base/family';
import { InspectError } from '../base/inspect-error';
import { amountDetail, type Unit } from '../base/amounts';
import * as TM from './forge';
import { networkByIdentifier } from './networks';
import { GRANT_RULES } from './facts';
import { RESTAKE_BOTS as BOTS } from './restake-bots';
import { addressOf } from './signed';
import { GRANT, REVOKE, read, signerKey, treeOf, VARIANTS, type TendermintAnswer } from './read';

const UINT64_MAX = 2n ** 64n - 1n;
const RESTAKE_BOTS: Readonly<Record<string, string>> = BOTS;
const ONE_DAY_MS = 86_400_000;

type Chain = keyof typeof TM.CHAINS;
type Operation = keyof typeof TM.GAS;

export function unitOf(identifier: string | undefined): Unit | undefined {
  const network = identifier ? networkByIdentifier(identifier) : undefined;
  return network
    ? { symbol: network.identifier, decimals: network.decimals, base: network.denom }
    : undefined;
}

/**
 * How much more gas than the forge's a wallet may set: one that simulates the transaction and adds
 * its margin (cosmjs and Keplr multiply the simulated gas by 1.3 to 1.5) stays within twice it.
 */
const GAS_ALLOWANCE = 2n;

/**
 * The fee ceiling of an operation on a chain, the most its signer can pay: twice the gas of the
 * forge's table at the chain's high gas price (the registry's fastest step of a wallet, or the
 * chain's own wallet's), so a wallet's ordinary choices of more gas or a higher price pass.
 */
export function feeCeiling(
  operationId: string,
  chain: string,
): { gas: bigint; fee: bigint; denom: string; gasPrice: string } {
  const gas = TM.GAS[operationId as Operation]! * GAS_ALLOWANCE;
  const { denom, highGasPrice } = TM.CHAINS[chain as Chain];
  return { gas, fee: TM.feeAmount(chain, gas, highGasPrice), denom, gasPrice: highGasPrice };
}

const uint64 = (value: unknown): bigint | undefined =>
  typeof value === 'string' && /^\d{1,20}$/.test(value) && BigInt(value) <= UINT64_MAX
    ? BigInt(value)
    : undefined;

/** The address of a public key on a chain, or undefined when it is not a secp256k1 key. */
function signerAddress(chain: Chain, key: Uint8Array): string | undefined {
  try {
    return addressOf(chain, key);
  } catch {
    return undefined;
  }
}

/** The grant the answer's first message makes: its allow list and expiration, when it is a grant. */
function grantOf(
  answer: TendermintAnswer,
): { validators: string[]; expiration: Date | undefined } | undefined {
  const message = answer.direct.messages[0];
  if (message?.typeUrl !== GRANT || !message.value) return undefined;
  const grant = message.value.grant as
    | { authorization?: { value?: { allowList?: { address?: string[] } } }; expiration?: string }
    | undefined;
  const expiration = grant?.expiration ? new Date(grant.expiration) : undefined;
  return {
    validators: grant?.authorization?.value?.allowList?.address ?? [],
    expiration: expiration && !Number.isNaN(expiration.getTime()) ? expiration : undefined,
  };
}

/** The moment one year before `expiration`: when a forge without expirationDate would grant until then. */
function yearBefore(expiration: Date): Date {
  const at = new Date(expiration.getTime());
  at.setUTCFullYear(at.getUTCFullYear() - GRANT_RULES.defaultYears);
  return at;
}

export async function rebuild(
  answer: TendermintAnswer,
  { operationId, request, stakingIdentifier, now }: Context,
): Promise<Rebuilt> {
  const chain = stakingIdentifier as Chain | undefined;
  if (!chain || !Object.hasOwn(TM.CHAINS, chain)) {
    throw new InspectError(
      'unknown-operation',
      'The staking identifier of this Tendermint answer is not known: give it (ATOM, OSMO, ' +
        '…), or the request with its delegator address.',
    );
  }
  const direct = answer.direct;
  const info = direct.authInfo.signerInfos[0];
  const key = signerKey(direct.authInfo);
  const accountNumber = uint64(direct.raw.accountNumber);
  const grant = grantOf(answer);
  const requested = typeof request.validatorAddress === 'string' ? request.validatorAddress : '';
  const enabling = operationId === 'forgeTendermintAutoRestakeEnable';
  const byDefault = enabling && request.expirationDate === undefined;
  // The grant the delegator already has, as the answer shows it: enable keeps its validators and
  // adds this one; disable leaves the others, or revokes when this one was the last.
  const current = enabling
    ? { validators: grant?.validators ?? [], expiration: grant?.expiration ?? now }
    : {
        validators: [...(grant?.validators ?? []), requested],
        expiration: grant?.expiration ?? now,
      };
  const state = {
    accountNumber: accountNumber ?? 0n,
    sequence: info?.sequence ?? 0n,
    publicKey: key ? toBase64(key.key) : null,
    grant: current,
    grantee: RESTAKE_BOTS[chain],
    // The forge's clock: with an expirationDate the grant's expiry is the request's (the forge's
    // ten-minute rule is the API's to enforce); without one, a year from the moment it forged.
    now: byDefault && grant?.expiration ? yearBefore(grant.expiration) : new Date(0),
  };
  const forged = TM.forge(operationId, chain, request, state) as Record<string, unknown>;
  const fee = direct.authInfo.fee;
  withFee(forged, fee?.amount ?? [], fee?.gasLimit ?? 0n);

  const ceiling = feeCeiling(operationId, chain);
  const unit = unitOf(chain)!;
  const coins = fee?.amount ?? [];
  const feeWithin =
    coins.length === 1 &&
    coins[0]!.denom === ceiling.denom &&
    /^\d+$/.test(coins[0]!.amount) &&
    BigInt(coins[0]!.amount) <= ceiling.fee;
  const gasWithin = fee !== undefined && fee.gasLimit > 0n && fee.gasLimit <= ceiling.gas;
  const coinsText =
    coins
      .map((c) =>
        c.denom === unit.base && /^\d+$/.test(c.amount)
          ? amountDetail('', BigInt(c.amount), unit).value
          : `${c.amount} ${c.denom}`,
      )
      .join(' + ') || 'none';
  const signer = key ? signerAddress(chain, key.key) : undefined;
  const bounded: Bounded[] = [
    {
      kind: 'state',
      label: 'Account number',
      paths: ['signDirect.accountNumber'],
      actual: String(direct.raw.accountNumber),
      bound: 'the number the chain gave your account (a 64-bit number)',
      within: accountNumber !== undefined,
      note: 'The API reads it from the chain; it is part of what you sign.',
    },
    {
      kind: 'state',
      label: 'Sequence',
      paths: ['signDirect.authInfo.signerInfos[0].sequence'],
      actual: String(info?.sequence ?? '(none)'),
      bound: "your account's next sequence (a 64-bit number)",
      within: info !== undefined,
      note: 'The chain accepts the transaction only at this sequence, once.',
    },
    {
      kind: 'state',
      label: 'Signer (the public key in authInfoBytes)',
      paths: ['signDirect.authInfo.signerInfos[0].publicKey.key'],
      actual: key ? `${signer ?? 'not a secp256k1 key'} (${key.typeUrl})` : 'no public key',
      bound: `the key of ${String(request.delegatorAddress)}, or none for an account's first transaction`,
      within: key ? signer === request.delegatorAddress : true,
      note: key
        ? 'The chain has your public key from an earlier transaction; the check derives your address from it.'
        : "This is how the API forges an account's first transaction, as the chain has no key " +
          'for it yet: put your public key in signerInfos[0] before signing (Core concepts, ' +
          '"an account\'s first transaction"); the chain then checks that it is the ' +
          "delegator's.",
    },
    {
      kind: 'fee',
      label: 'Fee',
      paths: ['signDirect.authInfo.fee.amount'],
      actual: coinsText,
      bound:
        `one coin of ${ceiling.denom}, at most ${amountDetail('', ceiling.fee, unit).value} ` +
        `(${ceiling.gas} gas × the high gas price, ${ceiling.gasPrice} ${ceiling.denom})`,
      within: feeWithin,
    },
    {
      kind: 'fee',
      label: 'Gas limit',
      paths: ['signDirect.authInfo.fee.gasLimit'],
      actual: String(fee?.gasLimit ?? '(none)'),
      bound: `at most ${ceiling.gas} (twice the forge's gas for ${operationId})`,
      within: gasWithin,
    },
    ...grantRows(answer, operationId, requested, byDefault, now, chain),
  ];
  return { expected: treeOf(read(forged)), bounded };
}

/** Sets the fee and gas limit of every signing format of a forged answer (its bytes and its signed documents). */
function withFee(forged: Record<string, unknown>, amount: Coin[], gasLimit: bigint): void {
  for (const name of VARIANTS) {
    const variant = forged[name] as Record<string, unknown> | null;
    if (!variant) continue;
    const authInfo = AuthInfo.decode(fromBase64(variant.authInfoBytes as string));
    authInfo.fee = { ...authInfo.fee!, amount: amount.map((c) => ({ ...c })), gasLimit };
    variant.authInfoBytes = toBase64(AuthInfo.encode(authInfo).finish());
    const doc = (variant.signDoc ??
      (variant.typedData as { message?: unknown } | undefined)?.message) as
      { fee?: { amount: unknown; gas: string } } | undefined;
    if (doc?.fee) {
      doc.fee.amount = amount.map((c) => ({ denom: c.denom, amount: c.amount }));
      doc.fee.gas = gasLimit.toString();
    }
  }
}

/** The parts of an auto-restake grant only the chain can confirm, and the default expiry's bound. */
function grantRows(
  answer: TendermintAnswer,
  operationId: string,
  requested: string,
  byDefault: boolean,
  now: Date,
  chain: Chain,
): Bounded[] {
  const grant = grantOf(answer);
  const message = answer.direct.messages[0];
  const listPath = (i: number) =>
    `signDirect.body.messages[0].value.grant.authorization.value.allowList.address[${i}]`;
  const query = `the chain's /cosmos/authz/v1beta1/grants?granter=<your address>&grantee=${RESTAKE_BOTS[chain]}`;
  const rows: Bounded[] = [];
  if (grant && byDefault && grant.expiration) {
    const forgedAt = yearBefore(grant.expiration);
    rows.push({
      kind: 'state',
      label: 'Grant expires (one year after the forge)',
      paths: ['signDirect.body.messages[0].value.grant.expiration'],
      actual: grant.expiration.toISOString().replace('.000Z', 'Z'),
      bound:
        `one year after the forge, which must be within the last day (the check runs at ` +
        `${now.toISOString().replace(/\.\d+Z$/, 'Z')})`,
      within:
        forgedAt.getTime() <= now.getTime() + 10 * 60_000 &&
        forgedAt.getTime() >= now.getTime() - ONE_DAY_MS,
      note: 'Your request gives no expirationDate, so the API grants for one year from the moment it forged.',
    });
  }
  if (grant && operationId === 'forgeTendermintAutoRestakeEnable') {
    const others = grant.validators.map((v, i) => [v, i] as const).filter(([v]) => v !== requested);
    if (others.length) {
      rows.push({
        kind: 'open',
        label: 'Validators your grant already allows',
        paths: others.map(([, i]) => listPath(i)),
        actual: others.map(([v]) => v).join(', '),
        bound: 'the validators of your current grant to the restake bot',
        within: true,
        note:
          `Enabling again keeps the validators your current grant allows, as the API reads ` +
          `them. Before signing, check with ${query} that your grant allows exactly these.`,
      });
    }
  }
  if (grant && operationId === 'forgeTendermintAutoRestakeDisable' && message?.typeUrl !== REVOKE) {
    rows.push({
      kind: 'open',
      label: 'Validators your grant keeps, and its expiry',
      paths: [
        ...grant.validators.map((_, i) => listPath(i)),
        'signDirect.body.messages[0].value.grant.expiration',
      ],
      actual:
        `${grant.validators.join(', ')} until ` +
        `${grant.expiration?.toISOString().replace('.000Z', 'Z') ?? '(none)'}`,
      bound: 'the other validators of your current grant, until its current expiry',
      within: true,
      note:
        `Disabling one validator of several grants the others again, until the grant's current ` +
        `expiry, as the API reads them. Before signing, check with ${query} that your grant ` +
        `allows these and this validator, and expires then.`,
    });
  }
  return rows;
}
