// Polkadot Asset Hub: a signed extrinsic (hex) checked against the call forged, and its hash
// (blake2-256 of the bytes).
import { blake2AsU8a, signatureVerify } from '@polkadot/util-crypto';
import { InvalidRequest, Refused } from '../base/errors';
import { RUNTIME, assetHub } from './forge';

const FIELD = 'encodedTransaction';

/**
 * A signed extrinsic (0x hex) of Asset Hub; an InvalidRequest otherwise.
 */
export function decodeSigned(encoded: string) {
  try {
    return assetHub().registry.createType('Extrinsic', encoded);
  } catch {
    throw new InvalidRequest(
      FIELD,
      'encodedTransaction is not a Polkadot Asset Hub extrinsic (0x-prefixed hex)',
    );
  }
}

/**
 * Checks a signed extrinsic: signed, the call of `forged` (the forge answer's extrinsicHex, when the
 * broadcast is bound to a forge call), a mortal era born at `head` ({ eraBlock, blockHash }, the
 * chain's head) or immortal, and a valid signature of the signer over the signing payload.
 * Returns { txHash, signer, nonce } or throws Refused with the reason.
 */
export function verifySigned(
  encoded: string,
  { forged, head }: { forged?: string; head: { eraBlock: number; blockHash: string } },
) {
  const ext = decodeSigned(encoded);
  const { registry } = assetHub();
  if (!ext.isSigned)
    throw new Refused(FIELD, 'Transaction rejected by the node: the extrinsic is not signed');
  if (
    forged !== undefined &&
    registry.createType('Extrinsic', forged).method.toHex() !== ext.method.toHex()
  ) {
    throw new Refused(
      FIELD,
      'encodedTransaction is not the extrinsic forged with this uuid: its call differs',
    );
  }
  let blockHash: string = RUNTIME.genesisHash;
  if (ext.era.isMortalEra) {
    const birth = ext.era.asMortalEra.birth(head.eraBlock);
    if (birth !== head.eraBlock) {
      throw new Refused(
        FIELD,
        `Transaction rejected by the node: its mortal era starts at block ${birth}, which is ` +
          `not the head this chain knows (block ${head.eraBlock}, hash ${head.blockHash})`,
      );
    }
    blockHash = head.blockHash;
  }
  const payload = registry.createType(
    'ExtrinsicPayload',
    {
      method: ext.method.toHex(),
      era: ext.era,
      nonce: ext.nonce,
      tip: ext.tip,
      specVersion: RUNTIME.specVersion,
      transactionVersion: RUNTIME.transactionVersion,
      genesisHash: RUNTIME.genesisHash,
      blockHash,
      mode: 0,
    },
    { version: ext.version & 0x7f },
  );
  let bytes = payload.toU8a({ method: true });
  if (bytes.length > 256) bytes = blake2AsU8a(bytes);
  const signer = ext.signer.toString();
  if (!signatureVerify(bytes, ext.signature.toU8a(), signer).isValid) {
    throw new Refused(
      FIELD,
      'Transaction rejected by the node: invalid signature (sign against Asset Hub: its ' +
        'genesis hash, spec and transaction versions, and the era block)',
    );
  }
  return { txHash: ext.hash.toHex(), signer, nonce: ext.nonce.toNumber() };
}
