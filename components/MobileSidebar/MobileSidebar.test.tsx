import { testRouter } from '@/tests/router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import MobileSidebar from '.';
import { MobileSidebarProvider } from './context';
import SecondaryMenuFiller from './SecondaryMenuFiller';
import MobileSidebarToggle from './Toggle';

const navigation = vi.hoisted(() => ({ pathname: '/docs/welcome/' }));
vi.mock('next/navigation', () => ({ useRouter: () => testRouter, usePathname: () => navigation.pathname }));

function Page({ docsPage = true }: { docsPage?: boolean }) {
  return (
    <MobileSidebarProvider>
      <MobileSidebarToggle />
      <MobileSidebar brand={<span>Staking API</span>}>
        <ul>
          <li><a href="/docs/welcome/">Guides</a></li>
          <li><a href="/api/">API Reference</a></li>
        </ul>
      </MobileSidebar>
      {docsPage && (
        <SecondaryMenuFiller>
          <nav aria-label="Docs sidebar"><a href="/docs/core-concepts/">Core concepts</a></nav>
        </SecondaryMenuFiller>
      )}
    </MobileSidebarProvider>
  );
}

const toggle = () => screen.getByRole('button', { name: 'Navigation menu' });

beforeEach(() => {
  navigation.pathname = '/docs/welcome/';
});

describe('mobile sidebar (spec §2, §4)', () => {
  it('is toggled by a button with aria-expanded and aria-controls', async () => {
    render(<Page />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    const sidebar = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    expect(sidebar).not.toBeVisible();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Navigation menu' })).toBe(sidebar);
  });

  it('shows the secondary menu (docs sidebar) first, and Back to main menu shows the primary one', async () => {
    render(<Page />);
    await userEvent.click(toggle());
    expect(screen.getByRole('link', { name: 'Core concepts' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'API Reference' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Back to main menu/ }));
    expect(screen.getByRole('link', { name: 'API Reference' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Core concepts' })).toBeNull();
  });

  it('shows the primary menu directly on pages without a secondary menu', async () => {
    render(<Page docsPage={false} />);
    await userEvent.click(toggle());
    expect(screen.getByRole('link', { name: 'API Reference' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Back to main menu/ })).toBeNull();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    render(<Page />);
    await userEvent.click(toggle());
    expect(screen.getByRole('button', { name: 'Close navigation menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('keeps the page behind from scrolling while open', async () => {
    render(<Page />);
    await userEvent.click(toggle());
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close navigation menu' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab inside the open menu', async () => {
    render(<Page docsPage={false} />);
    await userEvent.click(toggle());
    const close = screen.getByRole('button', { name: 'Close navigation menu' });
    const last = screen.getByRole('link', { name: 'API Reference' });
    // jsdom has no layout: make every element count as displayed.
    for (const el of [close, screen.getByRole('link', { name: 'Guides' }), last]) {
      Object.defineProperty(el, 'offsetParent', { configurable: true, value: document.body });
    }
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
  });

  it('closes after navigating to another page', async () => {
    const { rerender } = render(<Page />);
    await userEvent.click(toggle());
    navigation.pathname = '/docs/core-concepts/';
    await act(async () => rerender(<Page />));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
