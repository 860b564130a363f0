// Checks the forge answer of a Tendermint-type chain: one Cosmos transaction in four signing
// formats, read with cosmjs-types (read.ts) and rebuilt, every format of it, with the API's forge
// code (forge.ts) from the request and the chain state signDirect carries (rebuild.ts).
import { fromBech32, toBech32 } from '@cosmjs/encoding';
import type { Context, FamilyChecker, FamilyInput, PartName } from '../base/family';
import { InspectError } from '../base/inspect-error';
import { runFamily } from '../base/run';
import type { Action, TransactionSummary, Detail, ForgeRequest } from '../base/types';
import { amountDetail, type Unit } from '../base/amounts';
import * as TM from './forge';
import { networkByAddress, networkByChainId, networkByIdentifier } from './networks';
import { RESTAKE_BOTS } from './restake-bots';
import { addressOf } from './signed';
import { read, signerKey, treeOf, VARIANTS, type TendermintAnswer } from './read';
import { feeCeiling, rebuild, unitOf } from './rebuild';

// ------------------------------------------------------------------ the forge

const SAMPLE = {
  delegatorAddress: 'cosmos1dpm8h3xgcct6mfr0wug2etwyff0yht02xh0zuv',
  validatorAddress: 'cosmosvaloper123dc8a7lddwhu8eq938rzj7hu2rryq7vz7z04p',
  fromValidatorAddress: 'cosmosvaloper123dc8a7lddwhu8eq938rzj7hu2rryq7vz7z04p',
  toValidatorAddress: 'cosmosvaloper1vyku6rgj9ftg6tjgx766qktlfvh3thg6ks8cmn',
  amount: '1',
};
let forgeMessages: Map<string, string> | undefined;
/** Per message type the forge builds, its operation. */
function messagesOfTheForge(): Map<string, string> {
  if (!forgeMessages) {
    forgeMessages = new Map();
    for (const operationId of Object.keys(TM.OPERATIONS)) {
      const { redelegate, single } = {
        redelegate: operationId === 'forgeTendermintRedelegate',
        single: [
          'forgeTendermintClaimRewards',
          'forgeTendermintAutoRestakeEnable',
          'forgeTendermintAutoRestakeDisable',
        ].includes(operationId),
      };
      const request: ForgeRequest = redelegate
        ? {
            delegatorAddress: SAMPLE.delegatorAddress,
            fromValidatorAddress: SAMPLE.fromValidatorAddress,
            toValidatorAddress: SAMPLE.toValidatorAddress,
            amount: SAMPLE.amount,
          }
        : single
          ? { delegatorAddress: SAMPLE.delegatorAddress, validatorAddress: SAMPLE.validatorAddress }
          : {
              delegatorAddress: SAMPLE.delegatorAddress,
              validatorAddress: SAMPLE.validatorAddress,
              amount: SAMPLE.amount,
            };
      const state = {
        accountNumber: 0n,
        sequence: 0n,
        publicKey: null,
        grant: { validators: [SAMPLE.validatorAddress], expiration: new Date(0) },
        grantee: RESTAKE_BOTS.ATOM,
        now: new Date(0),
      };
      const forged = read(TM.forge(operationId, 'ATOM', request, state));
      forgeMessages.set(forged.direct.messages[0]!.typeUrl, operationId);
    }
  }
  return forgeMessages;
}

function identifier(
  { direct }: TendermintAnswer,
  given: string | undefined,
  request: ForgeRequest | undefined,
): string | undefined {
  if (given !== undefined) {
    const network = networkByIdentifier(given);
    if (!network)
      throw new InspectError(
        'unknown-operation',
        `${given} is not a staking identifier of the Cosmos SDK chains (ATOM, OSMO, …).`,
      );
    return network.identifier;
  }
  const delegator =
    typeof request?.delegatorAddress === 'string'
      ? networkByAddress(request.delegatorAddress)
      : undefined;
  return (delegator ?? networkByChainId(String(direct.raw.chainId)))?.identifier;
}

// ------------------------------------------------------------------ naming the parts

