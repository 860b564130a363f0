// The sandbox's HTTP side: fastify serves it, openapi-backend routes each request to its operation
// and validates it against the API description itself (no second copy of the schemas), and every
// error is answered in the description's error shape ({ status, message, field }) with the status
// its Errors section gives: 400 malformed or not accepted, 401 key, 404 unknown, 422 state.
//
// createSandbox({ document }) returns { app, state, reset(), close() }; `app` is a fastify instance
// (listen on it, or call app.inject() in tests). The chains (chain.mjs) and the accounts, keys and
// transactions (store.mjs) live in memory; reset() starts them again from the snapshot. A request
// goes through requests.mjs to its operation's handler (handlers.mjs).
//
// It answers its first request in a fraction of a second: nothing of a chain is loaded at start
// (each family joins the chain on its first use), and an operation's validators are compiled on
// its first call.
import Fastify from 'fastify';
import cors from '@fastify/cors';
import { OpenAPIBackend, OpenAPIValidator } from 'openapi-backend';
import addFormats from 'ajv-formats';
import { Refused } from '../../lib/chains/base/errors';
import { SandboxChain, describeForge } from './chain.mjs';
import { postExamples } from './description.mjs';
import { operationHandlers } from './handlers.mjs';
import { WINDOW_HEADER } from './reporting.mjs';
import { handle } from './requests.mjs';
import { Store } from './store.mjs';
/** @import { FastifyInstance } from 'fastify' */
/** @import { AjvCustomizer, Document } from 'openapi-backend' */
/** @import { JsonObject } from '../../lib/openapi/document/walk' */
/** @import { ExamplePair } from './description.mjs' */
/** @import { SandboxState } from './handlers.mjs' */

/** How long a sent transaction stays PENDING before it settles (SANDBOX_SETTLE_MS). */
export const DEFAULT_SETTLE_MS = 2_000;
/** Reporting answers are cached for 60 minutes, as the API caches them; SANDBOX_REPORTING_CACHE_SECONDS changes it. */
export const DEFAULT_REPORTING_CACHE_MS = 60 * 60 * 1000;
/** The largest request body the sandbox reads. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * A running sandbox: the fastify app, its state (replaced by reset()), and how to stop it.
 * @typedef {object} Sandbox
 * @property {FastifyInstance} app
 * @property {SandboxState} state
 * @property {() => Promise<void>} reset
 * @property {() => Promise<void>} close
 */

/**
 * openapi-backend without its check of the description against the OpenAPI schema, which it runs
 * at every start: npm test lints the description (its tests of openapi/), and the check is half a
 * second a start. Routing and validation read the same dereferenced description either way.
 */
class DescriptionBackend extends OpenAPIBackend {
  validateDefinition() {
    return this.document;
  }
}

/** @type {AjvCustomizer} */
const customizeAjv = (ajv) => {
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'double', 'float']) ajv.addFormat(format, true);
  return ajv;
};

/**
 * Creates the sandbox for the bundled `document`. Options: `now()` (the clock), `settleMs`
 * (PENDING to SUCCESS), `reportingCacheMs`, `logger` (fastify's), `everyFamily` (bring every
 * chain family in at start and at each reset, for a caller that reads the chains' state itself,
 * as the chain-node stand-in of the example programs does).
 * @param {{ document: JsonObject, now?: () => Date, settleMs?: number, reportingCacheMs?: number, logger?: boolean, everyFamily?: boolean }} options
 * @returns {Promise<Sandbox>}
 */
