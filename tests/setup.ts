// What every unit test starts with (vitest.config.mts). A test in a document (jsdom) also gets
// tests/setup-document.ts; one in Node does without Testing Library, which takes half a second a
// file to load.
import { vi } from 'vitest';
import { testRouter } from './router';

// next.config.mjs sets trailingSlash: true; the build inlines it into next/link,
// and this is how next/link reads it outside a build.
process.env.__NEXT_TRAILING_SLASH = 'true';

// Components render outside Next in unit tests: give useRouter a stand-in
// (a test file's own vi.mock of next/navigation replaces this one).
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => testRouter,
}));

if (typeof window !== 'undefined') await import('./setup-document');
