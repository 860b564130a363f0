// @vitest-environment node
import { loadApiDocument } from '../document/load';
import { operationEntries, type JsonObject } from '../document/walk';
import { withElementsLibraries } from './code-sample-targets';
import { allCodeSamples, type CodeSample } from './code-samples';
import { operationModels } from './operation';
import { publishedApiDocument } from './published';

const document = loadApiDocument();
const samples = await allCodeSamples(document);
const models = operationModels(document);
const sampleOf = (operationId: string, label: string) =>
  samples.get(operationId)!.find((sample) => sample.label === label)!.source;

/** Python literals as JSON: True/False/None outside strings. */
const pythonToJson = (text: string) =>
  text.replace(
    /"(?:\\.|[^"\\])*"|\bTrue\b|\bFalse\b|\bNone\b/g,
    (token) => ({ True: 'true', False: 'false', None: 'null' })[token] ?? token,
  );

/** The JSON body each sample sends, read back out of its source. */
const bodyReaders: Record<string, (source: string) => unknown> = {
  curl: (source) =>
    JSON.parse(
      /--data '\n([^]*?)\n'/.exec(source)?.[1] ?? /--data @- <<EOF\n([^]*?)\nEOF/.exec(source)![1],
    ),
  JavaScript: (source) =>
    JSON.parse(/body: '((?:\\.|[^'\\])*)'/.exec(source)![1].replace(/\\'/g, "'")),
  // Up to the next assignment (headers = …, response = …).
  Python: (source) => JSON.parse(pythonToJson(/payload = ([^]*?)\n(?=\w+ = )/.exec(source)![1])),
  Go: (source) =>
    JSON.parse(JSON.parse(/strings\.NewReader\(("(?:\\.|[^"\\])*")\)/.exec(source)![1])),
};

/** The description's own request example of an operation (read here, not with the code under test). */
function describedRequestExample(operationId: string): unknown {
  const entry = operationEntries(document).find(
    (candidate) => candidate.operationId === operationId,
  )!;
  const content = (
    entry.operation.requestBody as
      | {
          content?: Record<
            string,
            { example?: unknown; examples?: Record<string, { value: unknown }> }
          >;
        }
      | undefined
  )?.content;
  const json = content?.['application/json'];
  if (!json) return undefined;
  return 'example' in json ? json.example : Object.values(json.examples ?? {})[0]?.value;
}

describe('code samples (httpsnippet-lite, at build time)', () => {
  it('exist for every operation in curl, JavaScript, Python and Go', () => {
    expect(models).toHaveLength(60);
    for (const model of models)
      expect(samples.get(model.operationId)!.map((sample: CodeSample) => sample.label)).toEqual([
        'curl',
        'JavaScript',
        'Python',
        'Go',
      ]);
  });

  it("send the request example of the description: each sample's body parses back to it", () => {
    const withBody = models.filter(
      (model) => describedRequestExample(model.operationId) !== undefined,
    );
    expect(withBody.length).toBeGreaterThan(40);
    for (const model of withBody)
      for (const [label, read] of Object.entries(bodyReaders))
        expect(read(sampleOf(model.operationId, label)), `${model.operationId} ${label}`).toEqual(
          describedRequestExample(model.operationId),
        );
  });

  it('call the production server with the path and query parameters of the examples', () => {
    expect(sampleOf('forgeTendermintStake', 'curl')).toContain(
      '--url https://api.staking-api.example/v1/transactions/ATOM/forge/stake',
    );
    expect(sampleOf('getEarningsByDay', 'Python')).toContain(
      'querystring = ' +
        '{"begDate":"2025-10-01","endDate":"2025-12-31","wallet":"cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4"}',
    );
  });

  it('carry the key as a placeholder, and no key where none is needed', () => {
    expect(sampleOf('forgeSolStake', 'curl')).toContain("--header 'api-key: YOUR_API_KEY'");
    expect(sampleOf('forgeSolStake', 'Go')).toContain('req.Header.Add("api-key", "YOUR_API_KEY")');
    expect(sampleOf('getStatus', 'curl')).not.toContain('api-key');
    expect(sampleOf('activateAccount', 'JavaScript')).not.toContain('api-key');
  });

  it(
    'are what the published description gives Elements as x-codeSamples (lang, label, source), ' +
      'and the only change to the bundle',
    async () => {
      const published = await publishedApiDocument(document);
      for (const { operation, operationId } of operationEntries(published)) {
        const own = samples.get(operationId)!;
        expect(operation['x-codeSamples']).toEqual(
          own.map((sample) => ({ lang: sample.lang, label: sample.label, source: sample.source })),
        );
        delete operation['x-codeSamples'];
      }
      expect(published).toEqual(document);
    },
  );

  it(
    "are filed under Elements' libraries in the copy Elements gets (curl under Shell / cURL, " +
      'not under every Shell library)',
    async () => {
      const published = await publishedApiDocument(document);
      const forElements = withElementsLibraries(published);
      const get = (doc: JsonObject) =>
        ((doc.paths as JsonObject)['/v1/transactions/SOL/forge/stake'] as JsonObject)
          .post as JsonObject;
      expect(
        (get(forElements)['x-codeSamples'] as { lang: string; lib?: string }[]).map(
          ({ lang, lib }) => [lang, lib],
        ),
      ).toEqual([
        ['shell', 'curl'],
        ['javascript', 'fetch'],
        ['python', 'requests'],
        ['go', undefined],
      ]);
      // The published document itself is left as it was.
      expect(
        (get(published)['x-codeSamples'] as object[]).every((sample) => !('lib' in sample)),
      ).toBe(true);
      expect(forElements.components).toBe(published.components);
    },
  );
});
