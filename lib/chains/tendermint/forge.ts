// Tendermint (Cosmos-SDK) chains: the forge answer is one transaction in four signing formats,
// built with CosmJS and cosmjs-types. Byte fields are base64.
//
// forge(operationId, chain, request, state) builds it for the request's own addresses and amount.
// The chain state it needs comes from the caller (the sandbox's chain, or the generator's fixed
// example state):
//   state.accountNumber, state.sequence   of delegatorAddress (bigint)
//   state.publicKey                       its public key (base64, compressed) when the chain knows
//                                         it, else null: the AuthInfo then carries none
//   state.grant                           auto-restake: the delegator's grant to the restake bot,
//                                         { validators: string[], expiration: Date } or null
//   state.grantee                         auto-restake: the address of our restake bot on the chain
//   state.now                             the current time (Date), for the grant's expiration
import { Registry, encodePubkey, makeAuthInfoBytes } from '@cosmjs/proto-signing';
import {
  AminoTypes,
  createDistributionAminoConverters,
  createStakingAminoConverters,
} from '@cosmjs/stargate';
import { encodeSecp256k1Pubkey, serializeSignDoc } from '@cosmjs/amino';
import { fromBase64, fromBech32, toBase64 } from '@cosmjs/encoding';
import { BinaryWriter } from 'cosmjs-types/binary';
import {
  MsgDelegate,
  MsgUndelegate,
  MsgBeginRedelegate,
} from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { StakeAuthorization, AuthorizationType } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import { MsgWithdrawDelegatorReward } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import { MsgGrant, MsgRevoke } from 'cosmjs-types/cosmos/authz/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { Any } from 'cosmjs-types/google/protobuf/any';
import { Timestamp } from 'cosmjs-types/google/protobuf/timestamp';
import { InvalidRequest, Refused } from '../base/errors';
import { toBaseUnits } from '../base/units';
import { CHAINS, GRANT_RULES } from './facts';
import { OPERATIONS as OPERATION_FACTS } from './operations';
import { eip712Digest, ethermintChainId, ethermintTypedData, legacyTypedData } from './eip712';
import type { EncodeObject } from '@cosmjs/proto-signing';
import type { AminoSignDoc, Eip712TypedData } from './eip712';
import type { ForgeRequest } from '../base/forge-request';

export { eip712Digest };

export { CHAINS };

/** The chain state a forge reads (see the top of the file). */
export interface TendermintForgeState {
  accountNumber: bigint;
  sequence: bigint;
  publicKey?: string | null;
  grant?: { validators: string[]; expiration: Date } | null;
  grantee?: string;
  now?: Date;
}

/**
 * The forge answer's `transaction`: one transaction in four signing formats; the EIP-712 ones are
 * null on a chain that does not check them. Byte fields are base64.
 */
export type TendermintForgeAnswer = {
  signDirect: { bodyBytes: string; authInfoBytes: string; chainId: string; accountNumber: string };
  signAmino: { signDoc: AminoSignDoc; bodyBytes: string; authInfoBytes: string };
  signEIP712: { typedData: Eip712TypedData; bodyBytes: string; authInfoBytes: string } | null;
  signEIP712CosmosTxV0: {
    typedData: Eip712TypedData;
    bodyBytes: string;
    authInfoBytes: string;
    web3Extension: { typedDataChainId: string } | null;
  } | null;
};

/** The fee and sequence a transaction carries, and the signer's key when the chain knows it. */
export type AuthParts = { fee: bigint; gas: bigint; sequence: bigint; publicKey: string | null };

/**
 * The operator-address prefix of a chain's validators.
 */
export function valoperPrefix(chain: string) {
  const network = CHAINS[chain];
  return network.valoperPrefix ?? `${network.prefix}valoper`;
}

/**
 * Whether a chain signs with ethsecp256k1 keys (keccak256, Ethereum-style addresses).
 */
export function isEthChain(chain: string) {
  return Boolean(CHAINS[chain]?.pubkeyTypeUrl);
}

