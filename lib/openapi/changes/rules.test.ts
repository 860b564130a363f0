// @vitest-environment node
/**
 * The rule table, one case per rule and direction (tests/openapi/change-cases.ts): each case
 * plants a change in a small description and expects the class the policy page states for it.
 */
import {
  description,
  DIRECTIONS,
  SCHEMA_CASES,
  STRUCTURE_CASES,
  type Expected,
} from '@/tests/openapi/change-cases';
import { changeLine, compareDescriptions, type ApiChange } from './compare';
import { RULES } from './rules';

const lines = (changes: ApiChange[]) =>
  changes.map((change) => `${change.type} ${change.rule}: ${changeLine(change)}`);

describe('the change rules, one case per rule and direction', () => {
  describe.each(SCHEMA_CASES)('%s', (slug, before, after, expected) => {
    const changes = compareDescriptions(description(before), description(after));
    it.each(Object.entries(DIRECTIONS) as [keyof Expected, string][])(
      'in the %s',
      (direction, where) => {
        const here = changes.filter((change) => change.where === where);
        expect(here.map((change) => `${change.type} ${change.rule}`)).toEqual(
          here.length ? here.map(() => `${expected[direction]} ${direction}.${slug}`) : ['(none)'],
        );
        expect(here.length).toBeGreaterThan(0);
      },
    );
  });

  it.each(STRUCTURE_CASES)('%s', (_rule, editBefore, editAfter, expected) => {
    const before = description();
    editBefore?.(before);
    const after = description();
    editAfter(after);
    const found = lines(compareDescriptions(before, after));
    expect(found.slice(0, expected.length)).toEqual(expected);
    // A change to a security scheme or to the document reaches every operation that uses it, and nothing else.
    expect(new Set(found.map((line) => line.slice(0, line.indexOf(':'))))).toEqual(
      new Set(expected.map((line) => line.slice(0, line.indexOf(':')))),
    );
  });

  it('has a case for every rule of the policy page', () => {
    const covered = new Set([
      ...SCHEMA_CASES.flatMap(([slug]) =>
        Object.keys(DIRECTIONS).map((direction) => `${direction}.${slug}`),
      ),
      ...STRUCTURE_CASES.map(([rule]) => rule),
    ]);
    expect(RULES.map((rule) => rule.id).filter((id) => !covered.has(id))).toEqual([]);
    expect([...covered].filter((id) => !RULES.some((rule) => rule.id === id))).toEqual([]);
    expect(RULES).toHaveLength(38 * 3 + 42);
  });

  it('finds nothing between a description and itself, and leaves the version number out', () => {
    expect(compareDescriptions(description(), description())).toEqual([]);
    const later = description();
    later.info.version = '1.1.0';
    expect(compareDescriptions(description(), later)).toEqual([]);
  });
});
