/**
 * The two linters integrators run on what we publish: Redocly's recommended rules and Spectral's
 * OpenAPI rules, each on the text of a file as it is served (JSON or YAML). Node only; the tests
 * of the published description and of the built export (tests/e2e) call them.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, Spectral } from '@stoplight/spectral-core';
import * as Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';

export interface LintProblem {
  severity: 'error' | 'warning';
  rule: string;
  /** A JSON pointer into the document, e.g. "#/paths/~1status/get". */
  where: string;
  message: string;
}

/**
 * The only findings of Redocly's recommended rules on the published description, both warnings,
 * each with why it stays (formatProblem's lines):
 * - the provider has not published a licence for the API, and none can be stated for it;
 * - `GET /status` has no 4xx answer: it takes no key, no parameter and no body, so there is
 *   nothing a caller can get wrong (it answers 204 when the API is up).
 */
export const ACCEPTED_REDOCLY_WARNINGS: readonly string[] = [
  'warning info-license at #/info: Info object should contain `license` field.',
  'warning operation-4xx-response at #/paths/~1status/get/responses: Operation must have at least one `4XX` response.',
];

/** "rule at where: message", one line per problem, for a test's failure output. */
export function formatProblem(problem: LintProblem): string {
  return `${problem.severity} ${problem.rule} at ${problem.where}: ${problem.message}`;
}

/** Redocly's `recommended` ruleset (as `redocly lint` with no configuration applies it). Infos are left out. */
export async function lintWithRedocly(text: string, fileName: string): Promise<LintProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: text, absoluteRef: fileName, config });
  return problems
    .filter((problem) => problem.severity === 'error' || problem.severity === 'warn')
    .map((problem) => ({
      severity: problem.severity === 'error' ? 'error' : 'warning',
      rule: problem.ruleId,
      where: problem.location[0]?.pointer ?? '#',
      message: problem.message,
    }));
}

// Spectral's own severities: 0 error, 1 warn, 2 info, 3 hint.
const SPECTRAL_WARNING = 1;

/**
 * Spectral's `spectral:oas` ruleset with its recommended rules (what `extends: spectral:oas`
 * applies). Infos and hints are left out.
 */
export async function lintWithSpectral(text: string, fileName: string): Promise<LintProblem[]> {
  const spectral = new Spectral();
  // The oas ruleset's own type does not match RulesetDefinition exactly; it is the ruleset
  // Spectral's CLI uses for `extends: spectral:oas`.
  spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
  const parser = fileName.endsWith('.json') ? Parsers.Json : Parsers.Yaml;
  const results = await spectral.run(new Document(text, parser as typeof Parsers.Yaml, fileName));
  return results
    .filter((result) => result.severity <= SPECTRAL_WARNING)
    .map((result) => ({
      severity: result.severity === 0 ? 'error' : 'warning',
      rule: String(result.code),
      where: `#/${result.path.map((part) => String(part).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`,
      message: result.message,
    }));
}
