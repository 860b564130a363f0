import { describe, expect, it } from 'vitest';
import { isUnderPath, linkKind, samePath, siteHref } from '.';

describe("siteHref: the one function that writes the site's URLs", () => {
  it('writes every page with a trailing slash, keeping query and hash', () => {
    expect(siteHref('/docs/welcome')).toBe('/docs/welcome/');
    expect(siteHref('/docs/welcome#quick-start')).toBe('/docs/welcome/#quick-start');
    expect(siteHref('/docs/reporting?x=1#y')).toBe('/docs/reporting/?x=1#y');
    expect(siteHref('/docs/examples/')).toBe('/docs/examples/');
    expect(siteHref('/')).toBe('/');
  });

  it('leaves files, anchors and other sites as written', () => {
    expect(siteHref('/openapi.yaml')).toBe('/openapi.yaml');
    expect(siteHref('#anchor')).toBe('#anchor');
    expect(siteHref('https://example.org/a')).toBe('https://example.org/a');
    expect(siteHref('//cdn.example.org/a')).toBe('//cdn.example.org/a');
    expect(siteHref('mailto:a@example.org')).toBe('mailto:a@example.org');
  });
});

describe('linkKind', () => {
  it('tells pages, files, anchors, outbound links and mailto: apart', () => {
    expect(linkKind('/docs/welcome/')).toBe('page');
    expect(linkKind('/api#/operations/getStatus')).toBe('page');
    expect(linkKind('/openapi.yaml')).toBe('file');
    expect(linkKind('#anchor')).toBe('hash');
    expect(linkKind('https://example.org')).toBe('external');
    expect(linkKind('//cdn.example.org/a.js')).toBe('external');
    expect(linkKind('mailto:a@example.org')).toBe('mailto');
    expect(linkKind('tel:+4100000000')).toBe('mailto');
  });
});

describe('path comparison', () => {
  it('ignores the trailing slash and respects segment boundaries', () => {
    expect(samePath('/docs/welcome', '/docs/welcome/')).toBe(true);
    expect(isUnderPath('/docs/examples/sol-staking-example/', '/docs')).toBe(true);
    expect(isUnderPath('/docs/', '/docs')).toBe(true);
    expect(isUnderPath('/docsearch/', '/docs')).toBe(false);
  });
});

describe('search and machine-file URLs', () => {
  it('links an API operation to its page, and Try it to Elements on /api opened at it', async () => {
    const { apiOperationPath, apiSchemaHref, apiTryItHref, transactionCheckHref } =
      await import('.');
    expect(apiOperationPath('forgeSolStake')).toBe('/api/operations/forgeSolStake/');
    expect(apiSchemaHref('Transaction')).toBe('/api/schemas/#Transaction');
    expect(apiTryItHref('forgeSolStake')).toBe('/api/?try#/operations/forgeSolStake');
    expect(transactionCheckHref('forgeSolStake')).toBe(
      '/docs/check-a-transaction/?operation=forgeSolStake',
    );
  });

  it("links a staking identifier to its section on its family's chain page", async () => {
    const { CHAINS_OVERVIEW_PATH, chainFamilyPath, chainHref } = await import('.');
    expect(CHAINS_OVERVIEW_PATH).toBe('/docs/chains/');
    expect(chainFamilyPath('tendermint')).toBe('/docs/chains/tendermint/');
    expect(chainHref('tendermint', 'OSMO')).toBe('/docs/chains/tendermint/#osmo');
    expect(chainHref('evm', 'STAKEWISE')).toBe('/docs/chains/evm/#stakewise');
  });

  it('puts the Markdown copy of a page beside it', async () => {
    const { markdownCopyPath } = await import('.');
    expect(markdownCopyPath('/docs/welcome')).toBe('/docs/welcome.md');
    expect(markdownCopyPath('/docs/welcome/')).toBe('/docs/welcome.md');
    expect(markdownCopyPath('/docs/examples/')).toBe('/docs/examples.md');
    expect(markdownCopyPath('/api/operations/getStatus/')).toBe('/api/operations/getStatus.md');
  });

  it('prefixes raw URLs with the sub-path the site is hosted under', async () => {
    const { withBasePath } = await import('.');
    const previous = process.env.NEXT_PUBLIC_BASE_PATH;
    process.env.NEXT_PUBLIC_BASE_PATH = '/staking-docs';
    try {
      expect(withBasePath('/pagefind/pagefind.js')).toBe('/staking-docs/pagefind/pagefind.js');
      expect(withBasePath('https://example.org/a')).toBe('https://example.org/a');
    } finally {
      if (previous === undefined) delete process.env.NEXT_PUBLIC_BASE_PATH;
      else process.env.NEXT_PUBLIC_BASE_PATH = previous;
    }
    expect(withBasePath('/llms.txt')).toBe(previous ? `${previous}/llms.txt` : '/llms.txt');
  });
});
