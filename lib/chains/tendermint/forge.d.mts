// Types of forge.mjs (the parts its TypeScript callers use).
export { eip712Digest } from './eip712.mjs';
export interface TendermintChain {
  name: string;
  chainId: string;
  explorer: string;
  prefix: string;
  valoperPrefix?: string;
  denom: string;
  decimals: number;
  gasPrice: string;
  pubkeyTypeUrl?: string;
  eip712?: boolean;
  eip712Legacy?: { name: string; evmChainId?: bigint; feePayer?: boolean; timeoutHeight?: boolean; web3Extension?: boolean };
}
export declare const CHAINS: Readonly<Record<string, TendermintChain>>;
export declare const OPERATIONS: Record<string, { action: string; subAction?: string }>;
export declare const GAS: Readonly<Record<string, bigint>>;
export declare function valoperPrefix(chain: string): string;
export declare function isEthChain(chain: string): boolean;
export declare function feeAmount(chain: string, gas: bigint): bigint;
export declare function eip712ChainId(chain: string, legacy?: boolean): bigint;
export declare function forge(operationId: string, chain: string, request: Record<string, any>, state: Record<string, any>): any;
