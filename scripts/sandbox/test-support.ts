/**
 * What the sandbox's tests share: a sandbox on a clock the test moves, and a `call()` that sends a
 * request through fastify's injection and holds every answer to the API description, with a
 * validator of its own (ajv over lib/openapi's translation of the description, not the
 * sandbox's openapi-backend): the status must be one the operation documents and the body must
 * match that answer's schema. An answer the description does not allow fails the test that
 * received it.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { componentsAsJsonSchema, toJsonSchema } from '@/lib/openapi/document/json-schema';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { operationEntries, resolveObject, type JsonObject } from '@/lib/openapi/document/walk';
import { createSandbox, type Sandbox } from './app.mjs';
import { SANDBOX_MASTER_KEY } from './store.mjs';

export const document = loadApiDocument();
export const MASTER = SANDBOX_MASTER_KEY;

const ajv = new Ajv({ allErrors: true, strictTypes: false, strict: false });
addFormats(ajv);
for (const format of ['int32', 'int64', 'double', 'float']) ajv.addFormat(format, true);
ajv.addKeyword({ keyword: 'components' });
ajv.addSchema(componentsAsJsonSchema(document));
const validators = new Map<unknown, ReturnType<typeof ajv.compile>>();
/** ajv's validator of a schema of the description (a `$ref` to a component, or the schema itself). */
export function validatorOf(schema: unknown) {
  if (!validators.has(schema)) validators.set(schema, ajv.compile(toJsonSchema(schema) as object));
  return validators.get(schema)!;
}
const errorValidator = validatorOf({ $ref: '#/components/schemas/Error' });

const resolve = (node: unknown): JsonObject => resolveObject(document, node) ?? {};

