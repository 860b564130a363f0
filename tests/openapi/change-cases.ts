/**
 * The cases of the rule table: a small description, and per rule of lib/openapi/changes/rules.ts
 * a change planted in it with the class the policy page states for it, written here by hand.
 * The rule table's test runs them through the classifier; the reference test through Optic's
 * breaking-change ruleset.
 */
export type Schema = Record<string, unknown>;
/** A description a case edits: it reads and sets members at any depth without narrowing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plain JSON, edited in place
type Doc = any;

/**
 * A reporting call that sends `value` as a query parameter and in its request body and answers
 * it in its body (`only` one of the three, the others a plain string); a yield call with an
 * answer header, an error answer and OAuth scopes.
 */
export function description(
  value: Schema = { type: 'string' },
  only?: keyof typeof DIRECTIONS,
): Doc {
  const at = (direction: keyof typeof DIRECTIONS) =>
    structuredClone(only && only !== direction ? { type: 'string' } : value);
  return {
    openapi: '3.0.3',
    info: { title: 'Staking API', version: '1.0.0' },
    servers: [{ url: 'https://api.example.com' }],
    security: [{ apiKey: [] }],
    paths: {
      '/v1/reporting': {
        post: {
          operationId: 'report',
          summary: 'Report',
          parameters: [{ name: 'wallet', in: 'query', required: false, schema: at('parameter') }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { type: 'object', properties: { value: at('request') } },
              },
            },
          },
          responses: {
            200: {
              description: 'ok',
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { value: at('response') } },
                },
              },
            },
          },
        },
      },
      '/v1/yield': {
        get: {
          operationId: 'getYield',
          security: [{ oauth: ['read'] }],
          responses: {
            200: {
              description: 'ok',
              headers: { 'X-Cache': { schema: { type: 'string' } } },
              content: { 'application/json': { schema: { type: 'object' } } },
            },
            404: { description: 'not found' },
          },
        },
      },
    },
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'api-key' },
        oauth: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: 'https://auth.example.com/token',
              scopes: { read: 'read', write: 'write' },
            },
          },
        },
      },
    },
  };
}

export const DIRECTIONS = {
  request: 'request body',
  parameter: 'query parameter wallet',
  response: 'response 200 body',
} as const;
export type Expected = Record<keyof typeof DIRECTIONS, 'breaking' | 'notable' | 'internal'>;

