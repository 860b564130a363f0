// @vitest-environment node
import * as pagefind from 'pagefind';
import { prerender } from 'react-dom/static';
import { afterAll, describe, expect, it } from 'vitest';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { operationModel } from '@/lib/openapi/pages/operation';
import { operationSearchMetadata, withSearchMetadata } from '@/lib/search-index';
import { indexedPages } from '@/tests/pagefind';
import OperationPage from './index';

afterAll(() => pagefind.close());

const document = loadApiDocument();

/** The server HTML of an operation's page, as the build renders it for the search index. */
async function pageHtml(operationId: string): Promise<string> {
  const { prelude } = await prerender(
    <OperationPage
      operation={operationModel(document, operationId)!}
      samples={[]}
      guides={{ shown: [], total: 0 }}
    />,
  );
  return new Response(prelude).text();
}

describe('what an operation page gives the search index', () => {
  it('sends the reader no search metadata: the index is given it at build time', async () => {
    const html = await pageHtml('forgeSolWithdraw');
    expect(html).toContain('data-pagefind-body=""');
    expect(html).not.toContain('data-pagefind-meta');
    expect(html).not.toContain('SOL Solana transactions forge withdraw forgeSolWithdraw');
  });

  it(
    'has the metadata the build puts in read by the index inside its body, as metadata and not ' +
      'as text, at the page URL',
    async () => {
      const operation = operationModel(document, 'forgeSolWithdraw')!;
      const content = withSearchMetadata(
        `<html lang="en"><body>${await pageHtml('forgeSolWithdraw')}</body></html>`,
        operationSearchMetadata(operation),
      );
      const block =
        /<div data-pagefind-body="" data-pagefind-filter="type:API operation"><div hidden data-pagefind-ignore>(.*?)<\/div>/.exec(
          content,
        );
      expect(block?.[1]).toContain(
        '<span data-pagefind-meta="keywords">SOL Solana transactions forge withdraw forgeSolWithdraw</span>',
      );
      const [page] = await indexedPages((index) =>
        index.addHTMLFile({ sourcePath: 'api/operations/forgeSolWithdraw/index.html', content }),
      );
      expect(page.url).toBe('/api/operations/forgeSolWithdraw/');
      expect(page.meta).toMatchObject({
        operationId: 'forgeSolWithdraw',
        method: 'POST',
        path: '/v1/transactions/SOL/forge/withdraw',
        tag: 'Solana',
        summary: 'Withdraw SOL from a stake account',
        keywords: 'SOL Solana transactions forge withdraw forgeSolWithdraw',
      });
      expect(page.content).toMatch(
        /^API Reference · Solana\. Withdraw SOL from a stake account\. POST \/v1\/transactions\/SOL\/forge\/withdraw /,
      );
      expect(page.content).not.toContain('SOL Solana transactions');
    },
  );

  it(
    'weighs the id, the summary and the path most, a field name over prose, a field ' +
      'description under it',
    async () => {
      const html = await pageHtml('forgeSolWithdraw');
      expect(html).toMatch(/<code data-pagefind-weight="10">forgeSolWithdraw<\/code>/);
      expect(html).toMatch(
        /<h1 class="[^"]*" data-pagefind-weight="7">Withdraw SOL from a stake account<\/h1>/,
      );
      expect(html).toMatch(
        /<code class="[^"]*" data-pagefind-weight="5">\/v1\/transactions\/SOL\/forge\/withdraw<\/code>/,
      );
      expect(html).toMatch(/<code data-pagefind-weight="2">stakeAccountAddress<\/code>/);
      expect(html).toMatch(
        /<div data-pagefind-weight="0.5"><p>The deactivated stake account to withdraw from \(base58\)\.<\/p><\/div>/,
      );
    },
  );

  it('leaves patterns, bounds and field examples out, keeps an enum', async () => {
    const html = await pageHtml('forgeSolWithdraw');
    expect(html).toContain('<div data-pagefind-ignore=""><dt>Pattern</dt>');
    expect(html).toContain('<div data-pagefind-ignore=""><dt>Example</dt>');
    expect(html).toContain('<div data-pagefind-ignore=""><dt>Constraints</dt>');
    expect(await pageHtml('forgeTendermintStake')).toContain(
      '<div><dt>One of</dt><dd><code>ATOM</code>, <code>EVMOS</code>, <code>INJ</code>',
    );
  });

  it('leaves its controls (Try it, Check a forged transaction) out of the index and its excerpts', async () => {
    const html = await pageHtml('forgeSolWithdraw');
    expect(html).toMatch(
      /<p class="[^"]*" data-pagefind-ignore=""><a [^>]*>Try it in the interactive reference<\/a><\/p>/,
    );
  });

  it(
    'weighs the error answers less than the success answer, and reads an error body shown ' +
      'again not at all',
    async () => {
      const html = await pageHtml('forgeSolWithdraw');
      expect(html).toMatch(/<section aria-labelledby="response-200" class="[^"]*">/);
      for (const status of ['400', '401', '422', '500'])
        expect(html).toMatch(
          new RegExp(
            `<section aria-labelledby="response-${status}" class="[^"]*" data-pagefind-weight="0.5">`,
          ),
        );
      expect(
        html.match(
          /<details class="[^"]*" data-pagefind-ignore=""><summary>Fields of Error, as in 400 above/g,
        ),
      ).toHaveLength(3);
    },
  );
});
