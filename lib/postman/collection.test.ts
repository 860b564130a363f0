// @vitest-environment node
import { postmanToBruno, postmanToBrunoEnvironment } from '@usebruno/converters';
import { Collection } from 'postman-collection';
import { loadApiDocument } from '../openapi/document/load';
import { operationEntries, resolveObject, type JsonObject } from '../openapi/document/walk';
import { postmanCollection, type PostmanItem } from './collection';
import { postmanEnvironment } from './environments';

const SITE = 'https://docs.staking-api.example';
const SANDBOX_KEY = 'mk_sandbox_0000000000000000000000000000000000000000';
const document = loadApiDocument();
const collection = postmanCollection({ document, siteUrl: SITE });
const requests = collection.item.flatMap((folder) =>
  folder.item.map((item) => ({ folder: folder.name, ...item })),
);
const byName = (name: string) => requests.find((item) => item.name === name)!;

/** The description's own first request example of an operation, read here without the code under test. */
function describedExample(operationId: string): { body?: unknown; query: string[] } {
  const entry = operationEntries(document).find(
    (candidate) => candidate.operationId === operationId,
  )!;
  const json = (
    (entry.operation.requestBody as JsonObject | undefined)?.content as JsonObject | undefined
  )?.['application/json'] as JsonObject | undefined;
  const body =
    json &&
    ('example' in json
      ? json.example
      : (Object.values(json.examples as JsonObject)[0] as JsonObject).value);
  const query = ((entry.operation.parameters ?? []) as JsonObject[])
    .map((parameter) => resolveObject(document, parameter) ?? parameter)
    .filter((parameter) => parameter.in === 'query' && parameter.example !== undefined)
    .map((parameter) => `${String(parameter.name)}=${String(parameter.example)}`);
  return { body, query };
}