/** Gas limit per operation, the same on every chain; the fee is gas × the chain's gas price. */
export const GAS = Object.freeze({
  forgeTendermintStake: 250_000n,
  forgeTendermintUnstake: 300_000n,
  forgeTendermintRedelegate: 350_000n,
  forgeTendermintClaimRewards: 200_000n,
  forgeTendermintAutoRestakeEnable: 200_000n,
  forgeTendermintAutoRestakeDisable: 150_000n,
}) as Readonly<Record<string, bigint>>;

/**
 * The fee of `gas` at the chain's gas price (or at `gasPrice`, in the chain's denomination per
 * gas), rounded up to a whole base unit.
 */
export function feeAmount(chain: string, gas: bigint, gasPrice: string = CHAINS[chain].gasPrice) {
  const [whole, fraction = ''] = gasPrice.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const price = BigInt(whole + fraction);
  return (gas * price + scale - 1n) / scale;
}

/**
 * `request[field]` checked as a bech32 address with `prefix`; an InvalidRequest otherwise.
 */
export function bech32Address(
  request: Record<string, unknown>,
  field: string,
  prefix: string,
): string {
  const value = request[field] as string;
  let decoded;
  try {
    decoded = fromBech32(value, 90);
  } catch {
    throw new InvalidRequest(
      field,
      `${field} is not a valid bech32 address (its checksum or characters are wrong)`,
    );
  }
  if (decoded.prefix !== prefix)
    throw new InvalidRequest(
      field,
      `${field} must start with ${prefix}1 on this chain, not ${decoded.prefix}1`,
    );
  if (decoded.data.length !== 20 && decoded.data.length !== 32)
    throw new InvalidRequest(field, `${field} must encode 20 or 32 bytes`);
  return value;
}

const delegator = (request: ForgeRequest, chain: string) =>
  bech32Address(request, 'delegatorAddress', CHAINS[chain].prefix);
const validator = (request: ForgeRequest, chain: string, field = 'validatorAddress') =>
  bech32Address(request, field, valoperPrefix(chain));
function coin(request: ForgeRequest, chain: string) {
  const network = CHAINS[chain];
  return {
    denom: network.denom,
    amount: toBaseUnits(request.amount, network.decimals, { unit: chain }).toString(),
  };
}

/**
 * The grant's expiration for an enable request at `now`: the request's, or one year from now; at
 * least ten minutes ahead (the API's rule, GRANT_RULES).
 */
export function grantExpiration(request: ForgeRequest, now: Date) {
  let expiration;
  if (request.expirationDate === undefined) {
    expiration = new Date(now.getTime());
    expiration.setUTCFullYear(expiration.getUTCFullYear() + GRANT_RULES.defaultYears);
  } else {
    expiration = new Date(request.expirationDate);
    if (Number.isNaN(expiration.getTime()))
      throw new InvalidRequest('expirationDate', 'expirationDate must be an ISO 8601 date-time');
    if (expiration.getTime() < now.getTime() + GRANT_RULES.minAheadMs) {
      throw new InvalidRequest(
        'expirationDate',
        'expirationDate must be at least 10 minutes in the future',
      );
    }
  }
  return new Date(Math.floor(expiration.getTime() / 1000) * 1000);
}

/**
 * A protobuf writer for the grant: cosmjs-types 0.11 writes an int64 between 2^31 and 2^32 (a
 * Timestamp's seconds after 2038-01-19) as one byte and four zero bytes, which no decoder reads
 * back as the value; such a value is the varint of an unsigned 32-bit number, which uint32 writes.
 */
export class Int64Writer extends BinaryWriter {
  override int64(value: bigint | number | string) {
    const n = BigInt(value);
    return n >= 2n ** 31n && n < 2n ** 32n ? this.uint32(Number(n)) : super.int64(value);
  }
}

/** MsgGrant encoded with Int64Writer, for the registry. */
const MsgGrantWide = {
  ...MsgGrant,
  /** @param message @param [writer] */
  encode: (
    message: import('cosmjs-types/cosmos/authz/v1beta1/tx').MsgGrant,
    writer: BinaryWriter = new Int64Writer(),
  ) => MsgGrant.encode(message, writer),
};
function grantMsg(
  granter: string,
  grantee: string,
  validators: string[],
  expiration: Date,
): EncodeObject {
  return {
    typeUrl: '/cosmos.authz.v1beta1.MsgGrant',
    value: MsgGrant.fromPartial({
      granter,
      grantee,
      grant: {
        authorization: Any.fromPartial({
          typeUrl: '/cosmos.staking.v1beta1.StakeAuthorization',
          value: StakeAuthorization.encode(
            StakeAuthorization.fromPartial({
              allowList: { address: validators },
              authorizationType: AuthorizationType.AUTHORIZATION_TYPE_DELEGATE,
            }),
          ).finish(),
        }),
        expiration: Timestamp.fromPartial({
          seconds: BigInt(expiration.getTime() / 1000),
          nanos: 0,
        }),
      },
    }),
  };
}

