// The sandbox's HTTP side: fastify serves it, openapi-backend routes each request to its operation
// and validates it against the API description itself (no second copy of the schemas), and every
// error is answered in the description's error shape ({ status, message, field }) with the status
// its Errors section gives: 400 malformed or not accepted, 401 key, 404 unknown, 422 state.
//
// createSandbox({ document }) returns { app, state, reset(), close() }; `app` is a fastify instance
// (listen on it, or call app.inject() in tests). The chains (chain.mjs) and the accounts, keys and
// transactions (store.mjs) live in memory; reset() starts them again from the snapshot.
import Fastify from 'fastify';
import cors from '@fastify/cors';
import { OpenAPIBackend } from 'openapi-backend';
import addFormats from 'ajv-formats';
import { InvalidRequest, Refused } from '../../lib/chains/errors.mjs';
import * as EVM from '../../lib/chains/evm/forge.mjs';
import * as TM from '../../lib/chains/tendermint/forge.mjs';
import * as SOL from '../../lib/chains/solana/forge.mjs';
import * as EGLD from '../../lib/chains/multiversx/forge.mjs';
import * as DOT from '../../lib/chains/polkadot/forge.mjs';
import { SandboxChain, describeForge } from './chain.mjs';
import { NotFound, Store, publicTransaction } from './store.mjs';
import { REPORTS, WINDOW_HEADER, currentYield, reportingWindow, rewards, stakedAmounts, windowHeader } from './reporting.mjs';

/** How long a sent transaction stays PENDING before it settles (SANDBOX_SETTLE_MS). */
export const DEFAULT_SETTLE_MS = 2_000;
/** Reporting answers are cached for 60 minutes (spec section 9); SANDBOX_REPORTING_CACHE_SECONDS changes it. */
export const DEFAULT_REPORTING_CACHE_MS = 60 * 60 * 1000;
/** The largest request body the sandbox reads. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

class HttpError extends Error {
  constructor(status, message, field, headers = {}) {
    super(message);
    this.status = status;
    this.field = field;
    this.headers = headers;
  }
}

// ------------------------------------------------------------------ the description, prepared

/**
 * The description as the router and validator read it. Request bodies refuse fields they do not
 * declare (a misspelt optional field is an error, not silently ignored): every object schema of a
 * request body without `additionalProperties` gets `additionalProperties: false`.
 */
export function prepareDocument(document) {
  const copy = structuredClone(document);
  const closed = new Set();
  const close = (schema) => {
    if (!schema || typeof schema !== 'object' || closed.has(schema)) return;
    closed.add(schema);
    if (schema.$ref) return close(resolveRef(copy, schema.$ref));
    if (schema.type === 'object' && schema.properties && schema.additionalProperties === undefined) schema.additionalProperties = false;
    for (const value of Object.values(schema.properties ?? {})) close(value);
    if (schema.items) close(schema.items);
  };
  for (const item of Object.values(copy.paths)) {
    for (const operation of Object.values(item)) close(operation?.requestBody?.content?.['application/json']?.schema);
  }
  return copy;
}

function resolveRef(document, ref) {
  return ref.slice(2).split('/').reduce((node, key) => node?.[key], document);
}

// ------------------------------------------------------------------ validation errors

const AMOUNT_PATTERN = '^([1-9][0-9]*(\\.[0-9]+)?|0\\.[0-9]*[1-9][0-9]*)$';
const CONTEXT_ORDER = ['path', 'query', 'headers', 'requestBody'];

function fieldOf(error) {
  const [, context, ...rest] = error.instancePath.split('/');
  const extra = error.params?.missingProperty ?? error.params?.additionalProperty;
  return { context, field: [...rest, ...(extra ? [extra] : [])].join('.') };
}

