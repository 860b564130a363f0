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
import { loadApiDocument, type JsonObject } from '@/lib/openapi';
import { componentsAsJsonSchema, toJsonSchema } from '@/lib/openapi/json-schema';
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
function validatorOf(schema: unknown) {
  if (!validators.has(schema)) validators.set(schema, ajv.compile(toJsonSchema(schema) as object));
  return validators.get(schema)!;
}
const errorValidator = validatorOf({ $ref: '#/components/schemas/Error' });

function resolve(node: unknown): JsonObject {
  let current = node as JsonObject;
  while (typeof current?.$ref === 'string') {
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .reduce<JsonObject>((at, key) => at[key] as JsonObject, document);
  }
  return current;
}

/** The operation a method and concrete path call: a literal path beats a templated one. */
export function operationAt(method: string, path: string): { template: string; operation: JsonObject } | undefined {
  const paths = document.paths as JsonObject;
  const candidates = Object.keys(paths)
    .filter((template) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path) && (paths[template] as JsonObject)[method])
    .sort((a, b) => a.split('{').length - b.split('{').length);
  const template = candidates[0];
  return template ? { template, operation: (paths[template] as JsonObject)[method] as JsonObject } : undefined;
}

export interface Answer {
  status: number;
  body: any;
  headers: Record<string, string | number | string[] | undefined>;
}

/** Fails unless the description allows this answer to this request. */
export function expectAllowed(method: string, path: string, answer: Answer): void {
  const found = operationAt(method, path);
  const where = `${method.toUpperCase()} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`;
  if (answer.status >= 400) {
    expect(String(answer.headers['content-type']), `${where}: a JSON error`).toMatch(/^application\/json\b/);
    expect(errorValidator(answer.body) ? [] : errorValidator.errors, `${where}: the error shape`).toEqual([]);
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
    expect(validateHeader(value) ? [] : validateHeader.errors, `${where}: the ${name} header's schema`).toEqual([]);
  }
  const schema = ((response.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined)?.schema;
  if (!schema) {
    expect(answer.body, `${where}: no body`).toBeUndefined();
    return;
  }
  expect(String(answer.headers['content-type']), `${where}: a JSON answer`).toMatch(/^application\/json\b/);
  const validate = validatorOf(schema);
  expect(validate(answer.body) ? [] : validate.errors, `${where}: the answer's schema`).toEqual([]);
}

/** A clock a test moves by hand. */
export function testClock(start = '2026-01-08T09:30:00Z') {
  let t = Date.parse(start);
  return { now: () => new Date(t), advance: (ms: number) => (t += ms), set: (iso: string) => (t = Date.parse(iso)) };
}

export interface CallOptions {
  body?: unknown;
  /** The api-key header; the sandbox account's master key unless given (null: none). */
  apiKey?: string | null;
  headers?: Record<string, string>;
  /** The body as sent, instead of JSON of `body`. */
  raw?: string;
}

/** A sandbox on a test clock, and `call()` checked against the description. */
export async function sandboxFixture(options: { settleMs?: number; reportingCacheMs?: number; start?: string } = {}) {
  const clock = testClock(options.start);
  const sandbox: Sandbox = await createSandbox({ document, now: clock.now, settleMs: options.settleMs ?? 2_000, reportingCacheMs: options.reportingCacheMs ?? 0 });
  async function call(method: string, url: string, { body, apiKey = MASTER, headers = {}, raw }: CallOptions = {}): Promise<Answer> {
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const response = await sandbox.app.inject({
      method: method.toUpperCase() as 'GET',
      url,
      headers: { ...(apiKey ? { 'api-key': apiKey } : {}), ...(payload !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      payload,
    });
    const answer: Answer = { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined, headers: response.headers };
    expectAllowed(method.toLowerCase(), new URL(url, 'http://sandbox').pathname, answer);
    return answer;
  }
  return { sandbox, clock, call };
}

/** Each request example of each forge operation: [operationId, path (identifier filled in), example name, body]. */
export function forgeExamples(): [string, string, string | undefined, JsonObject][] {
  const out: [string, string, string | undefined, JsonObject][] = [];
  for (const [template, item] of Object.entries(document.paths as JsonObject)) {
    const operation = (item as JsonObject).post as JsonObject | undefined;
    if (!operation || !/\/forge\//.test(template)) continue;
    const content = (operation.requestBody as JsonObject).content as JsonObject;
    const json = content['application/json'] as JsonObject;
    const examples = json.examples ? Object.entries(json.examples as JsonObject).map(([name, e]) => [name, (e as JsonObject).value]) : [[undefined, json.example]];
    for (const [name, value] of examples as [string | undefined, JsonObject][]) {
      const identifier = name && /^[A-Z]+$/.test(name) ? name : 'ATOM';
      out.push([operation.operationId as string, template.replace('{stakingIdentifier}', identifier), name, value]);
    }
  }
  return out;
}

/** The 200 response example of a forge operation's example. */
export function responseExample(path: string, name?: string): JsonObject {
  const template = operationAt('post', path)!.template;
  const json = (((document.paths as JsonObject)[template] as JsonObject).post as JsonObject).responses as JsonObject;
  const content = ((json['200'] as JsonObject).content as JsonObject)['application/json'] as JsonObject;
  if (content.example !== undefined) return content.example as JsonObject;
  const examples = content.examples as Record<string, { value: JsonObject }>;
  return (name ? examples[name] : Object.values(examples)[0])!.value;
}