/**
 * Per operation: its facts (action and sub-action, message type), and the message it builds.
 */
export const OPERATIONS: Record<
  string,
  {
    action: string;
    subAction?: string;
    msg: (request: ForgeRequest, chain: string, state: TendermintForgeState) => EncodeObject;
  }
> = {
  forgeTendermintStake: {
    ...OPERATION_FACTS.forgeTendermintStake,
    msg: (request, chain) => ({
      typeUrl: '/cosmos.staking.v1beta1.MsgDelegate',
      value: MsgDelegate.fromPartial({
        delegatorAddress: delegator(request, chain),
        validatorAddress: validator(request, chain),
        amount: coin(request, chain),
      }),
    }),
  },
  forgeTendermintUnstake: {
    ...OPERATION_FACTS.forgeTendermintUnstake,
    msg: (request, chain) => ({
      typeUrl: '/cosmos.staking.v1beta1.MsgUndelegate',
      value: MsgUndelegate.fromPartial({
        delegatorAddress: delegator(request, chain),
        validatorAddress: validator(request, chain),
        amount: coin(request, chain),
      }),
    }),
  },
  forgeTendermintRedelegate: {
    ...OPERATION_FACTS.forgeTendermintRedelegate,
    msg: (request, chain) => {
      if (request.fromValidatorAddress === request.toValidatorAddress) {
        throw new InvalidRequest(
          'toValidatorAddress',
          'toValidatorAddress must differ from fromValidatorAddress',
        );
      }
      return {
        typeUrl: '/cosmos.staking.v1beta1.MsgBeginRedelegate',
        value: MsgBeginRedelegate.fromPartial({
          delegatorAddress: delegator(request, chain),
          validatorSrcAddress: validator(request, chain, 'fromValidatorAddress'),
          validatorDstAddress: validator(request, chain, 'toValidatorAddress'),
          amount: coin(request, chain),
        }),
      };
    },
  },
  forgeTendermintClaimRewards: {
    ...OPERATION_FACTS.forgeTendermintClaimRewards,
    msg: (request, chain) => ({
      typeUrl: '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
      value: MsgWithdrawDelegatorReward.fromPartial({
        delegatorAddress: delegator(request, chain),
        validatorAddress: validator(request, chain),
      }),
    }),
  },
  forgeTendermintAutoRestakeEnable: {
    ...OPERATION_FACTS.forgeTendermintAutoRestakeEnable,
    // The allow list: the validators already in the grant, then this one; enabling again
    // overwrites the grant with the new expiration.
    msg: (request, chain, state) => {
      const current = state.grant?.validators ?? [];
      const added = validator(request, chain);
      const validators = current.includes(added) ? current : [...current, added];
      return grantMsg(
        delegator(request, chain),
        String(state.grantee),
        validators,
        grantExpiration(request, state.now ?? new Date()),
      );
    },
  },
  forgeTendermintAutoRestakeDisable: {
    ...OPERATION_FACTS.forgeTendermintAutoRestakeDisable,
    // The only validator of the grant: revoke it; otherwise grant again without it, same expiration.
    msg: (request, chain, state) => {
      const current = state.grant?.validators ?? [];
      if (!current.includes(validator(request, chain))) {
        throw new Refused(
          'validatorAddress',
          'delegatorAddress has no auto-restake grant for this validator',
        );
      }
      const rest = current.filter((granted) => granted !== request.validatorAddress);
      if (rest.length > 0 && state.grant)
        return grantMsg(
          delegator(request, chain),
          String(state.grantee),
          rest,
          state.grant.expiration,
        );
      return {
        typeUrl: '/cosmos.authz.v1beta1.MsgRevoke',
        value: MsgRevoke.fromPartial({
          granter: delegator(request, chain),
          grantee: state.grantee,
          msgTypeUrl: '/cosmos.staking.v1beta1.MsgDelegate',
        }),
      };
    },
  },
};

