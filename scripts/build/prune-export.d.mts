export const DUPLICATE_PAYLOAD: string;
export function pruneExport(outDir: string): { saved: number; files: number };
