import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WarmOperationPages from './WarmOperationPages.client';
import { payloadAssets } from './warm-page';

/** An operation page's payload as the export writes it: chunk URLs in rows and stylesheet hints. */
const PAYLOAD = [
  '2:"/_next/static/chunks/3f_oyf66r-4oe.js"',
  '3:I[339756,["$2"],"default"]',
  '7:"/_next/static/chunks/0c-xt8va2dwe_.js"',
  ':HL["/_next/static/chunks/docs-shell.css","style"]',
  '0:{"P":null,"b":"build"}',
].join('\n');

const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map(
    (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`,
  );

describe('WarmOperationPages', () => {
  afterEach(() => {
    cleanup();
    document.head
      .querySelectorAll('link[rel="prefetch"], script[src]')
      .forEach((element) => element.remove());
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it(
    "reads an operation page's payload once the browser is idle, not while /api loads, and " +
      'prefetches the assets it names that /api lacks',
    async () => {
      const fetch = vi.fn(async () => new Response(PAYLOAD));
      vi.stubGlobal('fetch', fetch);
      let idle: (() => void) | undefined;
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 7));
      vi.stubGlobal('cancelIdleCallback', vi.fn());
      const loaded = document.createElement('script');
      loaded.src = '/_next/static/chunks/3f_oyf66r-4oe.js';
      document.head.append(loaded);
      render(<WarmOperationPages href="/api/operations/forgeChilizStake/" />);
      expect(fetch).not.toHaveBeenCalled();
      idle!();
      expect(fetch).toHaveBeenCalledExactlyOnceWith('/api/operations/forgeChilizStake/index.txt');
      await waitFor(() =>
        expect(prefetched()).toEqual([
          'script /_next/static/chunks/0c-xt8va2dwe_.js',
          'style /_next/static/chunks/docs-shell.css',
        ]),
      );
    },
  );

  it('waits 2 seconds instead where the browser has no requestIdleCallback, and not at all once /api is left', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const fetch = vi.fn(async () => new Response(PAYLOAD));
    vi.stubGlobal('fetch', fetch);
    render(<WarmOperationPages href="/api/operations/forgeChilizStake/" />);
    vi.advanceTimersByTime(1_999);
    expect(fetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetch).toHaveBeenCalledOnce();

    fetch.mockClear();
    const { unmount } = render(<WarmOperationPages href="/api/operations/forgeChilizStake/" />);
    unmount();
    vi.advanceTimersByTime(5_000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('finds each asset once, and nothing in a payload that names none', () => {
    expect(
      payloadAssets(`${PAYLOAD}\n8:"/_next/static/chunks/0c-xt8va2dwe_.js"`).map(
        ({ href }) => href,
      ),
    ).toEqual([
      '/_next/static/chunks/3f_oyf66r-4oe.js',
      '/_next/static/chunks/0c-xt8va2dwe_.js',
      '/_next/static/chunks/docs-shell.css',
    ]);
    expect(payloadAssets('0:{"P":null}')).toEqual([]);
  });
});
