// @vitest-environment node
/**
 * Every request example of the description, sent as it is to a fresh sandbox, as a reader sends
 * it with Try It, a code sample or the Postman collection: each gets a success status the
 * operation documents, with an answer its schema allows (test-support's referee), and a forge or
 * broadcast answer is the one the description shows for that example.
 *
 * The requests are read from the description here, not with the code that writes the samples:
 * every parameter's example, and each request body example in turn. A Tendermint operation's
 * examples are named after their staking identifier, which then fills `{stakingIdentifier}`.
 */
import { loadApiDocument } from '@/lib/openapi/document/load';
import {
  isObject,
  operationEntries,
  operationParameters,
  resolveObject,
  type JsonObject,
} from '@/lib/openapi/document/walk';
import { CHAINS } from '@/lib/chains/tendermint/facts';
import { sandboxFixture, type Answer } from '../scripts/sandbox/test-support';

const document = loadApiDocument();

interface ExampleRequest {
  operationId: string;
  /** The request body example's name, when the operation has several. */
  example?: string;
  method: string;
  url: string;
  body?: unknown;
  secured: boolean;
  /** The documented answer of this example (same name, else the only one), when there is one. */
  documented?: JsonObject;
  successStatuses: string[];
}

function examplesOf(media: JsonObject | undefined): [string | undefined, unknown][] {
  if (!media) return [];
  if ('example' in media) return [[undefined, media.example]];
  return Object.entries((media.examples ?? {}) as JsonObject).map(([name, entry]) => [
    name,
    resolveObject(document, entry)?.value,
  ]);
}

function parameterExample(parameter: JsonObject): unknown {
  if ('example' in parameter) return parameter.example;
  const first = Object.values((parameter.examples ?? {}) as JsonObject)[0];
  if (first !== undefined) return resolveObject(document, first)?.value;
  return (parameter.schema as JsonObject | undefined)?.example;
}

function exampleRequests(): ExampleRequest[] {
  return operationEntries(document).flatMap((entry): ExampleRequest[] => {
    const { method, path, operation, operationId } = entry;
    const responses = operation.responses as JsonObject;
    const successStatuses = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
    const successContent = (resolveObject(document, responses[successStatuses[0]!]) ?? {})
      .content as JsonObject | undefined;
    const answers = examplesOf(successContent?.['application/json'] as JsonObject | undefined);
    const body = resolveObject(document, operation.requestBody);
    const bodies = examplesOf(
      (body?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined,
    );
    const parameters = operationParameters(document, entry);
    return (bodies.length ? bodies : [[undefined, undefined] as [undefined, undefined]]).map(
      ([name, value]) => {
        let url = path;
        const query = new URLSearchParams();
        for (const parameter of parameters) {
          const example =
            name && parameter.name === 'stakingIdentifier' && name in CHAINS
              ? name
              : parameterExample(parameter);
          if (example === undefined) continue;
          if (parameter.in === 'path')
            url = url.replace(`{${String(parameter.name)}}`, encodeURIComponent(String(example)));
          if (parameter.in === 'query') query.append(String(parameter.name), String(example));
        }
        const documented =
          answers.find(([answerName]) => answerName === name)?.[1] ??
          (answers.length === 1 ? answers[0]![1] : undefined);
        return {
          operationId,
          example: name,
          method,
          url: query.size ? `${url}?${query}` : url,
          body: value,
          secured: !(Array.isArray(operation.security) && operation.security.length === 0),
          documented: isObject(documented) ? documented : undefined,
          successStatuses,
        };
      },
    );
  });
}

const requests = exampleRequests();
const label = (request: ExampleRequest) =>
  `${request.operationId}${request.example ? ` (${request.example})` : ''}: ` +
  `${request.method.toUpperCase()} ${request.url}`;
let fx: Awaited<ReturnType<typeof sandboxFixture>>;

beforeAll(async () => {
  fx = await sandboxFixture();
});

describe('every request example of the description, sent to a fresh sandbox', () => {
  it('covers every operation, and each request body example of each', () => {
    expect(new Set(requests.map((request) => request.operationId)).size).toBe(60);
    // Three Tendermint stake examples (ATOM, INJ, EVMOS) among them.
    expect(
      requests
        .filter((request) => request.operationId === 'forgeTendermintStake')
        .map((request) => request.url),
    ).toEqual([
      '/v1/transactions/ATOM/forge/stake',
      '/v1/transactions/INJ/forge/stake',
      '/v1/transactions/EVMOS/forge/stake',
    ]);
    expect(requests.find((request) => request.operationId === 'getTransaction')!.url).toBe(
      '/v1/transaction?uuid=9e0614ea-a73c-47bc-aae6-7faf06a252c4',
    );
  });

  it.each(requests.map((request) => [label(request), request] as const))(
    '%s gets its documented success answer',
    async (_, request) => {
      await fx.sandbox.reset();
      // `call` holds the answer to the description: a documented status and the schema of its body.
      const answer: Answer = await fx.call(request.method, request.url, {
        body: request.body,
        apiKey: request.secured ? undefined : null,
      });
      expect(
        request.successStatuses,
        `${label(request)} → ${answer.status} ${JSON.stringify(answer.body)}`,
      ).toContain(String(answer.status));
      if (request.documented && /\/forge\//.test(request.url))
        expect(answer.body.transaction).toEqual(request.documented.transaction);
      if (request.documented && /\/broadcast$/.test(request.url))
        expect(answer.body).toEqual(request.documented);
    },
  );
});
