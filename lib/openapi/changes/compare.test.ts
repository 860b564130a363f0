// @vitest-environment node
import type { JsonObject } from '../document/walk';
import { changeLine, compareDescriptions } from './compare';

/** A description a test edits: it reads and sets members at any depth without narrowing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- plain JSON, edited in place
type Editable = any;

/** A small description: one reporting call with a query parameter, a request body and an answer. */
function description(edit: (document: Editable) => void = () => {}): JsonObject {
  const document = {
    openapi: '3.0.3',
    info: { title: 'T', version: '1.0.0' },
    paths: {
      '/v1/reporting': {
        post: {
          operationId: 'report',
          parameters: [{ $ref: '#/components/parameters/Wallet' }],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Query' } } },
          },
          responses: {
            200: {
              description: 'ok',
              headers: { 'X-Cache': { schema: { type: 'string' } } },
              content: {
                'application/json': {
                  schema: { type: 'array', items: { $ref: '#/components/schemas/Point' } },
                },
              },
            },
          },
        },
      },
    },
    components: {
      parameters: {
        Wallet: { name: 'wallet', in: 'query', required: false, schema: { type: 'string' } },
      },
      schemas: {
        Query: {
          type: 'object',
          required: ['begDate'],
          properties: { begDate: { type: 'string' }, limit: { type: 'integer' } },
        },
        Point: {
          type: 'object',
          required: ['date'],
          properties: { date: { type: 'string' }, rewards: { type: 'string' } },
        },
      },
    },
  };
  edit(document);
  return document;
}

const lines = (edit: (document: Editable) => void) =>
  compareDescriptions(description(), description(edit)).map(
    (change) => `${change.type}: ${changeLine(change)}`,
  );

describe('compareDescriptions', () => {
  it('finds nothing between a description and itself, and leaves the version number out', () => {
    expect(compareDescriptions(description(), description())).toEqual([]);
    expect(lines((document) => (document.info.version = '1.1.0'))).toEqual([]);
  });

  it('names a query parameter by where it is sent and its name', () => {
    expect(lines((document) => (document.components.parameters.Wallet.required = true))).toEqual([
      'breaking: POST /v1/reporting (report): query parameter wallet: became required',
    ]);
  });

  it('names a field of an array answer with [] and the kind of a type change with both types', () => {
    expect(
      lines((document) => (document.components.schemas.Point.properties.rewards.type = 'number')),
    ).toEqual([
      'breaking: POST /v1/reporting (report): response 200 body: [].rewards: type changed from "string" to "number"',
    ]);
  });

  it('names a response header and a request field that is no longer required', () => {
    expect(
      lines(
        (document) => delete document.paths['/v1/reporting'].post.responses[200].headers['X-Cache'],
      ),
    ).toEqual([
      expect.stringMatching(
        /^\w[\w-]*: POST \/v1\/reporting \(report\): response 200 header X-Cache: header removed$/,
      ),
    ]);
    expect(lines((document) => (document.components.schemas.Query.required = []))).toEqual([
      'notable: POST /v1/reporting (report): request body: begDate: no longer required',
    ]);
  });

  it('compares a recursive schema without looping, and names the change where the schema first appears', () => {
    const recursive = (document: Editable) => {
      document.components.schemas.Point.properties.children = {
        type: 'array',
        items: { $ref: '#/components/schemas/Point' },
      };
    };
    expect(lines(recursive)).toEqual([
      'notable: POST /v1/reporting (report): response 200 body: [].children: added',
    ]);
    const before = description(recursive);
    const after = description((document) => {
      recursive(document);
      document.components.schemas.Point.properties.date.format = 'date';
    });
    expect(
      compareDescriptions(before, after).map((change) => `${change.type}: ${changeLine(change)}`),
    ).toEqual([
      'notable: POST /v1/reporting (report): response 200 body: [].date: format "date" added',
    ]);
  });

  it(
    'keeps an operation whose path parameter is renamed, and reports a parameter of the path ' +
      'item in its operations',
    () => {
      const withPath = (name: string) => (document: Editable) => {
        const operation = document.paths['/v1/reporting'].post;
        delete document.paths['/v1/reporting'];
        document.paths[`/v1/reporting/{${name}}`] = {
          parameters: [{ name, in: 'path', required: true, schema: { type: 'string' } }],
          post: operation,
        };
      };
      expect(
        compareDescriptions(description(withPath('id')), description(withPath('wallet'))).map(
          (change) => `${change.type}: ${changeLine(change)}`,
        ),
      ).toEqual([
        'internal: POST /v1/reporting/{wallet} (report): path parameter wallet: name changed from "id" to "wallet"',
      ]);
      const narrowed = description((document) => {
        withPath('id')(document);
        document.paths['/v1/reporting/{id}'].parameters[0].schema.maxLength = 64;
      });
      expect(
        compareDescriptions(description(withPath('id')), narrowed).map(
          (change) => `${change.type}: ${changeLine(change)}`,
        ),
      ).toEqual([
        'breaking: POST /v1/reporting/{id} (report): path parameter id: maxLength 64 added',
      ]);
    },
  );

  it('keeps text-only changes apart as internal', () => {
    expect(
      lines((document) => (document.paths['/v1/reporting'].post.summary = 'Earnings')),
    ).toEqual(['internal: POST /v1/reporting (report): operation: summary added']);
  });
});
