import { render, screen, within } from '@testing-library/react';
import { paginate, type Post } from '@/lib/blog/posts';
import BlogPostList from './index';

const posts: Post[] = Array.from({ length: 12 }, (_, index) => ({
  slug: `post-${index}`,
  file: `content/changelog/post-${index}.mdx`,
  pagePath: `changelog/post-${index}`,
  permalink: `/changelog/post-${index}/`,
  frontMatter: {
    title: `Post ${index}`,
    date: `2026-01-${String(20 - index).padStart(2, '0')}`,
    summary: `Summary ${index}.`,
    tags: ['docs'],
    draft: false,
  },
  draft: false,
}));
const pages = paginate(posts);

describe('BlogPostList', () => {
  it('shows each post of the page with its title, date, tags and summary, and the feeds', () => {
    render(<BlogPostList page={pages[0]} pageCount={pages.length} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Changelog' })).toBeInTheDocument();
    const items = screen.getAllByRole('article');
    expect(items).toHaveLength(10);
    expect(within(items[0]).getByRole('link', { name: 'Post 0' })).toHaveAttribute(
      'href',
      '/changelog/post-0/',
    );
    expect(within(items[0]).getByText('January 20, 2026')).toHaveAttribute(
      'dateTime',
      '2026-01-20',
    );
    expect(within(items[0]).getByRole('list', { name: 'Tags' })).toHaveTextContent('docs');
    expect(within(items[0]).getByText('Summary 0.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RSS' })).toHaveAttribute('href', '/changelog/rss.xml');
    expect(screen.getByRole('link', { name: 'Atom' })).toHaveAttribute(
      'href',
      '/changelog/atom.xml',
    );
  });

  it('links the older and newer list pages', () => {
    const { rerender } = render(<BlogPostList page={pages[0]} pageCount={pages.length} />);
    let nav = screen.getByRole('navigation', { name: 'Changelog pages' });
    expect(nav).toHaveTextContent('Page 1 of 2');
    expect(within(nav).getByRole('link', { name: 'Older posts »' })).toHaveAttribute(
      'href',
      '/changelog/page/2/',
    );
    expect(within(nav).queryByRole('link', { name: /Newer/ })).toBeNull();
    rerender(<BlogPostList page={pages[1]} pageCount={pages.length} />);
    nav = screen.getByRole('navigation', { name: 'Changelog pages' });
    expect(within(nav).getByRole('link', { name: '« Newer posts' })).toHaveAttribute(
      'href',
      '/changelog/',
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
