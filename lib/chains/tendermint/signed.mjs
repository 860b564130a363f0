// Tendermint chains: a signed TxRaw checked against the transaction forged, in whichever of the
// forge answer's variants it was signed (signDirect, signAmino, or Injective's legacy EIP-712),
// and its hash (sha256 of the TxRaw bytes, upper-case hex) as nodes and explorers show it.
import { encodeSecp256k1Pubkey, pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino';
import { ExtendedSecp256k1Signature, Secp256k1, Secp256k1Signature, keccak256, sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64, toBech32, toHex } from '@cosmjs/encoding';
import { makeSignBytes } from '@cosmjs/proto-signing';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { InvalidRequest, Refused } from '../errors.mjs';
import { CHAINS, eip712Digest, isEthChain } from './forge.mjs';

const FIELD = 'encodedTransaction';

/** The bech32 account address of a compressed secp256k1 public key on `chain`. */
export function addressOf(chain, publicKey) {
  const { prefix } = CHAINS[chain];
  if (isEthChain(chain)) {
    const uncompressed = Secp256k1.uncompressPubkey(publicKey);
    return toBech32(prefix, keccak256(uncompressed.slice(1)).slice(-20));
  }
  return pubkeyToAddress(encodeSecp256k1Pubkey(publicKey), prefix);
}

export function decodeSigned(encoded) {
  try {
    const raw = fromBase64(encoded);
    const tx = TxRaw.decode(raw);
    const body = TxBody.decode(tx.bodyBytes);
    const authInfo = AuthInfo.decode(tx.authInfoBytes);
    if (tx.signatures.length === 0 || authInfo.signerInfos.length === 0) throw new Error('unsigned');
    return { raw, tx, body, authInfo };
  } catch {
    throw new InvalidRequest(FIELD, 'encodedTransaction is not a signed Cosmos TxRaw, base64-encoded');
  }
}

function same(a, b) {
  return Buffer.from(a).equals(Buffer.from(b));
}

/** Which forged variant a TxRaw was signed from, and the bytes that variant signs. */
function variantOf(chain, { tx, body }, forged, accountNumber) {
  const direct = forged.signDirect;
  const amino = forged.signAmino;
  const v0 = forged.signEIP712CosmosTxV0;
  if (same(tx.authInfoBytes, fromBase64(direct.authInfoBytes))) {
    if (!same(tx.bodyBytes, fromBase64(direct.bodyBytes))) return { differs: 'body' };
    const signBytes = makeSignBytes({ bodyBytes: tx.bodyBytes, authInfoBytes: tx.authInfoBytes, chainId: direct.chainId, accountNumber: BigInt(accountNumber) });
    return { mode: 'direct', digest: isEthChain(chain) ? keccak256(signBytes) : sha256(signBytes) };
  }
  if (same(tx.authInfoBytes, fromBase64(amino.authInfoBytes))) {
    if (same(tx.bodyBytes, fromBase64(amino.bodyBytes))) {
      const signBytes = serializeSignDoc(amino.signDoc);
      return { mode: 'amino', digest: isEthChain(chain) ? keccak256(signBytes) : sha256(signBytes) };
    }
    if (v0) {
      // The legacy EIP-712 body is the forged body plus the web3 extension.
      const plain = TxBody.encode({ ...body, extensionOptions: [] }).finish();
      if (same(plain, fromBase64(v0.bodyBytes)) && body.extensionOptions.length === 1) {
        return { mode: 'eip712-v0', digest: Uint8Array.from(Buffer.from(eip712Digest(v0.typedData).slice(2), 'hex')) };
      }
    }
    return { differs: 'body' };
  }
  return { differs: 'auth info (fee, sequence, public key or sign mode)' };
}

/** The public key that made `signature` over `digest` and belongs to `address`, if one does. */
async function recoverSigner(chain, digest, signature, address) {
  const r = signature.slice(0, 32);
  const s = signature.slice(32, 64);
  for (const recovery of [0, 1]) {
    try {
      const key = Secp256k1.compressPubkey(Secp256k1.recoverPubkey(new ExtendedSecp256k1Signature(r, s, recovery), digest));
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
export async function verifySigned(chain, encoded, { forged, signer, accountNumber, publicKey, accountNumberOf } = {}) {
  const decoded = decodeSigned(encoded);
  const { raw, tx, authInfo } = decoded;
  const info = authInfo.signerInfos[0];
  const carried = info.publicKey ? PubKey.decode(info.publicKey.value).key : null;
  let variant;
  let expected = signer;
  if (forged) {
    variant = variantOf(chain, decoded, forged, accountNumber);
    if (variant.differs) {
      throw new Refused(FIELD, `encodedTransaction is not the transaction forged with this uuid: its ${variant.differs} differs`);
    }
  } else {
    if (!carried) throw new Refused(FIELD, 'The transaction carries no public key: broadcast it with the uuid of its forge call');
    if (info.modeInfo?.single?.mode !== SignMode.SIGN_MODE_DIRECT) {
      throw new Refused(FIELD, 'Without a uuid the transaction must be signed in SIGN_MODE_DIRECT: broadcast it with the uuid of its forge call');
    }
    expected = addressOf(chain, carried);
    const signBytes = makeSignBytes({ bodyBytes: tx.bodyBytes, authInfoBytes: tx.authInfoBytes, chainId: CHAINS[chain].chainId, accountNumber: BigInt(accountNumberOf(expected)) });
    variant = { mode: 'direct', digest: isEthChain(chain) ? keccak256(signBytes) : sha256(signBytes) };
  }
  const signature = tx.signatures[0];
  if (signature.length !== 64 && signature.length !== 65) throw new Refused(FIELD, 'Transaction rejected by the node: the signature is not 64 or 65 bytes');
  let key = carried ?? (publicKey ? fromBase64(publicKey) : null);
  if (key) {
    if (addressOf(chain, key) !== expected) throw new Refused(FIELD, `Transaction rejected by the node: signed by another key than ${expected}`);
    const ok = await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(signature.slice(0, 64)), variant.digest, key);
    if (!ok) throw new Refused(FIELD, 'Transaction rejected by the node: signature verification failed');
  } else {
    key = await recoverSigner(chain, variant.digest, signature, expected);
    if (!key) throw new Refused(FIELD, `Transaction rejected by the node: signature verification failed (not signed by ${expected})`);
  }
  return {
    txHash: toHex(sha256(raw)).toUpperCase(),
    mode: variant.mode,
    signer: expected,
    publicKey: toBase64(key),
    sequence: Number(info.sequence),
  };
}
