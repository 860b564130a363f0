import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import CodeTabs, { CodeTab } from '.';

function Group({ name }: { name: string }) {
  return (
    <CodeTabs label={`${name} code`}>
      <CodeTab label="curl">
        <pre>curl {name}</pre>
      </CodeTab>
      <CodeTab label="TypeScript">
        <pre>fetch {name}</pre>
      </CodeTab>
    </CodeTabs>
  );
}

describe('CodeTabs', () => {
  it('is a tab list whose tabs control their panels, first tab selected by default', () => {
    render(<Group name="one" />);
    const tablist = screen.getByRole('tablist', { name: 'one code' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['curl', 'TypeScript']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('curl one');
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', tabs[0].id);
    // Roving tabindex: only the selected tab is in the tab order.
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
  });

  it('renders every panel on the server, so the code reads without JavaScript', () => {
    const html = renderToString(<Group name="one" />).replace(/<!-- -->/g, '');
    expect(html).toContain('curl one');
    expect(html).toContain('fetch one');
    // Which panels show without JavaScript is CSS (scripting: none): tests/e2e/content.e2e.ts.
  });

  it('switches on click, remembers the choice and switches every group on the page', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Group name="one" />
        <Group name="two" />
      </>,
    );
    const first = screen.getByRole('tablist', { name: 'one code' });
    await user.click(within(first).getByRole('tab', { name: 'TypeScript' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.codeTabs)).toBe('TypeScript');
    const second = screen.getByRole('tablist', { name: 'two code' });
    expect(within(second).getByRole('tab', { name: 'TypeScript' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const visible = screen.getAllByRole('tabpanel');
    expect(visible.map((panel) => panel.textContent)).toEqual([
      'TypeScriptfetch one',
      'TypeScriptfetch two',
    ]);
  });

  it('starts on the stored choice', () => {
    window.localStorage.setItem(STORAGE_KEYS.codeTabs, 'TypeScript');
    render(<Group name="one" />);
    expect(screen.getByRole('tab', { name: 'TypeScript' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('fetch one');
  });

  it('falls back to the first tab when the stored choice is not in the group', () => {
    window.localStorage.setItem(STORAGE_KEYS.codeTabs, 'Python');
    render(<Group name="one" />);
    expect(screen.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves with the arrow keys, Home and End, wrapping around, and focuses the new tab', async () => {
    const user = userEvent.setup();
    render(<Group name="one" />);
    const [curl, ts] = screen.getAllByRole('tab');
    await user.tab();
    expect(curl).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(ts).toHaveFocus();
    expect(ts).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(curl).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(ts).toHaveFocus();
    await user.keyboard('{Home}');
    expect(curl).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(ts).toHaveAttribute('aria-selected', 'true');
  });

  it('follows a choice made in another browser tab', () => {
    render(<Group name="one" />);
    act(() => {
      window.localStorage.setItem(STORAGE_KEYS.codeTabs, 'TypeScript');
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.codeTabs, newValue: 'TypeScript' }),
      );
    });
    expect(screen.getByRole('tab', { name: 'TypeScript' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