/** A developer's message for one ajv error of openapi-backend, naming the field and the rule. */
export function describeValidationError(error) {
  const { context, field } = fieldOf(error);
  const p = error.params ?? {};
  if (error.keyword === 'parse') return { message: 'The request body is not valid JSON', field: undefined };
  if (context === 'requestBody' && !field) {
    return { message: error.keyword === 'required' ? 'A JSON body is required' : 'The request body must be a JSON object', field: undefined };
  }
  const name = field || context;
  switch (error.keyword) {
    case 'required':
      return { message: `${name} is required`, field: name };
    case 'additionalProperties':
      return { message: `${name} is not a field of this request`, field: name };
    case 'type':
      return { message: `${name} must be ${p.type === 'integer' || p.type === 'object' || p.type === 'array' ? 'an' : 'a'} ${p.type}`, field: name };
    case 'enum':
      return { message: `${name} must be one of ${p.allowedValues.join(', ')}`, field: name };
    case 'pattern':
      if (p.pattern === AMOUNT_PATTERN) return { message: `${name} must be a positive decimal string, such as "12.5"`, field: name };
      if (p.pattern.startsWith('^\\d{4}-\\d{2}-\\d{2}')) return { message: `${name} must be a date (YYYY-MM-DD) or an ISO 8601 date-time`, field: name };
      return { message: `${name} does not have the expected format (pattern ${p.pattern})`, field: name };
    case 'format':
      return {
        message: `${name} must be ${{ uuid: 'a UUID', 'date-time': 'an ISO 8601 date-time', date: 'a date (YYYY-MM-DD)', byte: 'base64', uri: 'a URI' }[p.format] ?? `in the ${p.format} format`}`,
        field: name,
      };
    case 'minLength':
      return { message: p.limit === 1 ? `${name} must not be empty` : `${name} must be at least ${p.limit} characters long`, field: name };
    case 'maxLength':
      return { message: `${name} must be at most ${p.limit} characters long`, field: name };
    case 'minimum':
    case 'maximum':
      return { message: `${name} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${p.limit}`, field: name };
    default:
      return { message: `${name} ${error.message}`, field: name };
  }
}

function firstValidationError(errors) {
  const rank = (e) => (e.keyword === 'parse' ? -1 : CONTEXT_ORDER.indexOf(fieldOf(e).context));
  return describeValidationError([...errors].sort((a, b) => rank(a) - rank(b))[0]);
}

// ------------------------------------------------------------------ the sandbox