export async function createSandbox({
  document,
  now = () => new Date(),
  settleMs = DEFAULT_SETTLE_MS,
  reportingCacheMs = DEFAULT_REPORTING_CACHE_MS,
  logger = false,
  everyFamily = false,
}) {
  // openapi-backend dereferences its definition in place: it gets a copy of the shared document.
  const api = new DescriptionBackend({
    definition: /** @type {Document} */ (/** @type {unknown} */ (structuredClone(document))),
    strict: false,
    validate: false,
    quick: false,
  });
  await api.init();
  // The validators of an operation are compiled on its first call, with the options the backend
  // would compile every operation's with at start.
  api.validator = new OpenAPIValidator({
    definition: api.definition,
    router: api.router,
    customizeAjv,
    coerceTypes: true,
    lazyCompileValidators: true,
  });

  const examples = examplesByFamily(document);
  const state = /** @type {SandboxState} */ (
    /** @type {Partial<SandboxState>} */ ({
      examples: new Map(
        [...examples].flatMap(([family, pairs]) =>
          pairs.map(
            ({ response }) => /** @type {[string, string]} */ ([String(response?.uuid), family]),
          ),
        ),
      ),
    })
  );
  async function reset() {
    const resetAt = now();
    const store = new Store({
      now,
      settleMs,
      onSettle: (record) => (record.plan ? record.plan.apply(record.txHash) !== false : true),
    });
    state.store = store;
    state.chain = new SandboxChain({
      now,
      onJoin: async (family, { snapshot, forge }) => {
        for (const [identifier, wallets] of Object.entries(snapshot.ledger)) {
          for (const wallet of Object.keys(wallets))
            store.sandboxAccount.wallets.add(`${identifier}:${wallet}`);
        }
        for (const wallet of snapshot.wallets ?? []) store.sandboxAccount.wallets.add(wallet);
        await seedExamples(examples.get(family) ?? [], store, forge, resetAt);
      },
    });
    state.reportCache = new Map();
    if (everyFamily) await state.chain.loadEveryFamily();
  }
  await reset();

  const handlers = operationHandlers(state, { now, reportingCacheMs });

  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: false,
    // A URL the framework cannot read (a % not followed by two hex digits) is answered in the
    // description's error shape too.
    frameworkErrors: (_error, _request, reply) =>
      /** @type {import('fastify').FastifyReply} */ (reply)
        .code(400)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ status: 400, message: 'The request URL cannot be read' })),
  });
  await app.register(cors, {
    origin: true,
    methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['api-key', 'content-type', 'accept'],
    exposedHeaders: [WINDOW_HEADER],
    maxAge: 600,
    // An OPTIONS request without the preflight headers is answered as a preflight (204, no
    // body) rather than with the plugin's plain-text 400.
    strictPreflight: false,
  });
  // Bodies of any content type are read as text and parsed here, so that a wrong content type or
  // unreadable JSON gets the API's 400, not the framework's own answer.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.setErrorHandler((/** @type {{ statusCode?: number }} */ error, request, reply) => {
    const status =
      error.statusCode === 413 ? 400 : error.statusCode && error.statusCode < 500 ? 400 : 500;
    const message =
      error.statusCode === 413
        ? `The request body is larger than ${BODY_LIMIT_BYTES / 1024} kB`
        : status === 400
          ? 'The request cannot be read'
          : 'Internal server error';
    if (status === 500) request.log.error(error);
    reply.code(status).send({ status, message });
  });

  /** @type {import('fastify').RouteHandlerMethod} */
  const answerRequest = async (request, reply) => {
    // The path as sent, "//" included (new URL would read it as a host).
    const url = new URL(`http://sandbox${request.url}`);
    const answer = await handle(api, handlers, state, {
      method: request.method.toLowerCase(),
      path: url.pathname,
      query: url.search.slice(1),
      headers: request.headers,
      rawBody: /** @type {string | undefined} */ (request.body),
    });
    for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
    reply.code(answer.status);
    if (answer.status === 204) return reply.send();
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.body));
  };
  app.route({
    method: ['GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'HEAD'],
    url: '/*',
    handler: answerRequest,
  });
  // Any other method (TRACE, SEARCH, PROPFIND...) gets the same routing, so the same 404 or 405
  // in the error shape, not the framework's own body.
  app.setNotFoundHandler(answerRequest);

  return { app, state, reset, close: () => app.close() };
}

/**
 * The description's forge examples with a uuid in their answer, by family.
 * @param {JsonObject} document
 * @returns {Map<string, ExamplePair[]>}
 */
function examplesByFamily(document) {
  /** @type {Map<string, ExamplePair[]>} */
  const byFamily = new Map();
  for (const pair of postExamples(document)) {
    const operation = describeForge(pair.operationId, pair.params);
    if (!operation || typeof pair.response?.uuid !== 'string') continue;
    byFamily.set(operation.family, [...(byFamily.get(operation.family) ?? []), pair]);
  }
  return byFamily;
}

/**
 * A family's forge examples, forged by the sandbox account's master key under their own uuids
 * (DRAFT, made when the sandbox started), so that the broadcast, submitHash and lookup examples
 * that name those uuids work as the reference shows them. An example the fresh state refuses (its
 * story needs an earlier transaction) is left out.
 * @param {ExamplePair[]} examples
 * @param {Store} store
 * @param {SandboxChain['forge']} forge
 * @param {Date} at
 */
async function seedExamples(examples, store, forge, at) {
  const master = store.sandboxAccount.keyNames.get('master');
  if (!master) throw new Error('the sandbox account has no master key');
  for (const { operationId, params, request, response } of examples) {
    const uuid = String(response?.uuid);
    if (store.transactions.has(uuid)) continue;
    try {
      const { plan } = await forge(operationId, params, request);
      store.addForged(master, {
        requestBody: request,
        stakingIdentifier: plan.identifier,
        action: plan.action,
        subAction: plan.subAction,
        plan,
        uuid,
        at,
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
    }
  }
}