/** [rule, schema before, schema after, class in a request body, in a parameter, in an answer] */
export const SCHEMA_CASES: [string, Schema, Schema, Expected][] = [
  [
    'property-added-optional',
    { type: 'object', properties: { a: { type: 'string' } } },
    { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } },
    { request: 'notable', parameter: 'notable', response: 'notable' },
  ],
  [
    'property-added-required',
    { type: 'object', properties: { a: { type: 'string' } } },
    {
      type: 'object',
      required: ['b'],
      properties: { a: { type: 'string' }, b: { type: 'string' } },
    },
    { request: 'breaking', parameter: 'breaking', response: 'notable' },
  ],
  [
    'property-removed',
    { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } },
    { type: 'object', properties: { a: { type: 'string' } } },
    { request: 'breaking', parameter: 'breaking', response: 'breaking' },
  ],
  [
    'became-required',
    { type: 'object', properties: { a: { type: 'string' } } },
    { type: 'object', required: ['a'], properties: { a: { type: 'string' } } },
    { request: 'breaking', parameter: 'breaking', response: 'notable' },
  ],
  [
    'became-optional',
    { type: 'object', required: ['a'], properties: { a: { type: 'string' } } },
    { type: 'object', properties: { a: { type: 'string' } } },
    { request: 'notable', parameter: 'notable', response: 'breaking' },
  ],
  [
    'type-changed',
    { type: 'string' },
    { type: 'boolean' },
    { request: 'breaking', parameter: 'breaking', response: 'breaking' },
  ],
  [
    'type-widened',
    { type: 'integer' },
    { type: 'number' },
    { request: 'notable', parameter: 'notable', response: 'breaking' },
  ],
  [
    'format-added',
    { type: 'string' },
    { type: 'string', format: 'date' },
    { request: 'breaking', parameter: 'breaking', response: 'notable' },
  ],
  [
    'format-removed',
    { type: 'string', format: 'date' },
    { type: 'string' },
    { request: 'notable', parameter: 'notable', response: 'breaking' },
  ],
  [
    'format-changed',
    { type: 'string', format: 'date-time' },
    { type: 'string', format: 'date' },
    { request: 'breaking', parameter: 'breaking', response: 'breaking' },
  ],
  [
    'pattern-added',
    { type: 'string' },
    { type: 'string', pattern: '^[a-z]+$' },
    { request: 'breaking', parameter: 'breaking', response: 'notable' },
  ],
  [
    'pattern-removed',
    { type: 'string', pattern: '^[a-z]+$' },
    { type: 'string' },
    { request: 'notable', parameter: 'notable', response: 'breaking' },
  ],
  [
    'pattern-changed',
    { type: 'string', pattern: '^[a-z]+$' },
    { type: 'string', pattern: '^[a-z0-9]+$' },
    { request: 'breaking', parameter: 'breaking', response: 'breaking' },
  ],
  [
    'enum-value-added',
    { type: 'string', enum: ['SOL'] },
    { type: 'string', enum: ['SOL', 'NEAR'] },
    { request: 'notable', parameter: 'notable', response: 'notable' },
  ],
  [
    'enum-value-removed',
    { type: 'string', enum: ['SOL', 'NEAR'] },
    { type: 'string', enum: ['SOL'] },
    { request: 'breaking', parameter: 'breaking', response: 'notable' },
  ],
  [
    'became-enum',
    { type: 'string' },
    { type: 'string', enum: ['SOL', 'NEAR'] },
    { request: 'breaking', parameter: 'breaking', response: 'notable' },
  ],
  [
    'enum-removed',
    { type: 'string', enum: ['SOL', 'NEAR'] },
    { type: 'string' },
    { request: 'notable', parameter: 'notable', response: 'notable' },
  ],
  [
    'became-nullable',
    { type: 'string' },
    { type: 'string', nullable: true },
    { request: 'notable', parameter: 'notable', response: 'breaking' },
  ],
  [
    'became-not-nullable',
    { type: 'string', nullable: true },
    { type: 'string' },
    { request: 'breaking', parameter: 'breaking', response: 'notable' },
  ],
  [
    'bound-narrowed',
    { type: 'string', maxLength: 64 },
    { type: 'string', maxLength: 32 },
    { request: 'breaking', parameter: 'breaking', response: 'notable' },
  ],
  [
    'bound-widened',
    { type: 'string', maxLength: 32 },
    { type: 'string', maxLength: 64 },
    { request: 'notable', parameter: 'notable', response: 'breaking' },
  ],
  [
    'additional-properties-restricted',
    { type: 'object' },
    { type: 'object', additionalProperties: false },
    { request: 'breaking', parameter: 'breaking', response: 'notable' },
  ],
  [
    'additional-properties-relaxed',
    { type: 'object', additionalProperties: false },
    { type: 'object' },
    { request: 'notable', parameter: 'notable', response: 'notable' },
  ],
  [
    'variant-added',
    { oneOf: [{ type: 'string' }, { type: 'number' }] },
    { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
    { request: 'notable', parameter: 'notable', response: 'breaking' },
  ],
  [
    'variant-removed',
    { anyOf: [{ type: 'string' }, { type: 'number' }] },
    { anyOf: [{ type: 'string' }] },
    { request: 'breaking', parameter: 'breaking', response: 'notable' },
  ],
  [
    'all-of-added',
    { allOf: [{ type: 'string' }] },
    { allOf: [{ type: 'string' }, { minLength: 1 }] },
    { request: 'breaking', parameter: 'breaking', response: 'notable' },
  ],
  [
    'all-of-removed',
    { allOf: [{ type: 'string' }, { minLength: 1 }] },
    { allOf: [{ type: 'string' }] },
    { request: 'notable', parameter: 'notable', response: 'breaking' },
  ],
  [
    'combiner-changed',
    { type: 'string' },
    { type: 'string', allOf: [{ minLength: 1 }] },
    { request: 'breaking', parameter: 'breaking', response: 'breaking' },
  ],
  [
    'default-added',
    { type: 'string' },
    { type: 'string', default: 'SOL' },
    { request: 'notable', parameter: 'notable', response: 'internal' },
  ],
  [
    'default-changed',
    { type: 'string', default: 'SOL' },
    { type: 'string', default: 'NEAR' },
    { request: 'breaking', parameter: 'breaking', response: 'internal' },
  ],
  [
    'default-removed',
    { type: 'string', default: 'SOL' },
    { type: 'string' },
    { request: 'breaking', parameter: 'breaking', response: 'internal' },
  ],
  [
    'became-read-only',
    { type: 'string' },
    { type: 'string', readOnly: true },
    { request: 'breaking', parameter: 'breaking', response: 'internal' },
  ],
  [
    'no-longer-read-only',
    { type: 'string', readOnly: true },
    { type: 'string' },
    { request: 'notable', parameter: 'notable', response: 'internal' },
  ],
  [
    'became-write-only',
    { type: 'string' },
    { type: 'string', writeOnly: true },
    { request: 'internal', parameter: 'internal', response: 'breaking' },
  ],
  [
    'no-longer-write-only',
    { type: 'string', writeOnly: true },
    { type: 'string' },
    { request: 'internal', parameter: 'internal', response: 'notable' },
  ],
  [
    'deprecated',
    { type: 'string' },
    { type: 'string', deprecated: true },
    { request: 'notable', parameter: 'notable', response: 'notable' },
  ],
  [
    'no-longer-deprecated',
    { type: 'string', deprecated: true },
    { type: 'string' },
    { request: 'notable', parameter: 'notable', response: 'notable' },
  ],
  [
    'text',
    { type: 'string', description: 'The wallet.' },
    { type: 'string', description: 'The wallet address.' },
    { request: 'internal', parameter: 'internal', response: 'internal' },
  ],
];

