import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
