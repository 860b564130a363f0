// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { operationHtml, operationRecords } from './operations.mjs';

const document = {
  paths: {
    '/v1/transactions/{stakingIdentifier}/forge/stake': {
      post: {
        operationId: 'forgeTendermintStake',
        tags: ['Tendermint chains'],
        summary: 'Delegate to a validator',
        description: 'Builds `MsgDelegate`. See [the guide](/docs/welcome).',
        parameters: [{ $ref: '#/components/parameters/Chain' }],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Request' } } } },
        responses: {
          '200': { description: 'Forged.', content: { 'application/json': { schema: { properties: { uuid: {}, transaction: { properties: { signDirect: {} } } } } } } },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
    },
  },
  components: {
    parameters: { Chain: { name: 'stakingIdentifier', in: 'path', description: 'The Cosmos-SDK chain to use. More text.', schema: { enum: ['ATOM', 'OSMO'] } } },
    schemas: { Request: { allOf: [{ properties: { delegatorAddress: {} } }, { properties: { amount: {}, memo: { items: { properties: { note: {} } } } } }] } },
    responses: { NotFound: { description: 'No such chain.' } },
  },
};

describe('API operations as search records', () => {
  const [record] = operationRecords(document, (id: string) => `/api/#/operations/${id}`);

  it('collects what a reader searches for, following $ref and allOf', () => {
    expect(record).toMatchObject({
      operationId: 'forgeTendermintStake',
      url: '/api/#/operations/forgeTendermintStake',
      method: 'POST',
      summary: 'Delegate to a validator',
      tag: 'Tendermint chains',
      description: 'Builds MsgDelegate. See the guide.',
      parameters: ['stakingIdentifier'],
      pathValues: ['ATOM', 'OSMO'],
      parameterNotes: ['The Cosmos-SDK chain to use.'],
      bodyFields: ['delegatorAddress', 'amount', 'memo', 'note'],
      answerFields: ['uuid', 'transaction', 'signDirect'],
      responses: ['200 Forged.', '404 No such chain.'],
    });
  });

  it('writes one weighted document with the metadata the dialog shows outside the indexed body', () => {
    const html = operationHtml(record);
    const body = html.slice(html.indexOf('<main'));
    expect(html).toContain('<span data-pagefind-meta="operationId">forgeTendermintStake</span>');
    expect(html).toContain('<span data-pagefind-meta="path">/v1/transactions/{stakingIdentifier}/forge/stake</span>');
    expect(body).not.toContain('data-pagefind-meta');
    expect(body).toContain('<p data-pagefind-weight="10">forgeTendermintStake</p>');
    expect(body).toContain('POST v1 transactions stakingIdentifier forge stake ATOM OSMO');
    expect(body).toContain('delegatorAddress, amount, memo, note');
  });
});
