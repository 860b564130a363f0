// EIP-712 typed data of a Cosmos transaction, as the ethsecp256k1 chains rebuild it when they check
// a signature, so a wallet can sign it with eth_signTypedData_v4. Both encodings start from the
// amino sign doc (the StdSignDoc the transaction is signed as in SIGN_MODE_LEGACY_AMINO_JSON):
//
// - The current Ethermint encoding (`ethermintTypedData`): the key's VerifySignature builds it with
//   WrapTxToTypedData from the amino sign bytes and checks the signature against its hash. The
//   message is the sign doc with `msgs` flattened into `msg0`, `msg1`, …; each message's type is
//   derived from its JSON (keys in descending order, nested objects as their own types named after
//   their path, numbers as int64). Sources: evmos/evmos v19.1.0 ethereum/eip712/{eip712,message,
//   types,domain,encoding}.go and crypto/ethsecp256k1/ethsecp256k1.go; the same code in
//   dymensionxyz/ethermint (Dymension), humansdotai/humans v1.0.0 and cosmos/evm v0.6.0 (XPLA).
// - The legacy (v0) encoding (`legacyTypedData`): one `Msg[]` list with one `MsgValue` type taken
//   from the Go struct of the message (fields in their protobuf order, a coin as `TypeAmount`).
//   Ethermint puts a fee payer into `Fee` (LegacyWrapTxToTypedData); Injective does not, and adds
//   `timeout_height` (injective-core app/ante/eip712_cosmos.go WrapTxToEIP712WithSignBytes).
import { concat, keccak256, TypedDataEncoder } from 'ethers';

/** One field of an EIP-712 struct type. */
export type Eip712Field = { name: string; type: string };

/** The domain of a Cosmos transaction's typed data: verifyingContract and salt are strings. */
export type Eip712Domain = {
  name: string;
  version: string;
  chainId: string;
  verifyingContract: string;
  salt: string;
};

/** Typed data as eth_signTypedData_v4 takes it, with `EIP712Domain` among its types. */
export interface Eip712TypedData {
  types: Record<string, Eip712Field[]>;
  primaryType: string;
  domain: Eip712Domain;
  message: Record<string, unknown>;
}

/** An amino message: its registered name and its JSON value. */
export type AminoMsg = { type: string; value: Record<string, unknown> };

/** The amino StdSignDoc of a transaction, as signed in SIGN_MODE_LEGACY_AMINO_JSON. */
export type AminoSignDoc = {
  account_number: string;
  chain_id: string;
  fee: { amount: { denom: string; amount: string }[]; gas: string };
  memo: string;
  msgs: AminoMsg[];
  sequence: string;
};

/**
 * The domain's type, as every chain here declares it: verifyingContract and salt are strings.
 */
export const EIP712_DOMAIN_TYPE: readonly Eip712Field[] = Object.freeze([
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'string' },
  { name: 'salt', type: 'string' },
]);

const COIN = [
  { name: 'denom', type: 'string' },
  { name: 'amount', type: 'string' },
];

/**
 * The domain of typed data signed for `evmChainId` under `name`.
 */
export function eip712Domain(name: string, evmChainId: bigint): Eip712Domain {
  return {
    name,
    version: '1.0.0',
    chainId: '0x' + evmChainId.toString(16),
    verifyingContract: 'cosmos',
    salt: '0',
  };
}

/**
 * The EIP-155 chain id of an Ethermint chain id `{name}_{number}-{epoch}` (evmos_9001-2 → 9001n),
 * parsed as Ethermint's ParseChainID does (evmos/evmos v19.1.0 types/chain_id.go).
 */
export function ethermintChainId(chainId: string) {
  const parts = /^([a-z]+)_([1-9][0-9]*)-([1-9][0-9]*)$/.exec(chainId);
  if (!parts) throw new Error(`${chainId} is not an Ethermint chain id ({name}_{number}-{epoch})`);
  return BigInt(parts[2]);
}

// ------------------------------------------------------------------ current Ethermint encoding

const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The EIP-712 type of a JSON scalar, or '' for objects, arrays and null (getEthTypeForJSON).
 */
function scalarType(value: unknown) {
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return 'int64';
  if (typeof value === 'string') return 'string';
  return '';
}

