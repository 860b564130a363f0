// Types of rpc-stand-in.mjs.
import type { SandboxChain } from '../sandbox/chain.mjs';
export declare const MULTIVERSX_GATEWAY_PATH: string;
export declare const SOLANA_SLOTS: Readonly<{ slotIndex: number; slotsInEpoch: number }>;
export interface RpcStandIn {
  calls: { method: string; params: unknown }[];
  sentEthereum: { raw: string; transaction: any; blockNumber: number }[];
  listen(): Promise<string>;
  close(): Promise<void>;
}
export declare function createRpcStandIn(options?: { chain?: () => SandboxChain; ethereum?: { chainId: number; blockNumber: number } }): RpcStandIn;
