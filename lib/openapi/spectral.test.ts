// @vitest-environment node
import { Document, Spectral } from '@stoplight/spectral-core';
import * as Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { stringify } from 'yaml';
import { loadApiDocument } from './index';
import { publishedApiDocumentAsYaml } from './published';

// Spectral's own severities: 0 error, 1 warn, 2 info, 3 hint.
const WARNING = 1;

async function lint(yamlText: string): Promise<string[]> {
  const spectral = new Spectral();
  // The oas ruleset's own type does not match RulesetDefinition exactly; it is the ruleset
  // Spectral's CLI uses for `extends: spectral:oas`.
  spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
  const results = await spectral.run(new Document(yamlText, Parsers.Yaml, 'openapi.yaml'));
  return results
    .filter((result) => result.severity <= WARNING)
    .map((result) => `${result.code} at ${result.path.join('.')}: ${result.message}`);
}

describe('the published OpenAPI document under Spectral spectral:oas', () => {
  it('has no errors and no warnings', async () => {
    expect(await lint(await publishedApiDocumentAsYaml())).toEqual([]);
  });

  it('is really linted: a flaw planted in a copy is reported', async () => {
    const copy = structuredClone(loadApiDocument()) as { info: Record<string, unknown> };
    delete copy.info.contact;
    expect(await lint(stringify(copy))).toEqual([expect.stringMatching(/^info-contact/)]);
  });
});
