// The API description as the sandbox reads it, through the one walk of lib/openapi/document/walk.ts:
// the request and response examples of its POST operations, which the sandbox seeds so that the
// reference's later examples (a broadcast, a lookup) name transactions it knows. The sandbox
// routes and validates with the description as it is: its request bodies refuse fields they do
// not declare (`additionalProperties: false`), so what the sandbox refuses, the description says.
import {
  isObject,
  operationEntries,
  operationParameters,
  resolveObject,
} from '../../lib/openapi/document/walk';
/** @import { JsonObject } from '../../lib/openapi/document/walk' */

const JSON_TYPE = 'application/json';

/**
 * The JSON content of a request body or response, resolved.
 * @param {JsonObject} document
 * @param {unknown} holder a request body or response, or a `$ref` to one
 */
function jsonContent(document, holder) {
  const content = resolveObject(document, holder)?.content;
  return isObject(content) ? resolveObject(document, content[JSON_TYPE]) : undefined;
}

/**
 * An example pair of a POST operation: the request body and the 200 answer shown with it (the
 * response example of the same name, or the single one), and the path parameters it is sent with:
 * a parameter takes the example's name when that is one of its values (a Tendermint example named
 * after its chain), else its own example.
 * @typedef {{ operationId: string, name: string | undefined, params: Record<string, string>, request: JsonObject, response: JsonObject | undefined }} ExamplePair
 */

/**
 * The path parameters of an operation for an example named `name`.
 * @param {JsonObject} document
 * @param {import('../../lib/openapi/document/walk').OperationEntry} entry
 * @param {string | undefined} name
 * @returns {Record<string, string>}
 */
function pathParameters(document, entry, name) {
  /** @type {Record<string, string>} */
  const params = {};
  for (const parameter of operationParameters(document, entry)) {
    if (parameter.in !== 'path') continue;
    const values = resolveObject(document, parameter.schema)?.enum;
    const value =
      name !== undefined && Array.isArray(values) && values.includes(name)
        ? name
        : parameter.example;
    if (value !== undefined) params[String(parameter.name)] = String(value);
  }
  return params;
}

/**
 * Every request example of the description's POST operations, with its 200 answer.
 * @param {JsonObject} document
 * @returns {ExamplePair[]}
 */
export function postExamples(document) {
  /** @type {ExamplePair[]} */
  const pairs = [];
  for (const entry of operationEntries(document)) {
    const { method, operation, operationId } = entry;
    if (method !== 'post') continue;
    const request = jsonContent(document, operation.requestBody);
    const responses = isObject(operation.responses) ? operation.responses : {};
    const response = jsonContent(document, responses['200']);
    if (!request) continue;
    const valueOf = (/** @type {unknown} */ example) =>
      /** @type {JsonObject | undefined} */ (resolveObject(document, example)?.value);
    if (isObject(request.examples)) {
      const answers = isObject(response?.examples) ? response.examples : {};
      for (const [name, example] of Object.entries(request.examples)) {
        pairs.push({
          operationId,
          name,
          params: pathParameters(document, entry, name),
          request: valueOf(example) ?? {},
          response: valueOf(answers[name]),
        });
      }
    } else if (isObject(request.example)) {
      pairs.push({
        operationId,
        name: undefined,
        params: pathParameters(document, entry, undefined),
        request: request.example,
        response: isObject(response?.example) ? response.example : undefined,
      });
    }
  }
  return pairs;
}
