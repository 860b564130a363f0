// Test support: the forged, unsigned Polkadot extrinsic signed (with a fake signature) the way a
// wallet would, with the signed extensions the tests choose.
import * as DOT from '../polkadot/forge';

/** A test account: the signer of the fake-signed extrinsics. */
const SIGNER = '12YYA2Ljd23sJ1K8Y2LmWVhuNEvQTyg3pun7rmzoAznJztbi';

/** `extrinsicHex` (unsigned, as the forge answers) signed with `tip` (in planck) and `nonce`. */
export function fakeSigned(extrinsicHex: string, { tip, nonce }: { tip: bigint; nonce: number }) {
  const { registry } = DOT.assetHub();
  const ext = registry.createType('Extrinsic', extrinsicHex);
  ext.signFake(SIGNER, {
    nonce,
    tip,
    blockHash: DOT.STATE.blockHash,
    genesisHash: DOT.RUNTIME.genesisHash,
    runtimeVersion: {
      specVersion: DOT.RUNTIME.specVersion,
      transactionVersion: DOT.RUNTIME.transactionVersion,
    },
  } as never);
  return ext.toHex();
}
