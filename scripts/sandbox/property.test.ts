// @vitest-environment node
/**
 * Property: whatever invalid request reaches any operation of the description (a missing required
 * field, an unknown field, a value of the wrong type, a bad address, a negative, zero or
 * over-precise amount, an unknown identifier in the path, unreadable JSON, a body that is not an
 * object, a body over the limit, no key or an unknown key), the sandbox answers with a 4xx the
 * operation documents, in the description's error shape; never a 5xx, never a crash. fast-check
 * generates the requests from each operation's own request example.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  isSecured,
  operationEntries,
  operationParameters,
  resolveObject,
  type JsonObject,
} from '@/lib/openapi/document/walk';
import { document, sandboxFixture } from './test-support';

let fixture: Awaited<ReturnType<typeof sandboxFixture>>;
beforeAll(async () => {
  fixture = await sandboxFixture();
});

interface Operation {
  id: string;
  method: string;
  template: string;
  path: string;
  secured: boolean;
  body?: JsonObject;
  required: string[];
  query: { name: string; required: boolean; example: unknown }[];
}

const resolve = (node: unknown): JsonObject | undefined => resolveObject(document, node);

/** Every operation of the description, with a valid request to start from (its first example). */
const operations: Operation[] = operationEntries(document).map((entry) => {
  const { operation, method, path: template, operationId } = entry;
  const content = resolve(resolve(resolve(operation.requestBody)?.content)?.['application/json']);
  const firstExample = content?.examples
    ? resolve(Object.values(resolve(content.examples) ?? {})[0])?.value
    : undefined;
  const body = content ? ((content.example ?? firstExample) as JsonObject) : undefined;
  const schema = content ? resolve(content.schema) : undefined;
  const parameters = operationParameters(document, entry);
  return {
    id: operationId,
    method,
    template,
    path: template.replace('{stakingIdentifier}', 'ATOM'),
    secured: isSecured(document, operation),
    body,
    required: (schema?.required as string[]) ?? [],
    query: parameters
      .filter((p) => p.in === 'query')
      .map((p) => ({ name: p.name as string, required: Boolean(p.required), example: p.example })),
  };
});

const withBody = operations.filter((operation) => operation.body);
const withRequired = withBody.filter((operation) => operation.required.length > 0);
const withQuery = operations.filter((operation) => operation.query.length > 0);
const secured = operations.filter((operation) => operation.secured);
const tendermint = operations.filter((operation) =>
  operation.template.includes('{stakingIdentifier}'),
);
const amountOps = withBody.filter((o) => typeof o.body!.amount === 'string');
const addressOps = withBody.filter((o) => typeof o.body!.delegatorAddress === 'string');
const TENDERMINT_IDS = new Set([
  'ATOM',
  'EVMOS',
  'INJ',
  'OSMO',
  'TIA',
  'JUNO',
  'AXL',
  'DYDX',
  'STARS',
  'AKT',
  'DYM',
  'LUNA',
  'SEI',
  'FLIX',
  'KAVA',
  'COREUM',
  'SAGA',
  'XPRT',
  'UX',
  'CRO',
  'BAND',
  'HUAHUA',
  'FET',
  'PASG',
  'HEART',
  'KYVE',
  'SOMM',
  'XPLA',
  'BTSG',
  'IRIS',
  'MED',
  'CTK',
  'QSR',
]);

/** A request: where to send it and what. */
interface Request {
  op: Operation;
  path: string;
  query?: string;
  body?: unknown;
  raw?: string;
  apiKey?: string | null;
}

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
/** Strings no chain's address allows: they hold a character outside every address alphabet. */
const badAddress = fc
  .tuple(fc.string({ maxLength: 60 }), fc.constantFrom('!', ' ', '#', 'O0l?', '\u00e9', '/'))
  .map(([s, c]) => s + c);
/** Amounts the spec refuses: not positive, not decimal, or more decimals than any chain has (24). */
const badAmount = fc.oneof(
  fc.double({ noNaN: true }).map((n) => `-${Math.abs(n) + 1}`),
  fc.constantFrom(
    '0',
    '0.0',
    '00',
    '0.000',
    '-0',
    '+1',
    '1e18',
    '1,5',
    ' 1',
    '1 ',
    '.5',
    '5.',
    'NaN',
    'Infinity',
    '',
    '٣',
  ),
  fc.integer({ min: 0, max: 999 }).map((n) => `${n}.${'0'.repeat(24)}1`),
  fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/^(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(s)),
);