/**
 * `_.foo_bar.baz` → `TypeFooBarBaz` (sanitizeTypedef; keys are ASCII words).
 */
function typeName(path: string) {
  let out = '';
  for (const part of path.split('.')) {
    if (part === '_') {
      out += 'Type';
      continue;
    }
    for (const word of part.split('_')) out += word.charAt(0).toUpperCase() + word.slice(1);
  }
  return out;
}
const sameFields = (a: Eip712Field[], b: Eip712Field[]) =>
  a.length === b.length &&
  a.every((field, index) => field.name === b[index].name && field.type === b[index].type);

/**
 * Adds `fields` under `name` followed by the first free index (name0, name1, …), or returns the
 * index of an identical definition already there (addTypesToRoot).
 */
function addTypes(types: Record<string, Eip712Field[]>, name: string, fields: Eip712Field[]) {
  for (let i = 0; i < 1000; i += 1) {
    const indexed = `${name}${i}`;
    const existing = types[indexed];
    if (!existing) {
      types[indexed] = fields;
      return indexed;
    }
    if (sameFields(existing, fields)) return indexed;
  }
  throw new Error('exceeded maximum number of duplicates for a single type definition');
}

/**
 * The type of the JSON object `value` at `path`, its sub-objects added first (recursivelyAddTypesToRoot).
 */
function objectType(
  types: Record<string, Eip712Field[]>,
  rootType: string,
  path: string,
  value: Record<string, unknown>,
): string {
  const fields: Eip712Field[] = [];
  for (const name of Object.keys(value).sort(descending)) {
    let field = value[name];
    if (field === undefined) continue;
    let collection = false;
    if (Array.isArray(field)) {
      if (field.length === 0) {
        fields.push({ name, type: 'string[]' });
        continue;
      }
      [field] = field;
      collection = true;
    }
    const scalar = scalarType(field);
    if (scalar) {
      fields.push({ name, type: collection ? `${scalar}[]` : scalar });
      continue;
    }
    if (isObject(field)) {
      const sub = typeName(objectType(types, rootType, `${path}.${name}`, field));
      fields.push({ name, type: collection ? `${sub}[]` : sub });
    }
    // null and arrays of arrays get no type, as in Ethermint.
  }
  return addTypes(types, path === '_' ? rootType : typeName(path), fields);
}

/**
 * The current Ethermint encoding (WrapTxToTypedData) of an amino sign doc (the parsed StdSignDoc
 * JSON), for the chain's EIP-155 id `evmChainId`. Its messages are checked here: each must be an
 * object with an amino `type`.
 */
export function ethermintTypedData(
  signDoc: { msgs: unknown[] } & Record<string, unknown>,
  evmChainId: bigint,
): Eip712TypedData {
  const { msgs, ...rest } = signDoc;
  if (!Array.isArray(msgs) || msgs.length === 0) throw new Error('the sign doc has no messages');
  const types: Record<string, Eip712Field[]> = {
    EIP712Domain: [...EIP712_DOMAIN_TYPE],
    Tx: [
      { name: 'account_number', type: 'string' },
      { name: 'chain_id', type: 'string' },
      { name: 'fee', type: 'Fee' },
      { name: 'memo', type: 'string' },
      { name: 'sequence', type: 'string' },
    ],
    Fee: [
      { name: 'amount', type: 'Coin[]' },
      { name: 'gas', type: 'string' },
    ],
    Coin: [...COIN],
  };
  const message: Record<string, unknown> = { ...rest };
  msgs.forEach((msg, i) => {
    const field = `msg${i}`;
    if (field in rest) throw new Error(`malformed payload: the sign doc already has ${field}`);
    if (!isObject(msg) || typeof msg.type !== 'string' || msg.type === '')
      throw new Error(`msgs[${i}] has no amino type`);
    const aminoType = msg.type;
    message[field] = msg;
    // cosmos-sdk/MsgDelegate → TypeMsgDelegate
    const rootType = `Type${aminoType.split('/').pop()}`;
    types.Tx.push({ name: field, type: objectType(types, rootType, '_', msg) });
  });
  return { types, primaryType: 'Tx', domain: eip712Domain('Cosmos Web3', evmChainId), message };
}

// ------------------------------------------------------------------ legacy (v0) encoding

