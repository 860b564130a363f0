import { testRouter } from '@/tests/router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import MobileSidebar from '.';
import { MobileSidebarProvider } from './context';
import SecondaryMenuFiller from './SecondaryMenuFiller';
import MobileSidebarToggle from './Toggle';

const navigation = vi.hoisted(() => ({ pathname: '/docs/welcome/' }));
vi.mock('next/navigation', () => ({
  useRouter: () => testRouter,
  usePathname: () => navigation.pathname,
}));

function Page({ docsPage = true }: { docsPage?: boolean }) {
  return (
    <MobileSidebarProvider>
      <MobileSidebarToggle />
      <MobileSidebar brand={<span>Staking API</span>}>
        <ul>
          <li>
            <a href="/docs/welcome/">Guides</a>
          </li>
          <li>
            <a href="/api/">API Reference</a>
          </li>
        </ul>
      </MobileSidebar>
      {docsPage && (
        <SecondaryMenuFiller>
          <nav aria-label="Docs sidebar">
            <a href="/docs/core-concepts/">Core concepts</a>
          </nav>
        </SecondaryMenuFiller>
      )}
    </MobileSidebarProvider>
  );
}

const toggle = () => screen.getByRole('button', { name: 'Navigation menu' });

beforeEach(() => {
  navigation.pathname = '/docs/welcome/';
});

describe('mobile sidebar: page menu first, then the navbar items', () => {
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

  it('is a modal dialog, closed by its close button and by a click outside its panel', async () => {
    render(<Page />);
    await userEvent.click(toggle());
    const dialog = screen.getByRole('dialog', { name: 'Navigation menu' });
    // A modal <dialog>: the browser makes the page behind inert, closes it on Escape and gives
    // the focus back to the toggle (tests/e2e/interactive.e2e.ts and keyboard.e2e.ts check that).
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close navigation menu' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close navigation menu' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(dialog).not.toHaveAttribute('open');
    await userEvent.click(toggle());
    fireEvent.click(dialog);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('tells the toggle when the browser closed it (Escape)', async () => {
    render(<Page />);
    await userEvent.click(toggle());
    act(() =>
      (screen.getByRole('dialog', { name: 'Navigation menu' }) as HTMLDialogElement).close(),
    );
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after navigating to another page', async () => {
    const { rerender } = render(<Page />);
    await userEvent.click(toggle());
    navigation.pathname = '/docs/core-concepts/';
    await act(async () => rerender(<Page />));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
