// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toEntries, type PagefindResultData } from './results';

const operation = (id: string, sections: [string, number][] = []): PagefindResultData => ({
  url: `/api/operations/${id}/`,
  excerpt: id,
  meta: { title: id, operationId: id, method: 'POST', path: `/v1/${id}`, tag: 'Solana' },
  sub_results: [[id, 0] as [string, number], ...sections].map(([heading, score]) => ({
    title: heading,
    url: heading === id ? `/api/operations/${id}/` : `/api/operations/${id}/#${heading.toLowerCase().replace(/\W+/g, '-')}`,
    excerpt: heading,
    weighted_locations: [{ weight: 1, balanced_score: score, location: 0 }],
  })),
});
const guide = (url: string, sections: [string, number][] = []): PagefindResultData => ({
  url,
  excerpt: url,
  meta: { title: 'Solana unstaking example' },
  sub_results: sections.map(([heading, score]) => ({
    title: heading,
    url: `${url}#${heading.toLowerCase().replace(/\W+/g, '-')}`,
    excerpt: heading,
    weighted_locations: [{ weight: 1, balanced_score: score, location: 0 }],
  })),
});

describe('search results as the dialog lists them', () => {
  it('opens a page at the heading the query matched most, with two more headings after it', () => {
    const [entry] = toEntries([guide('/docs/examples/sol-unstaking-example/', [['Prerequisites', 1], ['2. Sign', 7], ['Expected output', 3], ['What can go wrong', 2]])]);
    expect(entry).toMatchObject({ kind: 'example', url: '/docs/examples/sol-unstaking-example/#2-sign', heading: '2. Sign' });
    expect(entry.more.map((section) => section.heading)).toEqual(['Expected output', 'What can go wrong']);
  });

  it('opens an operation at the top of its page, with its best-matching sections after it', () => {
    const [entry] = toEntries([operation('forgeSolStake', [['Parameters', 1], ['Request body', 6], ['200 OK', 3]])]);
    expect(entry).toMatchObject({ kind: 'operation', url: '/api/operations/forgeSolStake/', method: 'POST' });
    expect(entry.more.map((section) => [section.heading, section.url])).toEqual([
      ['Request body', '/api/operations/forgeSolStake/#request-body'],
      ['200 OK', '/api/operations/forgeSolStake/#200-ok'],
    ]);
  });

  it('labels a changelog post as such, not as a guide', () => {
    expect(toEntries([guide('/changelog/api-1-0-0/'), guide('/docs/welcome/')]).map((entry) => entry.kind)).toEqual(['changelog', 'guide']);
  });

  it('moves the best page up to third place when operations fill the first three', () => {
    const urls = toEntries([operation('a'), operation('b'), operation('c'), operation('d'), guide('/docs/examples/x/')]).map((entry) => entry.url);
    expect(urls).toEqual(['/api/operations/a/', '/api/operations/b/', '/docs/examples/x/', '/api/operations/c/', '/api/operations/d/']);
  });

  it('leaves a mixed first three as Pagefind ranked it', () => {
    const urls = toEntries([operation('a'), guide('/docs/welcome/'), operation('b'), guide('/docs/support/')]).map((entry) => entry.url);
    expect(urls).toEqual(['/api/operations/a/', '/docs/welcome/', '/api/operations/b/', '/docs/support/']);
  });
});
