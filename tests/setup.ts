import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { testRouter } from './router';

// waitFor and the findBy queries wait for what they look for (a lazily loaded part, a focus
// moved): the limit ends only a test that would wait forever, below the test's own limit
// (vitest.config.mts), so that the failure shows the DOM. Testing Library's default of one second is
// what a loaded machine takes to import a chain's checker.
configure({ asyncUtilTimeout: 120_000 });

afterEach(() => {
  cleanup();
  // Node-environment tests have no window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});

// jsdom has no matchMedia; next-themes and the mobile layout ask it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// next.config.mjs sets trailingSlash: true; the build inlines it into next/link,
// and this is how next/link reads it outside a build.
process.env.__NEXT_TRAILING_SLASH = 'true';

// Components render outside Next in unit tests: give useRouter a stand-in
// (a test file's own vi.mock of next/navigation replaces this one).
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => testRouter,
}));

// jsdom has no <dialog> methods. These open and close a dialog as the browser does (the open
// attribute, the close event), without the modality: the browser tests check that (Escape,
// the inert page behind, focus given back).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
