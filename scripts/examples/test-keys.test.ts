// @vitest-environment node
// The published test keys: derived from the BIP-39 test mnemonic with each chain's library and
// standard path. Where a wallet or library publishes the address of this mnemonic, it is written
// here; for the rest the test proves the exported address belongs to the exported secret by
// signing with one and verifying against the other.
import { describe, expect, it } from 'vitest';
import { keccak256, verifyMessage } from 'ethers';
import { makeSignBytes } from '@cosmjs/proto-signing';
import { fromBase64, fromBech32, toHex } from '@cosmjs/encoding';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { Keypair, PublicKey } from '@solana/web3.js';
import nacl from 'tweetnacl';
import { KeyPair } from '@near-js/crypto';
import { UserSecretKey, Address } from '@multiversx/sdk-core';
import { decodeAddress, signatureVerify } from '@polkadot/util-crypto';
import { u8aToHex } from '@polkadot/util';
import * as keys from './test-keys.mjs';

describe('test keys from "abandon … about"', () => {
  it('uses the BIP-39 test mnemonic', () => {
    expect(keys.TEST_MNEMONIC).toBe(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    );
  });

  it("EVM: the address every Ethereum wallet derives at m/44'/60'/0'/0/0", async () => {
    expect(keys.evm.address).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    const sig = await keys.evmWallet().signMessage('docs');
    expect(verifyMessage('docs', sig)).toBe(keys.evm.address);
  });

  it("ATOM: the address CosmJS derives at m/44'/118'/0'/0/0", async () => {
    expect(keys.tendermint.ATOM.address).toBe('cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4');
    const [acc] = await (await keys.cosmosWallet('ATOM')).getAccounts();
    expect(acc.address).toBe(keys.tendermint.ATOM.address);
    expect(Buffer.from(acc.pubkey).toString('base64')).toBe(keys.tendermint.ATOM.publicKey);
  });

  it('every secp256k1 Tendermint key signs for its own public key and prefix', async () => {
    for (const [id, k] of Object.entries(keys.tendermint)) {
      expect(fromBech32(k.address, 90).prefix, id).toBe(keys.TENDERMINT_CHAINS[id].prefix);
      const hash = sha256(new TextEncoder().encode(id));
      const sig = await Secp256k1.createSignature(hash, Buffer.from(k.privateKey, 'hex'));
      const ok = await Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(sig.toFixedLength().slice(0, 64)),
        hash,
        fromBase64(k.publicKey),
      );
      expect(ok, id).toBe(true);
    }
  });

  it('INJ: bech32 of the Ethereum address, coin type 60', () => {
    expect(keys.tendermint.INJ.address).toBe('inj1npvwllfr9dqr8erajqqr6s0vxnk2ak55re90dz');
    expect('0x' + toHex(fromBech32(keys.tendermint.INJ.address, 90).data)).toBe(
      keys.evm.address.toLowerCase(),
    );
  });

  it('INJ: a SIGN_MODE_DIRECT signature over keccak256 of the SignDoc verifies against its key', async () => {
    const signDoc = {
      bodyBytes: Uint8Array.of(1, 2),
      authInfoBytes: Uint8Array.of(3),
      chainId: 'injective-1',
      accountNumber: 7n,
    };
    const sig = await keys.ethsecp256k1SignDirect('INJ', signDoc);
    const hash = Buffer.from(keccak256(makeSignBytes(signDoc)).slice(2), 'hex');
    const ok = await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(sig),
      hash,
      fromBase64(keys.tendermint.INJ.publicKey),
    );
    expect(ok).toBe(true);
    // and not over sha256, which is what an ordinary Cosmos chain would check
    const wrong = await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(sig),
      sha256(makeSignBytes(signDoc)),
      fromBase64(keys.tendermint.INJ.publicKey),
    );
    expect(wrong).toBe(false);
  });

  it("SOL: the address Phantom and the Solana CLI derive at m/44'/501'/0'/0'", () => {
    expect(keys.sol.address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
    const kp = Keypair.fromSecretKey(Uint8Array.from(keys.sol.secretKey));
    expect(kp.publicKey.toBase58()).toBe(keys.sol.address);
    const sig = nacl.sign.detached(Buffer.from('docs'), kp.secretKey);
    expect(
      nacl.sign.detached.verify(
        Buffer.from('docs'),
        sig,
        new PublicKey(keys.sol.address).toBytes(),
      ),
    ).toBe(true);
  });

  it('NEAR: the implicit account id is the hex of the ed25519 public key', () => {
    const kp = KeyPair.fromString(keys.near.secretKey as `ed25519:${string}`);
    expect(kp.getPublicKey().toString()).toBe(keys.near.publicKey);
    expect(keys.near.accountId).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.near.accountId).toBe(Buffer.from(kp.getPublicKey().data).toString('hex'));
    const { signature } = kp.sign(Buffer.from('docs'));
    expect(kp.verify(Buffer.from('docs'), signature)).toBe(true);
  });

  it('EGLD: an erd1 address whose key signs', async () => {
    expect(keys.egld.address).toMatch(/^erd1[02-9ac-hj-np-z]{58}$/);
    const sk = UserSecretKey.fromString(keys.egld.secretKey);
    const sig = sk.sign(Buffer.from('docs'));
    const pk = new Address(keys.egld.address).getPublicKey();
    expect(nacl.sign.detached.verify(Buffer.from('docs'), sig, pk)).toBe(true);
  });

  it('DOT: an SS58 prefix-0 address of the ed25519 public key', () => {
    expect(keys.dot.address.startsWith('1')).toBe(true);
    expect(u8aToHex(decodeAddress(keys.dot.address))).toBe(keys.dot.publicKey);
    const pair = keys.dotPair();
    const sig = pair.sign('docs');
    const res = signatureVerify('docs', sig, keys.dot.address);
    expect(res.isValid).toBe(true);
    expect(res.crypto).toBe('ed25519');
  });
});
