// @vitest-environment node
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { collectExamples } from './examples';
import { componentsAsJsonSchema, toJsonSchema } from './json-schema';
import { loadApiDocument } from './load';
import type { JsonObject } from './walk';

const document = loadApiDocument();

function createValidator() {
  const ajv = new Ajv({ allErrors: true, strictTypes: false });
  addFormats(ajv);
  // The translated schemas sit under `components`, so `#/components/schemas/...` refs resolve.
  ajv.addKeyword({ keyword: 'components' });
  ajv.addSchema(componentsAsJsonSchema(document));
  const compiled = new Map<string, ValidateFunction>();
  return (schema: unknown, value: unknown): string[] => {
    const translated = toJsonSchema(schema) as object;
    const key = JSON.stringify(translated);
    if (!compiled.has(key)) compiled.set(key, ajv.compile(translated));
    const validate = compiled.get(key)!;
    return validate(value)
      ? []
      : (validate.errors ?? []).map(
          (error) => `${error.instancePath || '(root)'} ${error.message}`,
        );
  };
}

const validate = createValidator();
const sites = collectExamples(document);

describe('examples of the OpenAPI document', () => {
  it('finds the examples of schemas, parameters, request bodies and responses', () => {
    const where = sites.map((site) => site.where).join('\n');
    expect(sites.length).toBeGreaterThan(300);
    expect(where).toMatch(/#\/components\/schemas\/TransactionStatus\/example/);
    expect(where).toMatch(/#\/components\/parameters\/BegDate\/example/);
    expect(where).toMatch(/requestBody\/content\/application\/json\/examples\/INJ/);
    expect(where).toMatch(/responses\/200\/content\/application\/json\/example/);
  });

  it('validate against their schemas (OpenAPI 3.0 nullable translated)', () => {
    const failures = sites.flatMap((site) =>
      validate(site.schema, site.example).map((problem) => `${site.where}: ${problem}`),
    );
    expect(failures).toEqual([]);
  });

  it('are really checked: a wrong value is rejected', () => {
    const transaction = { $ref: '#/components/schemas/Transaction' };
    const good = sites.find((site) =>
      site.where.endsWith(
        '/v1/transaction/get/responses/200/content/application/json/examples/included',
      ),
    )!;
    expect(validate(transaction, good.example)).toEqual([]);
    expect(validate(transaction, { ...(good.example as object), txStatus: 'DONE' })).not.toEqual(
      [],
    );
    expect(validate(transaction, { ...(good.example as object), verified: null })).not.toEqual([]);
  });

  // Query parameters of which a request gives exactly one. Only one of each group carries an
  // example: tools that send every parameter's example (Try It, code samples, Postman) would
  // otherwise send a request the API refuses.
  const ALTERNATIVES: Record<string, string[][]> = { 'get /v1/transaction': [['uuid', 'txHash']] };

  it('give one of two mutually exclusive parameters an example, not both', () => {
    for (const [operation, groups] of Object.entries(ALTERNATIVES)) {
      const [method, apiPath] = operation.split(' ');
      const parameters = ((document.paths as JsonObject)[apiPath!] as JsonObject)[
        method!
      ] as JsonObject;
      for (const group of groups) {
        const withExample = group.filter((name) => {
          const parameter = (parameters.parameters as JsonObject[]).find(
            (candidate) => candidate.name === name,
          )!;
          return (
            'example' in parameter ||
            'examples' in parameter ||
            'example' in (parameter.schema as JsonObject)
          );
        });
        expect(withExample, `${operation}: ${group.join(', ')}`).toHaveLength(1);
      }
    }
  });

  it('exist for every parameter, request body and response body', () => {
    const missing: string[] = [];
    const alternative = (operation: string, name: string) =>
      (ALTERNATIVES[operation] ?? []).some((group) => group.includes(name));
    const hasExample = (holder: JsonObject) => 'example' in holder || 'examples' in holder;
    const components = document.components as JsonObject;
    for (const [name, parameter] of Object.entries(components.parameters as JsonObject))
      if (!hasExample(parameter as JsonObject)) missing.push(`parameter ${name}`);
    for (const [name, response] of Object.entries(components.responses as JsonObject))
      for (const media of Object.values(((response as JsonObject).content ?? {}) as JsonObject))
        if (!hasExample(media as JsonObject)) missing.push(`response ${name}`);
    for (const [apiPath, pathItem] of Object.entries(document.paths as JsonObject))
      for (const [method, operation] of Object.entries(pathItem as JsonObject)) {
        const op = operation as JsonObject;
        for (const parameter of (op.parameters ?? []) as JsonObject[])
          if (
            !parameter.$ref &&
            !hasExample(parameter) &&
            !alternative(`${method} ${apiPath}`, String(parameter.name))
          )
            missing.push(`${method} ${apiPath} parameter ${String(parameter.name)}`);
        for (const media of Object.values(
          ((op.requestBody as JsonObject | undefined)?.content ?? {}) as JsonObject,
        ))
          if (!hasExample(media as JsonObject)) missing.push(`${method} ${apiPath} request body`);
        for (const [status, response] of Object.entries(op.responses as JsonObject))
          for (const media of Object.values(((response as JsonObject).content ?? {}) as JsonObject))
            if (!hasExample(media as JsonObject))
              missing.push(`${method} ${apiPath} response ${status}`);
      }
    expect(missing).toEqual([]);
  });

  it('hold no placeholder values', () => {
    const placeholders: string[] = [];
    // "string" is a real value only as an EIP-712 field type ({ name, type: "string" }).
    const isPlaceholder = (value: string, key: string) =>
      /^(lorem\b.*|<[^>]+>|xxx+|todo|tbd|foo|bar)$/i.test(value.trim()) ||
      (value === 'string' && key !== 'type');
    const visit = (value: unknown, where: string, key = '') => {
      if (typeof value === 'string' && isPlaceholder(value, key))
        placeholders.push(`${where}: ${value}`);
      else if (Array.isArray(value))
        value.forEach((item, index) => visit(item, `${where}/${index}`, key));
      else if (value && typeof value === 'object')
        for (const [name, item] of Object.entries(value)) visit(item, `${where}/${name}`, name);
    };
    for (const site of sites) visit(site.example, site.where);
    expect(placeholders).toEqual([]);
  });
});

describe('toJsonSchema', () => {
  it('lets null through a nullable typed schema only', () => {
    expect(toJsonSchema({ type: 'string', nullable: true })).toEqual({ type: ['string', 'null'] });
    expect(toJsonSchema({ type: 'string' })).toEqual({ type: 'string' });
  });

  it('keeps an enum closed to null unless it lists null (OpenAPI 3.0.3)', () => {
    expect(validate({ type: 'string', nullable: true, enum: ['a'] }, null)).not.toEqual([]);
    expect(validate({ type: 'string', nullable: true, enum: ['a', null] }, null)).toEqual([]);
  });

  it('refuses nullable without a type beside it', () => {
    expect(() =>
      toJsonSchema({ nullable: true, allOf: [{ $ref: '#/components/schemas/Account' }] }),
    ).toThrow(/nullable needs a type/);
  });

  it('turns OpenAPI 3.0 boolean exclusive bounds into JSON Schema numbers', () => {
    expect(toJsonSchema({ type: 'number', minimum: 0, exclusiveMinimum: true })).toEqual({
      type: 'number',
      exclusiveMinimum: 0,
    });
  });
});
