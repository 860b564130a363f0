// Types of run-examples.mjs.
export interface Exchange {
  method: string;
  url: string;
  status: number;
  requestBody: any;
  responseBody: any;
  violations: unknown[];
}
export interface RunOptions {
  args?: string[];
  env?: Record<string, string> | ((rig: { splitAccount: string }) => Record<string, string>);
  prefer?: Record<string, string>;
  fails?: boolean;
}
export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
  exchanges: Exchange[];
}
export interface ExampleRig {
  document: any;
  apiUrl: string;
  rpcUrl: string;
  rpc: { calls: { method: string; params: unknown }[]; sentEthereum: { raw: string; transaction: any; blockNumber: number }[] };
  proxy: { exchanges: Exchange[] };
  env: Record<string, string>;
  splitAccount: string;
  run(file: string, options?: RunOptions): Promise<RunResult>;
  stop(): Promise<void>;
}
export declare const EXAMPLES_DIR: string;
export declare const SANDBOX_API_KEY: string;
export declare const EXAMPLE_RUNS: [label: string, file: string, options: RunOptions][];
export declare function requestExample(document: any, route: string, name?: string): any;
export declare function runProgram(file: string, options?: { args?: string[]; env?: Record<string, string>; timeoutMs?: number }): Promise<{ code: number; stdout: string; stderr: string }>;
export declare function startExampleRig(options?: { openapiDir?: string }): Promise<ExampleRig>;
