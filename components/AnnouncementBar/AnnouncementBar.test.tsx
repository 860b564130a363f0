import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnnouncementBarConfig } from '@/lib/config/schema';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, STORAGE_KEYS } from '@/lib/storage-keys';
import AnnouncementBar from '.';
import { announcementBarScript } from './script';

const bar: AnnouncementBarConfig = {
  id: 'api-1-0-0',
  content: 'API version 1.0.0 is out. Read the <a href="/api/">API reference</a>.',
  backgroundColor: '#ecfdf5',
  textColor: '#064e3b',
  isCloseable: true,
};

const runHeadScript = (id: string) => new Function(announcementBarScript(id))();
const dismissed = () => document.documentElement.hasAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);

afterEach(() => document.documentElement.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE));

describe('announcement bar: shown above the page, closed for good per announcement id', () => {
  it('shows the content with the colors of the config', () => {
    render(<AnnouncementBar bar={bar} />);
    const region = screen.getByRole('region', { name: 'Announcement' });
    expect(region).toHaveTextContent('API version 1.0.0 is out.');
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/');
    // The config's colours, for the light mode (the dark mode's are the stylesheet's).
    expect(region.style.getPropertyValue('--announcement-bg')).toBe('#ecfdf5');
    expect(region.style.getPropertyValue('--announcement-text')).toBe('#064e3b');
  });

  it('can be closed only if closeable', () => {
    const { unmount } = render(<AnnouncementBar bar={{ ...bar, isCloseable: false }} />);
    expect(screen.queryByRole('button', { name: 'Close announcement' })).toBeNull();
    unmount();
    render(<AnnouncementBar bar={bar} />);
    expect(screen.getByRole('button', { name: 'Close announcement' })).toBeInTheDocument();
  });

  it('remembers the dismissal of this announcement id in local storage', async () => {
    render(<AnnouncementBar bar={bar} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(dismissed()).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.announcementDismissedId)).toBe('api-1-0-0');
    // Next visit: the head script hides the same announcement before first paint.
    document.documentElement.removeAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE);
    runHeadScript('api-1-0-0');
    expect(dismissed()).toBe(true);
  });

  it('shows again when the announcement id changes', () => {
    window.localStorage.setItem(STORAGE_KEYS.announcementDismissedId, 'api-1-0-0');
    runHeadScript('api-1-1-0');
    expect(dismissed()).toBe(false);
  });

  it('moves the focus to the main content once closed, so it is not lost', async () => {
    render(
      <>
        <AnnouncementBar bar={bar} />
        <main id="main-content" tabIndex={-1}>
          Page
        </main>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
