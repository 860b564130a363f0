// @vitest-environment node
import { prerender } from 'react-dom/static';
import { expectedPages, missingOnPage } from '@/tests/openapi/completeness';
import { loadApiDocument } from '@/lib/openapi/document/load';
import type { JsonObject } from '@/lib/openapi/document/walk';
import { codeSamples } from '@/lib/openapi/pages/code-samples';
import { operationModels } from '@/lib/openapi/pages/operation';
import OperationPage from './index';

/** The page of one operation of `document`, as the build renders it (server HTML). */
async function renderPage(document: JsonObject, operationId: string): Promise<string> {
  const operation = operationModels(document).find((model) => model.operationId === operationId)!;
  const samples = await codeSamples(document, operation);
  const { prelude } = await prerender(
    <OperationPage
      operation={operation}
      samples={samples}
      guides={{
        shown: [{ title: 'Solana staking example', href: '/docs/examples/sol-staking-example/' }],
        total: 1,
      }}
    />,
  );
  return new Response(prelude).text();
}

const document = loadApiDocument();

describe('OperationPage', () => {
  it('shows the call, the key, Try it and every section of the description', async () => {
    const html = await renderPage(document, 'forgeSolStake');
    expect(html).toContain('<h1');
    expect(html).toContain('Stake SOL with a validator');
    expect(html).toContain('/v1/transactions/SOL/forge/stake');
    expect(html).toMatch(/API key: <strong>required<\/strong>/);
    expect(html).toContain('href="/api/?try#/operations/forgeSolStake"');
    expect(html).toContain('href="/docs/examples/sol-staking-example/"');
    for (const id of [
      'guides',
      'request-body',
      'responses',
      'response-200',
      'response-422',
      'code-samples',
    ])
      expect(html).toContain(`id="${id}"`);
    expect(
      missingOnPage(
        html,
        expectedPages(document).find((page) => page.operationId === 'forgeSolStake')!,
      ),
    ).toEqual([]);
  });

  it('shows a field planted in a copy of the description, at any depth, with no code change', async () => {
    const copy = structuredClone(document) as {
      components: {
        schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }>;
      };
    };
    copy.components.schemas.SolanaUnsignedTransaction.properties.lastValidBlockHeight = {
      type: 'integer',
      minimum: 0,
      description: 'Planted: the last block height at which the transaction is valid.',
      example: 312004417,
    };
    copy.components.schemas.SolStakeRequest.properties.memo = {
      type: 'object',
      properties: { text: { type: 'string', maxLength: 32 } },
      required: ['text'],
    };
    const html = await renderPage(copy as never, 'forgeSolStake');
    expect(html).toContain('id="response-200.transaction.lastValidBlockHeight"');
    expect(html).toContain('Planted: the last block height at which the transaction is valid.');
    expect(html).toContain('id="request-body.memo.text"');
    expect(html).toContain('at most 32 characters');
    const planted = expectedPages(copy as never).find(
      (page) => page.operationId === 'forgeSolStake',
    )!;
    expect(planted.ids).toContain('request-body.memo.text');
    expect(missingOnPage(html, planted)).toEqual([]);
  });

  it('says what to call next, from the links of the answer', async () => {
    const forge = await renderPage(document, 'forgeSolStake');
    expect(forge).toContain('id="next-calls"');
    expect(forge).toContain('What to call next');
    expect(forge).toContain('href="/api/operations/broadcastSolTransaction/"');
    expect(forge).toContain('href="/api/operations/getTransaction/"');
    expect(forge).toMatch(/<code>uuid<\/code> is this answer(&#x27;|')s uuid/);
    const submit = await renderPage(document, 'forgePolStake');
    expect(submit).toContain('href="/api/operations/submitTransactionHash/"');
    const broadcast = await renderPage(document, 'broadcastSolTransaction');
    expect(broadcast).toMatch(/<code>txHash<\/code> is this answer(&#x27;|')s result.txHash/);
    const lookUp = await renderPage(document, 'getTransaction');
    expect(lookUp).not.toContain('What to call next');
  });

  it('is reported incomplete when a field is missing from the page', async () => {
    const html = await renderPage(document, 'getTransaction');
    const page = expectedPages(document).find(
      (candidate) => candidate.operationId === 'getTransaction',
    )!;
    const withoutField = html.replace('id="response-200.txStatus"', 'id="elsewhere"');
    expect(missingOnPage(withoutField, page)).toEqual([
      'getTransaction: no element with id "response-200.txStatus"',
    ]);
  });
});
