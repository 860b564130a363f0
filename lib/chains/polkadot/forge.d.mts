// Types of forge.mjs.
import type { TypeRegistry } from '@polkadot/types';
export declare const RUNTIME: Readonly<{ specName: string; specVersion: number; transactionVersion: number; genesisHash: string }>;
export declare const STATE: Readonly<{ eraBlock: number; eraPeriod: number; blockHash: string; nonce: number }>;
export declare const DECIMALS: number;
export declare const SS58_PREFIX: number;
export declare const OPERATIONS: Record<string, { action: string }>;
export declare function assetHub(): { registry: TypeRegistry; tx: any };
export declare function address(request: Record<string, unknown>, field: string): string;
export declare function forge(operationId: string, request: Record<string, unknown>): { extrinsicHex: string };
