import { render, screen, within } from '@testing-library/react';
import type { Post } from '@/lib/blog/posts';
import BlogSidebar from './index';

const post = (slug: string, date: string, title: string): Post => ({
  slug,
  file: `content/changelog/${slug}.mdx`,
  pagePath: `changelog/${slug}`,
  permalink: `/changelog/${slug}/`,
  frontMatter: { title, date, summary: 'S.', draft: false },
  draft: false,
});
const POSTS = [
  post('api-1-1-0', '2026-02-01', 'API 1.1.0'),
  post('api-1-0-0', '2025-11-25', 'API 1.0.0'),
  post('docs-moved', '2025-03-02', 'Docs moved'),
];

describe('BlogSidebar', () => {
  it('lists every post under its year, newest year first', () => {
    render(<BlogSidebar posts={POSTS} current="/changelog/api-1-0-0/" />);
    const nav = screen.getByRole('navigation', { name: 'Changelog posts' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['2026', '2025']);
    const lists = within(nav).getAllByRole('list');
    expect(
      within(lists[0])
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['API 1.1.0']);
    expect(
      within(lists[1])
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['API 1.0.0', 'Docs moved']);
  });

  it('marks the page being read', () => {
    render(<BlogSidebar posts={POSTS} current="/changelog/api-1-0-0/" />);
    expect(screen.getByRole('link', { name: 'API 1.0.0' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'All posts' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/changelog/');
  });

  it('names the 10 newest posts by year, however many there are, and links to the list of all of them', () => {
    const many = Array.from({ length: 250 }, (_, index) => {
      const day = new Date(Date.UTC(2026, 5, 30) - index * 7 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      return post(`week-${index}`, day, `Week ${index}`);
    });
    render(<BlogSidebar posts={many} current="/changelog/" />);
    const nav = screen.getByRole('navigation', { name: 'Changelog posts' });
    const named = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(named).toEqual([
      'All posts',
      ...Array.from({ length: 10 }, (_, index) => `Week ${index}`),
    ]);
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/changelog/');
  });
});
