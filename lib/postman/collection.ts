/**
 * The API as a Postman collection (format v2.1, which Bruno and Insomnia import too), written
 * from the description at build time: a folder per tag in the order an integration happens,
 * each operation's request with the description's own examples (the request the code samples
 * send: ../openapi/pages/code-samples.ts), the server and the key as the variables `baseUrl` and
 * `apiKey` that the environments (./environments.ts) set.
 */
import { createHash } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { JsonObject } from '../openapi/document/walk';
import { API_KEY_HEADER, API_KEY_PLACEHOLDER, exampleRequest } from '../openapi/pages/code-samples';
import { operationModels, type OperationModel } from '../openapi/pages/operation';
import { listTags } from '../openapi/pages/operation-list';
import { absoluteUrl, apiOperationPath } from '../urls';

export const POSTMAN_COLLECTION_SCHEMA =
  'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';
export const BASE_URL_VARIABLE = 'baseUrl';
export const API_KEY_VARIABLE = 'apiKey';

/**
 * The folders (the description's tags) in the order of an integration: is the API up, activate
 * and make keys, forge, broadcast, look the transaction up, then reports. A tag missing here
 * fails the build: the order is an allow-list, so a new tag is placed on purpose.
 */
export const STORY_ORDER: readonly string[] = [
  'Status',
  'Account and API keys',
  'Tendermint chains',
  'EVM-type chains',
  'Solana',
  'NEAR',
  'MultiversX',
  'Polkadot pools',
  'Broadcast',
  'Transactions',
  'Reporting',
  'Yield',
];

export interface PostmanVariable {
  key: string;
  value: string;
  type?: 'default' | 'secret';
  description?: string;
}

interface PostmanRequest {
  method: string;
  header: { key: string; value: string }[];
  url: { raw: string; host: string[]; path: string[]; query?: { key: string; value: string }[] };
  body?: { mode: 'raw'; raw: string; options: { raw: { language: 'json' } } };
  description?: string;
}

export interface PostmanItem {
  name: string;
  request: PostmanRequest;
  response: {
    name: string;
    originalRequest: PostmanRequest;
    status: string;
    code: number;
    _postman_previewlanguage: 'json' | 'text';
    header: { key: string; value: string }[];
    body: string;
  }[];
}

export interface PostmanFolder {
  name: string;
  description: string;
  item: PostmanItem[];
}

export interface PostmanCollection {
  info: { _postman_id: string; name: string; description: string; schema: string };
  variable: PostmanVariable[];
  item: PostmanFolder[];
}

/** A stable id in UUID form, so that re-importing a new build updates the same collection. */
export function stableId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const variable = (name: string) => `{{${name}}}`;

/** The operation's example request, on `{{baseUrl}}` with `{{apiKey}}` for the key. */
function requestOf(
  document: JsonObject,
  model: OperationModel,
  description: string,
): PostmanRequest {
  const har = exampleRequest(document, model);
  const url = new URL(har.url);
  const path = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const query = har.queryString.map(({ name, value }) => ({ key: name, value }));
  const header = har.headers.map(({ name, value }) => ({
    key: name,
    value:
      name === API_KEY_HEADER && value === API_KEY_PLACEHOLDER ? variable(API_KEY_VARIABLE) : value,
  }));
  const body = har.postData?.text;
  return {
    method: har.method,
    header,
    url: {
      raw: `${variable(BASE_URL_VARIABLE)}${url.pathname}${url.search}`,
      host: [variable(BASE_URL_VARIABLE)],
      path,
      ...(query.length ? { query } : {}),
    },
    ...(body !== undefined
      ? {
          body: {
            mode: 'raw' as const,
            raw: JSON.stringify(JSON.parse(body), null, 2),
            options: { raw: { language: 'json' as const } },
          },
        }
      : {}),
    description,
  };
}

/** The first success answer the description shows, as Postman's saved example of the request. */
function savedAnswers(model: OperationModel, request: PostmanRequest): PostmanItem['response'] {
  const success = model.responses.find((response) => /^2\d\d$/.test(response.status));
  if (!success) return [];
  const { description: _, ...originalRequest } = request;
  const media = success.content[0];
  const example = media?.examples[0];
  return [
    {
      name: example?.summary ?? success.description,
      originalRequest,
      status: STATUS_CODES[Number(success.status)] ?? success.status,
      code: Number(success.status),
      _postman_previewlanguage: media ? 'json' : 'text',
      header: media ? [{ key: 'content-type', value: media.mediaType }] : [],
      body: example ? JSON.stringify(example.value, null, 2) : '',
    },
  ];
}

function requestDescription(model: OperationModel, siteUrl: string): string {
  const key = model.secured
    ? `Needs the \`${API_KEY_HEADER}\` header: the environment's \`${API_KEY_VARIABLE}\`.`
    : 'Needs no API key.';
  return [
    model.description?.trim(),
    key,
    `Reference: ${absoluteUrl(apiOperationPath(model.operationId), siteUrl)}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The collection of every operation of `document`. `siteUrl` is where the docs are published:
 * each request links to its page there.
 */
export function postmanCollection({
  document,
  siteUrl,
}: {
  document: JsonObject;
  siteUrl: string;
}): PostmanCollection {
  const models = operationModels(document);
  const tags = listTags(document).filter((tag) => models.some((model) => model.tag === tag.name));
  const unplaced = tags.filter((tag) => !STORY_ORDER.includes(tag.name)).map((tag) => tag.name);
  if (unplaced.length)
    throw new Error(
      `lib/postman/collection.ts: place the tag(s) ${unplaced.join(', ')} in STORY_ORDER, ` +
        `where they come in an integration.`,
    );
  const info = document.info as { title: string; version: string; description?: string };
  const [production] = document.servers as { url: string }[];
  const folders = STORY_ORDER.map((name) => tags.find((tag) => tag.name === name))
    .filter((tag) => tag !== undefined)
    .map((tag) => ({
      name: tag.name,
      description: tag.description.trim(),
      item: models
        .filter((model) => model.tag === tag.name)
        .map((model) => {
          const request = requestOf(document, model, requestDescription(model, siteUrl));
          return { name: model.summary, request, response: savedAnswers(model, request) };
        }),
    }));
  return {
    info: {
      _postman_id: stableId(`${info.title} collection`),
      name: info.title,
      description: [
        `${info.title} ${info.version}: every operation of the API description, with its examples.`,
        `Choose an environment: "${info.title} sandbox" calls the local sandbox (\`npm run ` +
          `sandbox\`) with its public key; "${info.title} production" calls the API with the ` +
          `key you put in \`${API_KEY_VARIABLE}\`.`,
        `The folders follow an integration: check the API is up, activate your account and ` +
          `create keys, forge a transaction, broadcast it, look it up, then read reports. Sign ` +
          `each forged transaction yourself before you broadcast it.`,
        `Docs: ${absoluteUrl('/docs/welcome/', siteUrl)}`,
      ].join('\n\n'),
      schema: POSTMAN_COLLECTION_SCHEMA,
    },
    variable: [
      {
        key: BASE_URL_VARIABLE,
        value: production!.url.replace(/\/+$/, ''),
        description: 'The API server; each environment sets its own.',
      },
      {
        key: API_KEY_VARIABLE,
        value: '',
        type: 'secret',
        description: 'Your API key, sent in the api-key header; each environment sets its own.',
      },
    ],
    item: folders,
  };
}
