// Types of checker-bundle.mjs.
export declare const CHECKER_FILES: { js: string; types: string };
export declare function checkerBundle(): Promise<Record<string, string>>;
export declare function differingCheckerFiles(files: Record<string, string>, readText?: (file: string) => Promise<string> | string): Promise<string[]>;
