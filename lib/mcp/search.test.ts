// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSearchIndex, sectionsOfFullText, stem, tokens } from './search';
import { markdownPathOf, parseLlmsTxt } from './site-index';

const FIXTURE = path.join(__dirname, 'fixture-site');
const index = parseLlmsTxt(readFileSync(path.join(FIXTURE, 'llms.txt'), 'utf8'));
const sections = sectionsOfFullText(
  readFileSync(path.join(FIXTURE, 'llms-full.txt'), 'utf8'),
  index.sitePathOf,
);
const search = createSearchIndex(sections);

describe('the pages of llms.txt', () => {
  it(
    'are its Markdown copies, with title, description, section and site path; the description ' +
      'files are not pages',
    () => {
      expect(index.publishedBase).toBe('https://docs.example.test/');
      expect(
        index.pages.map(({ title, section, path: sitePath }) => [title, section, sitePath]),
      ).toEqual([
        ['Core concepts', 'Guides', '/docs/core-concepts.md'],
        [
          'Withdraw SOL from a stake account',
          'API operations',
          '/api/operations/forgeSolWithdraw.md',
        ],
        ['Look up a transaction', 'API operations', '/api/operations/getTransaction.md'],
      ]);
      expect(index.pages[0]!.description).toBe(
        'Staking identifiers, amounts and chain-specific rules.',
      );
    },
  );

  it('are named by path, with or without .md or a slash, or by their published address', () => {
    for (const name of [
      '/docs/core-concepts',
      'docs/core-concepts/',
      '/docs/core-concepts.md',
      'https://docs.example.test/docs/core-concepts.md',
      'https://docs.example.test/docs/core-concepts/#amounts',
    ])
      expect(markdownPathOf(index, name), name).toBe('/docs/core-concepts.md');
    expect(markdownPathOf(index, 'https://elsewhere.test/docs/core-concepts.md')).toBeNull();
  });

  it('refuses an llms.txt that is not the docs', () => {
    expect(() => parseLlmsTxt('# Something else\n\n- [A](https://a.test/a.md)\n')).toThrow(
      'llms.txt does not link to llms-full.txt',
    );
  });
});

describe('search over llms-full.txt', () => {
  it("splits each page at its headings, outside code, and keeps each section's page", () => {
    expect(sections.map(({ pagePath, heading }) => `${pagePath} ${heading}`)).toEqual([
      '/docs/core-concepts.md Core concepts',
      '/docs/core-concepts.md Amounts',
      '/docs/core-concepts.md Solana: withdraw only after deactivation',
      "/docs/core-concepts.md Cosmos SDK chains: an account's first transaction",
      '/api/operations/forgeSolWithdraw.md Withdraw SOL from a stake account',
      '/api/operations/forgeSolWithdraw.md Request body',
      '/api/operations/forgeSolWithdraw.md Code samples',
      '/api/operations/getTransaction.md Look up a transaction',
    ]);
  });

  it('reduces words to a stem and splits names into their words', () => {
    expect(['stake', 'staking', 'staked', 'stakes'].map(stem)).toEqual([
      'stak',
      'stak',
      'stak',
      'stak',
    ]);
    expect(tokens('stakeAccountAddress')).toEqual([
      'stakeaccountaddress',
      'stak',
      'account',
      'address',
    ]);
    expect(tokens('How do I withdraw the SOL')).toEqual(['withdraw', 'sol']);
  });

  it('ranks the section that holds the words, and its heading, first; one hit per page', () => {
    const hits = search.search('withdraw after deactivation');
    expect(hits.map(({ pagePath, heading }) => `${pagePath} ${heading}`)).toEqual([
      '/docs/core-concepts.md Solana: withdraw only after deactivation',
      '/api/operations/forgeSolWithdraw.md Withdraw SOL from a stake account',
    ]);
    expect(hits[0]!.excerpt).toBe(
      'Unstaking deactivates a stake account; withdrawing moves its SOL back once the ' +
        'deactivation has completed at an epoch boundary.',
    );
    expect(search.search('public key first transaction')[0]!.heading).toBe(
      "Cosmos SDK chains: an account's first transaction",
    );
    expect(search.search('stakeAccountAddress')[0]).toMatchObject({
      pagePath: '/api/operations/forgeSolWithdraw.md',
      heading: 'Request body',
    });
    expect(search.search('decimal amounts')[0]!.heading).toBe('Amounts');
  });

  it('finds nothing for words the docs do not hold, or a query of stop words only', () => {
    expect(search.search('kubernetes')).toEqual([]);
    expect(search.search('the of and')).toEqual([]);
  });
});