/** Whether `wallet` is an address of one of the supported chains (for the reporting filter). */
export function isSupportedWallet(wallet) {
  const checks = [
    () => EVM.address({ wallet }, 'wallet'),
    () => SOL.publicKey({ wallet }, 'wallet'),
    () => EGLD.address({ wallet }, 'wallet'),
    () => DOT.address({ wallet }, 'wallet'),
    () => {
      const chain = Object.values(TM.CHAINS).find((c) => wallet.startsWith(`${c.prefix}1`));
      if (!chain) throw new Error('no prefix');
      TM.bech32Address({ wallet }, 'wallet', chain.prefix);
    },
    () => {
      if (!/^(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/.test(wallet) || wallet.length < 2 || wallet.length > 64) throw new Error('not NEAR');
    },
  ];
  return checks.some((check) => {
    try {
      check();
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Creates the sandbox for the bundled `document`. Options: `now()` (the clock), `settleMs`
 * (PENDING to SUCCESS), `reportingCacheMs`.
 */
export async function createSandbox({
  document,
  now = () => new Date(),
  settleMs = DEFAULT_SETTLE_MS,
  reportingCacheMs = DEFAULT_REPORTING_CACHE_MS,
  logger = false,
}) {
  const api = new OpenAPIBackend({
    definition: prepareDocument(document),
    strict: false,
    validate: true,
    quick: false,
    coerceTypes: true,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      for (const format of ['int32', 'int64', 'double', 'float']) ajv.addFormat(format, true);
      return ajv;
    },
  });
  await api.init();

  const state = {};
  async function reset() {
    state.chain = await SandboxChain.create({ now });
    state.store = new Store({
      now,
      settleMs,
      onSettle: (record) => (record.plan ? record.plan.apply(record.txHash) !== false : true),
    });
    for (const [identifier, wallets] of Object.entries(state.chain.ledger)) {
      for (const wallet of Object.keys(wallets)) state.store.sandboxAccount.wallets.add(`${identifier}:${wallet}`);
    }
    for (const address of Object.keys(state.chain.s.solana.stakeAccounts)) {
      const staker = state.chain.s.solana.stakeAccounts[address].staker;
      state.store.sandboxAccount.wallets.add(`SOL:${staker}`);
    }
    state.reportCache = new Map();
    await seedExamples(document, state);
  }
  await reset();

  const handlers = operationHandlers(state, { now, reportingCacheMs });

  const app = Fastify({ logger, bodyLimit: BODY_LIMIT_BYTES, return503OnClosing: false });
  await app.register(cors, {
    origin: true,
    methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['api-key', 'content-type', 'accept'],
    exposedHeaders: [WINDOW_HEADER],
    maxAge: 600,
  });
  // Bodies of any content type are read as text and parsed here, so that a wrong content type or
  // unreadable JSON gets the API's 400, not the framework's own answer.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => done(null, body));

  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode === 413 ? 400 : error.statusCode && error.statusCode < 500 ? 400 : 500;
    const message = error.statusCode === 413 ? `The request body is larger than ${BODY_LIMIT_BYTES / 1024} kB` : status === 400 ? 'The request cannot be read' : 'Internal server error';
    if (status === 500) request.log.error(error);
    reply.code(status).send({ status, message });
  });

  app.route({
    method: ['GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const url = new URL(request.url, 'http://sandbox');
      const answer = await handle(api, handlers, state, {
        method: request.method.toLowerCase(),
        path: url.pathname,
        query: url.search.slice(1),
        headers: request.headers,
        rawBody: request.body,
      });
      for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
      reply.code(answer.status);
      if (answer.status === 204) return reply.send();
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.body));
    },
  });

  return { app, state, reset, close: () => app.close() };
}

/**
 * The description's forge examples, forged by the sandbox account's master key under their own
 * uuids (DRAFT), so that the broadcast, submitHash and lookup examples that name those uuids work
 * as the reference shows them. An example the fresh state refuses (its story needs an earlier
 * transaction) is left out.
 */
async function seedExamples(document, state) {
  const master = state.store.sandboxAccount.keyNames.get('master');
  for (const item of Object.values(document.paths)) {
    const operation = item.post;
    const op = operation && describeForge(operation.operationId, { stakingIdentifier: 'ATOM' });
    if (!op) continue;
    const request = operation.requestBody.content['application/json'];
    const response = operation.responses['200'].content['application/json'];
    const pairs = request.examples
      ? Object.entries(request.examples).map(([name, e]) => [name, e.value, response.examples?.[name]?.value])
      : [[undefined, request.example, response.example]];
    for (const [name, body, answer] of pairs) {
      if (!answer?.uuid || state.store.transactions.has(answer.uuid)) continue;
      const params = { stakingIdentifier: name in TM.CHAINS ? name : 'ATOM' };
      try {
        const { plan } = await state.chain.forge(operation.operationId, params, body);
        state.store.addForged(master, { requestBody: body, stakingIdentifier: plan.identifier, action: plan.action, subAction: plan.subAction, plan, uuid: answer.uuid });
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
      }
    }
  }
}