export const registry = new Registry([
  ['/cosmos.staking.v1beta1.MsgDelegate', MsgDelegate],
  ['/cosmos.staking.v1beta1.MsgUndelegate', MsgUndelegate],
  ['/cosmos.staking.v1beta1.MsgBeginRedelegate', MsgBeginRedelegate],
  ['/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward', MsgWithdrawDelegatorReward],
  ['/cosmos.authz.v1beta1.MsgGrant', MsgGrantWide],
  ['/cosmos.authz.v1beta1.MsgRevoke', MsgRevoke],
]);

// Amino JSON of the authz messages, as the Cosmos SDK registers them (legacy amino names
// cosmos-sdk/MsgGrant, cosmos-sdk/MsgRevoke, cosmos-sdk/StakeAuthorization and its AllowList).
const authzAmino: import('@cosmjs/stargate').AminoConverters = {
  '/cosmos.authz.v1beta1.MsgGrant': {
    aminoType: 'cosmos-sdk/MsgGrant',
    toAmino: ({ granter, grantee, grant }: MsgGrant) => {
      if (!grant?.authorization || !grant.expiration)
        throw new Error('a grant without authorization or expiration is never forged');
      const auth = StakeAuthorization.decode(grant.authorization.value);
      return {
        granter,
        grantee,
        grant: {
          authorization: {
            type: 'cosmos-sdk/StakeAuthorization',
            value: {
              Validators: {
                type: 'cosmos-sdk/StakeAuthorization/AllowList',
                value: { allow_list: { address: auth.allowList?.address ?? [] } },
              },
              authorization_type: auth.authorizationType,
            },
          },
          expiration: new Date(Number(grant.expiration.seconds) * 1000)
            .toISOString()
            .replace('.000Z', 'Z'),
        },
      };
    },
    fromAmino: () => {
      throw new Error('not needed');
    },
  },
  '/cosmos.authz.v1beta1.MsgRevoke': {
    aminoType: 'cosmos-sdk/MsgRevoke',
    toAmino: ({ granter, grantee, msgTypeUrl }: MsgRevoke) => ({
      granter,
      grantee,
      msg_type_url: msgTypeUrl,
    }),
    fromAmino: () => {
      throw new Error('not needed');
    },
  },
};
export const aminoTypes = new AminoTypes({
  ...createStakingAminoConverters(),
  ...createDistributionAminoConverters(),
  ...authzAmino,
});

/**
 * The signer's public key (base64, compressed secp256k1) as the Any of the chain's key type.
 */
function pubkeyAny(chain: string, publicKey: string): Any {
  const network = CHAINS[chain];
  if (network.pubkeyTypeUrl) {
    return Any.fromPartial({
      typeUrl: network.pubkeyTypeUrl,
      value: PubKey.encode({ key: fromBase64(publicKey) }).finish(),
    });
  }
  return encodePubkey(encodeSecp256k1Pubkey(fromBase64(publicKey)));
}

/**
 * AuthInfo bytes; without a known public key the signer info carries none.
 */
function authInfo(chain: string, { fee, gas, sequence, publicKey }: AuthParts, mode: SignMode) {
  const network = CHAINS[chain];
  return makeAuthInfoBytes(
    // makeAuthInfoBytes writes the pubkey as given; an unknown key is left out of the signer info.
    [{ pubkey: (publicKey ? pubkeyAny(chain, publicKey) : undefined) as Any, sequence }],
    [{ denom: network.denom, amount: fee.toString() }],
    Number(gas),
    undefined,
    undefined,
    mode,
  );
}
function bodyBytes(messages: EncodeObject[], extensionOptions: Any[] = []) {
  return TxBody.encode(
    TxBody.fromPartial({
      messages: messages.map((message) => registry.encodeAsAny(message)),
      memo: '',
      extensionOptions,
    }),
  ).finish();
}

/**
 * JSON object of the amino StdSignDoc, keys sorted as they are signed.
 */
