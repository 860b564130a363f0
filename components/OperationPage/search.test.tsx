// @vitest-environment node
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { operationModel } from '@/lib/openapi/operation';
import OperationPage from './index';

/** The server HTML of an operation's page, as the build renders it for the search index. */
async function pageHtml(operationId: string): Promise<string> {
  const { prelude } = await prerender(<OperationPage operation={operationModel(operationId)!} samples={[]} guides={[]} />);
  return new Response(prelude).text();
}

describe('what an operation page gives the search index', () => {
  it('names the operation by chain, path words and id in its keywords metadata', async () => {
    const html = await pageHtml('forgeSolWithdraw');
    expect(html).toContain('<span data-pagefind-meta="keywords">SOL Solana transactions forge withdraw forgeSolWithdraw</span>');
  });

  it('weighs the id, the summary and the path most, a field name over prose, a field description under it', async () => {
    const html = await pageHtml('forgeSolWithdraw');
    expect(html).toMatch(/<code data-pagefind-weight="10">forgeSolWithdraw<\/code>/);
    expect(html).toMatch(/<h1 class="[^"]*" data-pagefind-weight="7">Withdraw SOL from a stake account<\/h1>/);
    expect(html).toMatch(/<code class="[^"]*" data-pagefind-weight="5">\/v1\/transactions\/SOL\/forge\/withdraw<\/code>/);
    expect(html).toMatch(/<code data-pagefind-weight="2">stakeAccountAddress<\/code>/);
    expect(html).toMatch(/<div data-pagefind-weight="0.5"><p>The deactivated stake account to withdraw from \(base58\)\.<\/p><\/div>/);
  });

  it('leaves patterns, bounds and field examples out, keeps an enum', async () => {
    const html = await pageHtml('forgeSolWithdraw');
    expect(html).toContain('<div data-pagefind-ignore=""><dt>Pattern</dt>');
    expect(html).toContain('<div data-pagefind-ignore=""><dt>Example</dt>');
    expect(html).toContain('<div data-pagefind-ignore=""><dt>Constraints</dt>');
    expect(await pageHtml('forgeTendermintStake')).toContain('<div><dt>One of</dt><dd><code>ATOM</code>, <code>EVMOS</code>, <code>INJ</code>');
  });

  it('weighs the error answers less than the success answer, and reads an error body shown again not at all', async () => {
    const html = await pageHtml('forgeSolWithdraw');
    expect(html).toMatch(/<section aria-labelledby="response-200" class="[^"]*">/);
    for (const status of ['400', '401', '422', '500']) expect(html).toMatch(new RegExp(`<section aria-labelledby="response-${status}" class="[^"]*" data-pagefind-weight="0.5">`));
    expect(html.match(/<details class="[^"]*" data-pagefind-ignore=""><summary>Fields of Error, as in 400 above/g)).toHaveLength(3);
  });
});
