import { code, link, type Fact, type FactRow } from '../base/fact-text';
import { familyFacts, IDENTIFIERS, STAKING_IDENTIFIERS } from '../facts';
import type { Family } from '../registry';
import { identifierRows } from './identifier';
import { operationFacts, sendOperationOf } from './operations';

/** The identifiers of a family, in the order of the API's list. */
export function identifiersOf(family: Family): string[] {
  return STAKING_IDENTIFIERS.filter((identifier) => IDENTIFIERS[identifier].family === family);
}

const sameRow = (a: FactRow | undefined, b: FactRow) =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * The rows every identifier of a family of several states alike (the 33 Cosmos SDK chains share
 * their operations, limits, what happens while unbonding and how the yield is earned): the family's
 * page states them once, and each identifier's section the rest. A family of one shares none.
 */
export function sharedRows(family: Family): FactRow[] {
  const identifiers = identifiersOf(family);
  if (identifiers.length < 2) return [];
  const [first, ...others] = identifiers.map(identifierRows);
  return first.filter((row) =>
    others.every((rows) =>
      sameRow(
        rows.find((other) => other.key === row.key),
        row,
      ),
    ),
  );
}

/**
 * Why an identifier's chain may not take transactions (a halted chain), as its family's page warns
 * first; none for most.
 */
export function statusOf(identifier: string): { text: string; source: string } | undefined {
  return familyFacts(IDENTIFIERS[identifier].family).sheet.status?.(identifier);
}

/** An identifier's own rows: those its family does not share. */
export function ownRows(identifier: string): FactRow[] {
  const shared = new Set(sharedRows(IDENTIFIERS[identifier].family).map((row) => row.key));
  return identifierRows(identifier).filter((row) => !shared.has(row.key));
}

const npm = (name: string) => `https://www.npmjs.com/package/${name}`;

/**
 * How a family's forge answers are signed and its transactions sent; none for a family without
 * transactions (Bitcoin).
 */
export function signingRows(family: Family): FactRow[] {
  const { signing } = familyFacts(family);
  if (!signing) return [];
  const [first] = identifiersOf(family);
  const send = sendOperationOf(IDENTIFIERS[first].operations);
  const sending: Fact =
    signing.send === 'broadcast'
      ? {
          text: [
            'through the API: ',
            code('encodedTransaction'),
            ` is ${signing.encodedTransaction}`,
          ],
        }
      : { text: [`you send it: ${signing.encodedTransaction}`] };
  return [
    {
      key: 'formats',
      label: 'Forge answer',
      facts: signing.formats.map((format) => ({ text: [format] })),
    },
    {
      key: 'libraries',
      label: 'Libraries',
      facts: signing.libraries.map(({ name, package: pkg }) => ({
        text: [link(name, npm(pkg)), ' (', code(pkg), ')'],
      })),
    },
    {
      key: 'send',
      label: 'Sending',
      facts: [sending, ...(send ? operationFacts(family, [send]) : [])],
    },
    { key: 'hash', label: 'Transaction hash', facts: [{ text: [signing.hash.text] }] },
  ];
}