export type Edit = (document: Doc) => void;
const report = (document: Doc) => document.paths['/v1/reporting'].post;
const getYield = (document: Doc) => document.paths['/v1/yield'].get;

/**
 * [rule, edit of the earlier description (optional), edit of the later one, the changes expected as
 * "class rule: line"]
 */
export const STRUCTURE_CASES: [string, Edit | undefined, Edit, string[]][] = [
  [
    'path.operation-added',
    undefined,
    (d) =>
      (d.paths['/status'] = {
        get: { operationId: 'getStatus', responses: { 204: { description: 'up' } } },
      }),
    ['notable path.operation-added: GET /status (getStatus): operation: operation added'],
  ],
  [
    'path.operation-removed',
    undefined,
    (d) => delete d.paths['/v1/yield'],
    ['breaking path.operation-removed: GET /v1/yield (getYield): operation: operation removed'],
  ],
  [
    'path.operation-deprecated',
    undefined,
    (d) => (getYield(d).deprecated = true),
    [
      'notable path.operation-deprecated: GET /v1/yield (getYield): operation: operation deprecated',
    ],
  ],
  [
    'path.operation-no-longer-deprecated',
    (d) => (getYield(d).deprecated = true),
    () => {},
    [
      'notable path.operation-no-longer-deprecated: GET /v1/yield (getYield): operation: ' +
        'operation no longer deprecated',
    ],
  ],
  [
    'path.operation-id-changed',
    undefined,
    (d) => (getYield(d).operationId = 'getCurrentYield'),
    [
      'breaking path.operation-id-changed: GET /v1/yield (getCurrentYield): operation: ' +
        'operationId changed from "getYield" to "getCurrentYield"',
    ],
  ],
  [
    'path.operation-text',
    undefined,
    (d) => (report(d).summary = 'Earnings'),
    ['internal path.operation-text: POST /v1/reporting (report): operation: summary changed'],
  ],
  [
    'parameter.parameter-added-optional',
    undefined,
    (d) => report(d).parameters.push({ name: 'limit', in: 'query', schema: { type: 'integer' } }),
    [
      'notable parameter.parameter-added-optional: POST /v1/reporting (report): query parameter limit: parameter added',
    ],
  ],
  [
    'parameter.parameter-added-required',
    undefined,
    (d) =>
      report(d).parameters.push({
        name: 'X-Key',
        in: 'header',
        required: true,
        schema: { type: 'string' },
      }),
    [
      'breaking parameter.parameter-added-required: POST /v1/reporting (report): header ' +
        'parameter X-Key: parameter added, required',
    ],
  ],
  [
    'parameter.parameter-removed',
    undefined,
    (d) => (report(d).parameters = []),
    [
      'breaking parameter.parameter-removed: POST /v1/reporting (report): query parameter wallet: parameter removed',
    ],
  ],
  [
    'parameter.parameter-became-required',
    undefined,
    (d) => (report(d).parameters[0].required = true),
    [
      'breaking parameter.parameter-became-required: POST /v1/reporting (report): query ' +
        'parameter wallet: became required',
    ],
  ],
  [
    'parameter.parameter-became-optional',
    (d) => (report(d).parameters[0].required = true),
    () => {},
    [
      'notable parameter.parameter-became-optional: POST /v1/reporting (report): query ' +
        'parameter wallet: no longer required',
    ],
  ],
  [
    'parameter.parameter-serialization-changed',
    undefined,
    (d) => (report(d).parameters[0].explode = false),
    [
      'breaking parameter.parameter-serialization-changed: POST /v1/reporting (report): ' +
        'query parameter wallet: explode added',
    ],
  ],
  [
    'request.request-body-added-optional',
    undefined,
    (d) =>
      (getYield(d).requestBody = {
        content: { 'application/json': { schema: { type: 'object' } } },
      }),
    [
      'notable request.request-body-added-optional: GET /v1/yield (getYield): request body: request body added',
    ],
  ],
  [
    'request.request-body-added-required',
    undefined,
    (d) =>
      (getYield(d).requestBody = {
        required: true,
        content: { 'application/json': { schema: { type: 'object' } } },
      }),
    [
      'breaking request.request-body-added-required: GET /v1/yield (getYield): request body: request body added',
    ],
  ],
  [
    'request.request-body-removed',
    undefined,
    (d) => delete report(d).requestBody,
    [
      'breaking request.request-body-removed: POST /v1/reporting (report): request body: request body removed',
    ],
  ],
  [
    'request.request-body-became-required',
    (d) => (report(d).requestBody.required = false),
    () => {},
    [
      'breaking request.request-body-became-required: POST /v1/reporting (report): request body: became required',
    ],
  ],
  [
    'request.request-body-became-optional',
    undefined,
    (d) => (report(d).requestBody.required = false),
    [
      'notable request.request-body-became-optional: POST /v1/reporting (report): request body: no longer required',
    ],
  ],
  [
    'request.request-media-type-added',
    undefined,
    (d) =>
      (report(d).requestBody.content['application/x-www-form-urlencoded'] = {
        schema: { type: 'object' },
      }),
    [
      'notable request.request-media-type-added: POST /v1/reporting (report): request body: ' +
        'media type application/x-www-form-urlencoded added',
    ],
  ],
  [
    'request.request-media-type-removed',
    (d) => (report(d).requestBody.content['text/plain'] = { schema: { type: 'string' } }),
    () => {},
    [
      'breaking request.request-media-type-removed: POST /v1/reporting (report): request ' +
        'body: media type text/plain removed',
    ],
  ],
  [
    'request.request-body-text',
    undefined,
    (d) => (report(d).requestBody.description = 'The range.'),
    [
      'internal request.request-body-text: POST /v1/reporting (report): request body: description added',
    ],
  ],
  [
    'response.status-added',
    undefined,
    (d) => (report(d).responses[429] = { description: 'Too many requests' }),
    ['notable response.status-added: POST /v1/reporting (report): response 429: response added'],
  ],
  [
    'response.success-status-removed',
    (d) => (getYield(d).responses[202] = { description: 'accepted' }),
    () => {},
    [
      'breaking response.success-status-removed: GET /v1/yield (getYield): response 202: response removed',
    ],
  ],
  [
    'response.error-status-removed',
    undefined,
    (d) => delete getYield(d).responses[404],
    [
      'notable response.error-status-removed: GET /v1/yield (getYield): response 404: response removed',
    ],
  ],
  [
    'response.response-media-type-added',
    undefined,
    (d) => (getYield(d).responses[200].content['text/csv'] = { schema: { type: 'string' } }),
    [
      'notable response.response-media-type-added: GET /v1/yield (getYield): response 200: media type text/csv added',
    ],
  ],
  [
    'response.response-media-type-removed',
    undefined,
    (d) => (getYield(d).responses[200].content = {}),
    [
      'breaking response.response-media-type-removed: GET /v1/yield (getYield): response ' +
        '200: media type application/json removed',
    ],
  ],
  [
    'response.response-header-added',
    undefined,
    (d) => (getYield(d).responses[200].headers['X-Rate-Limit'] = { schema: { type: 'integer' } }),
    [
      'notable response.response-header-added: GET /v1/yield (getYield): response 200 header ' +
        'X-Rate-Limit: header added',
    ],
  ],
  [
    'response.response-header-removed',
    undefined,
    (d) => (getYield(d).responses[200].headers = {}),
    [
      'breaking response.response-header-removed: GET /v1/yield (getYield): response 200 ' +
        'header X-Cache: header removed',
    ],
  ],
  [
    'response.response-header-became-required',
    undefined,
    (d) => (getYield(d).responses[200].headers['X-Cache'].required = true),
    [
      'notable response.response-header-became-required: GET /v1/yield (getYield): response ' +
        '200 header X-Cache: became required',
    ],
  ],
  [
    'response.response-header-became-optional',
    (d) => (getYield(d).responses[200].headers['X-Cache'].required = true),
    () => {},
    [
      'breaking response.response-header-became-optional: GET /v1/yield (getYield): response ' +
        '200 header X-Cache: no longer required',
    ],
  ],
  [
    'response.response-text',
    undefined,
    (d) => (getYield(d).responses[200].description = 'The current yield.'),
    [
      'internal response.response-text: GET /v1/yield (getYield): response 200: description changed',
    ],
  ],
  [
    'security.security-became-required',
    (d) => (report(d).security = []),
    () => {},
    [
      'breaking security.security-became-required: POST /v1/reporting (report): security: a key is now needed',
    ],
  ],
  [
    'security.security-alternative-added',
    undefined,
    (d) => (report(d).security = [{ apiKey: [] }, { oauth: ['read'] }]),
    [
      'notable security.security-alternative-added: POST /v1/reporting (report): security: ' +
        'authentication with oauth added',
    ],
  ],
  [
    'security.security-alternative-removed',
    (d) => (report(d).security = [{ apiKey: [] }, { oauth: ['read'] }]),
    () => {},
    [
      'breaking security.security-alternative-removed: POST /v1/reporting (report): ' +
        'security: authentication with oauth removed',
    ],
  ],
  [
    'security.security-became-optional',
    undefined,
    (d) => (report(d).security = [{}, { apiKey: [] }]),
    [
      'notable security.security-became-optional: POST /v1/reporting (report): security: a key is no longer needed',
    ],
  ],
  [
    'security.security-scope-added',
    undefined,
    (d) => (getYield(d).security = [{ oauth: ['read', 'write'] }]),
    [
      'breaking security.security-scope-added: GET /v1/yield (getYield): security: scope "write" of oauth added',
    ],
  ],
  [
    'security.security-scope-removed',
    (d) => (getYield(d).security = [{ oauth: ['read', 'write'] }]),
    () => {},
    [
      'notable security.security-scope-removed: GET /v1/yield (getYield): security: scope "write" of oauth removed',
    ],
  ],
  [
    'security.security-scheme-changed',
    undefined,
    (d) => (d.components.securitySchemes.apiKey.name = 'x-api-key'),
    [
      'breaking security.security-scheme-changed: POST /v1/reporting (report): security: ' +
        'apiKey name changed from "api-key" to "x-api-key"',
    ],
  ],
  [
    'security.security-scheme-text',
    undefined,
    (d) => (d.components.securitySchemes.apiKey.description = 'Your key.'),
    [
      'internal security.security-scheme-text: POST /v1/reporting (report): security: apiKey description changed',
    ],
  ],
  [
    'document.server-added',
    undefined,
    (d) => d.servers.push({ url: 'https://sandbox.example.com' }),
    ['notable document.server-added: servers: server https://sandbox.example.com added'],
  ],
  [
    'document.server-removed',
    undefined,
    (d) => (d.servers = [{ url: 'https://api.example.org' }]),
    [
      'breaking document.server-removed: servers: server https://api.example.com removed',
      'notable document.server-added: servers: server https://api.example.org added',
    ],
  ],
  [
    'document.document-text',
    undefined,
    (d) => (d.info.description = 'Stake on 42 chains.'),
    ['internal document.document-text: info: info changed'],
  ],
  [
    'document.unexplained',
    undefined,
    (d) =>
      (report(d).requestBody.content['application/json'].schema.properties.value.not = {
        type: 'null',
      }),
    ['breaking document.unexplained: POST /v1/reporting (report): request body: value: not added'],
  ],
];