/** Routes, authenticates, validates and answers one request: { status, body, headers }. */
async function handle(api, handlers, state, { method, path, query, headers, rawBody }) {
  try {
    state.store.advance();
    const operation = api.matchOperation({ method, path, headers, query });
    if (!operation) {
      const other = ['get', 'post', 'delete'].find((m) => m !== method && api.matchOperation({ method: m, path, headers, query }));
      if (other) throw new HttpError(405, `${method.toUpperCase()} is not allowed on ${path}`, undefined, { allow: other.toUpperCase() });
      throw new HttpError(404, `No operation at ${method.toUpperCase()} ${path}`);
    }
    const secured = !(Array.isArray(operation.security) && operation.security.length === 0);
    const key = secured ? state.store.authenticate(headers['api-key']) : null;
    if (secured && !key) throw new HttpError(401, 'Missing or invalid api-key header');

    let body;
    if (rawBody !== undefined && rawBody !== '') {
      const type = String(headers['content-type'] ?? '');
      if (!/^application\/json\b/i.test(type)) throw new HttpError(400, 'The request body must be JSON, sent with content-type: application/json');
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON');
      }
    } else if (operation.requestBody) {
      throw new HttpError(400, 'A JSON body is required');
    }
    const declared = new Set((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
    const params = new URLSearchParams(query);
    for (const name of new Set(params.keys())) {
      if (!declared.has(name)) throw new HttpError(400, `${name} is not a query parameter of this operation`, name);
      if (params.getAll(name).length > 1) throw new HttpError(400, `${name} must be given once`, name);
    }
    const request = { method, path, query, headers, body };
    const validation = api.validateRequest(request, operation);
    if (!validation.valid) {
      const { message, field } = firstValidationError(validation.errors);
      throw new HttpError(400, message, field);
    }
    const parsed = api.router.parseRequest(request, operation);
    const handler = handlers[operation.operationId] ?? (describeForge(operation.operationId, parsed.params) ? handlers.forge : null);
    if (!handler) throw new HttpError(501, `${operation.operationId} is not simulated by the sandbox`);
    return await handler({ operation, params: parsed.params, query: Object.fromEntries(params), body, key });
  } catch (error) {
    if (error instanceof HttpError || error instanceof InvalidRequest || error instanceof Refused || error instanceof NotFound || error.status === 404) {
      const out = { status: error.status, message: error.message };
      if (error.field) out.field = error.field;
      return { status: error.status, body: out, headers: error.headers };
    }
    throw error;
  }
}

const json = (body, headers) => ({ status: 200, body, headers });

/** One handler per operation (forge calls share one), each answering { status, body, headers }. */
function operationHandlers(state, { now, reportingCacheMs }) {
  const chain = () => state.chain;
  const store = () => state.store;

  function cachedReport(key, operationId, compute) {
    const cacheKey = `${key.account.uuid} ${operationId} ${compute.query}`;
    const hit = state.reportCache.get(cacheKey);
    if (hit && now().getTime() - hit.at < reportingCacheMs) return hit.answer;
    const answer = compute.run();
    state.reportCache.set(cacheKey, { at: now().getTime(), answer });
    return answer;
  }

  function walletFilter(query, status) {
    if (query.wallet !== undefined && !isSupportedWallet(query.wallet)) {
      if (status === 422) throw new Refused('wallet', 'wallet is not an address of a supported chain');
      throw new InvalidRequest('wallet', 'wallet is not an address of a supported chain');
    }
    return query.wallet;
  }

  const earnings = (operationId) => ({ query, key }) =>
    cachedReport(key, operationId, {
      query: JSON.stringify(query),
      run: () => {
        const wallet = walletFilter(query, 400);
        const window = reportingWindow(query, now());
        const perStake = rewards(chain().stakes(), key.account.wallets, window, now(), wallet);
        return json(REPORTS[operationId](perStake), { [WINDOW_HEADER]: windowHeader(window) });
      },
    });

  const staking = (operationId, byWallet) => ({ query, key }) =>
    cachedReport(key, operationId, {
      query: JSON.stringify(query),
      run: () => json(stakedAmounts(chain().stakes(), key.account.wallets, walletFilter(query, 422), byWallet)),
    });

  async function broadcast({ operation, params, body, key }) {
    const identifier = { broadcastSolTransaction: 'SOL', broadcastEgldTransaction: 'EGLD', broadcastDotTransaction: 'DOT' }[operation.operationId] ?? params.stakingIdentifier;
    let record = null;
    if (body.uuid !== undefined) {
      record = store().get(key.account, body.uuid);
      if (record.txStatus !== 'DRAFT') {
        throw new Refused('uuid', `Transaction ${record.uuid} was already sent${record.txHash ? ` (txHash ${record.txHash})` : ''}: forge again for a new transaction`);
      }
      if (!record.plan) throw new Refused('uuid', `Transaction ${record.uuid} was not forged by this API`);
    }
    const sent = await chain().broadcast(identifier, body.encodedTransaction, record?.plan);
    sent.accept();
    if (record) store().send(record, sent.txHash);
    else store().addUnbound(key, identifier, sent.txHash);
    return json({ result: { txHash: sent.txHash, explorerUrl: sent.explorerUrl }, boundToUUID: record !== null });
  }

  return {
    getStatus: () => ({ status: 204 }),
    activateAccount: ({ body }) => json(store().activate(body.name, body.invitationCode)),
    createApiKey: ({ body, key }) => json(store().createKey(key.account, body.name)),
    deleteApiKey: ({ query, key }) => {
      store().deleteKey(key.account, query.name);
      return { status: 204 };
    },

    async forge({ operation, params, body, key }) {
      const { transaction, plan } = await chain().forge(operation.operationId, params, body);
      const record = store().addForged(key, { requestBody: body, stakingIdentifier: plan.identifier, action: plan.action, subAction: plan.subAction, plan });
      return json({ uuid: record.uuid, transaction });
    },

    broadcastSolTransaction: broadcast,
    broadcastEgldTransaction: broadcast,
    broadcastDotTransaction: broadcast,
    broadcastTendermintTransaction: broadcast,

    submitTransactionHash: ({ body, key }) => {
      const record = store().get(key.account, body.uuid);
      if (record.txHash === body.txHash) return json({ verified: record.verified });
      if (record.txHash) throw new Refused('txHash', `Transaction ${record.uuid} already has the hash ${record.txHash}`);
      if ((store().byHash.get(body.txHash) ?? []).length > 0) throw new Refused('txHash', 'txHash is already recorded on another transaction');
      if (!record.plan) throw new Refused('uuid', `Transaction ${record.uuid} was not forged by this API`);
      chain().checkSubmittedHash(record.plan, body.txHash);
      record.plan.accept?.();
      store().send(record, body.txHash);
      return json({ verified: false });
    },

    getTransaction: ({ query, key }) => {
      if ((query.uuid === undefined) === (query.txHash === undefined)) {
        throw new InvalidRequest('uuid', 'Give exactly one of the query parameters uuid and txHash');
      }
      if (query.uuid !== undefined) return json(publicTransaction(store().get(key.account, query.uuid)));
      const found = store().withHash(key.account, query.txHash);
      if (found.length === 0) throw new NotFound('txHash', `Transaction ${query.txHash} not found`);
      if (new Set(found.map((r) => r.stakingIdentifier)).size > 1) throw new Refused('txHash', 'txHash matches more than one transaction; use uuid');
      return json(publicTransaction(found[found.length - 1]));
    },

    getTotalEarnings: earnings('getTotalEarnings'),
    getTotalEarningsByWallet: earnings('getTotalEarningsByWallet'),
    getEarningsByDay: earnings('getEarningsByDay'),
    getEarningsByDayByWallet: earnings('getEarningsByDayByWallet'),
    getTotalStakingAmount: staking('getTotalStakingAmount', false),
    getStakingAmountByWallet: staking('getStakingAmountByWallet', true),
    getCurrentYield: ({ query }) => json(currentYield(query.stakingIdentifier)),
  };
}
