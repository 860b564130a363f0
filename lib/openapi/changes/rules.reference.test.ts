// @vitest-environment node
/**
 * Our rule table held against a maintained engine from the npm registry: Optic's breaking-change
 * ruleset (`@useoptic/standard-rulesets`) runs on every case of the table. Where the two disagree,
 * the case is listed below with the side our policy takes, so a change in either engine shows
 * up here. Optic's ruleset has 13 rules (operations, status codes, required and type of
 * properties and parameters, enums, unions); it has none for format, pattern, bounds, defaults,
 * read/write-only, media types, headers, security or servers, where ours is stricter.
 */
import { TestHelpers } from '@useoptic/rulesets-base';
import { BreakingChangesRuleset } from '@useoptic/standard-rulesets';
import {
  description,
  DIRECTIONS,
  SCHEMA_CASES,
  STRUCTURE_CASES,
  type Expected,
} from '@/tests/openapi/change-cases';
import type { JsonObject } from '../document/walk';

/** Optic calls these breaking; the policy ships them in a minor version, for the reason given. */
const OPTIC_STRICTER: Record<string, string> = {
  'request.type-widened':
    'every integer a caller sends is still a number (oasdiff: request-property-type-generalized, INFO)',
  'parameter.type-widened':
    'every integer a caller sends is still a number (oasdiff: request-parameter-type-generalized, INFO)',
  'response.enum-value-added':
    'clients must tolerate enum values they do not know: a new chain is a minor version',
  'request.variant-added':
    'a caller may send one more shape and every shape it sent is still accepted (oasdiff: ' +
    'request-property-one-of-added, INFO)',
  'response.variant-removed':
    'answers hold fewer shapes, each of which the client handles (oasdiff: response-property-one-of-removed, INFO)',
  'response.error-status-removed':
    'that error no longer comes, and handling it does no harm (oasdiff: response-non-success-status-removed, INFO)',
};

/** Ours calls these breaking; Optic's ruleset has no rule that sees them. */
const OPTIC_HAS_NO_RULE = [
  'parameter.property-added-required',
  'request.property-removed',
  'parameter.property-removed',
  'parameter.became-required',
  'request.format-added',
  'parameter.format-added',
  'response.format-removed',
  'request.format-changed',
  'parameter.format-changed',
  'response.format-changed',
  'request.pattern-added',
  'parameter.pattern-added',
  'response.pattern-removed',
  'request.pattern-changed',
  'parameter.pattern-changed',
  'response.pattern-changed',
  'parameter.became-not-nullable',
  'request.bound-narrowed',
  'parameter.bound-narrowed',
  'response.bound-widened',
  'request.additional-properties-restricted',
  'parameter.additional-properties-restricted',
  'response.variant-added',
  'request.variant-removed',
  'parameter.variant-removed',
  'request.all-of-added',
  'parameter.all-of-added',
  'response.all-of-removed',
  'request.combiner-changed',
  'parameter.combiner-changed',
  'response.combiner-changed',
  'request.default-changed',
  'parameter.default-changed',
  'request.default-removed',
  'parameter.default-removed',
  'request.became-read-only',
  'parameter.became-read-only',
  'response.became-write-only',
  'path.operation-id-changed',
  'parameter.parameter-removed',
  'parameter.parameter-serialization-changed',
  'request.request-body-added-required',
  'request.request-body-removed',
  'request.request-body-became-required',
  'request.request-media-type-removed',
  'response.response-media-type-removed',
  'response.response-header-removed',
  'response.response-header-became-optional',
  'security.security-became-required',
  'security.security-alternative-removed',
  'security.security-scope-added',
  'security.security-scheme-changed',
  'document.server-removed',
  'document.unexplained',
];

type OpticDocument = Parameters<typeof TestHelpers.runRulesWithInputs>[1];

async function opticFindsBreaking(before: JsonObject, after: JsonObject): Promise<boolean> {
  const results = await TestHelpers.runRulesWithInputs(
    [new BreakingChangesRuleset()],
    before as OpticDocument,
    after as OpticDocument,
  );
  return results.some((result) => !result.passed && !result.exempted);
}

describe("the rule table against Optic's breaking-change ruleset", () => {
  it('agrees on every case but those listed, each for the reason given', async () => {
    const stricter: string[] = [];
    const unseen: string[] = [];
    let agreed = 0;
    const compare = async (rule: string, ours: string, before: JsonObject, after: JsonObject) => {
      const optic = await opticFindsBreaking(before, after);
      if (optic === (ours === 'breaking')) agreed++;
      else (optic ? stricter : unseen).push(rule);
    };
    for (const [slug, before, after, expected] of SCHEMA_CASES) {
      for (const direction of Object.keys(DIRECTIONS) as (keyof Expected)[]) {
        await compare(
          `${direction}.${slug}`,
          expected[direction],
          description(before, direction),
          description(after, direction),
        );
      }
    }
    for (const [rule, editBefore, editAfter, expected] of STRUCTURE_CASES) {
      const before = description();
      editBefore?.(before);
      const after = description();
      editAfter(after);
      await compare(rule, expected[0].slice(0, expected[0].indexOf(' ')), before, after);
    }
    expect(stricter).toEqual(Object.keys(OPTIC_STRICTER));
    expect(unseen).toEqual(OPTIC_HAS_NO_RULE);
    // Both call the planted cases alike: an answer made nullable breaks, a request made
    // nullable does not, an enum added to a free request field breaks.
    expect(agreed).toBe(
      SCHEMA_CASES.length * 3 + STRUCTURE_CASES.length - stricter.length - unseen.length,
    );
    expect(agreed).toBe(96);
  });

  it('calls an answer field made nullable breaking, as ours does, and a request field made nullable not', async () => {
    const nullable = SCHEMA_CASES.find(([slug]) => slug === 'became-nullable')!;
    expect(
      await opticFindsBreaking(
        description(nullable[1], 'response'),
        description(nullable[2], 'response'),
      ),
    ).toBe(true);
    expect(
      await opticFindsBreaking(
        description(nullable[1], 'request'),
        description(nullable[2], 'request'),
      ),
    ).toBe(false);
  });
});