describe('the Postman collection', () => {
  it('has a folder per tag, in the order of an integration', () => {
    expect(collection.item.map((folder) => folder.name)).toEqual([
      'Status',
      'Account and API keys',
      'Tendermint chains',
      'EVM-type chains',
      'Solana',
      'NEAR',
      'MultiversX',
      'Polkadot pools',
      'Broadcast',
      'Transactions',
      'Reporting',
      'Yield',
    ]);
    const order = requests.map((item) => item.name);
    const at = (name: string) => order.indexOf(name);
    // activate, create a key, forge, broadcast, look up
    const story = [
      'Activate your account and get the master key',
      'Create a secondary API key',
      'Delegate to a validator',
      'Broadcast a signed Cosmos transaction',
      'Look up a transaction',
    ];
    for (const name of story) expect(order, name).toContain(name);
    expect(story.map(at)).toEqual([...story.map(at)].sort((a, b) => a - b));
  });

  it('holds every operation once, named by its summary', () => {
    expect(requests).toHaveLength(60);
    const summaries = operationEntries(document).map((entry) => String(entry.operation.summary));
    expect(requests.map((item) => item.name).sort()).toEqual(summaries.sort());
  });

  it("sends the description's own request examples, never an invented value", () => {
    for (const { operationId, summary } of operationEntries(document).map((entry) => ({
      operationId: entry.operationId,
      summary: String(entry.operation.summary),
    }))) {
      const item = byName(summary);
      const { body, query } = describedExample(operationId);
      if (body === undefined) expect(item.request.body, operationId).toBeUndefined();
      else expect(JSON.parse(item.request.body!.raw), operationId).toEqual(body);
      expect(
        (item.request.url.query ?? []).map(({ key, value }) => `${key}=${value}`),
        operationId,
      ).toEqual(query);
    }
    expect(byName('Look up a transaction').request.url.raw).toBe(
      '{{baseUrl}}/v1/transaction?uuid=9e0614ea-a73c-47bc-aae6-7faf06a252c4',
    );
    expect(byName('Delegate to a validator').request.url.raw).toBe(
      '{{baseUrl}}/v1/transactions/ATOM/forge/stake',
    );
    expect(JSON.stringify(collection)).not.toMatch(/YOUR_API_KEY|<[a-z]+>/);
  });

  it(
    'takes the server and the key from the variables baseUrl and apiKey, and sends no key ' +
      'where none is needed',
    () => {
      for (const item of requests) {
        expect(
          item.request.url.raw.startsWith('{{baseUrl}}/') ||
            item.request.url.raw === '{{baseUrl}}/status',
          item.name,
        ).toBe(true);
        expect(item.request.url.host).toEqual(['{{baseUrl}}']);
      }
      const keyOf = (item: PostmanItem) =>
        item.request.header.find((header) => header.key === 'api-key')?.value;
      const withoutKey = requests
        .filter((item) => keyOf(item) === undefined)
        .map((item) => item.name);
      expect(withoutKey.sort()).toEqual([
        'Activate your account and get the master key',
        'Check that the API is up',
      ]);
      for (const item of requests)
        if (!withoutKey.includes(item.name)) expect(keyOf(item), item.name).toBe('{{apiKey}}');
      expect(collection.variable.map(({ key, value }) => [key, value])).toEqual([
        ['baseUrl', 'https://api.staking-api.example'],
        ['apiKey', ''],
      ]);
    },
  );

  it("saves the description's success answer with each request, and links each to its page", () => {
    const lookUp = byName('Look up a transaction');
    expect(lookUp.response[0]!.code).toBe(200);
    expect(JSON.parse(lookUp.response[0]!.body).uuid).toBe('9e0614ea-a73c-47bc-aae6-7faf06a252c4');
    expect(byName('Check that the API is up').response[0]).toMatchObject({
      code: 204,
      status: 'No Content',
      body: '',
    });
    expect(lookUp.request.description).toContain(
      `Reference: ${SITE}/api/operations/getTransaction/`,
    );
  });

  it("reads as a v2.1 collection in Postman's own library, every request with its URL", () => {
    const read = new Collection(collection);
    const urls: string[] = [];
    read.forEachItem(
      (item) => void urls.push(`${item.request.method} ${item.request.url.getPath()}`),
    );
    expect(urls).toHaveLength(60);
    expect(urls).toContain('GET /v1/transaction');
    expect(urls).toContain('DELETE /v1/account/delete/api-key');
  });

  it("imports into Bruno with its own converter: the folders, every request, the key's header", async () => {
    const converted = (await postmanToBruno(collection)) as unknown as {
      collection: {
        items: {
          name: string;
          type: string;
          items: { request: { url: string; headers: { name: string; value: string }[] } }[];
        }[];
      };
      issues: unknown[];
    };
    expect(converted.issues).toEqual([]);
    const bruno = converted.collection;
    expect(bruno.items.map((folder) => folder.name)).toEqual(
      collection.item.map((folder) => folder.name),
    );
    const imported = bruno.items.flatMap((folder) => folder.items);
    expect(imported).toHaveLength(60);
    const lookUp = imported.find((item) => item.request.url.includes('/v1/transaction?'))!;
    expect(lookUp.request.url).toBe(
      '{{baseUrl}}/v1/transaction?uuid=9e0614ea-a73c-47bc-aae6-7faf06a252c4',
    );
    expect(lookUp.request.headers).toContainEqual(
      expect.objectContaining({ name: 'api-key', value: '{{apiKey}}' }),
    );
    const environment = postmanToBrunoEnvironment(
      postmanEnvironment('sandbox', { sandboxKey: SANDBOX_KEY, document }),
    ) as { variables: { name: string; value: string }[] };
    expect(environment.variables.map(({ name, value }) => [name, value])).toEqual([
      ['baseUrl', 'http://127.0.0.1:4010'],
      ['apiKey', SANDBOX_KEY],
    ]);
  });

  it('refuses a tag it does not know where to place, naming it', () => {
    const copy = structuredClone(document) as JsonObject;
    (copy.tags as { name: string }[]).push({ name: 'Staking pools' });
    ((copy.paths as JsonObject)['/status'] as { get: { tags: string[] } }).get.tags = [
      'Staking pools',
    ];
    expect(() => postmanCollection({ document: copy, siteUrl: SITE })).toThrow(
      'place the tag(s) Staking pools in STORY_ORDER',
    );
  });
});

describe('the Postman environments', () => {
  it('the sandbox: its local address and its public key', () => {
    const sandbox = postmanEnvironment('sandbox', { sandboxKey: SANDBOX_KEY, document });
    expect(sandbox.name).toBe('Staking API sandbox');
    expect(sandbox.values.map(({ key, value, type }) => [key, value, type])).toEqual([
      ['baseUrl', 'http://127.0.0.1:4010', 'default'],
      ['apiKey', SANDBOX_KEY, 'default'],
    ]);
  });

  it('production: the API server, and an empty secret for your key', () => {
    const production = postmanEnvironment('production', { sandboxKey: SANDBOX_KEY, document });
    expect(production.name).toBe('Staking API production');
    expect(production.values.map(({ key, value, type }) => [key, value, type])).toEqual([
      ['baseUrl', 'https://api.staking-api.example', 'default'],
      ['apiKey', '', 'secret'],
    ]);
  });
});
