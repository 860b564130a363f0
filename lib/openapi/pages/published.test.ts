// @vitest-environment node
// What integrators download, /openapi.json and /openapi.yaml, as the route handlers write them
// into the export, read by the tools that import it: Redocly's and Spectral's linters, and
// Postman's converter (openapi-to-postmanv2) told to use our examples.
import Converter from 'openapi-to-postmanv2';
import { parse } from 'yaml';
import { GET as getJson } from '@/app/openapi.json/route';
import { GET as getYaml } from '@/app/openapi.yaml/route';
import {
  ACCEPTED_REDOCLY_WARNINGS,
  formatProblem,
  lintWithRedocly,
  lintWithSpectral,
} from '../document/lint';
import { loadApiDocument } from '../document/load';
import {
  publishedApiDocument,
  publishedApiDocumentAsJson,
  publishedApiDocumentAsYaml,
} from './published';

const json = await (await getJson()).text();
const yaml = await (await getYaml()).text();

describe.each([
  ['openapi.json', json],
  ['openapi.yaml', yaml],
])('the published %s', (fileName, text) => {
  it("has no error under Redocly's recommended rules, and no warning but the two accepted ones", async () => {
    expect((await lintWithRedocly(text, fileName)).map(formatProblem)).toEqual(
      ACCEPTED_REDOCLY_WARNINGS,
    );
  });

  it("has no error and no warning under Spectral's OpenAPI rules", async () => {
    expect((await lintWithSpectral(text, fileName)).map(formatProblem)).toEqual([]);
  });
});

describe('publishedApiDocument', () => {
  it('is published as JSON and YAML that read back as the same document', async () => {
    const document = loadApiDocument();
    const published = await publishedApiDocument(document);
    expect(JSON.parse(await publishedApiDocumentAsJson(document))).toEqual(published);
    expect(parse(await publishedApiDocumentAsYaml(document))).toEqual(published);
  });
});

describe('the two published files', () => {
  it('hold the same document', () => {
    expect(parse(yaml)).toEqual(JSON.parse(json));
  });

  it("carry code samples in the extension's own fields only (lang, label, source)", () => {
    const document = JSON.parse(json) as {
      paths: Record<string, Record<string, { 'x-codeSamples'?: object[] }>>;
    };
    const samples = Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => operation['x-codeSamples'] ?? []),
    );
    expect(samples).toHaveLength(60 * 4);
    for (const sample of samples) expect(Object.keys(sample)).toEqual(['lang', 'label', 'source']);
  });

  it('are really linted: a `lib` planted in one code sample is a Redocly error', async () => {
    const document = JSON.parse(json) as {
      paths: Record<string, Record<string, { 'x-codeSamples': object[] }>>;
    };
    Object.assign(document.paths['/status']!.get!['x-codeSamples'][0]!, { lib: 'curl' });
    const problems = (await lintWithRedocly(JSON.stringify(document), 'openapi.json')).map(
      formatProblem,
    );
    expect(problems).toContain(
      'error struct at #/paths/~1status/get/x-codeSamples/0/lib: Property `lib` is not expected here.',
    );
  });
});

describe("Postman's converter (openapi-to-postmanv2) on the published openapi.json", () => {
  type Converted = {
    result: boolean;
    reason?: string;
    output: {
      data: {
        item: {
          name: string;
          item: { name: string; request: { url: { query?: { key: string; value: string }[] } } }[];
        }[];
      };
    }[];
  };
  const convert = (options: object) =>
    new Promise<Converted>((resolve, reject) =>
      Converter.convertV2({ type: 'string', data: json }, options, (error, result) =>
        error ? reject(error) : resolve(result as unknown as Converted),
      ),
    );

  it('validates it and converts it with our examples, without a warning or an invented value', async () => {
    expect(Converter.validate({ type: 'string', data: json })).toEqual({
      result: true,
      specificationVersion: '3.0.x',
    });
    const warnings: string[] = [];
    const warn = vi
      .spyOn(console, 'warn')
      .mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
    const converted = await convert({ parametersResolution: 'Example', folderStrategy: 'Tags' });
    warn.mockRestore();
    expect(warnings).toEqual([]);
    expect(converted.result).toBe(true);
    const collection = converted.output[0]!.data;
    expect(collection.item.flatMap((folder) => folder.item)).toHaveLength(60);
    // The converter writes "<string>", "<uuid>"... where a description gives no example.
    expect(JSON.stringify(collection)).not.toMatch(
      /<(string|number|integer|boolean|uuid|date|dateTime|object)>/,
    );
    // The look-up's example is its uuid. The converter still fills every optional parameter
    // without an example with a value of its own (a random piece of "string" for txHash), so a
    // collection made with it sends both unless txHash is unticked; the site's own collection
    // (lib/postman) sends uuid alone.
    const lookUp = collection.item
      .find((folder) => folder.name === 'Transactions')!
      .item.find((request) => request.name === 'Look up a transaction')!;
    const query = lookUp.request.url.query!;
    expect(query.map(({ key }) => key)).toEqual(['uuid', 'txHash']);
    expect(query[0]!.value).toBe('9e0614ea-a73c-47bc-aae6-7faf06a252c4');
  });
});