const invalidRequest: fc.Arbitrary<Request> = fc.oneof(
  // A required field missing.
  fc.constantFrom(...withRequired).chain((op) =>
    fc.constantFrom(...op.required).map((field) => {
      const body = { ...op.body };
      delete body[field];
      return { op, path: op.path, body };
    }),
  ),
  // A field the operation does not declare.
  fc
    .tuple(
      fc.constantFrom(...withBody),
      fc.string({ minLength: 1, maxLength: 12 }).map((s) => `x_${s}`),
      fc.jsonValue(),
    )
    .map(([op, field, value]) => ({ op, path: op.path, body: { ...op.body, [field]: value } })),
  // A declared field of the wrong type.
  fc
    .constantFrom(...withBody)
    .chain((op) =>
      fc
        .tuple(fc.constantFrom(...Object.keys(op.body!)), wrongType)
        .map(([field, value]) => ({ op, path: op.path, body: { ...op.body, [field]: value } })),
    ),
  // An address no chain allows.
  fc.tuple(fc.constantFrom(...addressOps), badAddress).map(([op, address]) => ({
    op,
    path: op.path,
    body: { ...op.body, delegatorAddress: address },
  })),
  // An amount the spec refuses.
  fc
    .tuple(fc.constantFrom(...amountOps), badAmount)
    .map(([op, amount]) => ({ op, path: op.path, body: { ...op.body, amount } })),
  // An identifier the Tendermint routes do not list.
  fc
    .tuple(
      fc.constantFrom(...tendermint),
      fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/).filter((id) => !TENDERMINT_IDS.has(id)),
    )
    .map(([op, id]) => ({
      op,
      path: op.template.replace('{stakingIdentifier}', id),
      body: op.body,
    })),
  // Unreadable JSON, and bodies that are not objects.
  fc
    .tuple(fc.constantFrom(...withBody), fc.integer({ min: 1, max: 40 }))
    .map(([op, cut]) => ({ op, path: op.path, raw: JSON.stringify(op.body).slice(0, -cut) })),
  fc
    .tuple(
      fc.constantFrom(...withBody),
      fc.oneof(
        fc.array(fc.jsonValue(), { maxLength: 3 }),
        fc.string(),
        fc.integer(),
        fc.constant(null),
      ),
    )
    .map(([op, value]) => ({ op, path: op.path, raw: JSON.stringify(value) })),
  // Query parameters: a value of the wrong format, or one the operation does not declare.
  fc
    .tuple(
      fc.constantFrom(
        ...withQuery.filter(
          (operation) => operation.id !== 'getCurrentYield' && operation.id !== 'deleteApiKey',
        ),
      ),
      fc.string({ maxLength: 20 }).map((s) => `${s}!`),
    )
    .chain(([op, value]) =>
      fc
        .constantFrom(...op.query)
        .map((q) => ({ op, path: op.path, query: `${q.name}=${encodeURIComponent(value)}` })),
    ),
  fc
    .tuple(fc.constantFrom(...withQuery), fc.stringMatching(/^[a-z]{1,10}$/))
    .filter(([op, name]) => !op.query.some((q) => q.name === name))
    .map(([op, name]) => ({ op, path: op.path, query: `${name}=1`, body: op.body })),
  // No key, or a key the sandbox never issued.
  fc
    .tuple(
      fc.constantFrom(...secured),
      fc.option(
        fc.string({ minLength: 1, maxLength: 60 }).filter((s) => /^[\x21-\x7e]+$/.test(s)),
        { nil: null },
      ),
    )
    .map(([op, apiKey]) => ({ op, path: op.path, body: op.body, apiKey })),
);

describe('invalid requests to every operation', () => {
  it('covers every operation of the description', () => {
    expect(operations).toHaveLength(60);
    expect(withBody.length).toBeGreaterThan(45);
  });

  it('are answered with a documented 4xx in the error shape, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(invalidRequest, async (request) => {
        const url = request.query ? `${request.path}?${request.query}` : request.path;
        const answer = await fixture.call(request.op.method, url, {
          body: request.body,
          raw: request.raw,
          apiKey: request.apiKey === undefined ? undefined : request.apiKey,
        });
        // call() has already held the answer to the description (a documented status, the error shape).
        expect(
          answer.status,
          `${request.op.id} ${url} ${request.raw ?? JSON.stringify(request.body)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(typeof answer.body.message).toBe('string');
      }),
      { numRuns: 600, seed: Number(process.env.PROPERTY_SEED ?? Date.now() % 2 ** 31) },
    );
  });

  it('a body over the 1 MB limit is a 400 for every operation that takes one', async () => {
    const big = 'x'.repeat(1_100_000);
    for (const op of withBody) {
      const answer = await fixture.call(op.method, op.path, {
        raw: JSON.stringify({ ...op.body, padding: big }),
      });
      expect(answer.status, op.id).toBe(400);
    }
  });
});
