// Types of generate.mjs.
export declare const PATHS_DIR: string;
export declare const UUIDS: Readonly<Record<string, string>>;
export declare function generateExamples(): Promise<{
  files: Map<string, string>;
  forged: Record<string, { uuid: string; request: Record<string, unknown>; transaction: unknown }>;
  signed: Record<string, { encodedTransaction?: string; signedTx?: string; txHash: string }>;
  requests: Record<string, Record<string, unknown>>;
}>;
export declare function differingFiles(files: Map<string, string>, readText?: (file: string) => Promise<string> | string): Promise<string[]>;
