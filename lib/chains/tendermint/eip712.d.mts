// Types of eip712.mjs.
export interface Eip712Field { name: string; type: string }
export interface Eip712TypedData {
  types: Record<string, Eip712Field[]>;
  primaryType: string;
  domain: { name: string; version: string; chainId: string; verifyingContract: string; salt: string };
  message: Record<string, any>;
}
export declare const EIP712_DOMAIN_TYPE: readonly Eip712Field[];
export declare function eip712Domain(name: string, evmChainId: bigint): Eip712TypedData['domain'];
export declare function ethermintChainId(chainId: string): bigint;
export declare function ethermintTypedData(signDoc: any, evmChainId: bigint): Eip712TypedData;
export declare function legacyTypedData(
  signDoc: any,
  options: { name: string; evmChainId: bigint; feePayer?: string; timeoutHeight?: boolean },
): Eip712TypedData | null;
export declare function eip712Digest(typedData: Eip712TypedData): string;
