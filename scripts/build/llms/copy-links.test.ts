// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linkKind, markdownCopyPath, pagePath } from '@/lib/urls';
import { copyLinkRewriter } from './copy-links.mjs';

const welcome = { permalink: '/docs/welcome/' };
const solExample = { permalink: '/docs/examples/sol-staking-example/' };
const rewriteUrl = copyLinkRewriter({
  docs: [welcome, solExample],
  absolute: (sitePath: string) => `https://docs.example.com${sitePath}`,
  markdownCopyPath,
  linkKind,
  pagePath,
});

describe('links in the Markdown copies', () => {
  it('lead to the copy of a docs page, keeping the fragment', () => {
    expect(rewriteUrl('/docs/examples/sol-staking-example/#sign', welcome)).toBe(
      'https://docs.example.com/docs/examples/sol-staking-example.md#sign',
    );
  });

  it('lead within the copy for a fragment of the same page', () => {
    expect(rewriteUrl('#next-steps', welcome)).toBe(
      'https://docs.example.com/docs/welcome.md#next-steps',
    );
  });

  it('resolve a relative link against the page it was written on, not against the copy', () => {
    expect(rewriteUrl('../../welcome/', solExample)).toBe(
      'https://docs.example.com/docs/welcome.md',
    );
    expect(rewriteUrl('../../../api/operations/forgeSolStake/', solExample)).toBe(
      'https://docs.example.com/api/operations/forgeSolStake/',
    );
  });

  it('lead to the absolute URL of other pages and files of the site', () => {
    expect(rewriteUrl('/api/', welcome)).toBe('https://docs.example.com/api/');
    expect(rewriteUrl('/openapi.json', welcome)).toBe('https://docs.example.com/openapi.json');
  });

  it('keep links to other sites as written', () => {
    expect(rewriteUrl('https://solana.com/docs', welcome)).toBe('https://solana.com/docs');
    expect(rewriteUrl('mailto:support@example.com', welcome)).toBe('mailto:support@example.com');
  });
});
