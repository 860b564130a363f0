// What a test in a document (jsdom) needs besides tests/setup.ts: Testing Library's matchers and
// cleanup, and the parts of the browser jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// waitFor and the findBy queries wait for what they look for (a lazily loaded part, a focus
// moved): the limit ends only a test that would wait forever, below the test's own limit
// (vitest.config.mts), so that the failure shows the DOM. Testing Library's default of one second is
// what a loaded machine takes to import a chain's checker.
configure({ asyncUtilTimeout: 120_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no matchMedia; next-themes and the mobile layout ask it.
if (!window.matchMedia) {
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

// jsdom has no <dialog> methods. These open and close a dialog as the browser does (the open
// attribute, the close event), without the modality: the browser tests check that (Escape,
// the inert page behind, focus given back).
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
