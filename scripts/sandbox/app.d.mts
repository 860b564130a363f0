// Types of app.mjs.
import type { FastifyInstance } from 'fastify';
import type { SandboxChain } from './chain.mjs';
import type { Store } from './store.mjs';

export declare const DEFAULT_SETTLE_MS: number;
export declare const DEFAULT_REPORTING_CACHE_MS: number;
export declare const BODY_LIMIT_BYTES: number;
export interface Sandbox {
  app: FastifyInstance;
  state: { chain: SandboxChain; store: Store; reportCache: Map<string, unknown> };
  reset(): Promise<void>;
  close(): Promise<void>;
}
export declare function createSandbox(options: {
  document: unknown;
  now?: () => Date;
  settleMs?: number;
  reportingCacheMs?: number;
  logger?: boolean;
}): Promise<Sandbox>;
export declare function prepareDocument<T>(document: T): T;
export declare function isSupportedWallet(wallet: string): boolean;