function aminoSignDoc(
  chain: string,
  messages: EncodeObject[],
  { fee, gas, sequence }: AuthParts,
  accountNumber: bigint,
): AminoSignDoc {
  const network = CHAINS[chain];
  const doc = {
    chain_id: network.chainId,
    account_number: accountNumber.toString(),
    sequence: sequence.toString(),
    fee: { amount: [{ denom: network.denom, amount: fee.toString() }], gas: gas.toString() },
    msgs: messages.map((message) => aminoTypes.toAmino(message)),
    memo: '',
  };
  return JSON.parse(new TextDecoder().decode(serializeSignDoc(doc)));
}

/**
 * Injective's ExtensionOptionsWeb3Tx { typed_data_chain_id = 1 (uint64) } as an Any.
 */
export function injectiveWeb3Extension(typedDataChainId: bigint | string) {
  const writer = new BinaryWriter();
  writer.uint32(8).uint64(typedDataChainId);
  return Any.fromPartial({
    typeUrl: '/injective.types.v1beta1.ExtensionOptionsWeb3Tx',
    value: writer.finish(),
  });
}
function parts(
  operationId: string,
  chain: string,
  request: ForgeRequest,
  state: TendermintForgeState,
) {
  const op = OPERATIONS[operationId];
  if (!op || !CHAINS[chain])
    throw new Error(`no Tendermint forge rule for ${operationId} on ${chain}`);
  const msgs = [op.msg(request, chain, state)];
  const gas = GAS[operationId];
  const auth: AuthParts = {
    fee: feeAmount(chain, gas),
    gas,
    sequence: state.sequence,
    publicKey: state.publicKey ?? null,
  };
  return { network: CHAINS[chain], msgs, auth };
}

/**
 * The EIP-155 chain id of `chain`'s EIP-712 domain (legacy: the legacy domain's).
 */
export function eip712ChainId(chain: string, legacy: boolean = false) {
  const network = CHAINS[chain];
  return (legacy && network.eip712Legacy?.evmChainId) || ethermintChainId(network.chainId);
}

/**
 * Injective's ExtensionOptionsWeb3Tx for the legacy variant's `web3Extension`, else null.
 */
function web3Extension(chain: string) {
  return CHAINS[chain].eip712Legacy?.web3Extension
    ? { typedDataChainId: eip712ChainId(chain, true).toString() }
    : null;
}

/**
 * The forge answer for `request` on `chain` in the chain state `state` (see the top of the file).
 */
export function forge(
  operationId: string,
  chain: string,
  request: ForgeRequest,
  state: TendermintForgeState,
): TendermintForgeAnswer {
  const { network, msgs, auth } = parts(operationId, chain, request, state);
  const body = toBase64(bodyBytes(msgs));
  const directAuth = authInfo(chain, auth, SignMode.SIGN_MODE_DIRECT);
  const aminoAuth = toBase64(authInfo(chain, auth, SignMode.SIGN_MODE_LEGACY_AMINO_JSON));
  const signDoc = aminoSignDoc(chain, msgs, auth, state.accountNumber);
  // The EIP-712 variants are signed in SIGN_MODE_LEGACY_AMINO_JSON over the same body and auth
  // info as signAmino: the chain rebuilds their typed data from that sign doc.
  const legacy = network.eip712Legacy
    ? legacyTypedData(signDoc, {
        name: network.eip712Legacy.name,
        evmChainId: eip712ChainId(chain, true),
        feePayer: network.eip712Legacy.feePayer ? request.delegatorAddress : undefined,
        timeoutHeight: network.eip712Legacy.timeoutHeight,
      })
    : null;
  return {
    signDirect: {
      bodyBytes: body,
      authInfoBytes: toBase64(directAuth),
      chainId: network.chainId,
      accountNumber: state.accountNumber.toString(),
    },
    signAmino: { signDoc, bodyBytes: body, authInfoBytes: aminoAuth },
    signEIP712: network.eip712
      ? {
          typedData: ethermintTypedData(signDoc, eip712ChainId(chain)),
          bodyBytes: body,
          authInfoBytes: aminoAuth,
        }
      : null,
    signEIP712CosmosTxV0: legacy
      ? {
          typedData: legacy,
          bodyBytes: body,
          authInfoBytes: aminoAuth,
          web3Extension: web3Extension(chain),
        }
      : null,
  };
}