const FIELD_LABELS: [RegExp, string][] = [
  [/^chainId$/, 'Chain id'],
  [/^accountNumber$/, 'Account number'],
  [/^body\.messages$/, 'Messages'],
  [/^body\.messages\[(\d+)\]$/, 'Message $1'],
  [/^body\.messages\[\d+\]\.typeUrl$/, 'Message type'],
  [/\.delegatorAddress$/, 'Delegator'],
  [/\.validatorAddress$/, 'Validator'],
  [/\.validatorSrcAddress$/, 'From validator'],
  [/\.validatorDstAddress$/, 'To validator'],
  [/\.amount\.amount$/, 'Amount'],
  [/\.amount\.denom$/, 'Denom of the amount'],
  [/\.granter$/, 'Granter'],
  [/\.grantee$/, 'Grantee (the restake bot)'],
  [/\.grant\.authorization\.typeUrl$/, 'Kind of authorization'],
  [/\.authorizationType$/, 'What the grant allows (delegate, undelegate, …)'],
  [/\.allowList\.address\[\d+\]$/, 'Validator the grant allows'],
  [/\.allowList/, 'Validators the grant allows'],
  [/\.denyList/, 'Validators the grant denies'],
  [/\.maxTokens/, 'Most tokens the grant allows'],
  [/\.grant\.expiration$/, 'Grant expires'],
  [/\.msgTypeUrl$/, 'Message type revoked'],
  [/^body\.memo$/, 'Memo'],
  [/^body\.timeoutHeight$/, 'Timeout height'],
  [/^body\.unordered$/, 'Unordered'],
  [/^body\.extensionOptions/, 'Extension options'],
  [/^body\.nonCriticalExtensionOptions/, 'Non-critical extension options'],
  [/^authInfo\.fee\.amount/, 'Fee'],
  [/^authInfo\.fee\.gasLimit$/, 'Gas limit'],
  [/^authInfo\.fee\.payer$/, 'Fee payer'],
  [/^authInfo\.fee\.granter$/, 'Fee granter'],
  [/^authInfo\.signerInfos\[0\]\.publicKey/, 'Signer public key'],
  [/^authInfo\.signerInfos\[\d+\]\.sequence$/, 'Sequence'],
  [/^authInfo\.signerInfos\[\d+\]\.modeInfo/, 'Sign mode'],
  [/^authInfo\.signerInfos/, 'Signers'],
  [/^authInfo\.tip/, 'Tip'],
  [/^signDoc\.msgs/, 'Messages of the amino sign doc'],
  [/^signDoc\.fee/, 'Fee of the amino sign doc'],
  [/^signDoc\./, 'Amino sign doc'],
  [/^typedData\.domain/, 'EIP-712 domain'],
  [/^typedData\.types/, 'EIP-712 types'],
  [/^typedData\.primaryType/, 'EIP-712 primary type'],
  [/^typedData\.message\.fee/, 'Fee of the EIP-712 message'],
  [/^typedData\.message\.msg/, 'Messages of the EIP-712 message'],
  [/^typedData\.message/, 'EIP-712 message'],
  [/^typedData/, 'EIP-712 typed data'],
  [/^web3Extension/, 'Web3 extension'],
];

function describe(path: string, identifier: string | undefined): PartName {
  const [, variant, rest = ''] = /^(\w+)(?:[.[](.*))?$/.exec(path) ?? [];
  if (!variant || !(VARIANTS as readonly string[]).includes(variant))
    return { label: `${path} (not a signing format of the API)` };
  if (!rest) return { label: `${variant} (the whole signing format)` };
  const clean = path.slice(variant.length + 1);
  const match = FIELD_LABELS.find(([pattern]) => pattern.test(clean));
  const message = /^body\.messages\[(\d+)\]/.exec(clean)?.[1];
  const label = match ? match[1].replace('$1', String(Number(message ?? 0) + 1)) : clean;
  const unit = /(^|\.)amount\.amount$|^authInfo\.fee\.amount\[\d+\]\.amount$/.test(clean)
    ? unitOf(identifier)
    : undefined;
  return { label: `${label} (${variant})`, ...(unit ? { unit } : {}) };
}

// ------------------------------------------------------------------ what it says

interface Coin {
  denom: string;
  amount: string;
}
const coinDetail = (label: string, coin: Coin, unit: Unit | undefined): Detail =>
  unit && coin.denom === unit.base && /^\d+$/.test(coin.amount)
    ? amountDetail(label, BigInt(coin.amount), unit)
    : { label, value: `${coin.amount} ${coin.denom}` };

function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, value]];
}

