// A Tendermint-type forge answer read with cosmjs-types: one Cosmos transaction in four signing
// formats (signDirect, signAmino, signEIP712, signEIP712CosmosTxV0). Each format's bodyBytes and
// authInfoBytes are decoded (and must encode back to the same bytes), its messages decoded by the
// forge's own registry; the signed documents (amino JSON, EIP-712 typed data) are kept as they are.
// The tree holds every part of every format, so that each one is compared with the forge's.
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { AuthInfo, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { GenericAuthorization } from 'cosmjs-types/cosmos/authz/v1beta1/authz';
import { StakeAuthorization } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import type { Any } from 'cosmjs-types/google/protobuf/any';
import { InspectError, reason } from '../base/inspect-error';
import { fromJson, text, type Tree } from '../base/tree';
import { Int64Writer, registry } from './forge';

export const VARIANTS = ['signDirect', 'signAmino', 'signEIP712', 'signEIP712CosmosTxV0'] as const;
export type VariantName = (typeof VARIANTS)[number];

export const GRANT = '/cosmos.authz.v1beta1.MsgGrant';
export const REVOKE = '/cosmos.authz.v1beta1.MsgRevoke';
const STAKE_AUTHORIZATION = '/cosmos.staking.v1beta1.StakeAuthorization';
const GENERIC_AUTHORIZATION = '/cosmos.authz.v1beta1.GenericAuthorization';

interface TelescopeType {
  decode(bytes: Uint8Array): unknown;
  encode(message: unknown, writer?: Int64Writer): { finish(): Uint8Array };
  toJSON(message: unknown): unknown;
}

/** One signing format: its object as the answer has it, and its bytes decoded. */
export interface Variant {
  name: VariantName;
  raw: Record<string, unknown>;
  body: TxBody;
  authInfo: AuthInfo;
  /** The body's messages, each decoded by the forge's registry (undefined for a type it does not know). */
  messages: { typeUrl: string; value: Record<string, unknown> | undefined }[];
}

export interface TendermintAnswer {
  transaction: Record<string, unknown>;
  variants: Partial<Record<VariantName, Variant>>;
  direct: Variant;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function decodeExact<T>(
  label: string,
  what: string,
  bytes: Uint8Array,
  type: { decode(b: Uint8Array): T; encode(m: T, w?: Int64Writer): { finish(): Uint8Array } },
): T {
  let decoded: T;
  try {
    decoded = type.decode(bytes);
  } catch (error) {
    throw new InspectError(
      'malformed',
      `${label} does not decode as a Cosmos ${what} (${reason(error)}). It may have been cut off.`,
    );
  }
  if (!sameBytes(type.encode(decoded, new Int64Writer()).finish(), bytes)) {
    throw new InspectError(
      'malformed',
      `${label} does not encode back to the same bytes as a Cosmos ${what}: it holds bytes ` +
        `the ${what} does not, or has been cut off.`,
    );
  }
  return decoded;
}

/** A message's value decoded by the forge's registry, the grant's authorization decoded too. */
function decodeMessage(
  label: string,
  any: Any,
): { typeUrl: string; value: Record<string, unknown> | undefined } {
  const type = registry.lookupType(any.typeUrl) as TelescopeType | undefined;
  if (!type) return { typeUrl: any.typeUrl, value: undefined };
  const decoded = decodeExact(
    `${label}: the ${any.typeUrl} message`,
    any.typeUrl.split('.').at(-1)!,
    any.value,
    type as never,
  );
  const value = type.toJSON(decoded) as Record<string, unknown>;
  if (any.typeUrl === GRANT) {
    const grant = (value.grant ?? {}) as Record<string, unknown>;
    const authorization = (decoded as { grant?: { authorization?: Any } }).grant?.authorization;
    if (authorization?.typeUrl === STAKE_AUTHORIZATION) {
      grant.authorization = {
        typeUrl: authorization.typeUrl,
        value: StakeAuthorization.toJSON(
          decodeExact(
            `${label}: the grant's authorization`,
            'StakeAuthorization',
            authorization.value,
            StakeAuthorization,
          ),
        ),
      };
    } else if (authorization?.typeUrl === GENERIC_AUTHORIZATION) {
      grant.authorization = {
        typeUrl: authorization.typeUrl,
        value: GenericAuthorization.toJSON(
          decodeExact(
            `${label}: the grant's authorization`,
            'GenericAuthorization',
            authorization.value,
            GenericAuthorization,
          ),
        ),
      };
    }
  }
  return { typeUrl: any.typeUrl, value };
}

function readVariant(name: VariantName, raw: Record<string, unknown>): Variant {
  const bytes = (field: string) => {
    try {
      return fromBase64(String(raw[field]));
    } catch (error) {
      throw new InspectError('malformed', `${name}.${field} is not base64 (${reason(error)}).`);
    }
  };
  const body = decodeExact(`${name}.bodyBytes`, 'TxBody', bytes('bodyBytes'), TxBody);
  const authInfo = decodeExact(
    `${name}.authInfoBytes`,
    'AuthInfo',
    bytes('authInfoBytes'),
    AuthInfo,
  );
  return {
    name,
    raw,
    body,
    authInfo,
    messages: body.messages.map((any) => decodeMessage(name, any)),
  };
}

export function read(transaction: Record<string, unknown>): TendermintAnswer {
  const variants: Partial<Record<VariantName, Variant>> = {};
  for (const name of VARIANTS) {
    const raw = transaction[name];
    if (raw !== null && raw !== undefined)
      variants[name] = readVariant(name, raw as Record<string, unknown>);
  }
  return { transaction, variants, direct: variants.signDirect! };
}

/** The public key an AuthInfo's first signer carries (compressed secp256k1), or undefined. */
export function signerKey(authInfo: AuthInfo): { typeUrl: string; key: Uint8Array } | undefined {
  const publicKey = authInfo.signerInfos[0]?.publicKey;
  if (!publicKey) return undefined;
  try {
    return { typeUrl: publicKey.typeUrl, key: PubKey.decode(publicKey.value).key };
  } catch {
    return undefined;
  }
}

function bodyTree(variant: Variant): Tree {
  const json = TxBody.toJSON(variant.body) as Record<string, unknown>;
  return {
    ...(fromJson({ ...json, messages: undefined }) as Record<string, Tree>),
    messages: variant.messages.map((m, i) => ({
      typeUrl: text(m.typeUrl),
      value: m.value ? fromJson(m.value) : text(toBase64(variant.body.messages[i]!.value)),
    })),
  };
}

function authInfoTree(authInfo: AuthInfo): Tree {
  const json = AuthInfo.toJSON(authInfo) as { signerInfos?: Record<string, unknown>[] };
  const key = signerKey(authInfo);
  // The signer's key as the key it is, not as the bytes of its protobuf message.
  (json.signerInfos ?? []).forEach((info, i) => {
    if (i === 0 && key) info.publicKey = { typeUrl: key.typeUrl, key: toBase64(key.key) };
  });
  return fromJson(json);
}

/** Every part of every signing format, its bytes decoded; the answer's other fields as they are. */
export function treeOf({ transaction, variants }: TendermintAnswer): Tree {
  // A format the answer leaves out reads as the forge's "not offered for this chain" (null).
  const tree: Record<string, Tree> = Object.fromEntries(
    VARIANTS.filter((name) => !(name in transaction)).map((name) => [name, 'null']),
  );
  for (const [key, raw] of Object.entries(transaction)) {
    const variant = variants[key as VariantName];
    if (!variant) {
      tree[key] = fromJson(raw);
      continue;
    }
    const { bodyBytes: _body, authInfoBytes: _auth, ...rest } = variant.raw;
    tree[key] = {
      ...(fromJson(rest) as Record<string, Tree>),
      body: bodyTree(variant),
      authInfo: authInfoTree(variant.authInfo),
    };
  }
  return tree;
}
