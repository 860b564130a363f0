/**
 * A small description whose one operation holds every kind of field the field model reads
 * (./field-model.ts): a deprecated parameter, read-only and write-only fields, arrays of enum
 * values and of objects, a nullable field, a recursive schema, allOf, alternatives without a
 * type of their own and a schema with both oneOf and anyOf. The field model's tests and those of
 * its two views (components/SchemaView, ./operation-markdown.ts) read it.
 */
import type { JsonObject } from '../document/walk';

export const FIELDS_OPERATION_ID = 'updateWallet';

export const fieldsDocument: JsonObject = {
  openapi: '3.0.3',
  info: { title: 'Fields', version: '1.0.0' },
  paths: {
    '/v1/wallets/{walletId}': {
      parameters: [
        {
          name: 'walletId',
          in: 'path',
          required: true,
          schema: { type: 'string', format: 'uuid' },
        },
      ],
      put: {
        operationId: FIELDS_OPERATION_ID,
        summary: 'Update a wallet',
        parameters: [
          {
            name: 'label',
            in: 'query',
            deprecated: true,
            description: 'Use the body instead.',
            schema: { type: 'string', maxLength: 20 },
            example: 'savings',
          },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Wallet' } } },
        },
        responses: {
          '200': {
            description: 'The wallet.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Wallet' } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Named: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', description: 'What it is called.' } },
      },
      Wallet: {
        allOf: [
          { $ref: '#/components/schemas/Named' },
          {
            type: 'object',
            required: ['networks'],
            properties: {
              id: { type: 'string', format: 'uuid', readOnly: true },
              secret: { type: 'string', writeOnly: true },
              networks: {
                type: 'array',
                items: { type: 'string', enum: ['mainnet', 'testnet'] },
                minItems: 1,
              },
              holders: { type: 'array', items: { $ref: '#/components/schemas/Holder' } },
              memo: { type: 'string', nullable: true },
              owner: { $ref: '#/components/schemas/Owner' },
              payout: { $ref: '#/components/schemas/Payout' },
              limit: { $ref: '#/components/schemas/Limit' },
            },
          },
        ],
      },
      Holder: {
        type: 'object',
        description: 'A person who may sign.',
        properties: { email: { type: 'string', format: 'email' } },
      },
      Owner: {
        type: 'object',
        properties: { name: { type: 'string' }, parent: { $ref: '#/components/schemas/Owner' } },
      },
      Payout: {
        oneOf: [
          { $ref: '#/components/schemas/Named' },
          {
            title: 'Card',
            type: 'object',
            properties: { pan: { type: 'string', pattern: '^[0-9]{16}$' } },
          },
        ],
        discriminator: { propertyName: 'kind' },
      },
      Limit: {
        oneOf: [
          { type: 'integer', minimum: 0 },
          { type: 'string', enum: ['unlimited'] },
        ],
        anyOf: [{ type: 'number', maximum: 1000 }, { $ref: '#/components/schemas/Named' }],
      },
    },
  },
};
