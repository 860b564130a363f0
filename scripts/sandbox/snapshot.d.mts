// Types of snapshot.mjs.
export declare const SNAPSHOT_DATE: string;
export declare const DEFAULT_BALANCE: string;
export declare const SOL_EPOCH: number;
export declare const SOL_ACTIVE_SEED: string;
export declare const SOL_INACTIVE_SEED: string;
export declare const STAKED_SINCE: string;
export declare const APR: Readonly<Record<string, number | null>>;
export declare const EXAMPLE: Readonly<Record<string, string> & { dotPool: number }>;
export declare function exampleEvmAddress(label: string): string;
export declare function exampleBech32(prefix: string, label: string): string;
export declare function exampleSolAddress(label: string): string;
export declare function derivedAccountNumber(address: string): bigint;
export declare function createSnapshot(): Promise<any>;
