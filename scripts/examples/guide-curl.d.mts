// Types of guide-curl.mjs.
export interface CurlBlock { code: string; rejected: boolean; status: number; kind: string; answer: string }
export declare function curlBlocks(mdx: string): CurlBlock[];
export declare function runCurl(code: string, baseUrl: string): Promise<{ status: number; output: string }>;
export declare function matchesDocumented(documented: unknown, actual: unknown): boolean;
export declare function compareAnswer(block: CurlBlock, result: { status: number; output: string }): { ok: boolean; why?: string };
