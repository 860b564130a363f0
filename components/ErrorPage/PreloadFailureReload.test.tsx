import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PreloadFailureReload, { isPreloadFailure } from './PreloadFailureReload';

const reload = vi.fn();

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, reload });
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  reload.mockReset();
});

function rejectUnhandled(reason: unknown) {
  const event = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  window.dispatchEvent(event);
}

function chunkError() {
  const error = new Error('Loading chunk 4711 failed. (error: /_next/static/chunks/4711.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('route preload failure: one reload with a warning', () => {
  it('recognises chunk and route payload load failures only', () => {
    expect(isPreloadFailure(chunkError())).toBe(true);
    expect(
      isPreloadFailure(new TypeError('Failed to fetch dynamically imported module: /_next/x.js')),
    ).toBe(true);
    expect(isPreloadFailure(new Error('Failed to fetch RSC payload for /docs/welcome/'))).toBe(
      true,
    );
    expect(isPreloadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('logs a warning and reloads the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<PreloadFailureReload />);
    rejectUnhandled(chunkError());
    expect(warn).toHaveBeenCalledWith(
      'Failed to preload the next page, reloading it.',
      expect.any(Error),
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors, and does not reload in a loop', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<PreloadFailureReload />);
    rejectUnhandled(new Error('Cannot read properties of undefined'));
    expect(reload).not.toHaveBeenCalled();
    rejectUnhandled(chunkError());
    rejectUnhandled(chunkError());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
