// How large a forge answer of each family can be, checked before anything is decoded, so that any
// input (a pasted file of megabytes, a runaway answer) gets the check's own error at once instead
// of keeping a chain library busy. Each family states its limit with the shape of its answer
// (lib/chains/<family>/index.ts): far above what the API's forge makes (its largest transactions
// are a few hundred bytes) and at or below what the chain itself accepts.
import type { SizeLimit } from '../base/definition';
import { InspectError } from '../base/inspect-error';
import { FORGE_FAMILIES } from '../operations';
import type { ChainFamily } from './types';

const KB = 1024;

export const SIZE_LIMITS: Readonly<Record<ChainFamily, SizeLimit>> = Object.freeze(
  Object.fromEntries(
    Object.entries(FORGE_FAMILIES).map(([family, { answer }]) => [family, answer.size]),
  ) as Record<ChainFamily, SizeLimit>,
);

/** At most this many characters of JSON for a request. */
export const REQUEST_LIMIT = 16 * KB;

/**
 * At most this many characters of pasted text, checked before the text is parsed: four times the
 * largest JSON the check accepts, room for any indentation. Text beyond it cannot hold an answer
 * (or a request) within the limits above, so it is refused at once instead of being parsed.
 */
export const TEXT_LIMITS: Readonly<Record<'answer' | 'request', number>> = Object.freeze({
  answer: 4 * Math.max(...Object.values(SIZE_LIMITS).map((limit) => limit.json)),
  request: 4 * REQUEST_LIMIT,
});

/** The length of a value as JSON, or Infinity when it cannot be written (nested too deeply, a cycle). */
export function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Infinity;
  }
}

const MB = 1024 * KB;
const kilobytes = (n: number) =>
  n >= MB
    ? `${(Math.round((n / MB) * 10) / 10).toLocaleString('en-US')} MB`
    : n >= 10 * KB
      ? `${Math.round(n / KB)} kB`
      : `${n.toLocaleString('en-US')} bytes`;

/** Refuses a transaction object larger than its family's limit, before decoding it. */
export function checkSize(family: ChainFamily, transaction: Record<string, unknown>): void {
  const limit = SIZE_LIMITS[family];
  const { bytes } = limit;
  if (bytes) {
    const value = transaction[bytes.field];
    if (typeof value === 'string') {
      const decoded =
        bytes.encoding === 'hex'
          ? Math.floor((value.length - 2) / 2)
          : Math.floor((value.length * 3) / 4);
      if (decoded > bytes.max) {
        throw new InspectError(
          'too-large',
          `${bytes.field} holds about ${kilobytes(decoded)}: no transaction of the API is ` +
            `that large (${bytes.why}; the check refuses more than ${kilobytes(bytes.max)}).`,
        );
      }
    }
  }
  const length = jsonLength(transaction);
  if (length > limit.json) {
    throw new InspectError(
      'too-large',
      length === Infinity
        ? 'The transaction is nested too deeply to be a forge answer.'
        : `The transaction is ${kilobytes(length)} of JSON: no forge answer of the API is that ` +
            `large (the check refuses more than ${kilobytes(limit.json)}).`,
    );
  }
}

/** Refuses pasted text longer than any forge answer or request can be, before it is parsed. */
export function checkTextSize(what: 'answer' | 'request', text: string): void {
  const limit = TEXT_LIMITS[what];
  if (text.length > limit) {
    const name = what === 'answer' ? 'forge answer' : 'forge request';
    throw new InspectError(
      'too-large',
      `The ${what === 'answer' ? 'forge answer' : 'request'} is ${kilobytes(text.length)} of ` +
        `text: no ${name} of the API is that large (the check refuses more than ` +
        `${kilobytes(limit)}).`,
    );
  }
}

export function checkRequestSize(request: unknown): void {
  const length = jsonLength(request);
  if (length > REQUEST_LIMIT) {
    throw new InspectError(
      'too-large',
      length === Infinity
        ? 'The request is nested too deeply to be a forge request.'
        : `The request is ${kilobytes(length)} of JSON: no forge request is that large (the ` +
            `check refuses more than ${kilobytes(REQUEST_LIMIT)}).`,
    );
  }
}
