// Which operations of the API description the example programs called, read from what they sent
// (the exchanges the recording pass-through of run-examples.mjs keeps), not from their source: a
// call a program names but never makes does not count, and neither does one the API refused.
import {
  operationEntries,
  operationParameters,
  resolveObject,
} from '../../lib/openapi/document/walk';
/** @import { JsonObject } from '../../lib/openapi/document/walk' */

/**
 * One request a program sent and the status it got back.
 * @typedef {{ method: string, url: string, status: number }} SentRequest
 */

/**
 * A route of the description as a matcher: its operation, the pattern of its path, and the values
 * each path parameter may take (null: any one path segment).
 * @typedef {{ operationId: string, method: string, pattern: RegExp, allowed: (readonly string[] | null)[], templated: number }} Route
 */

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The routes of `document`, literal paths before templated ones, so that
 * `/v1/transactions/SOL/broadcast` is its own operation and not the `{stakingIdentifier}` one.
 * @param {JsonObject} document
 * @returns {Route[]}
 */
function routesOf(document) {
  const routes = operationEntries(document).map((entry) => {
    const parameters = operationParameters(document, entry);
    /** @type {(readonly string[] | null)[]} */
    const allowed = [];
    const source = entry.path
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{([^}]+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        const parameter = parameters.find(
          (candidate) => candidate.in === 'path' && candidate.name === name,
        );
        const schema = (parameter && resolveObject(document, parameter.schema)) ?? {};
        allowed.push(Array.isArray(schema.enum) ? schema.enum.map(String) : null);
        return '([^/?#]+)';
      })
      .join('');
    return {
      operationId: entry.operationId,
      method: entry.method.toUpperCase(),
      pattern: new RegExp(`^${source}$`),
      allowed,
      templated: allowed.length,
    };
  });
  return routes.sort((a, b) => a.templated - b.templated);
}

/**
 * A function that names the operation a request went to, or undefined when no operation of
 * `document` has that method and path (a path parameter outside its enum included).
 * @param {JsonObject} document
 * @returns {(method: string, url: string) => string | undefined}
 */
export function operationMatcher(document) {
  const routes = routesOf(document);
  return (method, url) => {
    const path = new URL(url, 'http://loopback').pathname;
    for (const route of routes) {
      if (route.method !== method.toUpperCase()) continue;
      const match = route.pattern.exec(path);
      if (!match) continue;
      const values = match.slice(1).map(decodeURIComponent);
      if (
        values.every(
          (value, index) => route.allowed[index] === null || route.allowed[index]?.includes(value),
        )
      )
        return route.operationId;
    }
    return undefined;
  };
}

/**
 * The operations of `document` that the requests in `sent` called and the API answered with a
 * success (a 2xx status), with how often.
 * @param {JsonObject} document
 * @param {Iterable<SentRequest>} sent
 * @returns {Map<string, number>}
 */
export function calledOperations(document, sent) {
  const operationOf = operationMatcher(document);
  /** @type {Map<string, number>} */
  const called = new Map();
  for (const request of sent) {
    if (request.status < 200 || request.status > 299) continue;
    const operationId = operationOf(request.method, request.url);
    if (operationId) called.set(operationId, (called.get(operationId) ?? 0) + 1);
  }
  return called;
}

/**
 * Every operation id of `document`, in document order.
 * @param {JsonObject} document
 */
export function allOperationIds(document) {
  return operationEntries(document).map((entry) => entry.operationId);
}
