export interface CommitDates {
  available: boolean;
  shallow: boolean;
  dates: Record<string, string>;
  undated: string[];
}

export const LAST_UPDATED_CACHE: string;
export function readCommitDates(root?: string, folder?: string): CommitDates;
export function writeCommitDates(root?: string): CommitDates;
export function commitDates(root?: string): CommitDates;
export function lastUpdatedOf(file: string, root?: string): string | undefined;
