// PUBLIC TEST KEYS. NEVER FUND THESE ADDRESSES.
//
// Every key below is derived from the BIP-39 test vector mnemonic
// "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
// which is printed in the BIP-39 specification and in countless wallet test suites. Anyone can
// derive these keys, so anything sent to these addresses on a real network can be taken by anyone.
// They exist so that the API description's examples are real, signable transactions, and so that
// the example programs can sign what the local sandbox hands out.
//
// Each chain's key comes from that chain's own library and its standard derivation path:
//   EVM (POL, CXT, CHILIZ, STAKEWISE)     ethers HDNodeWallet            m/44'/60'/0'/0/0
//   Cosmos secp256k1 chains               @cosmjs/proto-signing          m/44'/<coin type>'/0'/0/0
//   Ethermint chains (INJ, EVMOS, ...)    ethers key, bech32 of the Ethereum address (keccak signatures)
//                                                                        m/44'/60'/0'/0/0
//   SOL                                   SLIP-10 ed25519 + @solana/web3.js Keypair   m/44'/501'/0'/0'
//   NEAR                                  near-seed-phrase (NEAR wallets' own scheme) m/44'/397'/0'
//   EGLD                                  @multiversx/sdk-core Mnemonic    m/44'/508'/0'/0'/0'
//   DOT                                   @polkadot/keyring, ed25519 from the mnemonic (no derivation
//                                         path, as polkadot-js wallets do), SS58 prefix 0. ed25519 rather
//                                         than sr25519 because its signatures are deterministic, so the
//                                         signed examples regenerate byte for byte.
//
// Plain values (addresses, hex and JSON-array secrets) are exported for programs that only need
// to compare or load them; the helper functions return each library's own signer object.

import { HDNodeWallet, Mnemonic as EthMnemonic, keccak256 } from 'ethers';
import { rawSecp256k1PubkeyToRawAddress } from '@cosmjs/amino';
import { DirectSecp256k1HdWallet, makeCosmoshubPath, makeSignBytes } from '@cosmjs/proto-signing';
import {
  Bip39,
  EnglishMnemonic,
  Slip10,
  Slip10Curve,
  Secp256k1,
  stringToPath,
} from '@cosmjs/crypto';
import { toBech32, fromHex, toHex, toBase64 } from '@cosmjs/encoding';
import { Keypair } from '@solana/web3.js';
import { HDKey as Slip10Ed25519 } from 'micro-key-producer/slip10.js';
import nearSeedPhrase from 'near-seed-phrase';
import { KeyPair as NearKeyPair } from '@near-js/crypto';
import { Mnemonic as EgldMnemonic, UserSecretKey } from '@multiversx/sdk-core';
import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { u8aToHex } from '@polkadot/util';
import { CHAINS as TENDERMINT_FACTS } from '../../lib/chains/tendermint/facts';

export const TEST_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

// ---------------------------------------------------------------- EVM (secp256k1, keccak)
export const EVM_PATH = "m/44'/60'/0'/0/0";

/** ethers signer of the EVM test key (POL, CXT, CHILIZ, STAKEWISE; also the Ethermint chains' key). */
export function evmWallet() {
  return HDNodeWallet.fromMnemonic(EthMnemonic.fromPhrase(TEST_MNEMONIC), EVM_PATH);
}
const evmNode = evmWallet();
export const evm = Object.freeze({
  path: EVM_PATH,
  address: evmNode.address, // EIP-55 checksummed
  privateKey: evmNode.privateKey, // 0x-prefixed hex
  publicKey: evmNode.publicKey, // compressed, 0x-prefixed hex
});

// ---------------------------------------------------------------- Cosmos-SDK chains
/**
 * A Tendermint chain's account prefix and BIP-44 coin type. `eth` marks the ethsecp256k1 chains:
 * coin type 60, address = bech32 of the Ethereum address, keccak256 signatures.
 * @typedef {{ prefix: string, coinType: number, eth?: boolean }} TendermintChain
 */

/**
 * The test key of a Tendermint chain.
 * @typedef {object} TendermintKey
 * @property {string} prefix
 * @property {number} coinType
 * @property {'secp256k1' | 'ethsecp256k1'} algo
 * @property {string} path
 * @property {string} address
 * @property {string} privateKey Hex, without 0x.
 * @property {string} publicKey Base64 of the 33-byte compressed key.
 */

// Account prefix and BIP-44 coin type per API chain id, from the chain facts
// (lib/chains/tendermint/facts.ts). `eth` marks the ethsecp256k1 chains: coin type 60, address =
// bech32 of the Ethereum address, keccak256 signatures.
/** @type {Readonly<Record<string, TendermintChain>>} */
export const TENDERMINT_CHAINS = Object.freeze(
  Object.fromEntries(
    Object.entries(TENDERMINT_FACTS).map(([identifier, chain]) => [
      identifier,
      {
        prefix: chain.prefix,
        coinType: chain.coinType,
        ...(chain.pubkeyTypeUrl ? { eth: true } : {}),
      },
    ]),
  ),
);

