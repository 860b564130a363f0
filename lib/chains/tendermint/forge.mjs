// Tendermint (Cosmos-SDK) chains: the forge answer is one transaction in four signing formats,
// built with CosmJS and cosmjs-types. Byte fields are base64.
import { Registry, encodePubkey, makeAuthInfoBytes } from '@cosmjs/proto-signing';
import { AminoTypes, createDistributionAminoConverters, createStakingAminoConverters } from '@cosmjs/stargate';
import { encodeSecp256k1Pubkey, serializeSignDoc } from '@cosmjs/amino';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { BinaryWriter } from 'cosmjs-types/binary';
import { MsgDelegate, MsgUndelegate, MsgBeginRedelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { StakeAuthorization, AuthorizationType } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import { MsgWithdrawDelegatorReward } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import { MsgGrant, MsgRevoke } from 'cosmjs-types/cosmos/authz/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { Any } from 'cosmjs-types/google/protobuf/any';
import { Timestamp } from 'cosmjs-types/google/protobuf/timestamp';
import { keccak256, parseUnits, TypedDataEncoder, concat } from 'ethers';

/** Per chain: chain id, base denom, decimals, account number of the test key, restake bot. */
export const CHAINS = Object.freeze({
  ATOM: {
    chainId: 'cosmoshub-4', denom: 'uatom', decimals: 6, accountNumber: 1203954n,
    restakeGrantee: 'cosmos1252leqrc2zzz6ql5677rcyen5jwzmpqek7a0ym',
  },
  INJ: {
    chainId: 'injective-1', denom: 'inj', decimals: 18, accountNumber: 58231n, eth: true,
    pubkeyTypeUrl: '/injective.crypto.v1beta1.ethsecp256k1.PubKey',
    // Injective's legacy EIP-712 (sdk-ts eip712/utils.ts getEip712Domain, getDefaultEip712Types)
    eip712Legacy: { name: 'Injective Web3', version: '1.0.0', evmChainId: 1n },
  },
});

/** Per operation: sequence of the signer, fee and gas (per chain), and the message it builds. */
export const OPERATIONS = {
  forgeTendermintStake: {
    fee: { ATOM: [6250n, 250000n, 7n], INJ: [100_000_000_000_000n, 200000n, 3n] },
    msg: (r, c) => ({
      typeUrl: '/cosmos.staking.v1beta1.MsgDelegate',
      value: MsgDelegate.fromPartial({ delegatorAddress: r.delegatorAddress, validatorAddress: r.validatorAddress, amount: coin(r.amount, c) }),
    }),
  },
  forgeTendermintUnstake: {
    fee: { ATOM: [7500n, 300000n, 8n] },
    msg: (r, c) => ({
      typeUrl: '/cosmos.staking.v1beta1.MsgUndelegate',
      value: MsgUndelegate.fromPartial({ delegatorAddress: r.delegatorAddress, validatorAddress: r.validatorAddress, amount: coin(r.amount, c) }),
    }),
  },
  forgeTendermintRedelegate: {
    fee: { ATOM: [8750n, 350000n, 9n] },
    msg: (r, c) => ({
      typeUrl: '/cosmos.staking.v1beta1.MsgBeginRedelegate',
      value: MsgBeginRedelegate.fromPartial({
        delegatorAddress: r.delegatorAddress,
        validatorSrcAddress: r.fromValidatorAddress,
        validatorDstAddress: r.toValidatorAddress,
        amount: coin(r.amount, c),
      }),
    }),
  },
  forgeTendermintClaimRewards: {
    fee: { ATOM: [5000n, 200000n, 10n] },
    msg: (r) => ({
      typeUrl: '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
      value: MsgWithdrawDelegatorReward.fromPartial({ delegatorAddress: r.delegatorAddress, validatorAddress: r.validatorAddress }),
    }),
  },
  forgeTendermintAutoRestakeEnable: {
    fee: { ATOM: [5000n, 200000n, 11n] },
    // The test key has no grant yet, so the allow list is the requested validator alone.
    msg: (r, c) => ({
      typeUrl: '/cosmos.authz.v1beta1.MsgGrant',
      value: MsgGrant.fromPartial({
        granter: r.delegatorAddress,
        grantee: c.restakeGrantee,
        grant: {
          authorization: Any.fromPartial({
            typeUrl: '/cosmos.staking.v1beta1.StakeAuthorization',
            value: StakeAuthorization.encode(
              StakeAuthorization.fromPartial({
                allowList: { address: [r.validatorAddress] },
                authorizationType: AuthorizationType.AUTHORIZATION_TYPE_DELEGATE,
              }),
            ).finish(),
          }),
          expiration: Timestamp.fromPartial({ seconds: BigInt(Date.parse(r.expirationDate) / 1000), nanos: 0 }),
        },
      }),
    }),
  },
  forgeTendermintAutoRestakeDisable: {
    fee: { ATOM: [3750n, 150000n, 12n] },
    // The grant holds only this validator, so it is revoked (see the operation's description).
    msg: (r, c) => ({
      typeUrl: '/cosmos.authz.v1beta1.MsgRevoke',
      value: MsgRevoke.fromPartial({ granter: r.delegatorAddress, grantee: c.restakeGrantee, msgTypeUrl: '/cosmos.staking.v1beta1.MsgDelegate' }),
    }),
  },
};

function coin(amount, c) {
  return { denom: c.denom, amount: parseUnits(amount, c.decimals).toString() };
}

export const registry = new Registry([
  ['/cosmos.staking.v1beta1.MsgDelegate', MsgDelegate],
  ['/cosmos.staking.v1beta1.MsgUndelegate', MsgUndelegate],
  ['/cosmos.staking.v1beta1.MsgBeginRedelegate', MsgBeginRedelegate],
  ['/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward', MsgWithdrawDelegatorReward],
  ['/cosmos.authz.v1beta1.MsgGrant', MsgGrant],
  ['/cosmos.authz.v1beta1.MsgRevoke', MsgRevoke],
]);

// Amino JSON of the authz messages, as the Cosmos SDK registers them (legacy amino names
// cosmos-sdk/MsgGrant, cosmos-sdk/MsgRevoke, cosmos-sdk/StakeAuthorization and its AllowList).
const authzAmino = {
  '/cosmos.authz.v1beta1.MsgGrant': {
    aminoType: 'cosmos-sdk/MsgGrant',
    toAmino: ({ granter, grantee, grant }) => {
      const auth = StakeAuthorization.decode(grant.authorization.value);
      return {
        granter,
        grantee,
        grant: {
          authorization: {
            type: 'cosmos-sdk/StakeAuthorization',
            value: {
              Validators: { type: 'cosmos-sdk/StakeAuthorization/AllowList', value: { allow_list: { address: auth.allowList.address } } },
              authorization_type: auth.authorizationType,
            },
          },
          expiration: new Date(Number(grant.expiration.seconds) * 1000).toISOString().replace('.000Z', 'Z'),
        },
      };
    },
    fromAmino: () => {
      throw new Error('not needed');
    },
  },
  '/cosmos.authz.v1beta1.MsgRevoke': {
    aminoType: 'cosmos-sdk/MsgRevoke',
    toAmino: ({ granter, grantee, msgTypeUrl }) => ({ granter, grantee, msg_type_url: msgTypeUrl }),
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

/** The signer's public key (base64, compressed secp256k1) as the Any of the chain's key type. */
function pubkeyAny(chain, publicKey) {
  const c = CHAINS[chain];
  if (c.eth) {
    return Any.fromPartial({ typeUrl: c.pubkeyTypeUrl, value: PubKey.encode({ key: fromBase64(publicKey) }).finish() });
  }
  return encodePubkey(encodeSecp256k1Pubkey(fromBase64(publicKey)));
}

function authInfo(chain, fee, mode, publicKey) {
  const c = CHAINS[chain];
  const [feeAmount, gas, sequence] = fee;
  return makeAuthInfoBytes(
    [{ pubkey: pubkeyAny(chain, publicKey), sequence }],
    [{ denom: c.denom, amount: feeAmount.toString() }],
    Number(gas),
    undefined,
    undefined,
    mode,
  );
}

function bodyBytes(messages, extensionOptions = []) {
  return TxBody.encode(
    TxBody.fromPartial({ messages: messages.map((m) => registry.encodeAsAny(m)), memo: '', extensionOptions }),
  ).finish();
}

/** JSON object of the amino StdSignDoc, keys sorted as they are signed. */
function aminoSignDoc(chain, messages, fee) {
  const c = CHAINS[chain];
  const [feeAmount, gas, sequence] = fee;
  const doc = {
    chain_id: c.chainId,
    account_number: c.accountNumber.toString(),
    sequence: sequence.toString(),
    fee: { amount: [{ denom: c.denom, amount: feeAmount.toString() }], gas: gas.toString() },
    msgs: messages.map((m) => aminoTypes.toAmino(m)),
    memo: '',
  };
  return JSON.parse(new TextDecoder().decode(serializeSignDoc(doc)));
}

/** Injective's ExtensionOptionsWeb3Tx { typed_data_chain_id = 1 (uint64) } as an Any. */
export function injectiveWeb3Extension(typedDataChainId) {
  const w = new BinaryWriter();
  w.uint32(8).uint64(typedDataChainId);
  return Any.fromPartial({ typeUrl: '/injective.types.v1beta1.ExtensionOptionsWeb3Tx', value: w.finish() });
}

function legacyEip712(chain, signDoc, protoMsgs) {
  const c = CHAINS[chain];
  const l = c.eip712Legacy;
  // Value types of the message in its protobuf field order (the order the chain walks the
  // message's fields in when it rebuilds the typed data), nested coins as TypeAmount.
  const value = aminoTypes.toAmino(protoMsgs[0]).value;
  const msgValueFields = Object.keys(value).map((k) =>
    typeof value[k] === 'object' ? { name: k, type: 'TypeAmount' } : { name: k, type: 'string' },
  );
  const types = {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'string' },
      { name: 'salt', type: 'string' },
    ],
    Tx: [
      { name: 'account_number', type: 'string' },
      { name: 'chain_id', type: 'string' },
      { name: 'fee', type: 'Fee' },
      { name: 'memo', type: 'string' },
      { name: 'msgs', type: 'Msg[]' },
      { name: 'sequence', type: 'string' },
      { name: 'timeout_height', type: 'string' },
    ],
    Fee: [
      { name: 'amount', type: 'Coin[]' },
      { name: 'gas', type: 'string' },
    ],
    Coin: [
      { name: 'denom', type: 'string' },
      { name: 'amount', type: 'string' },
    ],
    Msg: [
      { name: 'type', type: 'string' },
      { name: 'value', type: 'MsgValue' },
    ],
    MsgValue: msgValueFields,
    ...(msgValueFields.some((f) => f.type === 'TypeAmount')
      ? { TypeAmount: [{ name: 'denom', type: 'string' }, { name: 'amount', type: 'string' }] }
      : {}),
  };
  return {
    types,
    primaryType: 'Tx',
    domain: {
      name: l.name,
      version: l.version,
      chainId: '0x' + l.evmChainId.toString(16),
      verifyingContract: 'cosmos',
      salt: '0',
    },
    message: {
      account_number: signDoc.account_number,
      chain_id: signDoc.chain_id,
      fee: { amount: signDoc.fee.amount, gas: signDoc.fee.gas },
      memo: signDoc.memo,
      msgs: signDoc.msgs,
      sequence: signDoc.sequence,
      timeout_height: '0',
    },
  };
}

/** EIP-712 digest of typed data whose domain uses string fields (as Injective's does). */
export function eip712Digest(typedData) {
  const { EIP712Domain, ...rest } = typedData.types;
  const domainHash = TypedDataEncoder.from({ EIP712Domain }).hashStruct('EIP712Domain', typedData.domain);
  const messageHash = TypedDataEncoder.from(rest).hashStruct(typedData.primaryType, typedData.message);
  return keccak256(concat(['0x1901', domainHash, messageHash]));
}

function parts(operationId, chain, request) {
  const op = OPERATIONS[operationId];
  const c = CHAINS[chain];
  const fee = op.fee[chain];
  if (!op || !c || !fee) throw new Error(`no Tendermint forge rule for ${operationId} on ${chain}`);
  return { c, fee, msgs: [op.msg(request, c)] };
}

/** The forge answer; `publicKey` is the signer's (base64, compressed), which the chain knows. */
export function forge(operationId, chain, request, publicKey) {
  const { c, fee, msgs } = parts(operationId, chain, request);
  const body = bodyBytes(msgs);
  const directAuth = authInfo(chain, fee, SignMode.SIGN_MODE_DIRECT, publicKey);
  const aminoAuth = authInfo(chain, fee, SignMode.SIGN_MODE_LEGACY_AMINO_JSON, publicKey);
  const signDoc = aminoSignDoc(chain, msgs, fee);
  const out = {
    signDirect: {
      bodyBytes: toBase64(body),
      authInfoBytes: toBase64(directAuth),
      chainId: c.chainId,
      accountNumber: c.accountNumber.toString(),
    },
    signAmino: { signDoc, bodyBytes: toBase64(body), authInfoBytes: toBase64(aminoAuth) },
    signEIP712: null,
    signEIP712CosmosTxV0: null,
  };
  if (c.eip712Legacy) {
    out.signEIP712CosmosTxV0 = {
      typedData: legacyEip712(chain, signDoc, msgs),
      bodyBytes: toBase64(body),
      authInfoBytes: toBase64(aminoAuth),
      web3Extension: { typedDataChainId: c.eip712Legacy.evmChainId.toString() },
    };
  }
  return out;
}
