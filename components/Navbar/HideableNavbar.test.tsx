import { testRouter } from '@/tests/router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MobileSidebarProvider } from '@/components/MobileSidebar/context';
import HideableNavbar from './HideableNavbar';

vi.mock('next/navigation', () => ({ useRouter: () => testRouter, usePathname: () => '/' }));

const NAVBAR_HEIGHT = 60;

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

function renderNavbar(hideOnScroll = true) {
  render(
    <MobileSidebarProvider>
      <HideableNavbar hideOnScroll={hideOnScroll}>
        <a href="/">Home</a>
      </HideableNavbar>
    </MobileSidebarProvider>,
  );
  const header = screen.getByRole('banner');
  Object.defineProperty(header, 'offsetHeight', { configurable: true, value: NAVBAR_HEIGHT });
  return header;
}

describe('navbar: hidden on scroll down, back on scroll up', () => {
  it('hides on scroll down and reappears on scroll up, with a transform only', () => {
    scrollTo(0);
    const header = renderNavbar();
    scrollTo(400);
    expect(header.className).toContain('navbarHidden');
    expect(header).toHaveAttribute('data-hidden', 'true');
    scrollTo(300);
    expect(header.className).not.toContain('navbarHidden');
  });

  it('is always shown while the scroll position is within the navbar height', () => {
    scrollTo(0);
    const header = renderNavbar();
    scrollTo(NAVBAR_HEIGHT - 10);
    expect(header.className).not.toContain('navbarHidden');
    scrollTo(400);
    scrollTo(NAVBAR_HEIGHT - 1);
    expect(header.className).not.toContain('navbarHidden');
  });

  it('comes back when keyboard focus enters it', () => {
    scrollTo(0);
    const header = renderNavbar();
    scrollTo(400);
    fireEvent.focus(screen.getByRole('link', { name: 'Home' }));
    expect(header.className).not.toContain('navbarHidden');
  });

  it('never hides when hideOnScroll is off', () => {
    scrollTo(0);
    const header = renderNavbar(false);
    scrollTo(400);
    expect(header.className).not.toContain('navbarHidden');
  });
});
