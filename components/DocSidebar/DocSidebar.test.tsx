import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DocSidebar from './index';
import type { SidebarNode } from '@/lib/docs/sidebar';

const nodes: SidebarNode[] = [
  { type: 'doc', docId: 'welcome', label: 'Welcome', href: '/docs/welcome' },
  {
    type: 'category',
    label: 'Examples',
    href: '/docs/examples/',
    docId: 'examples/index',
    items: [{ type: 'doc', docId: 'examples/a', label: 'Example A', href: '/docs/examples/a' }],
  },
];

describe('DocSidebar', () => {
  it('marks the current doc and shows every category expanded', () => {
    render(<DocSidebar nodes={nodes} currentDocId="examples/a" />);
    const nav = screen.getByRole('navigation', { name: 'Docs sidebar' });
    expect(within(nav).getByRole('link', { name: 'Example A' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Welcome' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Example A' })).toBeVisible();
    // Not hideable and never collapsed: no toggle buttons at all.
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
  });

  it('marks a category page as current when it is the doc being read', () => {
    render(<DocSidebar nodes={nodes} currentDocId="examples/index" />);
    expect(screen.getByRole('link', { name: 'Examples' })).toHaveAttribute('aria-current', 'page');
  });
});