/** The operation a method and concrete path call: a literal path beats a templated one. */
export function operationAt(
  method: string,
  path: string,
): { template: string; operation: JsonObject } | undefined {
  const matching = operationEntries(document)
    .filter(
      (entry) =>
        entry.method === method &&
        new RegExp(`^${entry.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
    )
    .sort((a, b) => a.path.split('{').length - b.path.split('{').length);
  const [found] = matching;
  return found ? { template: found.path, operation: found.operation } : undefined;
}

/**
 * JSON as parsed (an answer's body, the description, a forged transaction), read at any depth
 * without narrowing: a wrong path fails the assertion it is in.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON, read as it is
export type ParsedJson = any;

export interface Answer {
  status: number;
  body: ParsedJson;
  headers: Record<string, string | number | string[] | undefined>;
}

/** Fails unless the description allows this answer to this request. */
export function expectAllowed(method: string, path: string, answer: Answer): void {
  const found = operationAt(method, path);
  const where = `${method.toUpperCase()} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`;
  if (answer.status >= 400) {
    expect(String(answer.headers['content-type']), `${where}: a JSON error`).toMatch(
      /^application\/json\b/,
    );
    expect(
      errorValidator(answer.body) ? [] : errorValidator.errors,
      `${where}: the error shape`,
    ).toEqual([]);
  }
  if (answer.status >= 400) expect(answer.body.status, where).toBe(answer.status);
  if (!found) {
    expect([404, 405], `${where}: no operation there`).toContain(answer.status);
    return;
  }
  const responses = found.operation.responses as JsonObject;
  expect(Object.keys(responses), `${where}: a documented status`).toContain(String(answer.status));
  const response = resolve(responses[String(answer.status)]);
  for (const [name, header] of Object.entries((response.headers as JsonObject | undefined) ?? {})) {
    const value = answer.headers[name.toLowerCase()];
    expect(value, `${where}: the ${name} header`).toBeDefined();
    const validateHeader = validatorOf(resolve(header).schema);
    expect(
      validateHeader(value) ? [] : validateHeader.errors,
      `${where}: the ${name} header's schema`,
    ).toEqual([]);
  }
  const schema = (
    (response.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined
  )?.schema;
  if (!schema) {
    expect(answer.body, `${where}: no body`).toBeUndefined();
    return;
  }
  expect(String(answer.headers['content-type']), `${where}: a JSON answer`).toMatch(
    /^application\/json\b/,
  );
  const validate = validatorOf(schema);
  expect(validate(answer.body) ? [] : validate.errors, `${where}: the answer's schema`).toEqual([]);
}

/** A clock a test moves by hand. */
export function testClock(start = '2026-01-08T09:30:00Z') {
  let t = Date.parse(start);
  return {
    now: () => new Date(t),
    advance: (ms: number) => (t += ms),
    set: (iso: string) => (t = Date.parse(iso)),
  };
}

export interface CallOptions {
  body?: unknown;
  /** The api-key header; the sandbox account's master key unless given (null: none). */
  apiKey?: string | null;
  headers?: Record<string, string>;
  /** The body as sent, instead of JSON of `body`. */
  raw?: string;
}

/**
 * A sandbox on a test clock, and `call()` checked against the description. `everyFamily`: every
 * chain family in the chain from the start (and after each reset), for tests that read the chains'
 * state themselves; without it each family joins on its first use, as in `npm run sandbox`.
 */
export async function sandboxFixture(
  options: {
    settleMs?: number;
    reportingCacheMs?: number;
    start?: string;
    everyFamily?: boolean;
  } = {},
) {
  const clock = testClock(options.start);
  const sandbox: Sandbox = await createSandbox({
    document,
    now: clock.now,
    settleMs: options.settleMs ?? 2_000,
    reportingCacheMs: options.reportingCacheMs ?? 0,
    everyFamily: options.everyFamily,
  });
  async function call(
    method: string,
    url: string,
    { body, apiKey = MASTER, headers = {}, raw }: CallOptions = {},
  ): Promise<Answer> {
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const response = await sandbox.app.inject({
      method: method.toUpperCase() as 'GET',
      url,
      headers: {
        ...(apiKey ? { 'api-key': apiKey } : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      payload,
    });
    const answer: Answer = {
      status: response.statusCode,
      body: response.body ? JSON.parse(response.body) : undefined,
      headers: response.headers,
    };
    expectAllowed(method.toLowerCase(), new URL(url, 'http://sandbox').pathname, answer);
    return answer;
  }
  /** A family's part of the chain's state, once the family has joined the chain. */
  async function stateOf(family: string) {
    await sandbox.state.chain.family(family);
    return sandbox.state.chain.state[family];
  }
  return { sandbox, clock, call, stateOf };
}

/** The JSON content of a request body or response. */
function jsonContent(holder: unknown): JsonObject {
  return resolve(resolve(resolve(holder).content)['application/json']);
}

/** Each request example of each forge operation: [operationId, path (identifier filled in), example name, body]. */
export function forgeExamples(): [string, string, string | undefined, JsonObject][] {
  const out: [string, string, string | undefined, JsonObject][] = [];
  for (const { path, method, operation, operationId } of operationEntries(document)) {
    if (method !== 'post' || !/\/forge\//.test(path)) continue;
    const json = jsonContent(operation.requestBody);
    const examples = json.examples
      ? Object.entries(resolve(json.examples)).map(([name, example]) => [
          name,
          resolve(example).value,
        ])
      : [[undefined, json.example]];
    for (const [name, value] of examples as [string | undefined, JsonObject][]) {
      const identifier = name && /^[A-Z]+$/.test(name) ? name : 'ATOM';
      out.push([operationId, path.replace('{stakingIdentifier}', identifier), name, value]);
    }
  }
  return out;
}

/** The 200 response example of a forge operation's example. */
export function responseExample(path: string, name?: string): JsonObject {
  const content = jsonContent(resolve(operationAt('post', path)!.operation.responses)['200']);
  if (content.example !== undefined) return content.example as JsonObject;
  const examples = resolve(content.examples);
  return resolve(name ? examples[name] : Object.values(examples)[0]).value as JsonObject;
}
