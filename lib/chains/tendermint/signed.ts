// Tendermint chains: a signed TxRaw checked against the transaction forged, in whichever of the
// forge answer's variants it was signed (signDirect, signAmino, signEIP712, or the legacy EIP-712
// of signEIP712CosmosTxV0: Injective's with its web3 extension, Evmos's in TxRaw.signatures), and
// its hash (sha256 of the TxRaw bytes, upper-case hex) as nodes and explorers show it.
import { encodeSecp256k1Pubkey, pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino';
import {
  ExtendedSecp256k1Signature,
  Secp256k1,
  Secp256k1Signature,
  keccak256,
  sha256,
} from '@cosmjs/crypto';
import { fromBase64, fromHex, toBase64, toBech32, toHex } from '@cosmjs/encoding';
import { makeSignBytes } from '@cosmjs/proto-signing';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { BinaryReader } from 'cosmjs-types/binary';
import { InvalidRequest, Refused } from '../base/errors';
import { CHAINS, eip712Digest, isEthChain } from './forge';
import type { TendermintForgeAnswer } from './forge';
import type { Eip712TypedData } from './eip712';

/** A signed transaction, decoded. */
export type DecodedSigned = { raw: Uint8Array; tx: TxRaw; body: TxBody; authInfo: AuthInfo };

/**
 * A digest the chain may have checked the signature against, with the variant it belongs to, and
 * the signature length that variant takes where it takes only one.
 */
export type Candidate = { mode: SignedMode; digest: Uint8Array; length?: number };

/** The variant of the forge answer a transaction was signed from. */
export type SignedMode = 'direct' | 'amino' | 'eip712' | 'eip712-v0';

/**
 * What a signed transaction is: the digests to check, or what differs from the forged one, or why
 * the chain refuses it.
 */
export type Variant =
  | { candidates: Candidate[]; differs?: undefined; refused?: undefined }
  | { differs: string; candidates?: undefined; refused?: undefined }
  | { refused: string; candidates?: undefined; differs?: undefined };

const FIELD = 'encodedTransaction';

/**
 * The bech32 account address of a compressed secp256k1 public key on `chain`.
 */
export function addressOf(chain: string, publicKey: Uint8Array) {
  const { prefix } = CHAINS[chain];
  if (isEthChain(chain)) {
    const uncompressed = Secp256k1.uncompressPubkey(publicKey);
    return toBech32(prefix, keccak256(uncompressed.slice(1)).slice(-20));
  }
  return pubkeyToAddress(encodeSecp256k1Pubkey(publicKey), prefix);
}

/**
 * A signed TxRaw, base64, decoded; an InvalidRequest when it is not one.
 */
export function decodeSigned(encoded: string): DecodedSigned {
  try {
    const raw = fromBase64(encoded);
    const tx = TxRaw.decode(raw);
    const body = TxBody.decode(tx.bodyBytes);
    const authInfo = AuthInfo.decode(tx.authInfoBytes);
    // Without a signature only with extension options: Ethermint's fee-payer EIP-712 put the
    // signature into its ExtensionOptionsWeb3Tx, and the chain judges the extension first.
    if (
      authInfo.signerInfos.length === 0 ||
      (tx.signatures.length === 0 && body.extensionOptions.length === 0)
    )
      throw new Error('unsigned');
    return { raw, tx, body, authInfo };
  } catch {
    throw new InvalidRequest(
      FIELD,
      'encodedTransaction is not a signed Cosmos TxRaw, base64-encoded',
    );
  }
}
function same(a: Uint8Array, b: Uint8Array) {
  return Buffer.from(a).equals(Buffer.from(b));
}

const digestOf = (typedData: Eip712TypedData) => fromHex(eip712Digest(typedData).slice(2));

// Extension options the chain's ante handler takes for a Cosmos transaction: Ethermint's Web3Tx on
// Injective (its legacy EIP-712). Evmos (v19 and later), Dymension (v4) and XPLA (cosmos/evm)
// route a transaction by its first extension option and refuse any other than their Ethereum and
// dynamic-fee ones with this message (evmos/evmos v19.1.0 app/ante/ante.go, dymensionxyz/dymension
// v4.0.2 app/ante/ante.go, xpladev/xpla v1.11.4 ante/ante.go).
const INJECTIVE_WEB3 = '/injective.types.v1beta1.ExtensionOptionsWeb3Tx';
const REFUSE_EXTENSIONS = new Set(['EVMOS', 'DYM', 'XPLA']);

/**
 * typed_data_chain_id (field 1, uint64) of an ExtensionOptionsWeb3Tx.
 */
function web3ChainId(value: Uint8Array) {
  const reader = new BinaryReader(value);
  while (reader.pos < reader.len) {
    const tag = reader.uint32();
    if (tag >>> 3 === 1) return reader.uint64();
    reader.skipType(tag & 7);
  }
  return 0n;
}

/**
 * The signed auth info as it was forged: an account's first transaction is forged without a public
 * key (the chain has none for it yet) and the signer puts its own in before signing; that key is
 * then held to the signer's address and to the signature like any other.
 */
function authInfoAsForged({ tx, authInfo }: DecodedSigned, forgedAuthInfoBytes: string) {
  const [signer, ...others] = authInfo.signerInfos;
  if (
    !signer?.publicKey ||
    AuthInfo.decode(fromBase64(forgedAuthInfoBytes)).signerInfos[0]?.publicKey
  )
    return tx.authInfoBytes;
  return AuthInfo.encode({
    ...authInfo,
    signerInfos: [{ ...signer, publicKey: undefined }, ...others],
  }).finish();
}

/**
 * Which forged variant a TxRaw was signed from: { candidates: [{ mode, digest, length? }] }, the
 * digests the chain checks the signature against in its order, or { differs } / { refused }.
 */
function variantOf(
  chain: string,
  decoded: DecodedSigned,
  forged: TendermintForgeAnswer,
  accountNumber: bigint | string | number,
): Variant {
  const { tx, body } = decoded;
  const hash = (bytes: Uint8Array) => (isEthChain(chain) ? keccak256(bytes) : sha256(bytes));
  const direct = forged.signDirect;
  const amino = forged.signAmino;
  const v0 = forged.signEIP712CosmosTxV0;
  if (same(authInfoAsForged(decoded, direct.authInfoBytes), fromBase64(direct.authInfoBytes))) {
    if (!same(tx.bodyBytes, fromBase64(direct.bodyBytes))) return { differs: 'body' };
    const signBytes = makeSignBytes({
      bodyBytes: tx.bodyBytes,
      authInfoBytes: tx.authInfoBytes,
      chainId: direct.chainId,
      accountNumber: BigInt(accountNumber),
    });
    return { candidates: [{ mode: 'direct', digest: hash(signBytes) }] };
  }
  if (!same(authInfoAsForged(decoded, amino.authInfoBytes), fromBase64(amino.authInfoBytes)))
    return { differs: 'auth info (fee, sequence, public key or sign mode)' };
  if (same(tx.bodyBytes, fromBase64(amino.bodyBytes))) {
    // The ethsecp256k1 key's VerifySignature: the amino sign bytes, then their EIP-712 encodings,
    // current and legacy (evmos/evmos v19.1.0 crypto/ethsecp256k1/ethsecp256k1.go).
    const candidates: Candidate[] = [
      { mode: 'amino', digest: hash(serializeSignDoc(amino.signDoc)) },
    ];
    if (forged.signEIP712)
      candidates.push({ mode: 'eip712', digest: digestOf(forged.signEIP712.typedData) });
    if (v0 && !v0.web3Extension)
      candidates.push({ mode: 'eip712-v0', digest: digestOf(v0.typedData) });
    return { candidates };
  }
  // The forged body with extension options added: Injective's legacy EIP-712, or refused.
  const plain = TxBody.encode({ ...body, extensionOptions: [] }).finish();
  if (!same(plain, fromBase64(amino.bodyBytes)) || body.extensionOptions.length === 0)
    return { differs: 'body' };
  const [option] = body.extensionOptions;
  if (
    v0?.web3Extension &&
    body.extensionOptions.length === 1 &&
    option.typeUrl === INJECTIVE_WEB3
  ) {
    const carried = web3ChainId(option.value);
    if (carried.toString() !== v0.web3Extension.typedDataChainId) {
      return {
        refused:
          `the web3 extension's typedDataChainID is ${carried}, the typed data's is ` +
          `${v0.web3Extension.typedDataChainId}`,
      };
    }
    // Injective takes the 65-byte [R||S||V] signature only (injective-core app/ante/eip712.go).
    return { candidates: [{ mode: 'eip712-v0', digest: digestOf(v0.typedData), length: 65 }] };
  }
  if (REFUSE_EXTENSIONS.has(chain))
    return { refused: `rejecting tx with unsupported extension option: ${option.typeUrl}` };
  return { differs: 'body' };
}

/**
 * The public key that made `signature` over `digest` and belongs to `address`, if one does.
 */
async function recoverSigner(
  chain: string,
  digest: Uint8Array,
  signature: Uint8Array,
  address: string,
) {
  const r = signature.slice(0, 32);
  const s = signature.slice(32, 64);
  for (const recovery of [0, 1]) {
    try {
      const key = Secp256k1.compressPubkey(
        Secp256k1.recoverPubkey(new ExtendedSecp256k1Signature(r, s, recovery), digest),
      );
      if (addressOf(chain, key) === address) return key;
    } catch {
      // not this recovery id
    }
  }
  return null;
}

/**
 * Checks a signed TxRaw for `chain`. With `forged` (the forge answer's transaction, when the
 * broadcast is bound to a forge call) it must be one of its variants, signed by `signer` (the
 * forge request's delegatorAddress). The public key is the signer info's, else `publicKey` (base64,
 * the one the chain knows), else recovered from the signature. Without `forged`, the signer info
 * must carry the public key and the transaction must be SIGN_MODE_DIRECT; `accountNumberOf(address)`
 * gives the signer's account number.
 * Returns { txHash, mode, signer, publicKey (base64), sequence } or throws Refused with the reason.
 */
export async function verifySigned(
  chain: string,
  encoded: string,
  {
    forged,
    signer,
    accountNumber,
    publicKey,
    accountNumberOf,
  }: {
    forged?: TendermintForgeAnswer;
    signer?: string;
    accountNumber?: bigint | string | number;
    publicKey?: string | null;
    accountNumberOf?: (address: string) => bigint;
  } = {},
): Promise<{
  txHash: string;
  mode: SignedMode;
  signer: string;
  publicKey: string;
  sequence: number;
}> {
  const decoded = decodeSigned(encoded);
  const { raw, tx, authInfo } = decoded;
  const info = authInfo.signerInfos[0];
  const carried = info.publicKey ? PubKey.decode(info.publicKey.value).key : null;
  let offered: Candidate[];
  let expected = signer;
  if (forged) {
    const variant = variantOf(chain, decoded, forged, accountNumber ?? 0);
    if (variant.differs) {
      throw new Refused(
        FIELD,
        `encodedTransaction is not the transaction forged with this uuid: its ${variant.differs} differs`,
      );
    }
    if (variant.refused)
      throw new Refused(FIELD, `Transaction rejected by the node: ${variant.refused}`);
    if (!variant.candidates)
      throw new Error('a variant names its candidates, what differs, or why it is refused');
    offered = variant.candidates;
  } else {
    if (!carried)
      throw new Refused(
        FIELD,
        'The transaction carries no public key: broadcast it with the uuid of its forge call',
      );
    if (info.modeInfo?.single?.mode !== SignMode.SIGN_MODE_DIRECT) {
      throw new Refused(
        FIELD,
        'Without a uuid the transaction must be signed in SIGN_MODE_DIRECT: broadcast it ' +
          'with the uuid of its forge call',
      );
    }
    if (!accountNumberOf)
      throw new Error(
        'verifySigned needs accountNumberOf to check a transaction without its forge answer',
      );
    expected = addressOf(chain, carried);
    const signBytes = makeSignBytes({
      bodyBytes: tx.bodyBytes,
      authInfoBytes: tx.authInfoBytes,
      chainId: CHAINS[chain].chainId,
      accountNumber: BigInt(accountNumberOf(expected)),
    });
    offered = [
      { mode: 'direct', digest: isEthChain(chain) ? keccak256(signBytes) : sha256(signBytes) },
    ];
  }
  if (expected === undefined)
    throw new Error('verifySigned needs the signer of a forged transaction');
  const signature = tx.signatures[0];
  if (!signature)
    throw new Refused(FIELD, 'Transaction rejected by the node: no signatures supplied');
  if (signature.length !== 64 && signature.length !== 65)
    throw new Refused(
      FIELD,
      'Transaction rejected by the node: the signature is not 64 or 65 bytes',
    );
  const candidates = offered.filter(
    (candidate) => !candidate.length || candidate.length === signature.length,
  );
  if (candidates.length === 0)
    throw new Refused(
      FIELD,
      `Transaction rejected by the node: the EIP-712 signature must be ${offered[0].length} bytes [R||S||V]`,
    );
  let key = carried ?? (publicKey ? fromBase64(publicKey) : null);
  let match: Candidate | undefined;
  if (key) {
    if (addressOf(chain, key) !== expected)
      throw new Refused(
        FIELD,
        `Transaction rejected by the node: signed by another key than ${expected}`,
      );
    const rs = Secp256k1Signature.fromFixedLength(signature.slice(0, 64));
    for (const candidate of candidates) {
      if (await Secp256k1.verifySignature(rs, candidate.digest, key)) {
        match = candidate;
        break;
      }
    }
    if (!match)
      throw new Refused(FIELD, 'Transaction rejected by the node: signature verification failed');
  } else {
    for (const candidate of candidates) {
      key = await recoverSigner(chain, candidate.digest, signature, expected);
      if (key) {
        match = candidate;
        break;
      }
    }
    if (!match || !key)
      throw new Refused(
        FIELD,
        `Transaction rejected by the node: signature verification failed (not signed by ${expected})`,
      );
  }
  return {
    txHash: toHex(sha256(raw)).toUpperCase(),
    mode: match.mode,
    signer: expected,
    publicKey: toBase64(key),
    sequence: Number(info.sequence),
  };
}
