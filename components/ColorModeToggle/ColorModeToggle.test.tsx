import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'next-themes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import ColorModeToggle from '.';
import { colorModeCycle, nextColorMode } from './modes';
import { colorModeStorageScript } from './storage-script';

function renderToggle(respectPrefersColorScheme: boolean) {
  render(
    <ThemeProvider
      attribute="data-theme"
      defaultTheme="light"
      enableSystem={respectPrefersColorScheme}
      storageKey={STORAGE_KEYS.colorMode}
    >
      <ColorModeToggle respectPrefersColorScheme={respectPrefersColorScheme} />
    </ThemeProvider>,
  );
  return screen.getByRole('button');
}

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  vi.restoreAllMocks();
});

describe('color mode switch: light, dark and system, persisted', () => {
  it('defaults to light and toggles light and dark without system preference', async () => {
    const button = renderToggle(false);
    expect(button).toHaveAccessibleName('Switch to dark mode (currently light mode)');
    await userEvent.click(button);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(button).toHaveAccessibleName('Switch to light mode (currently dark mode)');
    await userEvent.click(button);
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('persists the choice in local storage', async () => {
    const button = renderToggle(false);
    await userEvent.click(button);
    expect(window.localStorage.getItem(STORAGE_KEYS.colorMode)).toBe('dark');
  });

  it('cycles system, light, dark, system with respect for the system preference', async () => {
    window.localStorage.setItem(STORAGE_KEYS.colorMode, 'system');
    const button = renderToggle(true);
    const seen: (string | null)[] = [];
    for (let i = 0; i < 3; i += 1) {
      seen.push(button.getAttribute('aria-label'));
      await userEvent.click(button);
    }
    expect(seen).toEqual([
      'Switch to light mode (currently system mode)',
      'Switch to dark mode (currently light mode)',
      'Switch to system mode (currently dark mode)',
    ]);
    expect(window.localStorage.getItem(STORAGE_KEYS.colorMode)).toBe('system');
  });

  it('names the order of both cycles', () => {
    expect(colorModeCycle(true)).toEqual(['system', 'light', 'dark']);
    expect(nextColorMode('dark', colorModeCycle(true))).toBe('system');
    expect(nextColorMode('dark', colorModeCycle(false))).toBe('light');
  });
});

describe('stored color mode check: an unknown stored value falls back to the default', () => {
  const run = (script: string) => new Function(script)();

  it('drops an unexpected stored value with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(STORAGE_KEYS.colorMode, 'sepia');
    run(colorModeStorageScript(STORAGE_KEYS.colorMode, ['light', 'dark', 'system']));
    expect(window.localStorage.getItem(STORAGE_KEYS.colorMode)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'Ignoring the stored color mode "sepia": expected one of light, dark, system.',
    );
  });

  it('drops "system" when the site does not respect the system preference', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(STORAGE_KEYS.colorMode, 'system');
    run(colorModeStorageScript(STORAGE_KEYS.colorMode, ['light', 'dark']));
    expect(window.localStorage.getItem(STORAGE_KEYS.colorMode)).toBeNull();
  });

  it('keeps a known value and never throws when storage is blocked', () => {
    const warn = vi.spyOn(console, 'warn');
    window.localStorage.setItem(STORAGE_KEYS.colorMode, 'dark');
    run(colorModeStorageScript(STORAGE_KEYS.colorMode, ['light', 'dark']));
    expect(window.localStorage.getItem(STORAGE_KEYS.colorMode)).toBe('dark');
    expect(warn).not.toHaveBeenCalled();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() =>
      run(colorModeStorageScript(STORAGE_KEYS.colorMode, ['light', 'dark'])),
    ).not.toThrow();
  });

  it('lets the toggle treat an unknown theme as light rather than break', () => {
    window.localStorage.setItem(STORAGE_KEYS.colorMode, 'sepia');
    const button = renderToggle(false);
    expect(button).toHaveAccessibleName('Switch to dark mode (currently light mode)');
  });
});
