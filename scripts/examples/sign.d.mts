// Types of sign.mjs.
import type { HDNodeWallet, Wallet } from 'ethers';
import type { Keypair } from '@solana/web3.js';
import type { KeyringPair } from '@polkadot/keyring/types';
import type { UserSecretKey } from '@multiversx/sdk-core';

export interface Signed { encodedTransaction: string; txHash: string }
export declare function signEvm(serializedUnsignedTx: string, wallet?: HDNodeWallet | Wallet): { signedTx: string; txHash: string };
export declare function signSol(unsignedBase64: string, keypair?: Keypair): Signed;
export declare function signTendermintDirect(transaction: any, chain: string, wallet?: any): Promise<Signed>;
export declare function signTendermintAmino(transaction: any, wallet: any): Promise<Signed>;
export declare function signTendermintEip712(transaction: any, privateKeyHex: string, variant?: 'signEIP712' | 'signEIP712CosmosTxV0'): Signed;
export declare function signTendermintLegacyEip712(transaction: any, privateKeyHex: string): Signed;
export declare function signEgld(plain: any, secretKey?: UserSecretKey): Signed;
export declare function signDot(extrinsicHex: string, options?: { pair?: KeyringPair; chain?: { eraBlock: number; eraPeriod: number; blockHash: string; nonce: number } }): Signed;
