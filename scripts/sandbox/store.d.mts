// Types of store.mjs.
export declare const SANDBOX_ACCOUNT_NAME: string;
export declare const SANDBOX_MASTER_KEY: string;
export declare const INVITATION_CODES: readonly string[];
export declare const MASTER_KEY_NAME: string;
export interface TransactionRecord {
  uuid: string;
  txHash: string | null;
  txStatus: 'DRAFT' | 'PENDING' | 'SUCCESS' | 'ERROR';
  verified: boolean;
  stakingIdentifier: string;
  plan: any;
  [key: string]: unknown;
}
export declare class Store {
  transactions: Map<string, TransactionRecord>;
  sandboxAccount: { uuid: string; name: string; wallets: Set<string> };
  advance(): void;
}
export declare function isoSeconds(date: Date): string;
