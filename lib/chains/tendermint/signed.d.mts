// Types of signed.mjs.
export declare function addressOf(chain: string, publicKey: Uint8Array): string;
export declare function verifySigned(
  chain: string,
  encoded: string,
  options?: { forged?: any; signer?: string; accountNumber?: bigint | string | number; publicKey?: string | null; accountNumberOf?: (address: string) => bigint },
): Promise<{ txHash: string; mode: 'direct' | 'amino' | 'eip712' | 'eip712-v0'; signer: string; publicKey: string; sequence: number }>;
