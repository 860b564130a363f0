// @vitest-environment node
/**
 * The description and the sandbox agree on what a request may carry: for every operation with a
 * body, its examples are valid for both (the description read by ajv, the sandbox by its answer),
 * and the same body with a field the operation does not take is refused by both.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { operationEntries, resolveObject, type JsonObject } from '@/lib/openapi/document/walk';
import { postExamples } from './description.mjs';
import { document, sandboxFixture, validatorOf } from './test-support';

let fixture: Awaited<ReturnType<typeof sandboxFixture>>;
beforeEach(async () => {
  fixture ??= await sandboxFixture();
  await fixture.sandbox.reset();
});

const pathOf = (operationId: string, params: Record<string, string>) =>
  operationEntries(document)
    .find((entry) => entry.operationId === operationId)!
    .path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]);

const schemaOf = (operationId: string) => {
  const { operation } = operationEntries(document).find(
    (entry) => entry.operationId === operationId,
  )!;
  const body = resolveObject(document, operation.requestBody)!;
  return ((body.content as JsonObject)['application/json'] as JsonObject).schema;
};

const examples = postExamples(document).map(
  (pair) => [pair.operationId, pair.name ?? '(example)', pair] as const,
);

describe('request bodies: the description says what the sandbox enforces', () => {
  it('every operation that takes a body has an example here: 50 operations', () => {
    expect(new Set(examples.map(([operationId]) => operationId)).size).toBe(50);
  });

  it.each(examples)('%s %s: the example is valid for both', async (operationId, _, pair) => {
    const validate = validatorOf(schemaOf(operationId));
    expect(validate(pair.request) ? [] : validate.errors).toEqual([]);
    const answer = await fixture.call('post', pathOf(operationId, pair.params), {
      body: pair.request,
    });
    // The chain's state may refuse an example whose story needs an earlier transaction (422),
    // but the request itself is never refused as malformed.
    expect(answer.status, JSON.stringify(answer.body)).not.toBe(400);
  });

  it.each(examples)(
    '%s %s: a field the operation does not take is refused by both',
    async (operationId, _, pair) => {
      const body = { ...pair.request, memo: 'not a field' };
      const validate = validatorOf(schemaOf(operationId));
      expect(validate(body)).toBe(false);
      expect(validate.errors?.map((error) => error.keyword)).toEqual(['additionalProperties']);
      const answer = await fixture.call('post', pathOf(operationId, pair.params), { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        status: 400,
        message: 'memo is not a field of this request',
        field: 'memo',
      });
    },
  );
});

describe('reporting dates: a day that is not in the calendar is refused by both', () => {
  const dateSchema = { $ref: '#/components/schemas/ReportingDate' };

  it.each([
    ['0000-00-00'],
    ['2025-02-30'],
    ['2025-02-29'],
    ['1900-02-29'],
    ['2025-04-31'],
    ['2025-13-01'],
    ['2025-02-30T00:00:00Z'],
    ['2025-10-01T24:00Z'],
    ['2025-10-01T10:00'],
  ])('%s is refused', async (value) => {
    expect(validatorOf(dateSchema)(value)).toBe(false);
    for (const field of ['begDate', 'endDate']) {
      const answer = await fixture.call(
        'get',
        `/v1/reporting/earnings/total?${field}=${encodeURIComponent(value)}`,
      );
      expect(answer.body).toEqual({
        status: 400,
        message: `${field} must be a date (YYYY-MM-DD) or an ISO 8601 date-time`,
        field,
      });
    }
  });

  it.each([
    ['2024-02-29', '2024-05-31'],
    ['2000-02-29', '2000-03-31'],
    ['2025-10-01', '2025-12-31'],
    ['2025-10-01T10:00Z', '2025-12-31T23:59:59.999+02:00'],
  ])('%s to %s is a range', async (begDate, endDate) => {
    expect(validatorOf(dateSchema)(begDate)).toBe(true);
    expect(validatorOf(dateSchema)(endDate)).toBe(true);
    const query = new URLSearchParams({ begDate, endDate });
    const answer = await fixture.call('get', `/v1/reporting/earnings/total?${query}`);
    expect(answer.status).toBe(200);
  });
});

describe("every error answer is in the description's Error shape, whatever the request", () => {
  const error = (status: number, message: string) => ({ status, message });

  /** An answer as it comes, its body held to the Error schema (call() reads URLs as a browser). */
  async function sent(method: string, url: string) {
    const answer = await fixture.sandbox.app.inject({ method: method.toUpperCase() as 'GET', url });
    const body = JSON.parse(answer.body);
    const validate = validatorOf({ $ref: '#/components/schemas/Error' });
    expect(validate(body) ? [] : validate.errors).toEqual([]);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    return { body, allow: answer.headers.allow };
  }

  it.each([
    [
      'trace',
      '/v1/yield/current?stakingIdentifier=ATOM',
      405,
      'TRACE is not allowed on /v1/yield/current',
    ],
    ['search', '/v1/yield/current', 405, 'SEARCH is not allowed on /v1/yield/current'],
    ['put', '/v1/yield/current', 405, 'PUT is not allowed on /v1/yield/current'],
    [
      'patch',
      '/v1/account/create/api-key',
      405,
      'PATCH is not allowed on /v1/account/create/api-key',
    ],
    ['trace', '/v1/nothing', 404, 'No operation at TRACE /v1/nothing'],
    ['propfind', '/v1/nothing', 404, 'No operation at PROPFIND /v1/nothing'],
    ['get', '/v1/nothing', 404, 'No operation at GET /v1/nothing'],
    ['get', '//', 404, 'No operation at GET //'],
    ['get', '/%zz', 400, 'The request URL cannot be read'],
  ])('%s %s is %i', async (method, url, status, message) => {
    const { body, allow } = await sent(method, url);
    expect(body).toEqual(error(status, message));
    expect(allow).toBe(status !== 405 ? undefined : url.startsWith('/v1/yield') ? 'GET' : 'POST');
  });

  it.each([
    ['{"name": ', 'The request body is not valid JSON'],
    ['"a string"', 'The request body must be a JSON object'],
    ['42', 'The request body must be a JSON object'],
    ['null', 'The request body must be a JSON object'],
    ['["name"]', 'The request body must be a JSON object'],
    ['{"name": "ops", "": 1}', 'A field with an empty name is not a field of this request'],
  ])('the body %s is 400: %s', async (raw, message) => {
    const answer = await fixture.call('post', '/v1/account/create/api-key', { raw });
    expect(answer.body).toEqual(error(400, message));
  });

  it('a query parameter without a name is 400', async () => {
    const answer = await fixture.call('get', '/v1/yield/current?=1&stakingIdentifier=ATOM');
    expect(answer.body).toEqual(
      error(400, 'A query parameter must have a name (the query has "=" first)'),
    );
  });
});
