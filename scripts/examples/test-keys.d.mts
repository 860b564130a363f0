// Types of test-keys.mjs (public test keys: never fund them).
import type { HDNodeWallet } from 'ethers';
import type { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing';
import type { Keypair } from '@solana/web3.js';
import type { KeyPair } from '@near-js/crypto';
import type { UserSecretKey } from '@multiversx/sdk-core';
import type { KeyringPair } from '@polkadot/keyring/types';

export declare const TEST_MNEMONIC: string;
export declare const EVM_PATH: string;
export declare const SOL_PATH: string;
export declare const NEAR_PATH: string;
export declare const EGLD_PATH: string;
export declare const DOT_KEY_TYPE: 'ed25519';
export declare const DOT_SS58_PREFIX: 0;

export declare const evm: Readonly<{ path: string; address: string; privateKey: string; publicKey: string }>;
export interface TendermintChain { prefix: string; coinType: number; eth?: boolean }
export declare const TENDERMINT_CHAINS: Readonly<Record<string, TendermintChain>>;
export interface TendermintKey {
  prefix: string;
  coinType: number;
  algo: 'secp256k1' | 'ethsecp256k1';
  path: string;
  address: string;
  /** hex, no 0x */
  privateKey: string;
  /** base64 of the 33-byte compressed key */
  publicKey: string;
}
export declare const tendermint: Readonly<Record<string, Readonly<TendermintKey>>>;
export declare const sol: Readonly<{ path: string; address: string; secretKey: readonly number[] }>;
export declare const near: Readonly<{ path: string; accountId: string; publicKey: `ed25519:${string}`; secretKey: `ed25519:${string}` }>;
export declare const egld: Readonly<{ path: string; address: string; secretKey: string }>;
export declare const dot: Readonly<{ type: 'ed25519'; ss58Prefix: 0; address: string; publicKey: string; uri: string }>;

export declare function evmWallet(): HDNodeWallet;
export declare function cosmosWallet(chain: string): Promise<DirectSecp256k1HdWallet>;
export declare function ethsecp256k1SignDirect(
  chain: string,
  signDoc: { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; chainId: string; accountNumber: bigint },
): Promise<Uint8Array>;
export declare function solKeypair(): Keypair;
export declare function nearKeyPair(): KeyPair;
export declare function egldSecretKey(): UserSecretKey;
export declare function egldSecretKeyFromHex(hex?: string): UserSecretKey;
export declare function dotPair(): KeyringPair;
export declare function accountKeys(index: number): Promise<{
  evm: HDNodeWallet;
  cosmos(chain: string): Promise<DirectSecp256k1HdWallet>;
  ethBech32(prefix: string): string;
  sol: Keypair;
  near: { accountId: string; keyPair: KeyPair };
  egld: { secretKey: UserSecretKey; address: string };
  dot: KeyringPair;
}>;
