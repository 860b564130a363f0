import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(within(nav).getByRole('link', { name: 'Example A' })).toHaveAttribute(
      'aria-current',
      'page',
    );
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

/** A sidebar past the open limit: 3 categories of 40 docs each (123 entries). */
function largeSidebar(): SidebarNode[] {
  return ['Alpha', 'Beta', 'Gamma'].map((label) => ({
    type: 'category',
    label,
    items: Array.from({ length: 40 }, (_, i) => ({
      type: 'doc' as const,
      docId: `${label}/${i}`,
      label: `${label} page ${i}`,
      href: `/docs/${label.toLowerCase()}/${i}/`,
    })),
  }));
}

describe('DocSidebar of a large site', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('keeps every category of a sidebar of 100 entries open', () => {
    const hundred: SidebarNode[] = [
      {
        type: 'category',
        label: 'All',
        items: Array.from({ length: 99 }, (_, i) => ({
          type: 'doc' as const,
          docId: `d${i}`,
          label: `Doc ${i}`,
          href: `/docs/d${i}/`,
        })),
      },
    ];
    render(<DocSidebar nodes={hundred} currentDocId="d3" />);
    expect(screen.getAllByRole('link')).toHaveLength(99);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('renders only the current category open; the others link to their first page, with a toggle', () => {
    render(<DocSidebar nodes={largeSidebar()} currentDocId="Beta/7" />);
    const nav = screen.getByRole('navigation', { name: 'Docs sidebar' });
    expect(within(nav).getByRole('link', { name: 'Beta page 7' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getAllByRole('link', { name: /^Beta page/ })).toHaveLength(40);
    expect(within(nav).queryByRole('link', { name: 'Alpha page 1' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Alpha' })).toHaveAttribute(
      'href',
      '/docs/alpha/0/',
    );
    expect(within(nav).getByRole('button', { name: 'Alpha: show pages' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // 40 of the current category + 2 closed category labels: not the 120 pages of the site.
    expect(within(nav).getAllByRole('link')).toHaveLength(42);
  });

  it('keeps a large sidebar whole when it is not the one the shared asset holds (another docs version)', () => {
    render(<DocSidebar nodes={largeSidebar()} currentDocId="Beta/7" collapsible={false} />);
    expect(screen.getAllByRole('link')).toHaveLength(120);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('loads a closed category from the shared sidebar asset when opened', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(largeSidebar())));
    vi.stubGlobal('fetch', fetchMock);
    render(<DocSidebar nodes={largeSidebar()} currentDocId="Beta/7" />);
    const toggle = screen.getByRole('button', { name: 'Gamma: show pages' });
    await userEvent.click(toggle);
    expect(await screen.findByRole('link', { name: 'Gamma page 39' })).toHaveAttribute(
      'href',
      '/docs/gamma/39/',
    );
    expect(screen.getByRole('button', { name: 'Gamma: hide pages' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(fetchMock).toHaveBeenCalledWith('/docs-sidebar.json');
    await userEvent.click(screen.getByRole('button', { name: 'Alpha: show pages' }));
    expect(await screen.findByRole('link', { name: 'Alpha page 0' })).toBeVisible();
    // One request for the whole sidebar, shared by every category.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offers Retry when the pages could not be loaded, and Retry loads them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answer = (): Response => new Response('down', { status: 503 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    // Its own module: the shared asset, once loaded, is kept for the page's lifetime.
    vi.resetModules();
    const { default: FreshSidebar } = await import('./index');
    render(<FreshSidebar nodes={largeSidebar()} currentDocId="Beta/7" />);
    await userEvent.click(screen.getByRole('button', { name: 'Gamma: show pages' }));
    expect(await screen.findByText('Could not load these pages.')).toBeVisible();
    answer = () => new Response(JSON.stringify(largeSidebar()));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Gamma page 0' })).toBeVisible();
  });

  it('says "Loading…" only once the pages have taken 200 ms', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    vi.useFakeTimers();
    vi.resetModules();
    const { default: FreshSidebar } = await import('./index');
    render(<FreshSidebar nodes={largeSidebar()} currentDocId="Beta/7" />);
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Alpha: show pages' })));
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

/** A generated site's sidebar: 100 top-level categories "Generated 001"… of 100 docs each. */
function hundredCategories(): SidebarNode[] {
  return Array.from({ length: 100 }, (_, c) => {
    const label = `Generated ${String(c + 1).padStart(3, '0')}`;
    return {
      type: 'category' as const,
      label,
      items: Array.from({ length: 100 }, (_, i) => ({
        type: 'doc' as const,
        docId: `c${c}/p${i}`,
        label: `${label} page ${i}`,
        href: `/docs/c${c}/p${i}/`,
      })),
    };
  });
}

describe('DocSidebar of a site with many top-level categories', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    'renders a window of 12 top-level entries holding the page own category, open, and one row ' +
      'for the rest on each side',
    () => {
      render(<DocSidebar nodes={hundredCategories()} currentDocId="c50/p7" />);
      const nav = screen.getByRole('navigation', { name: 'Docs sidebar' });
      // Its own category open, every page of it listed, the page marked.
      expect(within(nav).getByRole('link', { name: 'Generated 051 page 7' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav).getAllByRole('link', { name: /^Generated 051 page/ })).toHaveLength(100);
      // 11 other categories closed around it, Generated 046 to 057.
      const closed = within(nav).getAllByRole('button', { name: /^Generated \d+: show pages$/ });
      expect(closed.map((button) => button.getAttribute('aria-label'))).toEqual(
        [46, 47, 48, 49, 50, 52, 53, 54, 55, 56, 57].map((n) => `Generated 0${n}: show pages`),
      );
      expect(within(nav).queryByRole('link', { name: 'Generated 045' })).toBeNull();
      expect(within(nav).queryByRole('link', { name: 'Generated 058' })).toBeNull();
      // The 45 before and the 43 after: one row each, linking to the docs root without JavaScript.
      expect(within(nav).getByRole('link', { name: '45 more categories' })).toHaveAttribute(
        'href',
        '/docs/',
      );
      expect(within(nav).getByRole('link', { name: '43 more categories' })).toHaveAttribute(
        'href',
        '/docs/',
      );
      expect(
        within(nav).getByRole('button', { name: '43 more categories: show them' }),
      ).toHaveAttribute('aria-expanded', 'false');
      // 100 pages of its own category + 11 closed labels + 2 rows: not 100 labels.
      expect(within(nav).getAllByRole('link')).toHaveLength(113);
    },
  );

  it('renders as many labels on a page of a site of 1,000 categories', () => {
    const thousand = Array.from({ length: 10 }, () => hundredCategories())
      .flat()
      .map((node, c) => ({ ...node, label: `Category ${c}` }));
    render(<DocSidebar nodes={thousand} currentDocId="c0/p3" />);
    // The first c0/p3 is in the first category: the window starts there, with no row before it.
    expect(screen.getAllByRole('link')).toHaveLength(112);
    expect(screen.getByRole('link', { name: '988 more categories' })).toBeVisible();
  });

  it('starts the window at the top on a page outside the sidebar (the docs root)', () => {
    render(<DocSidebar nodes={hundredCategories()} />);
    expect(screen.getByRole('link', { name: 'Generated 001' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Generated 012' })).toBeVisible();
    expect(screen.getByRole('link', { name: '88 more categories' })).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(13);
  });

  it(
    'loads the labels past the window from the shared sidebar asset, each category closed and ' +
      'openable, in one request',
    async () => {
      const fetchMock = vi.fn(async () => new Response(JSON.stringify(hundredCategories())));
      vi.stubGlobal('fetch', fetchMock);
      vi.resetModules();
      const { default: FreshSidebar } = await import('./index');
      render(<FreshSidebar nodes={hundredCategories()} currentDocId="c50/p7" />);
      await userEvent.click(screen.getByRole('button', { name: '43 more categories: show them' }));
      expect(await screen.findByRole('link', { name: 'Generated 100' })).toHaveAttribute(
        'href',
        '/docs/c99/p0/',
      );
      expect(screen.getByRole('link', { name: 'Generated 058' })).toBeVisible();
      expect(screen.getByRole('button', { name: '43 more categories: hide them' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Generated 100: show pages' }));
      expect(await screen.findByRole('link', { name: 'Generated 100 page 99' })).toHaveAttribute(
        'href',
        '/docs/c99/p99/',
      );
      expect(fetchMock).toHaveBeenCalledWith('/docs-sidebar.json');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );

  it('keeps a sidebar of 12 top-level categories without rows', () => {
    render(<DocSidebar nodes={hundredCategories().slice(0, 12)} currentDocId="c3/p1" />);
    expect(screen.queryByRole('link', { name: /more categories/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /: show pages$/ })).toHaveLength(11);
  });
});
