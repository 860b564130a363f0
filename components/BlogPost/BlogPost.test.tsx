import { render, screen, within } from '@testing-library/react';
import type { Post } from '@/lib/blog/posts';
import BlogPost from './index';

const post = (
  slug: string,
  title: string,
  date: string,
  extra: Partial<Post['frontMatter']> = {},
): Post => ({
  slug,
  file: `content/changelog/${slug}.mdx`,
  pagePath: `changelog/${slug}`,
  permalink: `/changelog/${slug}/`,
  frontMatter: { title, date, summary: 'S.', draft: false, ...extra },
  draft: false,
});

describe('BlogPost', () => {
  it('shows the title, the date, the authors and tags, the text, and links to the newer and the older post', () => {
    render(
      <BlogPost
        post={post('docs-moved', 'Docs moved', '2026-03-02', {
          authors: ['Ada', { name: 'Grace', url: 'https://example.com/grace' }],
          tags: ['docs'],
        })}
        newer={post('api-1-1-0', 'API 1.1.0', '2026-04-01')}
        older={post('api-1-0-0', 'API 1.0.0', '2025-11-25')}
      >
        <p>The guides moved.</p>
      </BlogPost>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Docs moved' })).toBeInTheDocument();
    expect(screen.getByText('March 2, 2026')).toHaveAttribute('dateTime', '2026-03-02');
    const byline = screen.getByText(
      (_, element) => element?.tagName === 'SPAN' && /^by /.test(element.textContent ?? ''),
    );
    expect(byline).toHaveTextContent('by Ada, Grace');
    expect(screen.getByRole('link', { name: /^Grace/ })).toHaveAttribute(
      'href',
      'https://example.com/grace',
    );
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('docs');
    expect(screen.getByText('The guides moved.')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Changelog posts, by date' });
    expect(within(pager).getByRole('link', { name: /Newer post/ })).toHaveAttribute(
      'href',
      '/changelog/api-1-1-0/',
    );
    expect(within(pager).getByRole('link', { name: /Older post/ })).toHaveAttribute(
      'href',
      '/changelog/api-1-0-0/',
    );
  });

  it('marks a draft, which only npm run dev shows', () => {
    render(
      <BlogPost post={{ ...post('soon', 'Soon', '2026-12-24'), draft: true }}>
        <p>Text.</p>
      </BlogPost>,
    );
    expect(screen.getByText('Draft: not published by the build')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