function summarize(
  answer: TendermintAnswer,
  operationId: string | undefined,
  id: string | undefined,
): TransactionSummary {
  const { direct, variants } = answer;
  const network = id ? networkByIdentifier(id) : undefined;
  const unit = unitOf(id);
  const key = signerKey(direct.authInfo);
  let signer: string | undefined;
  try {
    signer = key && network ? addressOf(network.identifier, key.key) : undefined;
  } catch {
    signer = undefined;
  }
  const actions: Action[] = direct.messages.map((m) => ({
    kind: 'message',
    name: m.typeUrl,
    known: messagesOfTheForge().has(m.typeUrl),
    details: flatten(m.value ?? {}).map(([label, value]) =>
      label === 'amount.amount' && unit && typeof value === 'string' && /^\d+$/.test(value)
        ? amountDetail('amount', BigInt(value), unit)
        : { label, value: Array.isArray(value) ? value.join(', ') : String(value) },
    ),
  }));
  const first = direct.messages[0]?.value as Record<string, unknown> | undefined;
  const amount = first?.amount as Coin | undefined;
  const allowList = (
    first?.grant as
      { authorization?: { value?: { allowList?: { address?: string[] } } } } | undefined
  )?.authorization?.value?.allowList?.address;
  const validator = (first?.validatorAddress ??
    first?.validatorDstAddress ??
    allowList?.join(', ')) as string | undefined;
  const fee = direct.authInfo.fee;
  const ceiling =
    operationId && operationId in TM.GAS && network
      ? feeCeiling(operationId, network.identifier)
      : undefined;
  const formats = VARIANTS.filter((name) => variants[name]);
  const expiration = (first?.grant as { expiration?: string } | undefined)?.expiration;
  return {
    shape: formats.join(', '),
    decodedWith: 'cosmjs-types (TxBody, AuthInfo and the messages), CosmJS (the signer address)',
    network: [
      {
        label: 'Chain id',
        value: `${String(direct.raw.chainId ?? '(none)')}${network && network.chainId === direct.raw.chainId ? ` (${network.name}, ${network.identifier})` : ' (not the network of the staking identifier)'}`,
      },
      { label: 'Account number', value: String(direct.raw.accountNumber ?? '(none)') },
      { label: 'Signing formats', value: formats.join(', ') },
    ],
    signer: {
      label: 'Signer',
      value: key
        ? `${signer ?? `a ${key.typeUrl} key`} (public key in authInfoBytes, ${key.typeUrl})`
        : "No public key in authInfoBytes (an account's first transaction: add yours before signing)",
    },
    feePayer: {
      label: 'Fee payer',
      value: fee?.payer || `${signer ?? 'the signer'} (the signer: no other payer is set)`,
    },
    actions,
    ...(validator
      ? {
          validator: {
            label: allowList
              ? 'Validator the grant allows'
              : first?.validatorDstAddress
                ? 'To validator'
                : 'Validator',
            value: validator,
          },
        }
      : {}),
    ...(amount ? { amount: coinDetail('Amount', amount, unit) } : {}),
    fee: [
      ...(fee?.amount ?? []).map((coin) => coinDetail('Fee', coin, unit)),
      {
        label: 'Gas limit',
        value: `${fee?.gasLimit ?? 0n}${ceiling ? ` (ceiling ${ceiling.gas})` : ''}`,
      },
      ...(ceiling && unit
        ? [amountDetail('Fee ceiling of this operation', ceiling.fee, unit)]
        : []),
      ...(fee?.payer ? [{ label: 'Fee paid by', value: fee.payer }] : []),
      ...(fee?.granter ? [{ label: 'Fee granted by', value: fee.granter }] : []),
    ],
    staleness: [
      {
        label: 'Sequence',
        value:
          `${direct.authInfo.signerInfos[0]?.sequence ?? '(none)'}: the signer's account must ` +
          `still be at this sequence when the transaction is included; any other transaction ` +
          `from the account first makes this one fail.`,
      },
      ...(direct.body.timeoutHeight !== 0n
        ? [
            {
              label: 'Timeout height',
              value: `${direct.body.timeoutHeight}: not valid after this block`,
            },
          ]
        : []),
      ...(expiration ? [{ label: 'Grant expires', value: expiration.replace('.000Z', 'Z') }] : []),
    ],
  };
}

/** Another bech32 address of the same prefix: its last byte changed. */
function perturb(_field: string, value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    const { prefix, data } = fromBech32(value, 90);
    const other = Uint8Array.from(data);
    other[other.length - 1] ^= 1;
    return toBech32(prefix, other);
  } catch {
    return undefined;
  }
}

const checker: FamilyChecker<TendermintAnswer> = {
  read,
  identifier,
  detect: ({ direct }) =>
    direct.messages.length === 1
      ? messagesOfTheForge().get(direct.messages[0]!.typeUrl)
      : undefined,
  tree: treeOf,
  summarize,
  rebuild: (answer, context: Context) => rebuild(answer, context),
  perturb,
  describe,
  unit: unitOf,
  absentNotes: {},
};

export const inspect = (input: FamilyInput) => runFamily(checker, input);
