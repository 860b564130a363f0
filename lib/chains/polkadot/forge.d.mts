// Types of polkadot.mjs.
import type { TypeRegistry } from '@polkadot/types';
export declare const RUNTIME: Readonly<{ specName: string; specVersion: number; transactionVersion: number; genesisHash: string }>;
export declare const STATE: Readonly<{ eraBlock: number; eraPeriod: number; blockHash: string; nonce: number }>;
export declare function assetHub(): { registry: TypeRegistry; tx: any };
export declare function forge(operationId: string, request: Record<string, unknown>): { extrinsicHex: string };
