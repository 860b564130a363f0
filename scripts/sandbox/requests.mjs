// One request through the sandbox: settle what is due, route it to its operation, check the key,
// read the JSON body, refuse undeclared or repeated query parameters, validate it against the
// description, and hand it to its operation's handler. Every refusal is answered in the
// description's error shape ({ status, message, field }).
import { InvalidRequest, Refused } from '../../lib/chains/base/errors';
import { describeBroadcast, describeForge } from './chain.mjs';
import { HTTP_METHODS, isSecured } from '../../lib/openapi/document/walk';
import { NotFound } from './store.mjs';
import { firstValidationError } from './validation-errors.mjs';
/** @import { OpenAPIBackend, Operation } from 'openapi-backend' */
/** @import { ApiKey, Store } from './store.mjs' */

/** A refusal of the HTTP layer, with the status and headers to answer it with. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {string} [field]
   * @param {Record<string, string>} [headers]
   */
  constructor(status, message, field, headers = {}) {
    super(message);
    this.status = status;
    this.field = field;
    this.headers = headers;
  }
}

/** An answer of the sandbox. @typedef {{ status: number, body?: unknown, headers?: Record<string, string> }} Answer */

/**
 * What an operation's handler receives: the operation, its path parameters, the query, the parsed
 * body and the key that called (null for the calls that need none).
 * @typedef {object} HandlerInput
 * @property {Operation} operation
 * @property {Record<string, string>} params
 * @property {Record<string, string>} query
 * @property {any} body The JSON body, valid for the operation's schema.
 * @property {ApiKey} key
 */

/** @typedef {(input: HandlerInput) => Answer | Promise<Answer>} Handler */

/**
 * A request as fastify received it.
 * @typedef {object} IncomingRequest
 * @property {string} method lower case
 * @property {string} path
 * @property {string} query without its "?"
 * @property {Record<string, string | string[] | undefined>} headers
 * @property {string | undefined} rawBody
 */

/**
 * Routes, authenticates, validates and answers one request.
 * @param {OpenAPIBackend} api
 * @param {Record<string, Handler>} handlers by operationId; `forge` answers every forge operation,
 *   `broadcast` every broadcast operation
 * @param {{ store: Store }} state
 * @param {IncomingRequest} incoming
 * @returns {Promise<Answer>}
 */
export async function handle(api, handlers, state, { method, path, query, headers, rawBody }) {
  const routed = {
    method,
    path,
    headers: /** @type {Record<string, string | string[]>} */ (headers),
    query,
  };
  try {
    state.store.advance();
    const operation = api.matchOperation(routed);
    if (!operation) {
      const other = HTTP_METHODS.find(
        (candidate) => candidate !== method && api.matchOperation({ ...routed, method: candidate }),
      );
      if (other)
        throw new HttpError(405, `${method.toUpperCase()} is not allowed on ${path}`, undefined, {
          allow: other.toUpperCase(),
        });
      throw new HttpError(404, `No operation at ${method.toUpperCase()} ${path}`);
    }
    const secured = isSecured(
      /** @type {import('../../lib/openapi/document/walk').JsonObject} */ (api.definition),
      /** @type {import('../../lib/openapi/document/walk').JsonObject} */ (operation),
    );
    const key = secured ? state.store.authenticate(headers['api-key']) : null;
    if (secured && !key) throw new HttpError(401, 'Missing or invalid api-key header');

    let body;
    if (rawBody !== undefined && rawBody !== '') {
      const type = String(headers['content-type'] ?? '');
      if (!/^application\/json\b/i.test(type))
        throw new HttpError(
          400,
          'The request body must be JSON, sent with content-type: application/json',
        );
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON');
      }
      // Every request body of the description is an object; a string or number would be read
      // as JSON text again by the validator.
      if (body === null || typeof body !== 'object' || Array.isArray(body))
        throw new HttpError(400, 'The request body must be a JSON object');
    } else if (operation.requestBody) {
      throw new HttpError(400, 'A JSON body is required');
    }
    const declared = new Set(
      (operation.parameters ?? [])
        .map((parameter) => /** @type {{ in?: string, name?: string }} */ (parameter))
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name),
    );
    const params = new URLSearchParams(query);
    for (const name of new Set(params.keys())) {
      if (name === '')
        throw new HttpError(400, 'A query parameter must have a name (the query has "=" first)');
      if (!declared.has(name))
        throw new HttpError(400, `${name} is not a query parameter of this operation`, name);
      if (params.getAll(name).length > 1)
        throw new HttpError(400, `${name} must be given once`, name);
    }
    const request = { ...routed, body };
    const validation = api.validateRequest(request, operation);
    if (!validation.valid) {
      const { message, field } = firstValidationError(validation.errors ?? []);
      throw new HttpError(400, message, field);
    }
    const parsed = api.router.parseRequest(request, operation);
    const operationId = String(operation.operationId);
    const handler =
      handlers[operationId] ??
      (describeForge(operationId, parsed.params)
        ? handlers.forge
        : describeBroadcast(operationId, parsed.params)
          ? handlers.broadcast
          : null);
    if (!handler) throw new HttpError(501, `${operationId} is not simulated by the sandbox`);
    return await handler({
      operation,
      params: parsed.params,
      query: Object.fromEntries(params),
      body,
      key: /** @type {ApiKey} */ (key),
    });
  } catch (error) {
    if (
      error instanceof HttpError ||
      error instanceof InvalidRequest ||
      error instanceof Refused ||
      error instanceof NotFound
    ) {
      /** @type {{ status: number, message: string, field?: string }} */
      const out = { status: error.status, message: error.message };
      if (error.field) out.field = error.field;
      return {
        status: error.status,
        body: out,
        headers: error instanceof HttpError ? error.headers : undefined,
      };
    }
    throw error;
  }
}
