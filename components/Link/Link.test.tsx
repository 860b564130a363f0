import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRouter } from '@/tests/router';
import Link from './index';
import NewTabNote from './NewTabNote';

describe('the one link component', () => {
  afterEach(() => vi.restoreAllMocks());

  it(
    'a page of the site: written in the site form, its data loaded when followed, not on sight ' +
      'nor on hover, focus or touch',
    () => {
      const prefetch = vi.spyOn(testRouter, 'prefetch');
      render(<Link href="/docs/reporting#ranges">Reporting</Link>);
      const link = screen.getByRole('link', { name: 'Reporting' });
      expect(link).toHaveAttribute('href', '/docs/reporting/#ranges');
      expect(link).not.toHaveAttribute('target');
      fireEvent.mouseEnter(link);
      fireEvent.focus(link);
      fireEvent.touchStart(link);
      // The export keeps no prefetch files: a prefetch would ask for files that do not exist.
      expect(prefetch).not.toHaveBeenCalled();
    },
  );

  it("outbound: a new tab, noopener noreferrer, and says so to screen readers in the page's language", () => {
    render(
      <>
        <NewTabNote />
        <Link href="https://www.staking-api.example/contact">Contact</Link>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveAccessibleDescription('(opens in a new tab)');
    expect(link).toHaveAttribute('href', 'https://www.staking-api.example/contact');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('outbound on a French page: described in French', () => {
    render(
      <>
        <NewTabNote locale="fr" />
        <Link href="https://www.staking-api.example/contact">Contact</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAccessibleDescription(
      '(s’ouvre dans un nouvel onglet)',
    );
  });

  it("mailto: and tel: open the reader's app in place: no new tab, no outbound arrow", () => {
    render(
      <>
        <Link href="mailto:support@staking-api.example">Write to us</Link>
        <Link href="tel:+4100000000">Call us</Link>
      </>,
    );
    for (const name of ['Write to us', 'Call us']) {
      const link = screen.getByRole('link', { name });
      expect(link).not.toHaveAttribute('target');
      expect(link.querySelector('svg')).toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:support@staking-api.example',
    );
  });

  it('a file of the export and an in-page anchor: plain links, as written', () => {
    const prefetch = vi.spyOn(testRouter, 'prefetch');
    render(
      <>
        <Link href="/openapi.yaml">OpenAPI (YAML)</Link>
        <Link href="#quick-start">Quick start</Link>
      </>,
    );
    const file = screen.getByRole('link', { name: 'OpenAPI (YAML)' });
    expect(file).toHaveAttribute('href', '/openapi.yaml');
    fireEvent.mouseEnter(file);
    expect(prefetch).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Quick start' })).toHaveAttribute(
      'href',
      '#quick-start',
    );
  });
});
