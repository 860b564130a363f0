/**
 * The request of each operation as code, generated at build time by httpsnippet-lite (the
 * generator Stoplight Elements itself uses) from the description: the first server, the path
 * and query parameters' examples, the key as a placeholder, and the request body's first
 * example. The operation pages show them, and the published description carries the same
 * text as `x-codeSamples`, so Elements' request samples are these (./published.ts).
 */
import { HTTPSnippet, type HarRequest } from 'httpsnippet-lite';
import { isObject, type JsonObject } from '../document/walk';
import { CODE_SAMPLE_TARGETS, type CodeSampleTarget } from './code-sample-targets';
import {
  operationModels,
  requestExample,
  type OperationModel,
  type ParameterModel,
} from './operation';

/** What a reader puts in place of their key, and the header that carries it (the description's security scheme). */
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';
export const API_KEY_HEADER = 'api-key';

export interface CodeSample extends CodeSampleTarget {
  source: string;
}

const OPTIONS: Record<string, object> = {
  // The body as indented JSON, as the request examples of the page show it.
  curl: { prettifyJson: true },
};

function exampleValue(parameter: ParameterModel): unknown {
  if (parameter.examples.length > 0) return parameter.examples[0].value;
  return parameter.schema.example?.value ?? parameter.schema.default?.value;
}

/** The server every sample calls: the description's first (production). */
function serverUrl(document: JsonObject): string {
  const [first] = Array.isArray(document.servers) ? document.servers : [];
  return isObject(first) && typeof first.url === 'string' ? first.url.replace(/\/+$/, '') : '';
}

/** The operation's example request as HAR, the input of httpsnippet. */
export function exampleRequest(document: JsonObject, model: OperationModel): HarRequest {
  let path = model.path;
  const query: { name: string; value: string }[] = [];
  const headers: { name: string; value: string }[] = [];
  for (const parameter of model.parameters) {
    const value = exampleValue(parameter);
    if (value === undefined) continue;
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (parameter.in === 'query') query.push({ name: parameter.name, value: String(value) });
    else if (parameter.in === 'header')
      headers.push({ name: parameter.name, value: String(value) });
  }
  if (model.secured) headers.push({ name: API_KEY_HEADER, value: API_KEY_PLACEHOLDER });
  const body = requestExample(model);
  if (body) headers.push({ name: 'content-type', value: body.mediaType });
  const search = query.length
    ? `?${new URLSearchParams(query.map(({ name, value }) => [name, value]))}`
    : '';
  return {
    method: model.method.toUpperCase(),
    url: `${serverUrl(document)}${path}${search}`,
    httpVersion: 'HTTP/1.1',
    headers,
    queryString: query,
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    ...(body && { postData: { mimeType: body.mediaType, text: JSON.stringify(body.value) } }),
  };
}

/** The samples of one operation, in CODE_SAMPLE_TARGETS order. */
export async function codeSamples(
  document: JsonObject,
  model: OperationModel,
): Promise<CodeSample[]> {
  const snippet = new HTTPSnippet(exampleRequest(document, model));
  return Promise.all(
    CODE_SAMPLE_TARGETS.map(async (target) => {
      const output = await snippet.convert(target.lang, target.lib, OPTIONS[target.lib]);
      const source = Array.isArray(output) ? output[0] : output;
      if (!source)
        throw new Error(
          `httpsnippet-lite wrote no ${target.label} sample for ${model.operationId}.`,
        );
      return { ...target, source: source.trimEnd() };
    }),
  );
}

const cache = new WeakMap<JsonObject, Promise<Map<string, CodeSample[]>>>();

/** Every operation's samples by operation id, generated once per document. */
export function allCodeSamples(document: JsonObject): Promise<Map<string, CodeSample[]>> {
  if (!cache.has(document)) {
    cache.set(
      document,
      Promise.all(
        operationModels(document).map(
          async (model) => [model.operationId, await codeSamples(document, model)] as const,
        ),
      ).then((entries) => new Map(entries)),
    );
  }
  return cache.get(document)!;
}
