import type { InspectErrorCode } from './types';

/** An answer or request that cannot be decoded at all; `message` says why in plain words. */
export class InspectError extends Error {
  readonly code: InspectErrorCode;
  constructor(code: InspectErrorCode, message: string) {
    super(message);
    this.name = 'InspectError';
    this.code = code;
  }
}

/** The first line of a library's error message, for a sentence of ours ("…: <reason>"). */
export function reason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0]!.trim();
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}
