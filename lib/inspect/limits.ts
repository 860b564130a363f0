// How large a forge answer of each family can be, checked before anything is decoded, so that any
// input (a pasted file of megabytes, a runaway answer) gets the check's own error at once instead
// of keeping a chain library busy. Each limit is far above what the API's forge makes (its largest
// transactions are a few hundred bytes) and at or below what the chain itself accepts.
import { InspectError } from './errors';
import type { ChainFamily } from './types';

export interface SizeLimit {
  /** At most this many characters of the transaction object as JSON. */
  json: number;
  /** The field whose bytes are decoded, and at most how many bytes it may hold once decoded. */
  bytes?: { field: string; max: number; encoding: 'hex' | 'base64'; why: string };
}

const KB = 1024;

export const SIZE_LIMITS: Readonly<Record<ChainFamily, SizeLimit>> = Object.freeze({
  evm: { json: 8 * KB, bytes: { field: 'serializedUnsignedTx', max: 2 * KB, encoding: 'hex', why: 'an Ethereum staking call is a few hundred bytes' } },
  solana: { json: 4 * KB, bytes: { field: 'hash', max: 1232, encoding: 'base64', why: 'a Solana transaction is at most 1,232 bytes (one network packet)' } },
  polkadot: { json: 8 * KB, bytes: { field: 'extrinsicHex', max: 2 * KB, encoding: 'hex', why: 'a nomination-pools call is under a hundred bytes' } },
  tendermint: { json: 64 * KB },
  near: { json: 16 * KB },
  multiversx: { json: 16 * KB },
});

/** At most this many characters of JSON for a request. */
export const REQUEST_LIMIT = 16 * KB;

/** The length of a value as JSON, or Infinity when it cannot be written (nested too deeply, a cycle). */
export function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Infinity;
  }
}

const kilobytes = (n: number) => (n >= 10 * KB ? `${Math.round(n / KB)} kB` : `${n.toLocaleString('en-US')} bytes`);

/** Refuses a transaction object larger than its family's limit, before decoding it. */
export function checkSize(family: ChainFamily, transaction: Record<string, unknown>): void {
  const limit = SIZE_LIMITS[family];
  const { bytes } = limit;
  if (bytes) {
    const value = transaction[bytes.field];
    if (typeof value === 'string') {
      const decoded = bytes.encoding === 'hex' ? Math.floor((value.length - 2) / 2) : Math.floor((value.length * 3) / 4);
      if (decoded > bytes.max) {
        throw new InspectError('too-large', `${bytes.field} holds about ${kilobytes(decoded)}: no transaction of the API is that large (${bytes.why}; the check refuses more than ${kilobytes(bytes.max)}).`);
      }
    }
  }
  const length = jsonLength(transaction);
  if (length > limit.json) {
    throw new InspectError('too-large', length === Infinity ? 'The transaction is nested too deeply to be a forge answer.' : `The transaction is ${kilobytes(length)} of JSON: no forge answer of the API is that large (the check refuses more than ${kilobytes(limit.json)}).`);
  }
}

export function checkRequestSize(request: unknown): void {
  const length = jsonLength(request);
  if (length > REQUEST_LIMIT) {
    throw new InspectError('too-large', length === Infinity ? 'The request is nested too deeply to be a forge request.' : `The request is ${kilobytes(length)} of JSON: no forge request is that large (the check refuses more than ${kilobytes(REQUEST_LIMIT)}).`);
  }
}
