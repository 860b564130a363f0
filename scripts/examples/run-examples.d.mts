// Types of run-examples.mjs.
import type { Sandbox } from '../sandbox/app.mjs';
import type { RpcStandIn } from './rpc-stand-in.mjs';
export interface Exchange {
  method: string;
  url: string;
  status: number;
  requestBody: any;
  responseBody: any;
  headers: Record<string, string | string[] | undefined>;
  violations: { location?: string[]; message?: string }[];
  refereeRefused: boolean;
}
export type Earlier = Map<string, RunResult>;
export interface RunOptions {
  args?: string[];
  env?: Record<string, string> | ((earlier: Earlier) => Record<string, string>);
  fresh?: boolean;
  fails?: boolean;
}
/** A transaction a program sent to the Ethereum stand-in. */
export interface SentEthereum {
  raw: string;
  transaction: any;
  blockNumber: number;
}
export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  exchanges: Exchange[];
  /** The Ethereum transactions the run sent to the RPC stand-in. */
  sentEthereum: SentEthereum[];
}
export interface ExampleRig {
  document: any;
  sandbox: Sandbox;
  apiUrl: string;
  sandboxUrl: string;
  rpcUrl: string;
  rpc: RpcStandIn;
  /** The Chiliz Chain node (chain id 88888): a stand-in of its own, for its own nonces. */
  chilizRpc: RpcStandIn;
  /** `tamper(url, body)`, when set, replaces an answer before the program gets it. */
  proxy: { exchanges: Exchange[]; tamper: ((url: string, body: any) => any) | null };
  env: Record<string, string>;
  ownEnv: Record<string, string>;
  accounts: { active: string; inactive: string; ownSol: string; ownEvm: string; ownEgld: string; ownNear: string; evmosValidator: string };
  run(file: string, options?: RunOptions & { base?: Record<string, string> }, earlier?: Earlier): Promise<RunResult>;
  stop(): Promise<void>;
}
export type RunEntry = [label: string, file: string, options: RunOptions];
export declare const EXAMPLES_DIR: string;
export declare const SANDBOX_API_KEY: string;
export declare const EXAMPLES_SETTLE_MS: number;
export declare const EXAMPLE_RUNS: RunEntry[];
export declare const OWN_KEY_RUNS: RunEntry[];
export declare function printedStakeAccount(stdout: string): string | undefined;
export declare function runEntry(rig: ExampleRig, entry: RunEntry, options?: { own?: boolean; earlier?: Earlier }): Promise<RunResult>;
export declare function requestExample(document: any, route: string, name?: string): any;
export declare function runProgram(file: string, options?: { args?: string[]; env?: Record<string, string>; timeoutMs?: number }): Promise<{ code: number; stdout: string; stderr: string }>;
export declare function startExampleRig(options?: { openapiDir?: string; settleMs?: number }): Promise<ExampleRig>;
export declare function forgedDelegator(exchanges: Exchange[]): string | undefined;