/** @param {number} coinType */
function cosmosPath(coinType) {
  return `m/44'/${coinType}'/0'/0/0`;
}

/**
 * CosmJS DirectSecp256k1HdWallet for a secp256k1 (sha256) chain, e.g. cosmosWallet('ATOM').
 * Not for the `eth` chains: CosmJS's wallet signs with sha256, which they reject.
 * @param {string} chain
 */
export async function cosmosWallet(chain) {
  const facts = TENDERMINT_CHAINS[chain];
  if (!facts) throw new Error(`unknown Tendermint chain ${chain}`);
  if (facts.eth)
    throw new Error(`${chain} uses ethsecp256k1 keys: sign with ethsecp256k1SignDirect()`);
  return DirectSecp256k1HdWallet.fromMnemonic(TEST_MNEMONIC, {
    prefix: facts.prefix,
    hdPaths: [
      facts.coinType === 118 ? makeCosmoshubPath(0) : stringToPath(cosmosPath(facts.coinType)),
    ],
  });
}

/** The BIP-39 seed of the test mnemonic, computed once for every secp256k1 chain's key. */
const cosmosSeed = Bip39.mnemonicToSeed(new EnglishMnemonic(TEST_MNEMONIC));

/**
 * @param {string} chain
 * @returns {Promise<TendermintKey>}
 */
async function deriveCosmos(chain) {
  const facts = TENDERMINT_CHAINS[chain];
  const path = cosmosPath(facts.coinType);
  if (facts.eth) {
    return {
      prefix: facts.prefix,
      coinType: 60,
      algo: 'ethsecp256k1',
      path,
      address: toBech32(facts.prefix, fromHex(evm.address.slice(2))),
      privateKey: evm.privateKey.slice(2),
      publicKey: toBase64(fromHex(evm.publicKey.slice(2))),
    };
  }
  const { privkey } = Slip10.derivePath(
    Slip10Curve.Secp256k1,
    await cosmosSeed,
    stringToPath(path),
  );
  const publicKey = Secp256k1.compressPubkey((await Secp256k1.makeKeypair(privkey)).pubkey);
  return {
    prefix: facts.prefix,
    coinType: facts.coinType,
    algo: 'secp256k1',
    path,
    // As CosmJS's wallet (cosmosWallet) writes the address of the same key.
    address: toBech32(facts.prefix, rawSecp256k1PubkeyToRawAddress(publicKey)),
    privateKey: toHex(privkey),
    publicKey: toBase64(publicKey),
  };
}

/**
 * The test key of each Tendermint chain, by chain id.
 * @type {Readonly<Record<string, Readonly<TendermintKey>>>}
 */
export const tendermint = Object.freeze(
  Object.fromEntries(
    await Promise.all(
      Object.keys(TENDERMINT_CHAINS).map(async (id) => [id, Object.freeze(await deriveCosmos(id))]),
    ),
  ),
);

/**
 * SIGN_MODE_DIRECT signature of an ethsecp256k1 chain (INJ, EVMOS, DYM, HEART, XPLA): secp256k1
 * over keccak256 of the encoded SignDoc, 64 bytes r||s, ready for TxRaw.signatures.
 * @param {string} chain
 * @param {import('cosmjs-types/cosmos/tx/v1beta1/tx').SignDoc} signDoc
 */
export async function ethsecp256k1SignDirect(chain, signDoc) {
  const key = tendermint[chain];
  if (!key || key.algo !== 'ethsecp256k1') throw new Error(`${chain} is not an ethsecp256k1 chain`);
  const hash = fromHex(keccak256(makeSignBytes(signDoc)).slice(2));
  const signature = await Secp256k1.createSignature(hash, fromHex(key.privateKey));
  return signature.toFixedLength().slice(0, 64);
}

// ---------------------------------------------------------------- Solana (ed25519, SLIP-10)
export const SOL_PATH = "m/44'/501'/0'/0'";

/** @solana/web3.js Keypair of the SOL test key (the path Phantom, Solflare and the Solana CLI use). */
export function solKeypair() {
  const seed = EthMnemonic.fromPhrase(TEST_MNEMONIC).computeSeed();
  const node = Slip10Ed25519.fromMasterSeed(fromHex(seed.slice(2))).derive(SOL_PATH);
  return Keypair.fromSeed(node.privateKey);
}
const solKp = solKeypair();
export const sol = Object.freeze({
  path: SOL_PATH,
  address: solKp.publicKey.toBase58(),
  /** 64-byte secret key as a JSON array, the Solana CLI's keypair file format. */
  secretKey: Object.freeze(Array.from(solKp.secretKey)),
});

// ---------------------------------------------------------------- NEAR (ed25519)
export const NEAR_PATH = nearSeedPhrase.KEY_DERIVATION_PATH; // m/44'/397'/0'
const nearParsed = nearSeedPhrase.parseSeedPhrase(TEST_MNEMONIC);
// near-seed-phrase writes its keys as "ed25519:<base58>", which it types as any string.
const nearSecretKey = /** @type {`ed25519:${string}`} */ (nearParsed.secretKey);