const str = (name: string) => ({ name, type: 'string' });
const amount = { name: 'amount', type: 'TypeAmount' };
/**
 * The `MsgValue` type of each amino message the forge builds, from its Go struct (cosmos-sdk
 * x/staking, x/distribution, x/authz tx.pb.go: json names in field order; a Coin as TypeAmount
 * { denom, amount }). MsgGrant has none: the reflection that builds the legacy types gives the
 * StakeAuthorization's `Validators` oneof (a Go field without a json name) no usable field, so no
 * legacy typed data of a grant matches its amino JSON.
 */
const LEGACY_MSG_VALUE = Object.freeze({
  'cosmos-sdk/MsgDelegate': [str('delegator_address'), str('validator_address'), amount],
  'cosmos-sdk/MsgUndelegate': [str('delegator_address'), str('validator_address'), amount],
  'cosmos-sdk/MsgBeginRedelegate': [
    str('delegator_address'),
    str('validator_src_address'),
    str('validator_dst_address'),
    amount,
  ],
  'cosmos-sdk/MsgWithdrawDelegationReward': [str('delegator_address'), str('validator_address')],
  'cosmos-sdk/MsgRevoke': [str('granter'), str('grantee'), str('msg_type_url')],
}) as Readonly<Record<string, Eip712Field[]>>;

/**
 * The legacy encoding of an amino sign doc with one message, or null when its message has no
 * legacy type. `options`: { name (of the domain), evmChainId (bigint), feePayer (bech32 address,
 * Ethermint's fee payer, or undefined), timeoutHeight (Injective's `timeout_height: "0"`) }.
 */
export function legacyTypedData(
  signDoc: AminoSignDoc,
  {
    name,
    evmChainId,
    feePayer,
    timeoutHeight = false,
  }: { name: string; evmChainId: bigint; feePayer?: string; timeoutHeight?: boolean },
): Eip712TypedData | null {
  if (signDoc.msgs.length !== 1) return null;
  const value = LEGACY_MSG_VALUE[signDoc.msgs[0].type];
  if (!value) return null;
  const types = {
    EIP712Domain: [...EIP712_DOMAIN_TYPE],
    Tx: [
      str('account_number'),
      str('chain_id'),
      { name: 'fee', type: 'Fee' },
      str('memo'),
      { name: 'msgs', type: 'Msg[]' },
      str('sequence'),
      ...(timeoutHeight ? [str('timeout_height')] : []),
    ],
    Fee: [...(feePayer ? [str('feePayer')] : []), { name: 'amount', type: 'Coin[]' }, str('gas')],
    Coin: [...COIN],
    Msg: [str('type'), { name: 'value', type: 'MsgValue' }],
    MsgValue: value.map((field) => ({ ...field })),
    ...(value.includes(amount) ? { TypeAmount: [...COIN] } : {}),
  };
  const fee = { amount: signDoc.fee.amount, gas: signDoc.fee.gas };
  return {
    types,
    primaryType: 'Tx',
    domain: eip712Domain(name, evmChainId),
    message: {
      account_number: signDoc.account_number,
      chain_id: signDoc.chain_id,
      fee: feePayer ? { feePayer, ...fee } : fee,
      memo: signDoc.memo,
      msgs: signDoc.msgs,
      sequence: signDoc.sequence,
      ...(timeoutHeight ? { timeout_height: '0' } : {}),
    },
  };
}

// ------------------------------------------------------------------ hashing

/**
 * The EIP-712 digest (keccak256 of 0x1901 ‖ domain hash ‖ message hash) of typed data whose
 * domain is hashed with its own `EIP712Domain` type, as eth_signTypedData_v4 does. (ethers'
 * TypedDataEncoder.hash would derive the domain type itself, with verifyingContract an address.)
 */
export function eip712Digest(typedData: Eip712TypedData) {
  const { EIP712Domain, ...rest } = typedData.types;
  const domainHash = TypedDataEncoder.from({ EIP712Domain }).hashStruct(
    'EIP712Domain',
    typedData.domain,
  );
  const messageHash = TypedDataEncoder.from(rest).hashStruct(
    typedData.primaryType,
    typedData.message,
  );
  return keccak256(concat(['0x1901', domainHash, messageHash]));
}
