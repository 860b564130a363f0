// Types of chain.mjs.
export declare const EXPLORERS: Readonly<Record<'SOL' | 'EGLD' | 'DOT', string>>;
export declare function decimalsOf(identifier: string): number;
export declare function describeForge(
  operationId: string,
  params?: Record<string, string>,
): { family: 'evm' | 'tendermint' | 'sol' | 'near' | 'egld' | 'dot'; identifier: string; action: string; subAction: string | null } | null;
export declare class SandboxChain {
  static create(options?: { now?: () => Date }): Promise<SandboxChain>;
  s: any;
  ledger: Record<string, Record<string, { balance: bigint; staked: Map<string, bigint>; unbonding: any[] }>>;
  staked(identifier: string, wallet: string, validator: string): bigint;
  forge(operationId: string, params: Record<string, string>, request: Record<string, unknown>): Promise<{ transaction: any; plan: any }>;
}