/** @near-js/crypto KeyPair of the NEAR test key. */
export function nearKeyPair() {
  return NearKeyPair.fromString(nearSecretKey);
}
export const near = Object.freeze({
  path: NEAR_PATH,
  /** Implicit account id: the hex of the 32-byte ed25519 public key. */
  accountId: Buffer.from(nearKeyPair().getPublicKey().data).toString('hex'),
  publicKey: /** @type {`ed25519:${string}`} */ (nearParsed.publicKey),
  /** The form KeyPair.fromString takes. */
  secretKey: nearSecretKey,
});

// ---------------------------------------------------------------- MultiversX (ed25519)
export const EGLD_PATH = "m/44'/508'/0'/0'/0'";

/** @multiversx/sdk-core UserSecretKey of the EGLD test key (address index 0). */
export function egldSecretKey() {
  return EgldMnemonic.fromString(TEST_MNEMONIC).deriveKey(0);
}
const egldKey = egldSecretKey();
export const egld = Object.freeze({
  path: EGLD_PATH,
  address: egldKey.generatePublicKey().toAddress('erd').toBech32(),
  secretKey: egldKey.hex(), // 32-byte ed25519 seed as hex
});
// keep the import used for readers who want to rebuild the key from hex
export const egldSecretKeyFromHex = (hex = egld.secretKey) => UserSecretKey.fromString(hex);

// ---------------------------------------------------------------- Polkadot (ed25519, SS58 0)
await cryptoWaitReady();
export const DOT_KEY_TYPE = 'ed25519';
export const DOT_SS58_PREFIX = 0;

/** @polkadot/keyring pair of the DOT test key (ed25519, SS58 prefix 0). */
export function dotPair() {
  return new Keyring({ type: DOT_KEY_TYPE, ss58Format: DOT_SS58_PREFIX }).addFromUri(TEST_MNEMONIC);
}
const dotKp = dotPair();
export const dot = Object.freeze({
  type: DOT_KEY_TYPE,
  ss58Prefix: DOT_SS58_PREFIX,
  address: dotKp.address,
  publicKey: u8aToHex(dotKp.publicKey),
  /** The secret URI to hand to Keyring#addFromUri with { type: 'ed25519' }. */
  uri: TEST_MNEMONIC,
});

// ---------------------------------------------------------------- further accounts
/**
 * The keys of the mnemonic's account `index` (1, 2, …) on each chain, by the same paths with the
 * account index changed: EVM m/44'/60'/0'/0/<index>, Cosmos m/44'/<coin type>'/0'/0/<index>, SOL
 * m/44'/501'/<index>'/0', NEAR m/44'/397'/<index>', EGLD address index <index>, DOT the hard
 * derivation //<index>. The sandbox's snapshot knows nothing of them: they stand for an
 * integrator's own wallets. Public too: never fund them.
 * @param {number} index
 */
export async function accountKeys(index) {
  const evmAccount = HDNodeWallet.fromMnemonic(
    EthMnemonic.fromPhrase(TEST_MNEMONIC),
    `m/44'/60'/0'/0/${index}`,
  );
  const seed = EthMnemonic.fromPhrase(TEST_MNEMONIC).computeSeed();
  const solAccount = Keypair.fromSeed(
    Slip10Ed25519.fromMasterSeed(fromHex(seed.slice(2))).derive(`m/44'/501'/${index}'/0'`)
      .privateKey,
  );
  const nearAccount = nearSeedPhrase.parseSeedPhrase(TEST_MNEMONIC, `m/44'/397'/${index}'`);
  const nearPair = NearKeyPair.fromString(
    /** @type {`ed25519:${string}`} */ (nearAccount.secretKey),
  );
  const egldKey = EgldMnemonic.fromString(TEST_MNEMONIC).deriveKey(index);
  const dotAccount = new Keyring({ type: DOT_KEY_TYPE, ss58Format: DOT_SS58_PREFIX }).addFromUri(
    `${TEST_MNEMONIC}//${index}`,
  );
  /** CosmJS wallet of a secp256k1 Tendermint chain at this account index. @param {string} chain */
  const cosmos = (chain) => {
    const facts = TENDERMINT_CHAINS[chain];
    return DirectSecp256k1HdWallet.fromMnemonic(TEST_MNEMONIC, {
      prefix: facts.prefix,
      hdPaths: [stringToPath(`m/44'/${facts.coinType}'/0'/0/${index}`)],
    });
  };
  return {
    evm: evmAccount,
    cosmos,
    /** Address of an ethsecp256k1 chain (INJ, EVMOS, …): bech32 of the EVM address. */
    ethBech32: (/** @type {string} */ prefix) =>
      toBech32(prefix, fromHex(evmAccount.address.slice(2))),
    sol: solAccount,
    near: {
      accountId: Buffer.from(nearPair.getPublicKey().data).toString('hex'),
      keyPair: nearPair,
    },
    egld: { secretKey: egldKey, address: egldKey.generatePublicKey().toAddress('erd').toBech32() },
    dot: dotAccount,
  };
}
