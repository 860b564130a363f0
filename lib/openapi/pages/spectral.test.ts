// @vitest-environment node
import { stringify } from 'yaml';
import { formatProblem, lintWithSpectral } from '../document/lint';
import { loadApiDocument } from '../document/load';
import { publishedApiDocumentAsYaml } from './published';

const lint = async (yamlText: string) =>
  (await lintWithSpectral(yamlText, 'openapi.yaml')).map(formatProblem);

describe('the published OpenAPI document under Spectral spectral:oas', () => {
  it('has no errors and no warnings', async () => {
    expect(await lint(await publishedApiDocumentAsYaml(loadApiDocument()))).toEqual([]);
  });

  it('is really linted: a flaw planted in a copy is reported', async () => {
    const copy = structuredClone(loadApiDocument()) as { info: Record<string, unknown> };
    delete copy.info.contact;
    expect(await lint(stringify(copy))).toEqual([
      expect.stringMatching(/^warning info-contact at #\/info: /),
    ]);
  });
});
