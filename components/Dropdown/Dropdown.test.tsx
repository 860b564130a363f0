import { testRouter } from '@/tests/router';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import Dropdown from '.';
import MobileDropdown from './MobileDropdown';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({
  useRouter: () => testRouter,
  usePathname: () => navigation.pathname,
}));

function renderDropdown() {
  return render(
    <div>
      <button type="button">Elsewhere</button>
      <Dropdown label="Chains">
        <li>
          <a href="/docs/examples/">Examples</a>
        </li>
        <li>
          <a href="/docs/reporting/">Reporting</a>
        </li>
      </Dropdown>
    </div>,
  );
}

const trigger = () => screen.getByRole('button', { name: 'Chains' });

beforeEach(() => {
  navigation.pathname = '/';
});

describe('Dropdown: opens on click, Enter or hover, closes on Escape', () => {
  it('opens and closes on click, with aria-expanded and aria-controls', async () => {
    renderDropdown();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Examples' })).toBeNull();
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(trigger().getAttribute('aria-controls')!)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Examples' })).toBeVisible();
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on Enter', async () => {
    renderDropdown();
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on hover and closes when the pointer leaves, unless a click pinned it', async () => {
    renderDropdown();
    const box = trigger().parentElement!;
    fireEvent.mouseEnter(box);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(box);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.mouseEnter(box);
    fireEvent.click(trigger());
    fireEvent.mouseLeave(box);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['mousedown', (el: Element) => fireEvent.mouseDown(el)],
    ['touch', (el: Element) => fireEvent.touchStart(el)],
    ['focus', (el: Element) => fireEvent.focusIn(el)],
  ])('closes on %s outside it, not inside', async (_name, outside) => {
    renderDropdown();
    await userEvent.click(trigger());
    outside(screen.getByRole('link', { name: 'Examples' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    outside(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    renderDropdown();
    await userEvent.click(trigger());
    screen.getByRole('link', { name: 'Reporting' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveFocus();
  });
});

describe('MobileDropdown: expanded when it holds the current page', () => {
  const links = (
    <>
      <li>
        <a href="/docs/examples/">Examples</a>
      </li>
      <li>
        <a href="/docs/reporting/">Reporting</a>
      </li>
    </>
  );

  it('starts collapsed when it does not hold the current page, and toggles', async () => {
    render(
      <MobileDropdown label="Chains" paths={['/docs/examples/', '/docs/reporting']}>
        {links}
      </MobileDropdown>,
    );
    const button = screen.getByRole('button', { name: 'Chains' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Examples' })).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts expanded when it holds the current page', () => {
    navigation.pathname = '/docs/reporting/';
    render(
      <MobileDropdown label="Chains" paths={['/docs/examples/', '/docs/reporting']}>
        {links}
      </MobileDropdown>,
    );
    expect(screen.getByRole('button', { name: 'Chains' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Reporting' })).toBeVisible();
  });
});
